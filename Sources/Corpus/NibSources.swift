import NibbenchSupport
import Foundation
import Manifest

/// The nib sources under a set of paths, as `nibbench profile` finds them: `.xib` and
/// `.storyboard` files, compiled `.nib` files and folders, and `.storyboardc` bundles, found
/// in folders recursively the way an Xcode project or a built app lays them out.
///
/// A folder is walked in sorted order. A `.nib` folder (directory nib) and a `.storyboardc`
/// bundle are sources, not descended into. Folders that hold no app nibs of their own are
/// skipped: hidden ones (`.git`, `.build`), `*.xcodeproj`, `*.xcworkspace`, `*.xcassets` and
/// `DerivedData`. Mac metadata — `__MACOSX` folders and AppleDouble `._*` files, which a folder
/// zipped or copied on a Mac carries — is left out everywhere and counted
/// (``ignoredMetadata``, ``MacMetadata``). Localisation folders (`Base.lproj`, `fr.lproj`) are walked like any other,
/// so each localisation's nib is its own source.
///
/// Each source has a stable ``Source/name``: the path relative to the folder given, prefixed
/// by that folder's own name, without the extension (`vectors/Settings/AccountCell`); a file
/// given directly is named by its file name without extension. When two sources would get
/// the same name (`Foo.xib` beside its compiled `Foo.nib`), the first in path order keeps it and
/// the others keep their extension (`Foo.nib`).
package struct NibSources: Sendable {
    /// What a source is.
    package enum Kind: String, Sendable, Hashable {
        case xib, storyboard, nib, directoryNib, storyboardBundle
    }

    /// One source found.
    package struct Source: Sendable, Hashable {
        /// Where it is: the path given joined with its path below it.
        package var path: String
        /// The path relative to the input, prefixed by the input folder's name, with extension.
        package var relative: String
        /// The stable name (``relative`` without extension, unless that name was taken).
        package var name: String
        /// What it is.
        package var kind: Kind
    }

    /// The sources, in input order, each input's in path order.
    package var sources: [Source] = []
    /// Inputs that could not be read (missing, unreadable, of no nib kind), each with its
    /// error; the other inputs were still searched.
    package var failures: [InputError] = []
    /// Mac metadata files left out of the walk (``MacMetadata/files(at:)``: the files below a
    /// `__MACOSX` folder, and each `._*` file, inside `.nib` folders and `.storyboardc` bundles
    /// too).
    package var ignoredMetadata = 0

    /// Finds the sources under `inputs`, leaving out every file or folder an `exclude` glob
    /// matches.
    ///
    /// A glob (`fnmatch(3)`, where `*` also matches `/`) is matched against a file's or
    /// folder's path relative to the input folder and against its name alone:
    /// `--exclude '*Tests*'`, `--exclude 'Pods/*'`, `--exclude Legacy.xib`.
    package static func find(_ inputs: [String], excluding excludes: [String] = []) -> NibSources {
        var found = NibSources()
        var taken: Set<String> = []
        for input in inputs {
            let trimmed = input.count > 1 && input.hasSuffix("/") ? String(input.dropLast()) : input
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder) else {
                found.failures.append(InputError(.io, "cannot read: no such file or folder", file: input))
                continue
            }
            let base = (trimmed as NSString).lastPathComponent
            if let kind = kind(of: base, isFolder: isFolder.boolValue) {
                if !excluded(base, relative: base, by: excludes) { found.add(trimmed, relative: base, kind: kind, taken: &taken) }
            } else if isFolder.boolValue {
                found.walk(trimmed, prefix: base, below: "", excludes: excludes, taken: &taken)
            } else {
                found.failures.append(
                    InputError(.io, "not a nib source: profile reads .xib, .storyboard, .nib, .storyboardc and folders of them", file: input))
            }
        }
        return found
    }

    private mutating func walk(_ folder: String, prefix: String, below: String, excludes: [String], taken: inout Set<String>) {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            failures.append(InputError(wrapping: error, .io, "cannot list the folder", file: folder))
            return
        }
        for entry in entries {
            let path = folder + "/" + entry
            let relative = below.isEmpty ? entry : below + "/" + entry
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            if Self.excluded(entry, relative: relative, by: excludes) { continue }
            if MacMetadata.isMetadata(entry) {
                ignoredMetadata += MacMetadata.files(at: path)
                continue
            }
            if let kind = Self.kind(of: entry, isFolder: isFolder.boolValue) {
                if isFolder.boolValue { ignoredMetadata += MacMetadata.files(below: path) }
                add(path, relative: prefix + "/" + relative, kind: kind, taken: &taken)
            } else if isFolder.boolValue && !Self.skipsFolder(entry) {
                walk(path, prefix: prefix, below: relative, excludes: excludes, taken: &taken)
            }
        }
    }

    private mutating func add(_ path: String, relative: String, kind: Kind, taken: inout Set<String>) {
        let stem = (relative as NSString).deletingPathExtension
        let name = taken.insert(stem).inserted ? stem : relative
        taken.insert(name)
        sources.append(Source(path: path, relative: relative, name: name, kind: kind))
    }

    /// The kind of source a file or folder named `name` is, or nil.
    static func kind(of name: String, isFolder: Bool) -> Kind? {
        switch ((name as NSString).pathExtension, isFolder) {
        case ("xib", false): .xib
        case ("storyboard", false): .storyboard
        case ("nib", false): .nib
        case ("nib", true): .directoryNib
        case ("storyboardc", true): .storyboardBundle
        default: nil
        }
    }

    /// Folders of a project or an app that hold no nibs of the app's own.
    static func skipsFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "DerivedData"
            || ["xcodeproj", "xcworkspace", "xcassets"].contains((name as NSString).pathExtension)
    }

    /// Whether a glob matches `relative` or `name`.
    static func excluded(_ name: String, relative: String, by globs: [String]) -> Bool {
        globs.contains { Glob.matches($0, relative) || Glob.matches($0, name) }
    }
}
