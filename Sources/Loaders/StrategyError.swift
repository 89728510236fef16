import NibbenchSupport

/// An error of a loading strategy as a strategy: a name that is not registered or is taken, a
/// capacity it cannot take, or a broken contract (a load that returned another nib, a cache that
/// held more than its capacity). Errors a loader throws while loading pass through unchanged.
///
/// `description` is one line: `strategy NAME: message (code)`.
public struct StrategyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable identifier for a kind of strategy error.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// No strategy has the name.
        public static let unknownStrategy = Code(rawValue: "unknown-strategy")
        /// A strategy being registered has a name that is taken or not a valid name.
        public static let invalidName = Code(rawValue: "invalid-name")
        /// The capacity is not the kind the strategy is bounded by.
        public static let invalidCapacity = Code(rawValue: "invalid-capacity")
        /// A load returned a nib other than the one asked for.
        public static let wrongNib = Code(rawValue: "wrong-nib")
        /// The cache held more than its capacity after a load.
        public static let overCapacity = Code(rawValue: "over-capacity")
    }

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The strategy concerned.
    public var strategy: String

    /// Creates an error.
    public init(_ code: Code, _ message: String, strategy: String) {
        (self.code, self.message, self.strategy) = (code, message, strategy)
    }

    public var description: String { MessageText.oneLine("strategy \(strategy): \(message) (\(code))") }
}
