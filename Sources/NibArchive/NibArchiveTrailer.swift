import Foundation

/// The four bytes Xcode 15.1 and later write after the class table of a nib whose root object
/// carries `IBUINibLNEVersionKey`: `"LNE\0"` (`4c 4e 45 00`).
///
/// Read from the 181 NIBArchive files of 38 Apple builds whose Xcode is known, 4.2 to 26.4.1
/// (docs/formats.md): the 16 that end with it are the storyboard view-controller nibs of every
/// build of Xcode 15.2 and later; only coder-10 archives carry it, it is always these four
/// bytes, and it is there exactly when the root object has `IBUINibLNEVersionKey` (an `int8` 1),
/// which the scene views' nibs and every older nib lack. A reader keeps
/// it (``NibArchive/trailer``), a document carries it (``NibArchiveDocument/trailer``) and the
/// writer puts it back, so a rewrite of an Apple nib is byte-identical. Any other bytes after
/// the last section are still refused (`trailing-bytes`).
public enum NibArchiveTrailer {
    /// `"LNE\0"`.
    public static let lne: [UInt8] = [0x4C, 0x4E, 0x45, 0x00]

    /// The root's key that goes with the trailer.
    public static let versionKey = "IBUINibLNEVersionKey"

    /// The oldest coder version that writes the trailer.
    public static let minimumCoderVersion: UInt32 = 10

    /// Whether the four bytes at `offset` of `bytes` (which must hold them) are the trailer.
    static func isTrailer(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        offset >= 0 && offset + lne.count <= bytes.count && (0..<lne.count).allSatisfy { bytes[offset + $0] == lne[$0] }
    }

    /// The trailer as text for reports: `LNE\0 (4c 4e 45 00)`, or `none`.
    public static func describe(_ bytes: [UInt8]) -> String {
        guard !bytes.isEmpty else { return "none" }
        let text = bytes.map { $0 == 0 ? "\\0" : (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : "." }.joined()
        return "\(text) (\(bytes.map { String(format: "%02x", $0) }.joined(separator: " ")))"
    }
}
