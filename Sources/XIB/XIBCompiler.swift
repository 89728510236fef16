import Foundation
import NibModel
import NibbenchSupport

/// Compiles an iOS xib into a UIKit nib: a ``NibDocument`` laid out as docs/formats.md says
/// (root lists, `UIProxyObject` placeholders, `UIClassSwapper` for custom classes, frame →
/// `UIBounds` + `UICenter`, geometry blobs, event masks, `UINibKeyValuePair` runtime
/// attributes, `NSLayoutConstraint`s), and from it NIBArchive bytes.
///
/// Output is deterministic: objects are numbered in document order and the archive is laid
/// out by ``NibDocument/encoded()``, so the same xib always gives the same bytes.
///
/// ```swift
/// let result = try XIBCompiler.compile(XIBDocument(contentsOf: "Cell.xib"))
/// try result.write(to: "Cell.nib")
/// ```
package enum XIBCompiler {
    /// Compiles a validated document.
    ///
    /// - Throws: ``XIBError`` `.unknownID` (a connection or constraint to an id no object
    ///   has) or `.invalidElement`, with the element's line:column.
    /// - Complexity: O(*n*) in the elements of the document.
    package static func compile(_ document: XIBDocument, target: CompileTarget = .newest) throws(XIBError) -> XIBCompilation {
        var session = CompileState(document: document, target: target)
        try session.run()
        return XIBCompilation(nib: session.nib, report: session.report, file: document.file, platform: document.platform)
    }

    /// Reads, validates and compiles the xib at `path` as `target`'s Xcode writes it.
    package static func compile(contentsOf path: String, target: CompileTarget = .newest) throws(XIBError) -> XIBCompilation {
        try compile(XIBDocument(contentsOf: path), target: target)
    }
}

/// A compiled xib: the nib document and what compiling it noticed.
package struct XIBCompilation: Sendable {
    /// The UIKit nib document.
    package var nib: NibDocument
    /// Generic handling and warnings.
    package var report: XIBCompileReport
    /// The xib it came from, for errors.
    package var file: String?
    /// The platform the xib targets.
    package var platform: XIBPlatform = .iOS

    /// The NIBArchive bytes.
    ///
    /// - Throws: ``XIBError`` with the model's code (`dangling-reference`, `invalid-value`, …)
    ///   and the model error as its cause.
    package func encoded() throws(XIBError) -> [UInt8] {
        do {
            return try nib.encoded()
        } catch {
            throw XIBError(wrapping: error, .encoding, "the compiled nib cannot be encoded", file: file)
        }
    }

    /// Writes the NIBArchive to `path` through ``AtomicFileWriter``: a temporary file in the
    /// same folder renamed over `path`, so a reader never sees half a file and a failure leaves
    /// an existing `path` as it was.
    ///
    /// - Throws: ``XIBError`` with the model's code when the nib cannot be encoded, or the file
    ///   error's (`io`) when it cannot be written.
    package func write(to path: String) throws(XIBError) {
        let bytes = try encoded()
        do {
            try AtomicFileWriter.write(bytes, to: path)
        } catch {
            throw XIBError(wrapping: error, .io, "").movedTo(path)
        }
    }
}

/// One compilation's state.
struct CompileState {
    let document: XIBDocument
    /// The Xcode (and deployment target) whose output is followed.
    let target: CompileTarget
    /// Whether the document lies in a `Base.lproj` folder (``isBaseLocalized(_:)``).
    let isBaseLocalized: Bool
    var nib: NibDocument
    var report = XIBCompileReport()
    /// xib id → document object.
    var ids: [String: NibObjectID] = [:]
    /// Colors, fonts, images and font descriptors already added, by content (see ``uniqued(_:_:)``).
    var sharedObjects: [NibDocumentObject: NibObjectID] = [:]
    /// Ids of the objects inside prototypes, which are compiled into nibs of their own.
    var prototypeContent: Set<String> = []
    /// The sizes of the views whose subviews are being compiled, innermost last (Xcode 8's
    /// `<frame key="frameInset">` is relative to them).
    var containerSizes: [Size] = []

    init(document: XIBDocument, target: CompileTarget) {
        self.document = document
        self.target = target
        isBaseLocalized = Self.isBaseLocalized(document.file)
        nib = NibDocument(coderVersion: target.coderVersion)
    }

    func error(_ code: XIBError.Code, _ message: String, at element: XIBElement) -> XIBError {
        XIBError(code, message, file: document.file, line: element.line, column: element.column)
    }

    /// Records a warning about `element`.
    mutating func warn(_ message: String, at element: XIBElement) {
        report.add(XIBWarning(file: document.file, line: element.line, column: element.column, message: message))
    }

