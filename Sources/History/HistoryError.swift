import NibbenchSupport

/// Why the history could not be read, added to or written, or a result could not be added.
///
/// Carries a stable ``Code``, one sentence and the file; the error it came from is kept as the
/// cause (``ErrorContext``).
package typealias HistoryError = ModuleError<HistoryErrorDomain>

/// The domain of ``HistoryError``: the errors of reading, adding to or writing the history.
package enum HistoryErrorDomain: ErrorDomain {}

extension ErrorCode<HistoryError> {
    /// The history file, or a result, cannot be read or written.
    package static var io: Self { Self(rawValue: "io") }
    /// The file is not a history file of this format.
    package static var notHistory: Self { Self(rawValue: "not-history") }
    /// A result names no commit, and none was given.
    package static var noCommit: Self { Self(rawValue: "no-commit") }
    /// Histories to merge do not have the same series.
    package static var seriesDiffer: Self { Self(rawValue: "series-differ") }
}
