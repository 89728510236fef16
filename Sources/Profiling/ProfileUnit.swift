import Foundation
import Corpus
import Harness
import NibArchive
import NibbenchSupport
import NibModel
import NibRuntime
import Traces
import XIB
import Records

/// One thing `nibbench profile` measures: a nib's bytes, or one scene of a compiled
/// storyboard bundle, with what can be known of it without instantiating it.
struct ProfileUnit: Sendable {
    /// What is loaded.
    enum Payload: Sendable, Hashable {
        /// A nib in memory, and the folder the nibs it references by name come from (the
        /// folder it was found under, as an app bundle's root; nil: none).
        case nib(bytes: [UInt8], bundle: String? = nil)
        /// A scene: the `.storyboardc` folder, the scene's identifier, its controller nib's
        /// name and its view nib's name (if the controller has one).
        case scene(storyboard: String, identifier: String, controllerNib: String, viewNib: String?)
        /// A scene's prototype cell or supplementary view: its nib's bytes, its identifier and
        /// role, and the placeholder identifiers of its external objects (stood in for when
        /// measured: what a cell costs does not depend on the objects it points to).
        case prototype(bytes: [UInt8], identifier: String, role: CellPrototype.Role, placeholders: [String])
    }

    var name: String
    var source: String
    var sourceKind: NibProfile.SourceKind
    var scene: String?
    var payload: Payload
    var sha256: String
    var archive: NibProfile.ArchiveFigures
    var nestedNibs: Int
    var referencedNibs: Int
    /// Whether the compiled source only approximates Apple's nib; nil for a compiled nib.
    var approximate: Bool? = nil

    /// The units of `source`: one for a nib, one per scene for a storyboard (a `.storyboard` is
    /// compiled into the bundle `compiled` first). Per-scene problems go to `failures`, what
    /// compiling warned about to `warnings`.
    ///
    /// - Throws: what compiling or reading the source throws (the whole source fails).
    static func units(
        of source: NibSources.Source, compiled: String, target: CompileTarget = .newest, failures: inout [NibProfile.Failure],
        warnings: inout [NibProfile.CompilerWarning]
    ) throws -> [ProfileUnit] {
        func note(_ report: XIBCompileReport) {
            warnings += report.warnings.map { .init(file: source.relative, line: $0.line, column: $0.column, message: $0.message) }
        }
        switch source.kind {
        case .xib:
            let compilation = try XIBCompiler.compile(contentsOf: source.path, target: target)
            note(compilation.report)
            var unit = try nib(try compilation.encoded(), source: source, kind: .xib)
            unit.approximate = compilation.report.approximate
            return [unit]
        case .nib:
            return [try nib(try FileBytes.read(source.path), source: source, kind: .nib)]
        case .directoryNib:
            return [try nib(try FileBytes.read(try DirectoryNib.resolve(source.path)), source: source, kind: .directoryNib)]
        case .storyboard:
            let compilation = try StoryboardCompiler.compile(contentsOf: source.path, target: target)
            note(compilation.report)
            try compilation.write(to: compiled)
            // A scene (and its prototypes) is approximate when one of its own nibs is.
            let units = try scenes(of: compiled, source: source, failures: &failures)
            var approximateScenes: [String: Bool] = [:]
            for unit in units {
                guard case .scene(_, let identifier, let controllerNib, let viewNib) = unit.payload else { continue }
                approximateScenes[identifier] =
                    compilation.isApproximate(nib: controllerNib) ?? false || viewNib.flatMap { compilation.isApproximate(nib: $0) } ?? false
            }
            return units.map { unit in
                var unit = unit
                unit.approximate = unit.scene.flatMap { approximateScenes[$0] } ?? compilation.report.approximate
                return unit
            }
        case .storyboardBundle:
            return try scenes(of: source.path, source: source, failures: &failures)
        }
    }

    private static func nib(_ bytes: [UInt8], source: NibSources.Source, kind: NibProfile.SourceKind) throws -> ProfileUnit {
        let (figures, nested, referenced) = try inspect(bytes, file: source.path)
        return ProfileUnit(
            name: source.name, source: source.relative, sourceKind: kind, scene: nil,
            payload: .nib(bytes: bytes, bundle: kind == .xib ? nil : bundleFolder(of: source)),
            sha256: ContentDigest.sha256(bytes), archive: figures, nestedNibs: nested, referencedNibs: referenced)
    }

