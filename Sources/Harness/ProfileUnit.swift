import Foundation
import NibArchive
import NibModel
import NibRuntime
import NibbenchSupport
import Corpus
import Traces
import XIB

/// One thing `nibbench profile` measures: a nib's bytes, or one scene of a compiled
/// storyboard bundle, with what can be known of it without instantiating it.
struct ProfileUnit: Sendable {
    /// What is loaded.
    enum Payload: Sendable, Hashable {
        /// A nib in memory.
        case nib(bytes: [UInt8])
        /// A scene: the `.storyboardc` folder, the scene's identifier, its controller nib's
        /// name and its view nib's name (if the controller has one).
        case scene(storyboard: String, identifier: String, controllerNib: String, viewNib: String?)
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
    static func units(of source: NibSources.Source, compiled: String, failures: inout [NibProfile.Failure],
                      warnings: inout [NibProfile.CompilerWarning]) throws -> [ProfileUnit] {
        func note(_ report: XIBCompileReport) {
            warnings += report.warnings.map { .init(file: source.relative, line: $0.line, column: $0.column, message: $0.message) }
        }
        switch source.kind {
        case .xib:
            let compilation = try XIBCompiler.compile(contentsOf: source.path)
            note(compilation.report)
            var unit = try nib(try compilation.encoded(), source: source, kind: .xib)
            unit.approximate = compilation.report.approximate
            return [unit]
        case .nib:
            return [try nib(try FileBytes.read(source.path), source: source, kind: .nib)]
        case .directoryNib:
            return [try nib(try FileBytes.read(try DirectoryNib.resolve(source.path)), source: source, kind: .directoryNib)]
        case .storyboard:
            let compilation = try StoryboardCompiler.compile(contentsOf: source.path)
            note(compilation.report)
            try compilation.write(to: compiled)
            return try scenes(of: compiled, source: source, failures: &failures).map { scene in
                var scene = scene
                scene.approximate = compilation.report.approximate
                return scene
            }
        case .storyboardBundle:
            return try scenes(of: source.path, source: source, failures: &failures)
        }
    }

    private static func nib(_ bytes: [UInt8], source: NibSources.Source, kind: NibProfile.SourceKind) throws -> ProfileUnit {
        let (figures, nested, referenced) = try inspect(bytes, file: source.path)
        return ProfileUnit(name: source.name, source: source.relative, sourceKind: kind, scene: nil, payload: .nib(bytes: bytes),
                           sha256: ContentDigest.sha256(bytes), archive: figures, nestedNibs: nested, referencedNibs: referenced)
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
                units.append(ProfileUnit(
                    name: name, source: source.relative, sourceKind: .storyboardScene, scene: identifier,
                    payload: .scene(storyboard: folder, identifier: identifier, controllerNib: controllerNib, viewNib: viewNib),
                    sha256: ContentDigest.sha256(digested), archive: figures, nestedNibs: nested, referencedNibs: referenced))
            } catch {
                failures.append(NibProfile.Failure(file: name, message: MessageText.oneLine(MessageText.describing(error))))
            }
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
        let figures = NibProfile.ArchiveFigures(bytes: archive.byteCount, objects: archive.objectCount, keys: archive.keyCount,
                                                values: archive.valueCount, classNames: archive.classCount)
        return (figures, nested, referenced)
    }

    /// The view nib a storyboard controller nib names (`UINibName`, an `NSString`), if any.
    static func viewNibName(in archive: NibArchive) -> String? {
        guard let key = archive.keyIndex(named: "UINibName"), let bytesKey = archive.keyIndex(named: UIKitKeys.stringBytes) else { return nil }
        for value in 0..<archive.valueCount where archive.keyIndex(ofValue: value) == key {
            guard let string = archive.value(value).objectIndex, string < archive.objectCount,
                  let bytes = archive.value(forKey: bytesKey, inObject: string)?.dataValue else { continue }
            return String(decoding: bytes, as: UTF8.self)
        }
        return nil
    }
}
