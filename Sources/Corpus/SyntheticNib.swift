import Foundation
import Manifest
import NibbenchSupport

/// One generated nib before compiling: its xib text and what the manifest says of it.
package struct SyntheticNib: Sendable {
    package var name: String
    package var kind: NibKind
    /// Views and constraints generated (the sampled object count).
    package var objectCount: Int
    /// Nibs this one embeds (nib-in-nib placeholders).
    package var embeds: [String]
    /// The `.xib` document.
    package var xib: String
}

/// Builds one synthetic nib as an iOS xib: a view tree of realistic UIKit objects (labels,
/// buttons, image views, containers, stack views, text fields, switches, sliders), layout
/// constraints, outlets and actions to File's Owner or the first responder, outlet
/// collections, runtime attributes, fonts and colors, optional long text, and nib-in-nib
/// placeholders (`NibEmbedded_<name>` custom classes).
struct SyntheticNibBuilder {
    /// Prefix of the custom class that makes a view a nib-in-nib placeholder (NibRuntime
    /// resolves `NibEmbedded_<name>` to the nib `<name>`).
    static let embeddedClassPrefix = "NibEmbedded_"

    struct Node {
        var type: String
        var parent: Int?
        var depth: Int
        var children: [Int] = []
        var customClass: String?
        var text = ""
        var restorationIdentifier: String?
        var frame = (x: 0.0, y: 0.0, width: 320.0, height: 44.0)
    }

    struct Constraint {
        var container: Int, first: Int, attribute: String, second: Int?, constant: Int
    }

    let spec: CorpusSpec
    let name: String
    let kind: NibKind
    var random: SeededRandom
    /// Characters of long text for the first label, replacing the `blobs` draw (a fitted nib's padding).
    var blobOverride: Int?
    /// Scales the sampled length of label, button and text-field text (a fitted nib's trim).
    var textScale = 1.0

    var nodes: [Node] = []
    var constraints: [Constraint] = []
    private static let words = [
        "account", "profile", "settings", "play", "episode", "podcast", "search", "library",
        "download", "share", "queue", "filter", "next", "title", "details", "subscribe", "history",
        "about", "help", "done", "cancel", "edit", "save", "archive", "notes", "summary", "more"
    ]
    private static let leafTypes: [(String, Double)] = [
        ("label", 0.34), ("button", 0.17), ("imageView", 0.16), ("textField", 0.07),
        ("switch", 0.04), ("slider", 0.04), ("activityIndicatorView", 0.04)
    ]

    init(spec: CorpusSpec, name: String, kind: NibKind, seed: UInt64, index: Int) {
        self.spec = spec
        self.name = name
        self.kind = kind
        random = SeededRandom(seed: seed, stream: UInt64(index))
    }

    /// Samples the size (unless `objects` gives it: views plus constraints, and `constraints`
    /// how many of them are constraints) and shape and writes the xib.
    mutating func build(embedding embeds: [String], objects: Int? = nil, constraints wanted: Int? = nil) -> SyntheticNib {
        let target = objects ?? Int(spec.objects[kind.rawValue]!.sample(&random).rounded())
        // Roots: a cell is cell + content view; the others a root view.
        if kind == .cell {
            nodes.append(Node(type: "tableViewCell", parent: nil, depth: 0))
            addChild(Node(type: "tableViewCellContentView", parent: 0, depth: 1), to: 0)
        } else {
            let custom = kind == .nested ? Self.embeddedClassPrefix + name : nil
            nodes.append(Node(type: "view", parent: nil, depth: 0, customClass: custom))
        }
        let fixed = nodes.count + embeds.count
        let constraintCount =
            target <= fixed + 1
            ? 0
            : wanted.map { min($0, target - fixed - 1) }
                ?? Int((Double(target) * spec.constraintShare).rounded())
        // A component must have a subview (its placeholders are the ones without).
        let viewCount = max(kind == .nested ? 1 : 0, target - fixed - constraintCount)
        for _ in 0..<viewCount { addView() }
        for embedded in embeds {
            let parent = container()
            addChild(Node(type: "view", parent: parent, depth: nodes[parent].depth + 1, customClass: Self.embeddedClassPrefix + embedded), to: parent)
        }
        for _ in 0..<constraintCount { addConstraint() }
        if let padding = blobOverride, padding > 0, !nodes.contains(where: { $0.type == "label" }) {
            // No label to carry the padding: a button's title or a field's placeholder does,
            // else the root's restoration identifier.
            if let titled = nodes.firstIndex(where: { $0.type == "button" || $0.type == "textField" }) {
                nodes[titled].text += Self.filler(padding)
            } else {
                nodes[0].restorationIdentifier = Self.filler(padding)
            }
            blobOverride = 0
        }
        layout(0, width: kind == .cell ? 375 : 390)
        let xib = write(embeds: embeds)
        return SyntheticNib(name: name, kind: kind, objectCount: nodes.count + constraints.count, embeds: embeds, xib: xib)
    }

