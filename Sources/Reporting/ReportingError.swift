import NibbenchSupport

/// An error reading or writing results: a `run.json` that cannot be read, is not valid JSON, has
/// a bad field or another schema version; a results file or folder that cannot be written; a run
/// that cannot be encoded.
///
/// Every error carries a stable ``Code``, a one-sentence message and where it was found: the
/// file and, when known, the line and column (counted in bytes from 1) where the bytes stop being
/// JSON, or the path of the bad JSON field such as `summaries[2].latency.p50`. The error it came
/// from, if any, is kept as ``cause``. `description` renders it on one line, the way the
/// command-line tool prints it (``NibbenchError``). Equal errors have the same code, message and
/// place; the cause is not compared (``ErrorContext``).
public typealias ReportingError = ModuleError<ReportingErrorDomain>

/// The domain of ``ReportingError``: the errors of reading or writing results.
public enum ReportingErrorDomain: ErrorDomain {}

extension ReportingError {
    /// The I/O error `error` (reading or writing a file) as a reporting error about the same
    /// file: its code, message and place, `error` as the cause.
    public init(io error: FileError) {
        self.init(wrapping: error, .io, "")
    }
}

extension ErrorCode<ReportingError> {
    /// The operating system refused to read or write a results file or folder.
    public static var io: Self { Self(rawValue: "io") }
    /// A `run.json` is not valid JSON, or a field has the wrong type or is missing.
    public static var invalidJSON: Self { Self(rawValue: "invalid-json") }
    /// A `run.json` has a schema version this nibbench does not read.
    public static var unsupportedSchema: Self { Self(rawValue: "unsupported-schema") }
    /// A run holds a value JSON cannot represent (such as a NaN).
    public static var unrepresentable: Self { Self(rawValue: "unrepresentable") }
    /// A results folder's `samples.sqlite` is missing, is not a samples store, or does not
    /// match its `run.json` (a row names a configuration the run does not have).
    public static var invalidSamples: Self { Self(rawValue: "invalid-samples") }
    /// `compare` was given a profile and a run: the two sides are different kinds of results.
    public static var kindMismatch: Self { Self(rawValue: "kind-mismatch") }
    /// A budget file (`compare --budget`) is not valid JSON or does not follow its schema.
    public static var invalidBudget: Self { Self(rawValue: "invalid-budget") }
    /// `compare` was given two runs of different corpora or traces (by digest) without
    /// `--allow-different-inputs`: their differences are the inputs', not the code's.
    public static var differentInputs: Self { Self(rawValue: "different-inputs") }
}

extension ReportingError {
    /// A JSON decoding error of `run.json`, located by ``JSONErrors`` (line and column, or the
    /// field's path): its code `invalid-json` and place, the located error (whose cause is
    /// `error`) kept as the cause.
    static func json(_ error: any Error, bytes: [UInt8], file: String) -> ReportingError {
        ReportingError(wrapping: JSONErrors.error(error, bytes: bytes, file: file), .invalidJSON, "")
    }
}