    /// Where the nibs a source references by name are: the folder it was found under (a
    /// folder given on the command line, as an app bundle's root), else its own folder.
    static func bundleFolder(of source: NibSources.Source) -> String {
        let parts = source.relative.split(separator: "/", maxSplits: 1)
        if parts.count == 2, source.path.hasSuffix("/" + parts[1]) { return String(source.path.dropLast(parts[1].count + 1)) }
        let folder = (source.path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    private static func scenes(of folder: String, source: NibSources.Source, failures: inout [NibProfile.Failure]) throws -> [ProfileUnit] {
        let storyboard = try UIStoryboard(contentsOf: folder)
        let stem = (source.name as NSString).deletingPathExtension
        var units: [ProfileUnit] = []
        for identifier in storyboard.identifiers {
            let name = stem + "/" + identifier
            do {
                guard let controllerNib = storyboard.identifiersToNibNames[identifier] else { continue }
                let controllerPath = try storyboard.nibPath(named: controllerNib)
                let controller = try FileBytes.read(try DirectoryNib.resolve(controllerPath))
                var (figures, nested, referenced) = try inspect(controller, file: controllerPath)
                let viewNib = try viewNibName(in: NibArchive(bytes: controller))
                var digested = controller
                if let viewNib {
                    let path = try storyboard.nibPath(named: viewNib)
                    let view = try FileBytes.read(try DirectoryNib.resolve(path))
                    let more = try inspect(view, file: path)
                    (figures, nested, referenced) = (figures + more.figures, nested + more.nested, referenced + more.referenced)
                    digested += view
                }
                units.append(
                    ProfileUnit(
                        name: name, source: source.relative, sourceKind: .storyboardScene, scene: identifier,
                        payload: .scene(storyboard: folder, identifier: identifier, controllerNib: controllerNib, viewNib: viewNib),
                        sha256: ContentDigest.sha256(digested), archive: figures, nestedNibs: nested, referencedNibs: referenced))
                if nested > 0 { units += try prototypes(of: storyboard, scene: identifier, named: name, source: source) }
            } catch {
                failures.append(NibProfile.Failure(file: name, message: MessageText.oneLine(MessageText.describing(error)), source: source.relative))
            }
        }
        return units
    }

    /// One unit per prototype of the scene's table and collection views, and of those inside
    /// its cells (`Scene#cell:<reuse identifier>`, `Scene#view:<kind>/<reuse identifier>` for a
    /// supplementary view, `Scene#cell:A#cell:B` for B inside A; a name met twice gets `#2`, …),
    /// found by instantiating the scene and each prototype once
    /// (``CellPrototype/expanded(_:)``). A scene or prototype that does not instantiate gives
    /// none here: the scene fails when it is measured.
    private static func prototypes(
        of storyboard: UIStoryboard, scene identifier: String, named name: String,
        source: NibSources.Source
    ) throws -> [ProfileUnit] {
        guard let scene = try? storyboard.instantiateViewController(identifier: identifier, options: NibOptions(stubsUnknownClasses: true)),
            let reached = try? CellPrototype.expanded(scene.prototypes)
        else {
            return []
        }
        var units: [ProfileUnit] = [], names: Set<String> = []
        for found in reached {
            let prototype = found.prototype
            guard let storage = prototype.nib.storage else { continue }
            let bytes = Array(storage.bytes)
            let stem = name + found.chain.map { ($0.role == .supplementaryView ? "#view:" : "#cell:") + $0.identifier }.joined()
            var unique = stem, n = 1
            while !names.insert(unique).inserted { n += 1; unique = "\(stem)#\(n)" }
            let (figures, nested, referenced) = try inspect(bytes, file: unique)
            units.append(
                ProfileUnit(
                    name: unique, source: source.relative, sourceKind: .prototypeCell, scene: identifier,
                    payload: .prototype(
                        bytes: bytes, identifier: prototype.identifier, role: prototype.role,
                        placeholders: prototype.externalObjects.keys.sorted()),
                    sha256: ContentDigest.sha256(bytes), archive: figures, nestedNibs: nested, referencedNibs: referenced))
        }
        return units
    }

    /// The archive's tables, and its `UINib` objects holding an archive and naming a file.
    private static func inspect(_ bytes: [UInt8], file: String) throws -> (figures: NibProfile.ArchiveFigures, nested: Int, referenced: Int) {
        let archive: NibArchive
        do { archive = try NibArchive(bytes: bytes) } catch { throw error.inFile(file) }
        var nested = 0, referenced = 0
        for object in 0..<archive.objectCount where archive.className(ofObject: object) == UIKitClasses.nib {
            if archive.value(forKey: UIKitKeys.archiveData, inObject: object) != nil {
                nested += 1
            } else if archive.value(forKey: UIKitKeys.bundleResourceName, inObject: object) != nil {
                referenced += 1
            }
        }
        let figures = NibProfile.ArchiveFigures(
            bytes: archive.byteCount, objects: archive.objectCount, keys: archive.keyCount,
            values: archive.valueCount, classNames: archive.classCount)
        return (figures, nested, referenced)
    }

    /// The view nib a storyboard controller nib names (`UINibName`, an `NSString`), if any.
    static func viewNibName(in archive: NibArchive) -> String? {
        guard let key = archive.keyIndex(named: "UINibName"), let bytesKey = archive.keyIndex(named: UIKitKeys.stringBytes) else { return nil }
        for value in 0..<archive.valueCount where archive.keyIndex(ofValue: value) == key {
            guard let string = archive.value(value).objectIndex, string < archive.objectCount,
                let bytes = archive.value(forKey: bytesKey, inObject: string)?.dataValue
            else { continue }
            return String(decoding: bytes, as: UTF8.self)
        }
        return nil
    }
}
