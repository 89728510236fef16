import Foundation
import NibArchive

/// Finds the shared test vectors and the .nib files in a folder.
enum VectorFolder {
    /// `$NIBBENCH_VECTORS/nibarchive-macos`, else `../shared/vectors/nibarchive-macos`.
    static func defaultNibArchives() -> String {
        let root = ProcessInfo.processInfo.environment["NIBBENCH_VECTORS"] ?? "../shared/vectors"
        return root + "/nibarchive-macos"
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
