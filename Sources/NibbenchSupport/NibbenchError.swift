/// What every nibbench error is: a stable code, one sentence, and an ``ErrorContext`` (the place
/// it was found and the error it came from), rendered on one line by one `description`.
///
/// Each module has its own error type (`FileError`, `NibArchiveError`, `XIBError`,
/// `InputError`, `HarnessError`, …) conforming to this protocol: most are ``ModuleError`` with
/// the module's ``ErrorDomain``, the few that store more are structs of their own. The place and
/// the cause live in ``context``, given to ``init(_:_:file:line:column:offset:jsonPath:objectIndex:cause:)``
/// and read and written through ``file``, ``line``, ``column``, ``offset``, ``jsonPath``,
/// ``objectIndex`` and ``cause``.
///
/// **Wrapping.** A module that catches an error and throws its own uses
/// ``init(wrapping:_:_:file:)``: a nibbench error keeps its code, its message (after the
/// wrapper's words) and its place, and becomes the ``cause``; so the wrapper prints the original
/// fault's code and file:line:column or byte offset (docs/robustness.md).
public protocol NibbenchError: Error, CustomStringConvertible {
    /// What kind of error this is.
    var code: ErrorCode<Self> { get }
    /// One sentence saying what is wrong.
    var message: String { get set }
    /// Where the error was found and what caused it.
    var context: ErrorContext { get set }
    /// What the error is about when no file is concerned (`strategy cold`); nil by default.
    var subject: String? { get }
    /// Creates an error of this type.
    init(_ code: ErrorCode<Self>, _ message: String, context: ErrorContext)
}

extension NibbenchError {
    /// No subject: the place is the file, if any.
    public var subject: String? { nil }

    /// One line: the place, the message and the code (``ErrorContext/rendering(_:code:subject:)``).
    public var description: String { context.rendering(message, code: code.rawValue, subject: subject) }

    /// The code as text (readable where the type is not known, `any NibbenchError`).
    public var codeName: String { code.rawValue }

    /// The file concerned, when known.
    public var file: String? {
        get { context.file }
        set { context.file = newValue }
    }
    /// The 1-based line, for text formats.
    public var line: Int? {
        get { context.line }
        set { context.line = newValue }
    }
    /// The 1-based column in bytes, for text formats.
    public var column: Int? {
        get { context.column }
        set { context.column = newValue }
    }
    /// The byte offset, for binary formats.
    public var offset: Int? {
        get { context.offset }
        set { context.offset = newValue }
    }
    /// The path of the offending JSON field, such as `nibs[3].sha256`.
    public var jsonPath: String? {
        get { context.jsonPath }
        set { context.jsonPath = newValue }
    }
    /// The archive object index, for errors found while decoding a nib's objects.
    public var objectIndex: Int? {
        get { context.object }
        set { context.object = newValue }
    }
    /// The error this one reports, when it came from another layer.
    public var cause: (any Error)? {
        get { context.cause }
        set { context.cause = newValue }
    }

    /// Creates an error at a place, every part of which is optional: the file and, depending on
    /// the format, the line and column, the byte offset, the JSON path or the archive object
    /// index; `cause` is the error it came from (``ErrorContext``).
    ///
    /// - Complexity: O(1).
    public init(
        _ code: ErrorCode<Self>, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
        offset: Int? = nil, jsonPath: String? = nil, objectIndex: Int? = nil, cause: (any Error)? = nil
    ) {
        let context = ErrorContext(
            file: file, line: line, column: column, offset: offset, jsonPath: jsonPath, object: objectIndex, cause: cause)
        self.init(code, message, context: context)
    }

    /// The same error, attributed to `file` unless it already names one.
    public func inFile(_ file: String?) -> Self {
        var copy = self
        if copy.context.file == nil { copy.context.file = file }
        return copy
    }

    /// The same error about `file`, whatever file it named (a temporary one an output passed
    /// through, say).
    public func movedTo(_ file: String) -> Self {
        var copy = self
        copy.context.file = file
        return copy
    }

    /// `error`, caught while doing what `message` says, as an error of this type.
    ///
    /// A nibbench error keeps its code, its place and its message (after `message` and `": "`,
    /// unless `message` is empty) and is kept as the ``cause``; `file` names the file when it
    /// names none. Any other error (Foundation's, a decoding error, an `Errno`) gets `code` and
    /// `message` followed by its own words (``MessageText/plainWords(for:)``), names
    /// `file`, and is kept as the cause.
    ///
    /// - Complexity: O(length of the messages).
    public init(wrapping error: any Error, _ code: ErrorCode<Self>, _ message: String, file: String? = nil) {
        if let inner = error as? any NibbenchError {
            var context = inner.context
            if context.file == nil { context.file = file }
            context.cause = error
            self.init(ErrorCode(rawValue: inner.codeName), message.isEmpty ? inner.message : message + ": " + inner.message, context: context)
        } else {
            let words = MessageText.plainWords(for: error)
            self.init(code, message.isEmpty ? words : message + ": " + words, context: ErrorContext(file: file, cause: error))
        }
    }
}
