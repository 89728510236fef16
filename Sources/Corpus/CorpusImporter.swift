import Foundation
import NibArchive
import NibModel
import NibbenchSupport
import XIB
import Manifest

/// Imports a real app's nibs as a corpus: `.xib` files are compiled, `.nib` files and nib
/// directories copied (a directory nib contributes its newest `objects-X.Y+.nib`), and every
/// nib of a `.storyboardc` bundle — or of a `.storyboard`, compiled — becomes an entry named
/// `<Storyboard>/<nib>`, its controllers with their `segues`, `views` and `entry`
/// (``StoryboardLinks``). The manifest
/// is written the same way as for generated corpora, so real nibs run through the same
/// harness.
///
/// A file that cannot be compiled or is not a NIBArchive is reported and skipped; the rest
/// are imported. Mac metadata (`__MACOSX/`, `._*`; ``MacMetadata``) is left out and counted.
///
/// The source may be a built app as users have it — an `.ipa`, an `.app`, an `.ipa`'s
/// `Payload` folder, an `.xcarchive` (``AppBundleInput``) — whose `.app` is imported as a
/// folder is, its nibs named below it (`Main/UIViewController-BYZ-38-t0r`), and whose
/// `Info.plist` the report records (``Report/app``).
package struct CorpusImporter: Sendable {
    /// What an import did.
    package struct Report: Sendable {
        /// Entries imported, by origin.
        package var compiledXIBs = 0, copiedNibs = 0, directoryNibs = 0, storyboardNibs = 0
        /// Files skipped, each with its error.
        package var failures: [Failure] = []
        /// How many files were found to import (each nib of a `.storyboardc` counts), the
        /// skipped ones included.
        package var files = 0
        /// What compiling the `.xib` and `.storyboard` files warned about, each once, in
        /// import order.
        package var warnings: [XIBWarning] = []
        /// Mac metadata files left out (`__MACOSX/`, `._*`).
        package var ignoredMetadata = 0
        /// The built app imported, with what its `Info.plist` says; nil for a source folder.
        package var app: BuiltApp?
        /// Storyboards compiled (their nibs are ``storyboardNibs``).
        package var compiledStoryboards = 0
        /// Whose output the `.xib` and `.storyboard` files were compiled as.
        package var target = CompileTarget.newest
    }

    /// A file that could not be imported.
    package struct Failure: Sendable, Equatable, CustomStringConvertible {
        /// The file, relative to the folder imported.
        package var file: String
        /// The error on one line, naming the file with its line:column or byte offset.
        package var description: String
    }

    /// The Xcode (and deployment target) whose output the `.xib` and `.storyboard` files are
    /// compiled as (`--xcode`, `--deployment-target`).
    package var target: CompileTarget

    package init(target: CompileTarget = .newest) {
        self.target = target
    }

    /// Imports `source` into `directory` and writes `manifest.json` there.
    ///
    /// The corpus folder is written as a whole through ``AtomicFolderWriter``: a failed or
    /// interrupted import leaves the previous folder as it was (its other files are kept, as
    /// for a generated corpus).
    ///
    /// - Throws: ``InputError`` `.io` when the source cannot be listed or the output not
    ///   written, and what ``AppBundleInput/resolve(_:limits:)`` throws for a built app that
    ///   cannot be opened (an `.ipa` that is no zip archive, or unsafe); per-file problems go to
    ///   the report instead.
    package func run(from source: String, into directory: String) throws(InputError) -> (CorpusManifest, Report) {
        let app = try AppBundleInput.resolve(source)
        defer { app?.remove() }
        let folder = app?.folder ?? source
        var ignored = app?.ignoredMetadata ?? 0
        let pending = try Self.pending(in: folder, ignoring: &ignored)
        let writer: AtomicFolderWriter
        do { writer = try AtomicFolderWriter(destination: directory) } catch { throw InputError(io: error) }
        var (manifest, report) = try write(pending, from: folder, into: writer.folder)
        do { try writer.commit() } catch { throw InputError(io: error) }
        report.ignoredMetadata = ignored
        report.app = app?.app
        if let shown = app?.shown {
            for i in report.failures.indices {
                report.failures[i].description = report.failures[i].description.replacingOccurrences(of: shown.path, with: shown.shown)
            }
        }
        return (manifest, report)
    }

    /// The files to import below `source`, in walking order; Mac metadata files are counted
    /// into `ignored`.
    private static func pending(in source: String, ignoring ignored: inout Int) throws(InputError) -> [(relative: String, kind: Origin)] {
        var sourceIsFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &sourceIsFolder) else {
            throw InputError(.io, "no such folder to import from", file: source)
        }
        guard sourceIsFolder.boolValue, let walker = FileManager.default.enumerator(atPath: source) else {
            throw InputError(.io, "not a folder; import reads a folder of .xib and .nib files", file: source)
        }
        var pending: [(relative: String, kind: Origin)] = []
        while let relative = walker.nextObject() as? String {
            let path = source + "/" + relative
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            if MacMetadata.isMetadata((relative as NSString).lastPathComponent) {
                if isFolder.boolValue { walker.skipDescendants() }
                ignored += MacMetadata.files(at: path)
                continue
            }
            if isFolder.boolValue, relative.hasSuffix(".storyboardc") || relative.hasSuffix(".nib") {
                ignored += MacMetadata.files(below: path)
            }
            if relative.hasSuffix(".storyboardc"), isFolder.boolValue {
                walker.skipDescendants()
                let nibs =
                    (try? FileManager.default.contentsOfDirectory(atPath: path))?.filter { $0.hasSuffix(".nib") && !MacMetadata.isMetadata($0) }
                    .sorted() ?? []
                for nib in nibs { pending.append((relative + "/" + nib, .storyboard)) }
            } else if relative.hasSuffix(".nib") {
                if isFolder.boolValue { walker.skipDescendants() }
                pending.append((relative, isFolder.boolValue ? .directory : .file))
            } else if relative.hasSuffix(".xib"), !isFolder.boolValue {
                pending.append((relative, .xib))
            } else if relative.hasSuffix(".storyboard"), !isFolder.boolValue {
                pending.append((relative, .storyboardSource))
            }
        }
        return pending
    }

    /// Imports the `pending` files of `source` into `directory` and writes `manifest.json` there.
    private func write(
        _ pending: [(relative: String, kind: Origin)], from source: String,
        into directory: String
    ) throws(InputError) -> (CorpusManifest, Report) {
        var report = Report()
        report.files = pending.count
        report.target = target
        var entries: [String: CorpusManifest.Entry] = [:]
        var xibs: [String: Int] = [:]
        var links = StoryboardLinks(), bundles: Set<String> = []
        for (relative, origin) in pending {
            let path = source + "/" + relative
            if origin == .storyboardSource {
                do {
                    report.compiledStoryboards += 1
                    for (name, nib) in try Self.storyboardNibs(relative, path: path, target: target, warnings: &report.warnings, links: &links) {
                        let (kind, objects) = try Self.describe(nib, file: path)
                        try InputFiles.writeAtomically(nib, to: try output(directory, name + ".nib"))
                        report.storyboardNibs += 1
                        entries[name] = CorpusManifest.Entry(
                            name: name, kind: kind, objectCount: objects, xibBytes: 0,
                            nibBytes: nib.count, sha256: ContentDigest.sha256(nib))
                    }
                } catch {
                    report.failures.append(Failure(file: relative, description: error.inFile(path).description))
                }
                continue
            }
            do {
                let (name, nib, xibBytes): (String, [UInt8], Int)
                switch origin {
                case .xib:
                    let xib = try InputFiles.read(path)
                    name = String(relative.dropLast(4))
                    do {
                        let compilation = try XIBCompiler.compile(XIBDocument(data: Data(xib), file: path), target: target)
                        nib = try compilation.encoded()
                        for warning in compilation.report.warnings { report.warnings.append(warning) }
                    } catch {
                        throw InputError(error)
                    }
                    try InputFiles.writeAtomically(xib, to: try output(directory, name + ".xib"))
                    xibs[name] = xib.count
                    xibBytes = xib.count
                case .file, .directory, .storyboard, .storyboardSource:
                    name =
                        origin == .storyboard
                        ? String(relative.dropLast(4)).replacingOccurrences(of: ".storyboardc/", with: "/")
                        : String(relative.dropLast(4))
                    let file = origin == .file || !Self.isFolder(path) ? path : try Self.newestObjectsNib(in: path)
                    nib = try InputFiles.read(file)
                    xibBytes = xibs[name] ?? 0
                }
                let (kind, objects) = try Self.describe(nib, file: path)
                try InputFiles.writeAtomically(nib, to: try output(directory, name + ".nib"))
                if origin == .storyboard {
                    let bundle = (relative as NSString).deletingLastPathComponent
                    if bundles.insert(bundle).inserted, let info = StoryboardLinks.infoPlist(ofBundle: source + "/" + bundle) {
                        links.addStoryboard(
                            stem: String(bundle.dropLast(".storyboardc".count)), identifiersToNibNames: info.identifiersToNibNames,
                            entryPoint: info.entryPoint)
                    }
                    links.addNib(name, bytes: nib)
                }
                switch origin {
                case .xib: report.compiledXIBs += 1
                case .directory: report.directoryNibs += 1
                case .storyboard, .storyboardSource: report.storyboardNibs += 1
                case .file: report.copiedNibs += 1
                }
                let digest = ContentDigest.sha256(nib)
                // A shipped nib beside its source xib wins; the xib's size is kept.
                entries[name] = CorpusManifest.Entry(
                    name: name, kind: kind, objectCount: objects, xibBytes: max(xibBytes, xibs[name] ?? 0),
                    nibBytes: nib.count, sha256: digest)
            } catch {
                report.failures.append(Failure(file: relative, description: InputError(wrapping: error, .io, "", file: path).description))
            }
        }
        links.apply(to: &entries)
        let manifest = CorpusManifest(nibs: entries.keys.sorted().map { entries[$0]! })
        // The folder exists even when every file failed, so that their errors are reported.
        try manifest.write(to: try output(directory, CorpusManifest.fileName))
        return (manifest, report)
    }

    private enum Origin { case xib, file, directory, storyboard, storyboardSource }

    /// `directory/name`, its folder created; `name` (a path found below the source) is checked
    /// to stay inside `directory` (``SafeFileName``).
    private func output(_ directory: String, _ name: String) throws(InputError) -> String {
        let path: String
        do { path = try SafeFileName.path(name, inside: directory) } catch { throw InputError(io: error) }
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        } catch {
            throw InputError(wrapping: error, .io, "cannot create the folder", file: path)
        }
        return path
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The newest `objects-X.Y+.nib` of a directory nib, else `objects.nib`, else `runtime.nib`.
    static func newestObjectsNib(in folder: String) throws(InputError) -> String {
        if let variant = DirectoryNib.variant(in: folder) { return folder + "/" + variant }
        throw InputError(.io, "a nib directory without objects-*.nib, objects.nib or runtime.nib", file: folder)
    }

    /// The kind (a cell when the first top-level object's class says so, a screen when File's
    /// Owner has a `view` outlet, else a view) and object count (document objects, or archive
    /// objects for a nib that is not UIKit's).
    static func describe(_ bytes: [UInt8], file: String) throws(InputError) -> (NibKind, Int) {
        let archive: NibArchive
        do {
            archive = try NibArchive(bytes: bytes)
        } catch {
            throw InputError(wrapping: error, .invalidManifest, "not a NIBArchive", file: file)
        }
        guard let document = try? NibDocument(archive: archive) else { return (.view, archive.objectCount) }
        let classes: [String] = document.topLevelObjects.compactMap {
            switch document[$0].kind {
            case .placeholder: nil
            case .object(let name): name
            case .classSwapper(let name, let original): name + " " + original
            }
        }
        let owner = document.placeholder(UIKitKeys.filesOwner)
        if classes.first?.contains("Cell") == true { return (.cell, document.objects.count) }
        if document.connections.contains(where: { $0.source == owner && $0.label == "view" }) { return (.screen, document.objects.count) }
        return (.view, document.objects.count)
    }
}