    mutating func run() throws(XIBError) {
        for element in document.objects { declare(element, topLevel: true) }
        for element in document.objects { try define(element) }
        attachControllerLayoutGuides()
        compileTraitVariations()
        applyXcodeGenerations()
        // Added to the counts of the prototype nibs compiled inside this one.
        report.objectCount += nib.objects.count
        report.connectionCount += nib.connections.count
        // The guarantee, checked: no class but Apple's and the document's own.
        for name in UIKitClassCatalog.invented(in: nib, customClasses: document.customClasses) {
            noteGenericElement(name)
            report.add(
                XIBWarning(
                    file: document.file, line: document.root.line, column: document.root.column,
                    message: "the nib names class \(name), neither Apple's nor a customClass of this document"))
        }
    }

    /// Pass 1: gives every object element (anything with an `id`, outside connections) a
    /// document object, in document order, so later references resolve.
    mutating func declare(_ element: XIBElement, topLevel: Bool) {
        guard !Self.nonObjectContainers.contains(element.name) else { return }
        if element.name == "placeholder", let identifier = element["placeholderIdentifier"], let id = element.id {
            ids[id] = nib.addPlaceholder(identifier)
        } else if let id = Self.objectKey(element) {
            ids[id] = nib.add(NibDocumentObject(kind: kind(of: element)), topLevel: topLevel)
            if XIBVocabulary.classes[element.name] == nil {
                noteGenericElement(element.name)
                warn("unknown element <\(element.name)> compiled as \(Self.fallbackClass(element.name)), its attributes generically", at: element)
            }
        }
        for child in element.children {
            if child.name == "viewLayoutGuide", child.key == "safeArea", let id = child.id, targetsBeforeSafeAreas,
                let owner = Self.objectKey(element).flatMap({ ids[$0] })
            {
                // Before iOS 11 there is no safe-area guide: Apple writes none, and what
                // refers to it refers to its view.
                ids[id] = owner
                continue
            }
            // A prototype's objects belong to its own nib (XIBCompiler+Prototypes.swift).
            if Self.isPrototypeGroup(child, of: element) {
                StoryboardBuilder.collectIDs(child, into: &prototypeContent)
                continue
            }
            declare(child, topLevel: false)
        }
    }

    /// Whether the deployment target (`--deployment-target`, else the document's own
    /// `<deployment version="…">`, hex-coded: 2304 = 0x900 = iOS 9.0) is older than iOS 11,
    /// which introduced safe-area layout guides.
    var targetsBeforeSafeAreas: Bool {
        if let deployment = target.deploymentTarget { return deployment < AppleVersion(11) }
        guard let version = document.root.child("dependencies")?.child("deployment")?["version"].flatMap(Int.init) else { return false }
        return version < 0xB00
    }

    /// The identity of an object element: its `id`, or — for an element of a known object
    /// class written without one (older xibs: `<view key="contentView">`) — its position.
    static func objectKey(_ element: XIBElement) -> String? {
        if let id = element.id { return element.name == "document" || XIBVocabulary.valueContainers.contains(element.name) ? nil : id }
        guard XIBVocabulary.classes[element.name] != nil, element.name != "placeholder" else { return nil }
        return "@\(element.line):\(element.column)"
    }

    /// Elements whose children are never objects of the nib.
    static let nonObjectContainers: Set<String> = ["connections", "userDefinedRuntimeAttributes", "resources", "dependencies"]

    /// The document object kind for an object element: its UIKit class, or a class swapper
    /// when it has a `customClass`.
    func kind(of element: XIBElement) -> NibDocumentObject.Kind {
        let base = XIBVocabulary.classes[element.name] ?? Self.fallbackClass(element.name)
        guard let custom = element["customClass"], !custom.isEmpty else { return .object(className: base) }
        let name = element["customModule"].map { "\($0).\(custom)" } ?? custom
        return element.name == "customObject" ? .object(className: name) : .classSwapper(className: name, originalClassName: base)
    }

    /// The class of an unknown object element: the UIKit base class its name implies
    /// (`…Controller` → `UIViewController`, `…View`/`…Bar` → `UIView`, `…GestureRecognizer` →
    /// `UIGestureRecognizer`, `…Item` → `UIBarItem`), else `NSObject` — never a made-up name.
    static func fallbackClass(_ name: String) -> String {
        if name.hasSuffix("Controller") { return "UIViewController" }
        if name.hasSuffix("GestureRecognizer") { return "UIGestureRecognizer" }
        if name.hasSuffix("Item") { return "UIBarItem" }
        if name.hasSuffix("View") || name.hasSuffix("Bar") || name.hasSuffix("Cell") || name.hasSuffix("Control") { return "UIView" }
        return UIKitClasses.root
    }

    /// The object declared for `id`, or an `.unknownID` error pointing at `element`.
    func object(_ id: String, referencedBy element: XIBElement, as role: String) throws(XIBError) -> NibObjectID {
        guard let object = ids[id] else {
            throw error(.unknownID, "\(role) \"\(id)\" names no object of this document", at: element)
        }
        return object
    }

    mutating func noteGenericElement(_ name: String) { report.genericElements[name, default: 0] += 1 }
    mutating func noteGenericAttribute(_ name: String) { report.genericAttributes[name, default: 0] += 1 }
}
