import NibbenchSupport

/// An error reading a record: a profile (`profile.json`) that cannot be read, is not JSON, or
/// is not a nibbench profile.
///
/// Every error carries a stable ``Code``, a one-sentence message and the file; the error it came
/// from, if any, is kept as the cause. `description` renders it on one line (``NibbenchError``).
/// Equal errors have the same code, message and place; the cause is not compared
/// (``ErrorContext``).
public struct RecordError: NibbenchError, Sendable, Hashable {
    /// A stable, machine-readable identifier for a kind of record error.
    ///
    /// New codes may be added; compare against the static members rather than switching.
    public typealias Code = ErrorCode<RecordError>

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The file concerned, with the line or byte offset; the error it came from.
    public var context: ErrorContext

    /// Creates an error.
    public init(_ code: Code, _ message: String, context: ErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }

    /// Creates an error.
    public init(
        _ code: Code, _ message: String, file: String? = nil, line: Int? = nil, offset: Int? = nil,
        cause: (any Error)? = nil
    ) {
        self.init(code, message, context: ErrorContext(file: file, line: line, offset: offset, cause: cause))
    }
}

extension ErrorCode<RecordError> {
    /// The operating system refused the file, or it is not a record of the kind read.
    public static var io: Self { Self(rawValue: "io") }
}
