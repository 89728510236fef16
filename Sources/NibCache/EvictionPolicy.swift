/// An eviction policy: decides which keys stay resident in a bounded cache.
///
/// A policy tracks keys, sizes and whatever history it needs, but holds no values, so the
/// same policy drives trace simulation and real loaders. A loader keeps its values in a
/// dictionary beside the policy: on ``CacheAccessOutcome/missAdmitted`` it stores the new
/// value, and it drops the value of every key the policy appends to `evictions`.
///
/// A request is a lookup; on a miss the policy admits the object (evicting until it fits)
/// unless the object is too large or the policy refuses it. Evictions may also happen on a hit
/// (W-TinyLFU's segmented main cache demotes and evicts when a promotion overfills it).
/// Ghost entries (ARC, 2Q, S3-FIFO) are history, not residents: they are never reported.
///
/// Policies are value types; copies are independent.
public protocol EvictionPolicy<Key> {
    /// The type of key the policy tracks.
    associatedtype Key: Hashable

    /// The factory name of the policy (`"lru"`, `"s3fifo"`, …).
    var name: String { get }
    /// The bound the policy keeps.
    var capacity: CacheCapacity { get }
    /// The number of resident objects.
    var count: Int { get }
    /// The units in use: resident objects for a count bound, resident bytes for a byte bound.
    var used: Int { get }
    /// The sum of the sizes of the resident objects, in bytes.
    var residentBytes: Int { get }
    /// Whether ``access(_:nextAccess:evictions:)`` needs a real next-access index (Belady).
    var needsNextAccess: Bool { get }

    /// Whether `key` is resident. Changes no state.
    ///
    /// - Complexity: O(1) on average.
    func contains(_ key: Key) -> Bool

    /// Serves one request: a lookup, and on a miss an admission.
    ///
    /// - Parameters:
    ///   - request: The key, its size in bytes and the cost of a miss.
    ///   - nextAccess: The index of the next request for the same key, or
    ///     ``CacheRequest/never``. Only offline policies (Belady) read it.
    ///   - evictions: Receives the keys this request evicted, appended in eviction order. The
    ///     array is not cleared first, so a caller can reuse one buffer.
    /// - Returns: Whether the request hit, missed and was admitted, or missed and was rejected.
    /// - Complexity: O(1) amortised per request for FIFO, LRU, CLOCK, SIEVE, S3-FIFO, ARC, 2Q
    ///   and W-TinyLFU; O(log n) for GDSF, GreedyDual and Belady, where n is the number of
    ///   resident objects. Each eviction adds its own O(1) or O(log n).
    mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome

    /// Removes `key` if it is resident, and forgets any history the policy keeps for it
    /// (ghost entries). Removal is not an eviction and is not reported.
    ///
    /// - Returns: Whether `key` was resident.
    /// - Complexity: O(1) on average; O(log n) for GDSF, GreedyDual and Belady.
    @discardableResult
    mutating func remove(_ key: Key) -> Bool

    /// Empties the cache, as on a memory warning: every resident object and all history
    /// (ghosts, frequency sketch, adaptation) is dropped; the capacity is kept.
    ///
    /// - Complexity: O(n) in the number of tracked keys; storage capacity is kept.
    mutating func removeAll()
}

extension EvictionPolicy {
    /// Serves one request for an online policy, without a next-access index.
    ///
    /// - Parameters:
    ///   - request: The key, its size in bytes and the cost of a miss.
    ///   - evictions: Receives the keys this request evicted (appended).
    /// - Returns: The outcome of the request.
    /// - Complexity: As ``access(_:nextAccess:evictions:)``.
    @inlinable
    public mutating func access(_ request: CacheRequest<Key>, evictions: inout [Key]) -> CacheAccessOutcome {
        access(request, nextAccess: CacheRequest<Key>.never, evictions: &evictions)
    }

    /// Serves one request and returns its outcome with the keys it evicted.
    ///
    /// Allocates an array when something is evicted; hot loops should reuse a buffer with
    /// ``access(_:nextAccess:evictions:)`` instead.
    ///
    /// - Parameters:
    ///   - request: The key, its size in bytes and the cost of a miss.
    ///   - nextAccess: The index of the next request for the key (Belady), or
    ///     ``CacheRequest/never``.
    /// - Returns: The outcome and the evicted keys.
    /// - Complexity: As ``access(_:nextAccess:evictions:)``.
    @inlinable
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int = CacheRequest<Key>.never) -> CacheAccessResult<Key> {
        var evicted: [Key] = []
        let outcome = access(request, nextAccess: nextAccess, evictions: &evicted)
        return CacheAccessResult(outcome: outcome, evicted: evicted)
    }

    /// The units still free: `capacity.limit - used`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var available: Int { capacity.limit - used }
}
