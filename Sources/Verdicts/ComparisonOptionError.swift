import NibbenchSupport

/// A `compare` option that cannot be understood: an unknown metric family in `--gate`, or a
/// `--threshold METRIC=PCT` with an unknown metric or a value that is not a percentage.
public struct ComparisonOptionError: NibbenchError, Sendable, Hashable {
    /// A stable identifier for a kind of option error.
    public typealias Code = ErrorCode<ComparisonOptionError>

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// No file; the option value is ``value``.
    public var context: ErrorContext

    /// Creates an error.
    public init(_ code: Code, _ message: String, context: ErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }

    /// The option value as given.
    public var value: String = ""

    /// Creates an error about option value `value`.
    public init(_ code: Code, _ message: String, value: String) {
        self.init(code, message, context: ErrorContext())
        self.value = value
    }
}

extension ErrorCode<ComparisonOptionError> {
    /// A `--gate` or `--no-gate` item that names no metric family.
    public static var unknownFamily: Self { Self(rawValue: "unknown-family") }
    /// A `--threshold` whose metric is not one a threshold applies to.
    public static var unknownMetric: Self { Self(rawValue: "unknown-metric") }
    /// A `--threshold` that is not `METRIC=PCT` with a non-negative percentage.
    public static var badThreshold: Self { Self(rawValue: "bad-threshold") }
    /// A `--accept` without a nib name or glob, or `--budget`/`--accept` given for runs.
    public static var badAccept: Self { Self(rawValue: "bad-accept") }
}
