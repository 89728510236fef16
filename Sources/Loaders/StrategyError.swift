import NibbenchSupport

/// An error of a loading strategy as a strategy: a name that is not registered or is taken, a
/// capacity it cannot take, or a broken contract (a load that returned another nib, a cache that
/// held more than its capacity). Errors a loader throws while loading pass through unchanged.
///
/// `description` is one line: `strategy NAME: message (code)`.
public struct StrategyError: NibbenchError, Sendable, Hashable {
    /// A stable, machine-readable identifier for a kind of strategy error.
    public typealias Code = ErrorCode<StrategyError>

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// No file; the error it came from, if any.
    public var context: ErrorContext

    /// Creates an error.
    public init(_ code: Code, _ message: String, context: ErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }

    /// The strategy concerned.
    public var strategy: String = ""

    /// Creates an error about `strategy`.
    public init(_ code: Code, _ message: String, strategy: String) {
        self.init(code, message, context: ErrorContext())
        self.strategy = strategy
    }

    /// `strategy NAME`, which the description starts with.
    public var subject: String? { strategy.isEmpty ? nil : "strategy \(strategy)" }
}

extension ErrorCode<StrategyError> {
    /// No strategy has the name.
    public static var unknownStrategy: Self { Self(rawValue: "unknown-strategy") }
    /// A strategy being registered has a name that is taken or not a valid name.
    public static var invalidName: Self { Self(rawValue: "invalid-name") }
    /// The capacity is not the kind the strategy is bounded by.
    public static var invalidCapacity: Self { Self(rawValue: "invalid-capacity") }
    /// A load returned a nib other than the one asked for.
    public static var wrongNib: Self { Self(rawValue: "wrong-nib") }
    /// The cache held more than its capacity after a load.
    public static var overCapacity: Self { Self(rawValue: "over-capacity") }
}
