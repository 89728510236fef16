/// Least recently used: evicts the object whose last request is oldest.
///
/// One intrusive list over slot storage, served by ``SlotQueuePolicy``: a hit moves the object
/// to the head, eviction takes the tail. Identical to libCacheSim's `LRU`.
public struct LRUPolicy<Key: Hashable>: SlotQueuePolicy {
    /// The bound the policy keeps.
    public let capacity: CacheCapacity
    @usableFromInline var slots = SlotTable<Key>(listCount: 1)

    /// Creates an empty LRU cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        precondition(capacity.limit >= 0, "LRUPolicy: capacity must not be negative")
        self.capacity = capacity
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
