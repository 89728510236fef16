import NibbenchSupport

/// An error of the measurement harness itself: a plan that cannot run (an unknown strategy, a
/// missing corpus), nothing to measure, a merge of no results, a child process that failed, a
/// run that cannot be resumed, or the instruction-count tools (Valgrind's callgrind, `objcopy`)
/// missing or failing.
///
/// Errors of the things measured pass through unchanged (a nib that does not decode is a
/// `NibArchiveError`, a probe that cannot read jemalloc a `ProbeError`). Every error carries a
/// stable ``Code``, a one-sentence message and, when a file is concerned, the file and the line
/// or byte offset; the error it came from, if any, is kept as ``cause``. `description` renders it
/// on one line (through ``MessageText/located(file:line:column:offset:jsonPath:_:code:)``).
///
/// Not `Hashable`, because ``cause`` is any error; compare ``code`` and the location instead.
public struct HarnessError: Error, Sendable, CustomStringConvertible {
    /// A stable, machine-readable identifier for a kind of harness error.
    ///
    /// New codes may be added; compare against the static members rather than switching.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A benchmark was given nothing to measure.
        public static let noInput = Code(rawValue: "no-input")
        /// Results to merge (`--isolate`'s repetitions) were none, or do not fit the plan.
        public static let noResults = Code(rawValue: "no-results")
        /// Valgrind or `objcopy` is missing, the child under callgrind failed, or its counts are
        /// missing.
        public static let valgrind = Code(rawValue: "valgrind")
        /// The operating system refused a file or folder the harness needs.
        public static let io = Code(rawValue: "io")
        /// A strategy or policy name that is not registered.
        public static let unknownStrategy = Code(rawValue: "unknown-strategy")
        /// The plan cannot run as asked (byte capacities without sizes, a missing corpus).
        public static let invalidPlan = Code(rawValue: "invalid-plan")
        /// A child process (an isolated repetition) failed or its result cannot be read.
        public static let childFailed = Code(rawValue: "child-failed")
        /// A results folder cannot be resumed (complete, older, or its trace changed).
        public static let notResumable = Code(rawValue: "not-resumable")
    }

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The file or folder concerned, if any.
    public var file: String?
    /// The 1-based line in ``file``, for text files.
    public var line: Int?
    /// The byte offset in ``file``, for binary files.
    public var offset: Int?
    /// The error this one reports, when it came from another layer.
    public var cause: (any Error)?

    /// Creates an error.
    public init(
        _ code: Code, _ message: String, file: String? = nil, line: Int? = nil, offset: Int? = nil,
        cause: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.offset = offset
        self.cause = cause
    }

    /// One line: `file:line: message (code)`, `file: byte N: message (code)`, or
    /// `message (code)` when no file is concerned.
    public var description: String {
        guard file != nil else { return MessageText.oneLine("\(message) (\(code))") }
        return MessageText.located(file: file, line: line, offset: offset, message, code: code.rawValue)
    }
}
