import NibbenchSupport

/// Why the history could not be read, added to or written, or a result could not be added.
///
/// Carries a stable ``Code``, one sentence and the file; the error it came from is kept as the
/// cause (``ErrorContext``).
package struct HistoryError: NibbenchError, Sendable, Hashable {
    package typealias Code = ErrorCode<HistoryError>

    package var code: Code
    package var message: String
    package var context: ErrorContext

    package init(_ code: Code, _ message: String, context: ErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }

    package init(_ code: Code, _ message: String, file: String? = nil, cause: (any Error)? = nil) {
        self.init(code, message, context: ErrorContext(file: file, cause: cause))
    }
}

extension ErrorCode<HistoryError> {
    /// The history file, or a result, cannot be read or written.
    package static var io: Self { Self(rawValue: "io") }
    /// The file is not a history file of this format.
    package static var notHistory: Self { Self(rawValue: "not-history") }
    /// A result names no commit, and none was given.
    package static var noCommit: Self { Self(rawValue: "no-commit") }
}
