import Foundation
import NibArchive

/// Finds the shared test vectors and the .nib files in a folder.
enum VectorFolder {
    /// Where the vectors are looked for, for help texts and errors.
    static let defaultRootDescription = "$NIBBENCH_VECTORS, else ../shared/vectors relative to the current folder"

    /// `$NIBBENCH_VECTORS/nibarchive-macos`, else `../shared/vectors/nibarchive-macos`.
    static func defaultNibArchives() -> String {
        root() + "/nibarchive-macos"
    }

    /// `$NIBBENCH_VECTORS/xib-ios`, else `../shared/vectors/xib-ios`.
    static func defaultXIBs() -> String {
        root() + "/xib-ios"
    }

    private static func root() -> String {
        ProcessInfo.processInfo.environment["NIBBENCH_VECTORS"] ?? "../shared/vectors"
    }

    /// `folder` when it is a folder; else an error that names it and, for the default
    /// (`given` nil), says where the default comes from.
    static func existing(_ folder: String, given: String?) throws -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue { return folder }
        let what = FileManager.default.fileExists(atPath: folder) ? "not a folder" : "no such folder"
        guard given == nil else { throw CommandMessage("\(folder): \(what)") }
        throw CommandMessage("\(folder): \(what) (the default DIR, from \(defaultRootDescription); pass DIR or set NIBBENCH_VECTORS)")
    }

    /// The regular `.nib` files directly in `folder`, sorted by name.
    static func nibFiles(in folder: String) throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw NibArchiveError(.io, "cannot list the folder", file: folder)
        }
        return names.filter { $0.hasSuffix(".nib") }.sorted().map { folder + "/" + $0 }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}
