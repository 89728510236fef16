/// A `compare` option that cannot be understood: an unknown metric family in `--gate`, or a
/// `--threshold METRIC=PCT` with an unknown metric or a value that is not a percentage.
public struct ComparisonOptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable identifier for a kind of option error.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }
        /// A `--gate` or `--no-gate` item that names no metric family.
        public static let unknownFamily = Code(rawValue: "unknown-family")
        /// A `--threshold` whose metric is not one a threshold applies to.
        public static let unknownMetric = Code(rawValue: "unknown-metric")
        /// A `--threshold` that is not `METRIC=PCT` with a non-negative percentage.
        public static let badThreshold = Code(rawValue: "bad-threshold")
        /// A `--accept` without a nib name or glob, or `--budget`/`--accept` given for runs.
        public static let badAccept = Code(rawValue: "bad-accept")
    }

    public var code: Code
    /// The sentence that says what is wrong and what would be accepted.
    public var message: String
    /// The option value as given.
    public var value: String

    /// Creates an error about option value `value`.
    public init(_ code: Code, _ message: String, value: String) {
        self.code = code
        self.message = message
        self.value = value
    }

    public var description: String { message }
}
