import NibbenchSupport

/// A measurement that could not be taken. A failed read is an error, never a silent zero.
///
/// Carries a stable ``Code`` and a one-sentence message; the file concerned, when there is one,
/// and the error it came from are in its ``ErrorContext``.
public typealias ProbeError = ModuleError<ProbeErrorDomain>

/// The domain of ``ProbeError``: the measurements that could not be taken.
public enum ProbeErrorDomain: ErrorDomain {}

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
