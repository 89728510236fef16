/// One request in a trace or from a loader: a key, the size of its object and the cost of a
/// miss.
///
/// `cost` is what a miss costs the application — for nibbench's loaders a ``MissCost`` of the
/// nib (by default its archive objects and values), for `simulate` the object's size — and
/// weights the cost-weighted miss ratio; GDSF and GreedyDual also use it to rank objects. A key keeps the size of the request that admitted it: a later hit with a
/// different size does not resize the resident object (as in libCacheSim).
public struct CacheRequest<Key: Hashable>: Hashable {
    /// The object requested.
    public var key: Key
    /// The object's size in bytes (non-negative).
    public var size: Int
    /// The cost of a miss, in any unit (for example seconds of decode time); non-negative.
    public var cost: Double

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - key: The object requested.
    ///   - size: Its size in bytes; must not be negative.
    ///   - cost: The cost of a miss; defaults to 1, which makes the cost-weighted miss ratio
    ///     equal to the request miss ratio.
    /// - Complexity: O(1).
    @inlinable
    public init(key: Key, size: Int = 1, cost: Double = 1) {
        precondition(size >= 0, "CacheRequest: size must not be negative")
        self.key = key
        self.size = size
        self.cost = cost
    }

    /// The next-access value that means "never requested again" (and also "unknown").
    ///
    /// - Complexity: O(1).
    public static var never: Int { Int.max }
}

extension CacheRequest: Sendable where Key: Sendable {}

/// What one request did to a cache.
public enum CacheAccessOutcome: Hashable, Sendable {
    /// The object was resident.
    case hit
    /// The object was not resident and has been admitted (possibly after evictions).
    case missAdmitted
    /// The object was not resident and was not admitted: too large for the capacity (or for the
    /// policy's admission queue), or refused by the policy. Nothing was evicted.
    case missRejected

    /// Whether the request was a hit.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var isHit: Bool { self == .hit }
}

/// The outcome of one request together with the keys it evicted.
public struct CacheAccessResult<Key: Hashable>: Hashable {
    /// Hit, admitted miss or rejected miss.
    public var outcome: CacheAccessOutcome
    /// Keys that stopped being resident because of this request, in eviction order.
    public var evicted: [Key]

    /// Creates a result.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(outcome: CacheAccessOutcome, evicted: [Key]) {
        self.outcome = outcome
        self.evicted = evicted
    }
}

extension CacheAccessResult: Sendable where Key: Sendable {}
