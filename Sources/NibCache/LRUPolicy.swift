/// Least recently used: evicts the object whose last request is oldest.
///
/// One intrusive list over slot storage, served by ``SlotQueuePolicy``: a hit moves the object
/// to the head, eviction takes the tail. Identical to libCacheSim's `LRU`.
public struct LRUPolicy<Key: Hashable>: SlotQueuePolicy {
    @usableFromInline var core: SlotPolicyCore<Key>

    /// Creates an empty LRU cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        core = SlotPolicyCore(capacity: capacity, listCount: 1, policy: "LRUPolicy")
    }

    /// `"lru"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "lru" }

    /// A hit moves the object to the head.
    @inlinable
    mutating func didHit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int) {
        slots.moveToHead(slot, Self.residents)
    }

    /// The tail: the least recently requested object.
    @inlinable
    mutating func nextVictim() -> Int { slots.lists[Self.residents].tail }
}

extension LRUPolicy: Sendable where Key: Sendable {}
