import NibbenchSupport
import Traces

/// An error reading or writing results: a `run.json` that cannot be read, is not valid JSON, has
/// a bad field or another schema version; a results file or folder that cannot be written; a run
/// that cannot be encoded.
///
/// Every error carries a stable ``Code``, a one-sentence message and where it was found: the
/// file and, when known, the line and column (counted in bytes from 1) where the bytes stop being
/// JSON, or the path of the bad JSON field such as `summaries[2].latency.p50`. The error it came
/// from, if any, is kept as ``cause``. `description` renders it on one line, the way the
/// command-line tool prints it (through ``MessageText/located(file:line:column:offset:jsonPath:_:code:)``).
///
/// Not `Hashable`, because ``cause`` is any error; compare ``code`` and the location instead.
public struct ReportingError: Error, Sendable, CustomStringConvertible {
    /// A stable, machine-readable identifier for a kind of reporting error.
    ///
    /// New codes may be added; compare against the static members rather than switching.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The operating system refused to read or write a results file or folder.
        public static let io = Code(rawValue: "io")
        /// A `run.json` is not valid JSON, or a field has the wrong type or is missing.
        public static let invalidJSON = Code(rawValue: "invalid-json")
        /// A `run.json` has a schema version this nibbench does not read.
        public static let unsupportedSchema = Code(rawValue: "unsupported-schema")
        /// A run holds a value JSON cannot represent (such as a NaN).
        public static let unrepresentable = Code(rawValue: "unrepresentable")
        /// A results folder's `samples.sqlite` is missing, is not a samples store, or does not
        /// match its `run.json` (a row names a configuration the run does not have).
        public static let invalidSamples = Code(rawValue: "invalid-samples")
        /// `compare` was given a profile and a run: the two sides are different kinds of results.
        public static let kindMismatch = Code(rawValue: "kind-mismatch")
        /// A budget file (`compare --budget`) is not valid JSON or does not follow its schema.
        public static let invalidBudget = Code(rawValue: "invalid-budget")
    }

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The file or folder concerned.
    public var file: String?
    /// The 1-based line where the bytes stop being JSON.
    public var line: Int?
    /// The 1-based column, in bytes, that goes with ``line``.
    public var column: Int?
    /// The path of the offending JSON field, such as `summaries[2].latency.p50`.
    public var jsonPath: String?
    /// The error this one reports, when it came from another layer (a decoding or I/O error).
    public var cause: (any Error)?

    /// Creates an error.
    public init(
        _ code: Code, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
        jsonPath: String? = nil, cause: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
        self.cause = cause
    }

    /// The I/O error `error` (reading or writing a file) as a reporting error about the same file.
    public init(io error: FileError) {
        self.init(.io, error.message, file: error.file, cause: error)
    }

    /// One line: `file:line:column: message (code)` where the JSON stops being JSON,
    /// `file: at path: message (code)` for a bad field, `file: message (code)` otherwise.
    public var description: String {
        MessageText.located(file: file, line: line, column: column, jsonPath: jsonPath, message, code: code.rawValue)
    }
}

extension ReportingError {
    /// A JSON decoding error of `run.json`, located by ``JSONErrors`` (line and column, or the
    /// field's path), keeping `error` as the cause.
    static func json(_ error: any Error, bytes: [UInt8], file: String) -> ReportingError {
        let located = JSONErrors.error(error, bytes: bytes, file: file)
        return ReportingError(.invalidJSON, located.message, file: file, line: located.line, column: located.column,
                              jsonPath: located.jsonPath, cause: error)
    }
}
