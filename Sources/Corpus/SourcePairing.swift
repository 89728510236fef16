import Foundation
import Manifest

/// A built app's compiled Interface Builder files paired with the sources they were compiled
/// from, for `nibbench verify`.
///
/// The compiled files are the bundle's `.nib` files and folders and its `.storyboardc`
/// bundles (nested bundles, `Frameworks/` and `PlugIns/`, are left out: they are other
/// targets'); the sources, every `.xib` and `.storyboard` below the source folder, skipping
/// hidden folders, built products (`*.app`, `*.xcarchive`, `DerivedData`, `build`) and macOS
/// metadata (`__MACOSX`, `._*`). A compiled file pairs with the sources of the same name (`Cell.nib`
/// ↔ `Cell.xib`, `Main.storyboardc` ↔ `Main.storyboard`); among several, those in the same
/// localisation folder (`Base.lproj`) come first. Every candidate is kept: the verification
/// scores each and keeps the closest, so two apps of one repository with sources of the same
/// names pair as their bundle says.
package struct SourcePairing: Sendable {
    /// One compiled file and its candidate sources.
    package struct Pair: Sendable, Hashable {
        /// The compiled file's path relative to the bundle (`Base.lproj/Main.storyboardc`).
        package var compiled: String
        /// The candidate sources' paths relative to the source folder, the likeliest first.
        package var sources: [String]
        /// Whether it is a storyboard bundle.
        package var isStoryboard: Bool { compiled.hasSuffix(".storyboardc") }
    }

    /// The paired compiled files, in path order.
    package var pairs: [Pair] = []
    /// Compiled files no source is named after.
    package var unpairedCompiled: [String] = []
    /// Sources no compiled file is named after (not built into this bundle).
    package var unpairedSources: [String] = []

    /// Pairs the compiled files of the bundle folder `bundle` with the sources below `sources`.
    package static func pair(bundle: String, sources: String) -> SourcePairing {
        let compiled = compiledFiles(in: bundle)
        let found = sourceFiles(in: sources)
        var byStem: [String: [String]] = [:]
        for source in found { byStem[stem(source), default: []].append(source) }
        var result = SourcePairing()
        var used: Set<String> = []
        for file in compiled {
            let wanted = file.hasSuffix(".storyboardc") ? ".storyboard" : ".xib"
            let candidates = (byStem[stem(file)] ?? []).filter { $0.hasSuffix(wanted) }
            guard !candidates.isEmpty else {
                result.unpairedCompiled.append(file)
                continue
            }
            let folder = localisation(file)
            let ordered = candidates.filter { localisation($0) == folder } + candidates.filter { localisation($0) != folder }
            result.pairs.append(Pair(compiled: file, sources: ordered))
            used.formUnion(ordered)
        }
        result.unpairedSources = found.filter { !used.contains($0) }
        return result
    }

    /// The file name without folders and extension.
    static func stem(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent
        return (name as NSString).deletingPathExtension
    }

    /// The `.lproj` folder a path is in, or "".
    static func localisation(_ path: String) -> String {
        (path as NSString).pathComponents.dropLast().last { $0.hasSuffix(".lproj") } ?? ""
    }

    /// The bundle's `.nib` files and folders and `.storyboardc` bundles, relative, sorted.
    static func compiledFiles(in bundle: String) -> [String] {
        let nested: Set<String> = ["Frameworks", "PlugIns", "Watch", "_CodeSignature"]
        return files(below: bundle) { name, isFolder in
            if name.hasSuffix(".nib") || (name.hasSuffix(".storyboardc") && isFolder) { return .take }
            let skipped = nested.contains(name) || [".bundle", ".appex", ".framework", ".app"].contains { name.hasSuffix($0) }
            return isFolder && !skipped ? .descend : .skip
        }
    }

    /// The `.xib` and `.storyboard` files below `folder`, relative, sorted.
    static func sourceFiles(in folder: String) -> [String] {
        let built = [".app", ".xcarchive", ".xcodeproj", ".xcassets", ".storyboardc", ".nib"]
        return files(below: folder) { name, isFolder in
            if isFolder { return ["DerivedData", "build"].contains(name) || built.contains { name.hasSuffix($0) } ? .skip : .descend }
            return name.hasSuffix(".xib") || name.hasSuffix(".storyboard") ? .take : .skip
        }
    }

    /// What a walk does with an entry.
    enum Visit { case take, descend, skip }

    /// The entries below `root` that `visit` takes, relative, in sorted order; hidden entries
    /// and macOS metadata are passed over.
    static func files(below root: String, visit: (_ name: String, _ isFolder: Bool) -> Visit) -> [String] {
        var found: [String] = []
        func walk(_ folder: String, _ below: String) {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for entry in entries.sorted() where !entry.hasPrefix(".") && !MacMetadata.isMetadata(entry) {
                let path = folder + "/" + entry, relative = below.isEmpty ? entry : below + "/" + entry
                var isFolder: ObjCBool = false
                FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                switch visit(entry, isFolder.boolValue) {
                case .take: found.append(relative)
                case .descend: walk(path, relative)
                case .skip: break
                }
            }
        }
        walk(root, "")
        return found
    }
}
