import Foundation
import ZIPFoundation

/// Built apps for the tests of built-app inputs: zip archives (`.ipa`) written with
/// ZIPFoundation entry by entry — hostile ones too (`../evil.nib`, symbolic links) — and the
/// `Info.plist` an app carries.
public enum TestApp {
    /// One entry of an archive.
    public enum Entry: Sendable {
        /// A file at `path` holding `bytes`.
        case file(String, [UInt8])
        /// A folder (its name ends with `/`).
        case folder(String)
        /// A symbolic link at `path` to `target`.
        case symlink(String, target: String)
    }

    /// The `Info.plist` of an app built by Xcode `xcode` (DTXcode's digits): binary, or XML.
    public static func infoPlist(
        xcode: String = "1530", build: String = "15E204a", minimumOS: String = "15.0", identifier: String = "com.example.nibbench",
        binary: Bool = true
    ) throws -> [UInt8] {
        let values: [String: Any] = [
            "CFBundleIdentifier": identifier, "DTXcode": xcode, "DTXcodeBuild": build, "MinimumOSVersion": minimumOS,
            "CFBundleName": "Test", "UIDeviceFamily": [1, 2]
        ]
        return Array(try PropertyListSerialization.data(fromPropertyList: values, format: binary ? .binary : .xml, options: 0))
    }

    /// Writes the zip archive of `entries` (deflated files, in order) to `path`.
    public static func zip(_ entries: [Entry], to path: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        for entry in entries {
            switch entry {
            case .file(let name, let bytes):
                let data = Data(bytes)
                try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) {
                    (position: Int64, size: Int) in data.subdata(in: Int(position)..<Int(position) + size)
                }
            case .folder(let name):
                try archive.addEntry(with: name.hasSuffix("/") ? name : name + "/", type: .directory, uncompressedSize: Int64(0)) {
                    (_: Int64, _: Int) in Data()
                }
            case .symlink(let name, let target):
                let data = Data(target.utf8)
                try archive.addEntry(with: name, type: .symlink, uncompressedSize: Int64(data.count)) { (position: Int64, size: Int) in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
        }
    }

    /// The entries of every file below `folder` (sorted), named `prefix/<path below folder>`.
    public static func entries(of folder: String, as prefix: String) throws -> [Entry] {
        let names = (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).sorted()
        return try names.compactMap { name in
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
            if isFolder.boolValue { return nil }
            return .file(prefix + "/" + name, Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))))
        }
    }

    /// Every file below `folder`, relative to it, sorted (folders left out).
    public static func files(below folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }
}
