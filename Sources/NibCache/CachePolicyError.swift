import NibbenchSupport

/// An error from building an eviction policy or running a simulation.
///
/// Every error carries a stable ``Code`` and a one-sentence message; an unknown policy name
/// also carries the name and the valid names. `description` renders it on one line,
/// `message (code)` (``NibbenchError``).
public struct CachePolicyError: NibbenchError, Sendable, Hashable {
    /// A stable, machine-readable identifier for a kind of cache error.
    ///
    /// New codes may be added; compare against the static members rather than switching
    /// exhaustively.
    public typealias Code = ErrorCode<CachePolicyError>

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// No place (policies read no file); the error it came from, if any.
    public var context: ErrorContext

    /// Creates an error.
    public init(_ code: Code, _ message: String, context: ErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }

    /// The policy name involved, when there is one.
    public var policy: String?
    /// The names the factory accepts, for `unknown-policy`; empty otherwise.
    public var validNames: [String] = []

    /// Creates an error.
    ///
    /// - Complexity: O(1).
    public init(_ code: Code, _ message: String, policy: String? = nil, validNames: [String] = []) {
        self.init(code, message, context: ErrorContext())
        (self.policy, self.validNames) = (policy, validNames)
    }
}

extension ErrorCode<CachePolicyError> {
    /// No policy has the requested name.
    public static var unknownPolicy: Self { Self(rawValue: "unknown-policy") }
    /// The capacity is negative.
    public static var invalidCapacity: Self { Self(rawValue: "invalid-capacity") }
    /// The policy hashes keys itself (W-TinyLFU) and the key type is not
    /// ``StableHashable`` and no hash function was given.
    public static var keyNotStableHashable: Self { Self(rawValue: "key-not-stable-hashable") }
    /// A next-access array does not have one entry per request.
    public static var nextAccessMismatch: Self { Self(rawValue: "next-access-mismatch") }
    /// A policy being registered has a name that is taken or not a valid name.
    public static var invalidName: Self { Self(rawValue: "invalid-name") }
}
