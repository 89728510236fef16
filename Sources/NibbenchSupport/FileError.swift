/// An error of the file system as nibbench's writers and readers meet it: a file or folder that
/// cannot be read, written, mapped or moved into place (`io`), or a name read from an input
/// that would leave the output folder (`unsafe-path`).
///
/// Like every nibbench error it carries a stable ``Code``, a one-sentence message and the file
/// concerned (with the byte offset when one is known); `description` renders it on one line,
/// `FILE: message (code)` (``NibbenchError``). The formats above this floor report their own errors and keep a
/// `FileError` as their cause or convert it (`NibArchiveError(_:)` keeps code and message).
public typealias FileError = ModuleError<FileErrorDomain>

/// The domain of ``FileError``: the file system's errors as nibbench's writers and readers meet
/// them.
public enum FileErrorDomain: ErrorDomain {}

extension ErrorCode<FileError> {
    /// The operating system refused a read, write, map, rename or folder operation.
    public static var io: Self { Self(rawValue: "io") }
    /// A name from an input is not a safe file name (empty, `.`, `..`, a separator, NUL,
    /// absolute): joining it would leave the output folder.
    public static var unsafePath: Self { Self(rawValue: "unsafe-path") }
}
