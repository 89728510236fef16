/// An error of the file system as nibbench's writers and readers meet it: a file or folder that
/// cannot be read, written, mapped or moved into place (`io`), or a name read from an input
/// that would leave the output folder (`unsafe-path`).
///
/// Like every nibbench error it carries a stable ``Code``, a one-sentence message and the file
/// concerned (with the byte offset when one is known); `description` renders it on one line,
/// `FILE: message (code)`. The formats above this floor report their own errors and keep a
/// `FileError` as their cause or convert it (`NibArchiveError(_:)` keeps code and message).
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable identifier for a kind of file error.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The operating system refused a read, write, map, rename or folder operation.
        public static let io = Code(rawValue: "io")
        /// A name from an input is not a safe file name (empty, `.`, `..`, a separator, NUL,
        /// absolute): joining it would leave the output folder.
        public static let unsafePath = Code(rawValue: "unsafe-path")
    }

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The byte offset in ``file``, when one is known.
    public var offset: Int?
    /// The file or folder concerned.
    public var file: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, offset: Int? = nil, file: String? = nil) {
        (self.code, self.message, self.offset, self.file) = (code, message, offset, file)
    }

    /// The same error about `file`.
    public func inFile(_ file: String) -> FileError {
        var copy = self
        copy.file = file
        return copy
    }

    /// One line: `FILE: message (code)`, with `byte N` after the file when known.
    public var description: String {
        var parts: [String] = [file ?? "<memory>"]
        if let offset { parts.append("byte \(offset)") }
        parts.append("\(message) (\(code))")
        return MessageText.oneLine(parts.joined(separator: ": "))
    }
}
