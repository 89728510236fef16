import Foundation

/// The test vectors vendored in `Tests/Vectors` of this checkout: Apple-compiled macOS nibs
/// (`nibarchive-macos`) and real iOS xibs (`xib-ios`), read in place.
///
/// They are part of the repository, so a test that needs them and cannot find them fails
/// with ``MissingVectors`` (naming the folder) rather than passing without them: every
/// accessor throws when its folder is absent or holds no file of the asked kind, including
/// when it is evaluated for a parameterised test's arguments.
public enum Vectors {
    /// `Tests/Vectors` of the checkout this file was compiled from.
    public static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Vectors").path

    /// The Apple-compiled macOS nibs and the xibs and storyboards they came from.
    public static let nibArchive = "nibarchive-macos"
    /// The real iOS xibs (one folder per app).
    public static let xibIOS = "xib-ios"
    /// Legacy Interface Builder 3 iOS xib archives (`<archive … version="7.10">`), MIT.
    public static let xibIOSLegacy = "xib-ios-legacy"
    /// Real apps' xibs and storyboards, whole (`apps/<owner>+<name>/files/…`), MIT and Apache-2.0 only.
    public static let apps = "apps"

    /// The absolute paths of every `.xib` and `.storyboard` below ``apps``, sorted.
    /// - Throws: ``MissingVectors`` when the folder is absent or holds neither.
    public static func appDocumentPaths() throws -> [String] {
        let folder = try folder(apps)
        let listed = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        let names = listed.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        guard !names.isEmpty else { throw MissingVectors(folder: folder, what: "no .xib or .storyboard files") }
        return names.map { folder + "/" + $0 }
    }

    /// The absolute path of `relative` (e.g. ``nibArchive``) below ``root``.
    /// - Throws: ``MissingVectors`` when it is not a folder.
    public static func folder(_ relative: String) throws -> String {
        let path = root + "/" + relative
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw MissingVectors(folder: path, what: "no such folder")
        }
        return path
    }

    /// The names (relative to the folder, sorted) of the files ending in `suffix` in folder
    /// `relative` below ``root``: directly in it, or anywhere below it when `recursive`.
    /// - Throws: ``MissingVectors`` when the folder is absent or holds no such file.
    public static func names(in relative: String, suffix: String, recursive: Bool = false) throws -> [String] {
        let path = try folder(relative)
        let listed: [String]
        if recursive {
            listed = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        } else {
            listed = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        }
        let names = listed.filter { $0.hasSuffix(suffix) }.sorted()
        guard !names.isEmpty else { throw MissingVectors(folder: path, what: "no \(suffix) files") }
        return names
    }

    /// The macOS nibs' folder (``nibArchive``).
    public static func nibArchiveFolder() throws -> String { try folder(nibArchive) }

    /// The iOS xibs' folder (``xibIOS``).
    public static func xibFolder() throws -> String { try folder(xibIOS) }

    /// The names of the Apple-compiled `.nib` files (185), sorted.
    public static func nibNames() throws -> [String] { try names(in: nibArchive, suffix: ".nib") }

    /// The absolute paths of the iOS `.xib` files (96, below one folder per app), sorted.
    public static func xibPaths() throws -> [String] {
        let folder = try xibFolder()
        return try names(in: xibIOS, suffix: ".xib", recursive: true).map { folder + "/" + $0 }
    }

    /// The bytes of the Apple-compiled nib `name` (e.g. `minimal.nib`).
    public static func nibBytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: try nibArchiveFolder() + "/" + name)))
    }
}

/// A vendored vector folder is absent or empty: the checkout is incomplete.
public struct MissingVectors: Error, CustomStringConvertible {
    /// The folder looked at.
    public let folder: String
    /// What is wrong with it.
    public let what: String

    public var description: String {
        "test vectors missing: \(what) at \(folder) (they are part of the repository: git checkout -- Tests/Vectors)"
    }
}
