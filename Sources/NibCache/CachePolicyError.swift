/// An error from building an eviction policy or running a simulation.
///
/// Every error carries a stable ``Code`` and a one-sentence message; an unknown policy name
/// also carries the name and the valid names. `description` renders it on one line.
public struct CachePolicyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable identifier for a kind of cache error.
    ///
    /// New codes may be added; compare against the static members rather than switching
    /// exhaustively.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        /// Creates a code from its string.
        ///
        /// - Complexity: O(1).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The code as text.
        ///
        /// - Complexity: O(1).
        public var description: String { rawValue }

        /// No policy has the requested name.
        public static let unknownPolicy = Code(rawValue: "unknown-policy")
        /// The capacity is negative.
        public static let invalidCapacity = Code(rawValue: "invalid-capacity")
        /// The policy hashes keys itself (W-TinyLFU) and the key type is not
        /// ``StableHashable`` and no hash function was given.
        public static let keyNotStableHashable = Code(rawValue: "key-not-stable-hashable")
        /// A next-access array does not have one entry per request.
        public static let nextAccessMismatch = Code(rawValue: "next-access-mismatch")
        /// A policy being registered has a name that is taken or not a valid name.
        public static let invalidName = Code(rawValue: "invalid-name")
    }

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The policy name involved, when there is one.
    public var policy: String?
    /// The names the factory accepts, for ``Code/unknownPolicy``; empty otherwise.
    public var validNames: [String]

    /// Creates an error.
    ///
    /// - Complexity: O(1).
    public init(_ code: Code, _ message: String, policy: String? = nil, validNames: [String] = []) {
        self.code = code
        self.message = message
        self.policy = policy
        self.validNames = validNames
    }

    /// `message (code)` on one line.
    ///
    /// - Complexity: O(1).
    public var description: String { "\(message) (\(code))" }
}
