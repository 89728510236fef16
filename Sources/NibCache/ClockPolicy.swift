/// CLOCK (FIFO with reinsertion, second chance) with an n-bit reference counter.
///
/// As libCacheSim's `Clock`: a hit increments the object's counter up to `2^bits − 1`; an
/// admitted object starts at 0 at the head. To evict, the tail is examined: a non-zero counter
/// is decremented and the object moves to the head; the first tail with counter 0 is evicted.
public struct ClockPolicy<Key: Hashable>: EvictionPolicy {
    @usableFromInline static var queue: Int { 0 }

    /// The bound the policy keeps.
    public let capacity: CacheCapacity
    /// The largest counter value, `2^bits − 1`.
    public let maxFrequency: Int
    @usableFromInline var slots = SlotTable<Key>(listCount: 1)

    /// Creates an empty CLOCK cache.
    ///
    /// - Parameters:
    ///   - capacity: The bound; its limit must not be negative.
    ///   - bits: Width of the reference counter, 1…16; 1 is classic CLOCK.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity, bits: Int = 1) {
        precondition(capacity.limit >= 0, "ClockPolicy: capacity must not be negative")
        precondition((1...16).contains(bits), "ClockPolicy: bits must be in 1...16")
        self.capacity = capacity
        self.maxFrequency = (1 << bits) - 1
    }

    /// `"clock"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "clock" }
    /// The number of resident objects.
    ///
    /// - Complexity: O(1).
    public var count: Int { slots.lists[Self.queue].count }
    /// Units in use.
    ///
    /// - Complexity: O(1).
    public var used: Int { slots.lists[Self.queue].weight }
    /// Bytes of resident objects.
    ///
    /// - Complexity: O(1).
    public var residentBytes: Int { slots.lists[Self.queue].bytes }
    /// `false`: CLOCK is an online policy.
    ///
    /// - Complexity: O(1).
    public var needsNextAccess: Bool { false }

    /// Whether `key` is resident.
    ///
    /// - Complexity: O(1) on average.
    public func contains(_ key: Key) -> Bool { slots.slot(for: key) != nil }

    /// Serves one request: a hit bumps the reference counter; a miss evicts with the clock
    /// hand (the tail) until the object fits and inserts it at the head with counter 0.
    ///
    /// - Complexity: O(1) amortised: every reinsertion consumes one counter increment made by
    ///   an earlier hit.
    @inlinable
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        slots.makeUnique()
        if let slot = slots.slot(for: request.key) {
            if slots[slot].aux < maxFrequency { slots[slot].aux += 1 }
            return .hit
        }
        let charge = capacity.charge(forSize: request.size)
        if charge > capacity.limit { return .missRejected }
        while slots.lists[Self.queue].weight + charge > capacity.limit {
            evictOne(&evictions)
        }
        let slot = slots.allocate(request.key, size: request.size, charge: charge, cost: request.cost)
        slots.pushHead(slot, Self.queue)
        return .missAdmitted
    }

    @inlinable
    mutating func evictOne(_ evictions: inout [Key]) {
        var victim = slots.lists[Self.queue].tail
        while slots[victim].aux >= 1 {
            slots[victim].aux -= 1
            slots.moveToHead(victim, Self.queue)
            victim = slots.lists[Self.queue].tail
        }
        evictions.append(slots.unlinkAndFree(victim))
    }

    /// Removes `key` if resident.
    ///
    /// - Returns: Whether it was resident.
    /// - Complexity: O(1) on average.
    @discardableResult
    public mutating func remove(_ key: Key) -> Bool {
        slots.makeUnique()
        guard let slot = slots.slot(for: key) else { return false }
        _ = slots.unlinkAndFree(slot)
        return true
    }

    /// Empties the cache.
    ///
    /// - Complexity: O(n).
    public mutating func removeAll() { slots.removeAll() }
}

extension ClockPolicy: Sendable where Key: Sendable {}
