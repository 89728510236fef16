import Foundation
import NibbenchSupport

/// The files a Mac adds to a folder it zips or copies, which hold no nib however they are
/// named: `__MACOSX/` folders (the Archive Utility's resource forks) and AppleDouble `._*`
/// files beside each file (`._Main.nib` is 4 KiB of extended attributes, not an archive).
///
/// Every walk of an input (Corpus's `NibSources`, `CorpusImporter`, an `.ipa`'s extraction)
/// leaves them out and counts them, so that the command can say once how many it ignored
/// (`MessageText.ignoredMacMetadata(_:)`).
package enum MacMetadata {
    /// The folder the Archive Utility puts resource forks in.
    package static let folderName = "__MACOSX"

    /// Whether the file or folder named `name` is Mac metadata: `__MACOSX` or `._*`.
    package static func isMetadata(_ name: String) -> Bool {
        name == folderName || name.hasPrefix("._")
    }

    /// Whether an archive entry's path (`__MACOSX/Payload/._X.app`, `Payload/X.app/._Info.plist`)
    /// is Mac metadata: any of its components is.
    package static func isMetadata(path: String) -> Bool {
        path.split(separator: "/").contains { isMetadata(String($0)) }
    }

    /// How many files `path` counts for when it is left out: the files below a `__MACOSX`
    /// folder (at least 1, for the folder itself when it is empty), else 1.
    package static func files(at path: String) -> Int {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
            let walker = FileManager.default.enumerator(atPath: path)
        else { return 1 }
        var files = 0
        while let relative = walker.nextObject() as? String {
            var below: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &below), !below.boolValue { files += 1 }
        }
        return max(files, 1)
    }

    /// How many Mac metadata files are at any depth below `folder` (a `.storyboardc` bundle or
    /// a `.nib` folder, which a walk does not descend into): the files with a metadata
    /// component in their path below it.
    package static func files(below folder: String) -> Int {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return 0 }
        var files = 0
        while let relative = walker.nextObject() as? String {
            guard isMetadata(path: relative) else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue { files += 1 }
        }
        return files
    }
}
