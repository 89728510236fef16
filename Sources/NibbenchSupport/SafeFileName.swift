/// The one place that decides whether a name read from an input — a storyboard identifier, a
/// nib name in a corpus manifest or a trace, a nib name in a bundle's `Info.plist`, a path
/// found in a folder — may become part of a path, so that no input can choose a file outside
/// the folder it is written to (or read from).
///
/// Two rules, and a mapping:
/// - a **file name** (one path component) is not empty, not `.` or `..`, and holds no `/` and
///   no NUL (``problem(fileName:)``);
/// - a **relative path** (a manifest's `Settings/AccountCell`) is not absolute, and each of
///   its `/`-separated components is a file name (``problem(relativePath:)``);
/// - a name UIKit accepts but that is no *plain* file name (a storyboard identifier such as
///   `../../escaped`) is given a plain one by ``mapped(_:)``, deterministically.
///
/// ```swift
/// SafeFileName.mapped("Settings")        // "Settings"
/// SafeFileName.mapped("../../escaped")   // "_._.._escaped-0e8d478c"
/// try SafeFileName.path("Main/Settings.nib", inside: "out")  // "out/Main/Settings.nib"
/// ```
package enum SafeFileName {
    /// The longest plain name, in UTF-8 bytes: room left for an extension and for the
    /// `.NAME.tmp-PID-XXXXXX` temporary of the atomic writers within file systems' 255 bytes.
    package static let maximumBytes = 200

    /// Why `name` cannot name a file inside a folder, or nil when it can: it is empty, `.` or
    /// `..`, or holds a `/` or a NUL.
    package static func problem(fileName name: String) -> String? {
        if name.isEmpty { return "an empty name" }
        if name == "." || name == ".." { return "\"\(name)\" names a folder, not a file in it" }
        if name.utf8.contains(UInt8(ascii: "/")) { return "\"\(name)\" holds a /" }
        if name.utf8.contains(0) { return "\"\(name)\" holds a NUL character" }
        return nil
    }

    /// Why `path` cannot be a path below a folder, or nil when it can: it is absolute, or one
    /// of its `/`-separated components is empty, `.` or `..`, or holds a NUL.
    package static func problem(relativePath path: String) -> String? {
        if path.isEmpty { return "an empty path" }
        if path.hasPrefix("/") { return "\"\(path)\" is an absolute path" }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "\"\(path)\" has an empty path component" }
            if component == "." || component == ".." { return "\"\(path)\" has a \(component) component" }
        }
        if path.utf8.contains(0) { return "\"\(path)\" holds a NUL character" }
        return nil
    }

    /// Whether nibbench writes `name` as it is: a file name (``problem(fileName:)``) that also
    /// has no `\` or control character, does not start with `.` (hidden, and the atomic writers'
    /// temporaries) and is at most ``maximumBytes`` bytes.
    package static func isPlain(_ name: String) -> Bool {
        problem(fileName: name) == nil && !name.hasPrefix(".") && name.utf8.count <= maximumBytes
            && !name.unicodeScalars.contains(where: isReplaced)
    }

    /// `name` itself when it is plain (``isPlain(_:)``); else a plain name made from it: every
    /// `/`, `\` and control character (NUL included) becomes `_`, so does a leading `.`, the
    /// result is cut to fit, and `-` and eight hex digits of a 64-bit FNV-1a digest of `name`'s
    /// UTF-8 bytes are appended, so that different names map to different files.
    ///
    /// Deterministic: the same name gives the same file name on every machine and run.
    package static func mapped(_ name: String) -> String {
        if isPlain(name) { return name }
        var scalars = String.UnicodeScalarView(name.unicodeScalars.map { isReplaced($0) ? "_" : $0 })
        if scalars.first == "." { scalars.replaceSubrange(scalars.startIndex..<scalars.index(after: scalars.startIndex), with: ["_"]) }
        var stem = String(scalars)
        while stem.utf8.count > maximumBytes - 9 { stem.removeLast() }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let digest = String((hash >> 32) ^ (hash & 0xffff_ffff), radix: 16)
        return stem + "-" + String(repeating: "0", count: 8 - digest.count) + digest
    }

    /// `folder/relative`, once `relative` is checked to stay below `folder`
    /// (``problem(relativePath:)``).
    ///
    /// - Throws: ``FileError`` `.unsafePath` naming the path it would have been.
    package static func path(_ relative: String, inside folder: String) throws(FileError) -> String {
        let joined = (folder.hasSuffix("/") ? folder : folder + "/") + relative
        if let problem = problem(relativePath: relative) {
            throw FileError(.unsafePath, "refusing a name that leaves its folder: \(problem)", file: joined)
        }
        return joined
    }

    private static func isReplaced(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
    }
}
