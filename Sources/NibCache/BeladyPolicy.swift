/// Belady's MIN, the offline optimum for a count-bounded demand cache: evicts the resident
/// object whose next request is farthest in the future.
///
/// Every request must carry the index of the next request for the same key (see
/// ``CacheSimulator/nextAccessIndices(_:)``); ``CacheRequest/never`` ranks above everything.
/// As libCacheSim's `Belady`, a missed object is always admitted (evictions choose among the
/// residents, not the newcomer), and the residents sit in a max-heap on next access whose
/// operations mirror libCacheSim's, so ties — objects never requested again — are broken the
/// same way. With a count bound the miss count is optimal among demand caches; with a byte
/// bound the same rule is libCacheSim's farthest-next-access heuristic, not an optimum.
public struct BeladyPolicy<Key: Hashable>: EvictionPolicy {
    @usableFromInline static var residents: Int { 0 }

    /// The bound the policy keeps.
    public let capacity: CacheCapacity
    @usableFromInline var slots = SlotTable<Key>(listCount: 1)
    @usableFromInline var heap = SlotHeap<Int>(isMaxHeap: true, placeholder: 0)

    /// Creates an empty Belady cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        precondition(capacity.limit >= 0, "BeladyPolicy: capacity must not be negative")
        self.capacity = capacity
    }

    /// `"belady"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "belady" }
    /// The number of resident objects.
    ///
    /// - Complexity: O(1).
    public var count: Int { slots.lists[Self.residents].count }
    /// Units in use.
    ///
    /// - Complexity: O(1).
    public var used: Int { slots.lists[Self.residents].weight }
    /// Bytes of resident objects.
    ///
    /// - Complexity: O(1).
    public var residentBytes: Int { slots.lists[Self.residents].bytes }
    /// `true`: Belady reads the next-access index of every request.
    ///
    /// - Complexity: O(1).
    public var needsNextAccess: Bool { true }

    /// Whether `key` is resident.
    ///
    /// - Complexity: O(1) on average.
    public func contains(_ key: Key) -> Bool { slots.slot(for: key) != nil }

    /// Serves one request: a hit records the key's new next access; a miss evicts the residents
    /// with the farthest next access until the object fits, then admits it.
    ///
    /// - Parameter nextAccess: The index of the next request for this key, or
    ///   ``CacheRequest/never``.
    /// - Complexity: O(log n), plus O(log n) per eviction.
    @inlinable
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        slots.makeUnique()
        if let slot = slots.slot(for: request.key) {
            heap.change(slot, to: nextAccess)
            return .hit
        }
        let charge = capacity.charge(forSize: request.size)
        if charge > capacity.limit { return .missRejected }
        while used + charge > capacity.limit {
            let victim = heap.pop()!
            evictions.append(slots.unlinkAndFree(victim))
        }
        let slot = slots.allocate(request.key, size: request.size, charge: charge, cost: request.cost)
        slots.pushHead(slot, Self.residents)
        heap.insert(slot, nextAccess)
        return .missAdmitted
    }

    /// Removes `key` if resident.
    ///
    /// - Returns: Whether it was resident.
    /// - Complexity: O(log n).
    @discardableResult
    public mutating func remove(_ key: Key) -> Bool {
        slots.makeUnique()
        guard let slot = slots.slot(for: key) else { return false }
        heap.remove(slot)
        _ = slots.unlinkAndFree(slot)
        return true
    }

    /// Empties the cache.
    ///
    /// - Complexity: O(n).
    public mutating func removeAll() {
        slots.removeAll()
        heap.removeAll()
    }
}

extension BeladyPolicy: Sendable where Key: Sendable {}
