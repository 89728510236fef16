import NibbenchSupport

/// A measurement that could not be taken. A failed read is an error, never a silent zero.
public struct ProbeError: NibbenchError, Sendable, Hashable {
    /// A stable identifier for a kind of probe failure.
    public typealias Code = ErrorCode<ProbeError>

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The file concerned, when there is one; the error it came from.
    public var context: ErrorContext

    /// Creates an error.
    public init(_ code: Code, _ message: String, context: ErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.init(code, message, context: ErrorContext())
    }
}

extension ErrorCode<ProbeError> {
    /// jemalloc's `mallctl` refused a read.
    public static var jemalloc: Self { Self(rawValue: "jemalloc") }
    /// A system call failed (getrusage, posix_fadvise, open).
    public static var system: Self { Self(rawValue: "system") }
    /// Valgrind is missing, failed, or wrote counts that cannot be read.
    public static var valgrind: Self { Self(rawValue: "valgrind") }
    /// The benchmark had nothing to measure.
    public static var noInput: Self { Self(rawValue: "no-input") }
}
