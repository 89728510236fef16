import NibbenchSupport
import Foundation
import Corpus
import Traces
import Records
import Manifest

extension NibProfile {
    /// A corpus spec that reproduces this profile's nibs: one ``NibShape`` per profiled nib or
    /// scene (its kind, the objects one instantiate creates, its archive bytes and its layout
    /// constraints), the app's mix of views over the generator's view elements, and its
    /// connection densities.
    ///
    /// A nib holding a table or collection view cell becomes a `cell`, a storyboard scene a
    /// `screen`, any other a `view`. Views the generator has no element for (table, scroll and
    /// text views, app classes stood in for as `UIView`, …) count as plain container views.
    /// Nib-in-nib embedding is not reproduced: an app nib's embedded objects count among its
    /// own. The `objects` distributions (log-normal fits of the shapes, per kind) only make the
    /// spec complete; the shapes decide every nib's size.
    ///
    /// - Parameters:
    ///   - name: the corpus name (letters, digits, - and _).
    ///   - seed: the generator's seed.
    /// - Throws: ``HarnessError`` `.invalidPlan` when the profile has no nib to reproduce.
    package func corpusSpec(name: String, seed: UInt64 = 1) throws(HarnessError) -> CorpusSpec {
        guard !nibs.isEmpty else { throw HarnessError(.invalidPlan, "the profile has no nibs to reproduce") }
        var classes: [String: Int] = [:]
        var outlets = 0, actions = 0, collections = 0
        let shapes = nibs.map { entry in
            let figures = entry.deterministic
            var constraints = 0, isCell = false
            for count in figures.objectsByClass {
                classes[count.class, default: 0] += count.count
                if count.class == "NSLayoutConstraint" { constraints = count.count }
                if Self.cellClasses.contains(count.class) { isCell = true }
            }
            outlets += figures.outlets
            actions += figures.actions
            collections += figures.outletCollections
            let objects = max(1, figures.objects)
            let kind: NibKind = isCell || entry.sourceKind == .prototypeCell ? .cell : entry.sourceKind == .storyboardScene ? .screen : .view
            return NibShape(
                kind: kind, objects: objects, bytes: figures.archive.bytes, constraints: min(constraints, objects - 1), source: entry.name)
        }
        var mix: [String: Double] = [:]
        for (name, count) in classes {
            if let element = Self.viewElements[name] {
                mix[element, default: 0] += Double(count)
            } else if Self.isContainerView(name) {
                mix["view", default: 0] += Double(count)
            }
        }
        if mix.values.reduce(0, +) == 0 { mix = ["view": 1] }
        let views = mix.values.reduce(0, +)
        let controls = ["button", "switch", "slider", "textField"].reduce(0) { $0 + (mix[$1] ?? 0) }
        let allConstraints = Double(classes["NSLayoutConstraint"] ?? 0)
        var kindMix: [String: Double] = [:]
        var objects: [String: CorpusSpec.LogNormal] = [:]
        for kind in NibKind.allCases {
            let sizes = shapes.filter { $0.kind == kind }.map { Double($0.objects) }
            guard !sizes.isEmpty else { continue }
            kindMix[kind.rawValue] = Double(sizes.count)
            objects[kind.rawValue] = Self.logNormal(fitting: sizes)
        }
        func share(_ part: Double, of whole: Double) -> Double { whole > 0 ? min(1, part / whole) : 0 }
        return CorpusSpec(
            name: name, seed: seed, nibCount: shapes.count, kindMix: kindMix, objects: objects, maxDepth: 7, fanOut: 8,
            stringLength: CorpusSpec.LogNormal(median: 14, spread: 0.7, min: 1, max: 400),
            blobs: CorpusSpec.Blobs(share: 0, size: CorpusSpec.LogNormal(median: 3000, spread: 0.8, min: 256, max: 65536)),
            connections: CorpusSpec.Connections(
                outlets: share(Double(outlets), of: views), actions: share(Double(actions), of: controls),
                collections: share(Double(collections), of: mix["button"] ?? 0)),
            constraintShare: min(0.95, share(allConstraints, of: allConstraints + views)), embedShare: 0,
            shapes: shapes, viewMix: mix)
    }

    /// Runtime classes whose nib is a cell.
    static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UICollectionReusableView"]

    /// Runtime classes the generator builds with a xib element of their own.
    static let viewElements = [
        "UIView": "view", "UIStackView": "stackView", "UILabel": "label", "UIButton": "button", "UIImageView": "imageView",
        "UITextField": "textField", "UISwitch": "switch", "UISlider": "slider", "UIActivityIndicatorView": "activityIndicatorView"
    ]

    /// Whether `name` is a UIKit view the generator has no element for (it builds a container
    /// view instead); cells are the generator's own roots, helper objects are not views.
    static func isContainerView(_ name: String) -> Bool {
        !cellClasses.contains(name) && name.hasPrefix("UI")
            && ["View", "Bar", "Control", "Picker", "Indicator"].contains { name.hasSuffix($0) }
    }

    /// A log-normal with the median, spread (σ of the logarithm), minimum and maximum of `values`.
    static func logNormal(fitting values: [Double]) -> CorpusSpec.LogNormal {
        let sorted = values.sorted()
        let logs = sorted.map { log(max(1, $0)) }
        let mean = logs.reduce(0, +) / Double(logs.count)
        let spread = (logs.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(logs.count)).squareRoot()
        return CorpusSpec.LogNormal(
            median: max(1, sorted[sorted.count / 2]), spread: min(5, spread), min: max(1, sorted[0]), max: max(1, sorted.last!))
    }
}

extension CorpusSpec {
    /// Reads a corpus spec, or makes one from a profile: `path` is a spec (JSON), a
    /// `profile.json` (recognised by its `kind`) or a profile folder. A profile's corpus is
    /// named after the folder it is in.
    ///
    /// - Throws: `InputError` for a spec that cannot be read or is invalid, ``HarnessError``
    ///   for a profile that cannot be read or has no nibs.
    package static func load(specOrProfile path: String) throws -> CorpusSpec {
        // Any other folder gets the spec reader's error.
        guard NibProfile.isProfile(path) else { return try load(from: path) }
        let profile = try NibProfile.read(path)
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = isFolder.boolValue ? url.lastPathComponent : url.deletingLastPathComponent().lastPathComponent
        let spec = try profile.corpusSpec(name: name(from: folder, fallback: "profile"))
        try spec.validate()
        return spec
    }
}
