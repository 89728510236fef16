/// An error of the file system as nibbench's writers and readers meet it: a file or folder that
/// cannot be read, written, mapped or moved into place (`io`), or a name read from an input
/// that would leave the output folder (`unsafe-path`).
///
/// Like every nibbench error it carries a stable ``Code``, a one-sentence message and the file
/// concerned (with the byte offset when one is known); `description` renders it on one line,
/// `FILE: message (code)` (``NibbenchError``). The formats above this floor report their own errors and keep a
/// `FileError` as their cause or convert it (`NibArchiveError(_:)` keeps code and message).
public struct FileError: NibbenchError, Sendable, Hashable {
    /// A stable, machine-readable identifier for a kind of file error.
    public typealias Code = ErrorCode<FileError>

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The file or folder concerned and, when known, the byte offset; the error it came from.
    public var context: ErrorContext

    /// Creates an error.
    public init(_ code: Code, _ message: String, context: ErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }

    /// Creates an error about `file`, at byte `offset` when one is known.
    public init(_ code: Code, _ message: String, offset: Int? = nil, file: String? = nil) {
        self.init(code, message, context: ErrorContext(file: file, offset: offset))
    }
}

extension ErrorCode<FileError> {
    /// The operating system refused a read, write, map, rename or folder operation.
    public static var io: Self { Self(rawValue: "io") }
    /// A name from an input is not a safe file name (empty, `.`, `..`, a separator, NUL,
    /// absolute): joining it would leave the output folder.
    public static var unsafePath: Self { Self(rawValue: "unsafe-path") }
}
