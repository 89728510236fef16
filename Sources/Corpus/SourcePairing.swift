import Foundation

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

    /// Whether `name` is macOS metadata a zip made on a Mac carries (`__MACOSX`, AppleDouble `._*`).
    static func isMacMetadata(_ name: String) -> Bool { name == "__MACOSX" || name.hasPrefix("._") }

    /// The bundle's `.nib` files and folders and `.storyboardc` bundles, relative, sorted.
    static func compiledFiles(in bundle: String) -> [String] {
        var found: [String] = []
        func walk(_ folder: String, _ below: String) {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for entry in entries.sorted() where !entry.hasPrefix(".") && !isMacMetadata(entry) {
                let path = folder + "/" + entry, relative = below.isEmpty ? entry : below + "/" + entry
                var isFolder: ObjCBool = false
                FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                if entry.hasSuffix(".nib") || (entry.hasSuffix(".storyboardc") && isFolder.boolValue) {
                    found.append(relative)
                } else if isFolder.boolValue, !["Frameworks", "PlugIns", "Watch", "_CodeSignature"].contains(entry),
                    !entry.hasSuffix(".bundle"), !entry.hasSuffix(".appex"), !entry.hasSuffix(".framework"), !entry.hasSuffix(".app")
                {
                    walk(path, relative)
                }
            }
        }
        walk(bundle, "")
        return found
    }

    /// The `.xib` and `.storyboard` files below `folder`, relative, sorted.
    static func sourceFiles(in folder: String) -> [String] {
        var found: [String] = []
        func walk(_ folder: String, _ below: String) {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for entry in entries.sorted() where !entry.hasPrefix(".") && !isMacMetadata(entry) {
                let path = folder + "/" + entry, relative = below.isEmpty ? entry : below + "/" + entry
                var isFolder: ObjCBool = false
                FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                if isFolder.boolValue {
                    let skipped =
                        ["DerivedData", "build"].contains(entry)
                        || [".app", ".xcarchive", ".xcodeproj", ".xcassets", ".storyboardc", ".nib"]
                            .contains { entry.hasSuffix($0) }
                    if !skipped { walk(path, relative) }
                } else if entry.hasSuffix(".xib") || entry.hasSuffix(".storyboard") {
                    found.append(relative)
                }
            }
        }
        walk(folder, "")
        return found
    }
}
