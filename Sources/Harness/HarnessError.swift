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
/// on one line (``NibbenchError``). Equal errors have the same code, message and place; the
/// cause is not compared (``ErrorContext``).
public typealias HarnessError = ModuleError<HarnessErrorDomain>

/// The domain of ``HarnessError``: the errors of the measurement harness itself.
public enum HarnessErrorDomain: ErrorDomain {}

extension ErrorCode<HarnessError> {
    /// A benchmark was given nothing to measure.
    public static var noInput: Self { Self(rawValue: "no-input") }
    /// Results to merge (`--isolate`'s repetitions) were none, or do not fit the plan.
    public static var noResults: Self { Self(rawValue: "no-results") }
    /// Valgrind or `objcopy` is missing, the child under callgrind failed, or its counts are
    /// missing.
    public static var valgrind: Self { Self(rawValue: "valgrind") }
    /// The operating system refused a file or folder the harness needs.
    public static var io: Self { Self(rawValue: "io") }
    /// A strategy or policy name that is not registered.
    public static var unknownStrategy: Self { Self(rawValue: "unknown-strategy") }
    /// The plan cannot run as asked (byte capacities without sizes, a missing corpus).
    public static var invalidPlan: Self { Self(rawValue: "invalid-plan") }
    /// A child process (an isolated repetition) failed or its result cannot be read.
    public static var childFailed: Self { Self(rawValue: "child-failed") }
    /// A results folder cannot be resumed (complete, older, or its trace changed).
    public static var notResumable: Self { Self(rawValue: "not-resumable") }
}