    private mutating func addChild(_ node: Node, to parent: Int) {
        nodes.append(node)
        nodes[parent].children.append(nodes.count - 1)
    }

    /// A container with room (depth and fan-out), else the root container.
    private mutating func container() -> Int {
        let root = kind == .cell ? 1 : 0
        let open = nodes.indices.filter { i in
            (nodes[i].type == "view" || nodes[i].type == "stackView" || i == root)
                && nodes[i].customClass?.hasPrefix(Self.embeddedClassPrefix) != true
                && nodes[i].depth < spec.maxDepth && nodes[i].children.count < spec.fanOut
        }
        return open.isEmpty ? root : open[random.uniform(below: open.count)]
    }

    private mutating func addView() {
        let parent = container()
        let depth = nodes[parent].depth + 1
        var type: String
        if let mix = spec.viewMix {
            // Containers only where another level fits.
            let weights = CorpusSpec.viewElements.map { element in
                depth >= spec.maxDepth && (element == "view" || element == "stackView") ? 0 : mix[element] ?? 0
            }
            type = weights.contains { $0 > 0 } ? CorpusSpec.viewElements[pick(weights)] : "view"
        } else if depth < spec.maxDepth, random.chance(0.2) {
            type = random.chance(0.75) ? "view" : "stackView"
        } else {
            type = Self.leafTypes[pick(Self.leafTypes.map(\.1))].0
        }
        var node = Node(type: type, parent: parent, depth: depth)
        if type == "label" || type == "button" || type == "textField" {
            node.text = phrase(Int((spec.stringLength.sample(&random) * textScale).rounded()))
        }
        addChild(node, to: parent)
    }

    /// An index drawn with probabilities proportional to `weights` (at least one positive).
    private mutating func pick(_ weights: [Double]) -> Int {
        let total = weights.reduce(0, +)
        var cumulative: [Double] = []
        var sum = 0.0
        for w in weights { sum += w / total; cumulative.append(sum) }
        return random.pick(cumulative: cumulative)
    }

    private mutating func addConstraint() {
        let candidates = nodes.indices.filter { nodes[$0].parent != nil }
        guard !candidates.isEmpty else { return }
        let view = candidates[random.uniform(below: candidates.count)]
        let parent = nodes[view].parent!
        let attributes = ["leading", "trailing", "top", "bottom", "width", "height", "centerX", "centerY"]
        let attribute = attributes[random.uniform(below: attributes.count)]
        let sized = attribute == "width" || attribute == "height"
        constraints.append(
            Constraint(
                container: sized ? view : parent, first: view, attribute: attribute,
                second: sized ? nil : parent, constant: random.uniform(below: 5) * 4))
    }

    /// `length` characters of filler text.
    static func filler(_ length: Int) -> String {
        String(String(repeating: "lorem ipsum ", count: length / 12 + 1).prefix(length))
    }

    /// Words to about `length` characters.
    private mutating func phrase(_ length: Int) -> String {
        var text = ""
        while text.count < max(1, length) {
            if !text.isEmpty { text += " " }
            text += Self.words[random.uniform(below: Self.words.count)]
        }
        return text
    }

    /// Frames: children stacked vertically inside their parent; heights bottom-up.
    @discardableResult
    private mutating func layout(_ index: Int, width: Double) -> Double {
        var y = 8.0
        for child in nodes[index].children {
            let height = nodes[child].children.isEmpty ? 32 : layout(child, width: width - 16)
            nodes[child].frame = (8, y, width - 16, height)
            y += height + 4
        }
        let height = nodes[index].children.isEmpty ? 44 : y + 4
        nodes[index].frame.width = width
        nodes[index].frame.height = height
        return height
    }
}
