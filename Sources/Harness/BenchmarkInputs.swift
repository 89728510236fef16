import Foundation
import NibbenchSupport

/// The inputs of the decode and compile benchmarks: a folder the user names, or the test
/// vectors in the repository (`Tests/Vectors`, relative to the current folder).
package enum BenchmarkInputs {
    /// The default folder of `.nib` files: the Apple-compiled macOS vectors.
    package static let defaultNibFolder = "Tests/Vectors/nibarchive-macos"
    /// The default folder of `.xib` files: the iOS xib vectors.
    package static let defaultXIBFolder = "Tests/Vectors/xib-ios"
    /// Where the defaults are looked for, for help texts and errors.
    package static let defaultRootDescription = "relative to the current folder: the repository's root"

    /// The `.nib` files directly in `directory` (default: the `nibarchive-macos` vectors), read
    /// into memory, with the folder they came from.
    /// - Throws: ``HarnessError`` (`io`) naming a folder that is missing or cannot be listed;
    ///   `NibArchiveError` for a file that cannot be read.
    package static func nibs(in directory: String?) throws -> (folder: String, inputs: [DecodeBenchmark.Input]) {
        let folder = try existing(directory ?? defaultNibFolder, given: directory)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw HarnessError(wrapping: error, .io, "cannot list the folder", file: folder)
        }
        let paths = names.filter { $0.hasSuffix(".nib") }.sorted().map { folder + "/" + $0 }.filter(isRegularFile)
        return (folder, try paths.map { DecodeBenchmark.Input(name: $0, bytes: try FileBytes.read($0)) })
    }

    /// The `.xib` files below `directory`, searched recursively (default: the `xib-ios`
    /// vectors), read into memory, with the folder they came from.
    /// - Throws: ``HarnessError`` (`io`) for a missing folder or one without xibs;
    ///   `NibArchiveError` for a file that cannot be read.
    package static func xibs(in directory: String?) throws -> (folder: String, inputs: [CompileBenchmark.Input]) {
        let folder = try existing(directory ?? defaultXIBFolder, given: directory)
        let paths = (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".xib") }.sorted()
        guard !paths.isEmpty else { throw HarnessError(.io, "no .xib files found", file: folder) }
        return (folder, try paths.map { CompileBenchmark.Input(name: $0, bytes: Data(try FileBytes.read(folder + "/" + $0))) })
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// `folder` when it is a folder; else an error that names it and, for the default
    /// (`given` nil), says where the default comes from.
    private static func existing(_ folder: String, given: String?) throws(HarnessError) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue { return folder }
        let what = FileManager.default.fileExists(atPath: folder) ? "not a folder" : "no such folder"
        guard given == nil else { throw HarnessError(.io, what, file: folder) }
        throw HarnessError(.io, "\(what) (the default DIR, \(defaultRootDescription); run there or pass DIR)", file: folder)
    }
}
