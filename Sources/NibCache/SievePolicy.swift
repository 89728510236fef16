/// SIEVE: one FIFO queue, a visited bit per object and a hand that sweeps from the tail
/// towards the head.
///
/// As libCacheSim's `Sieve` (DESIGN §7): a hit sets the visited bit; an admitted object goes to
/// the head unvisited. To evict, start at the hand (or the tail when there is none), clear
/// visited bits moving towards the head — wrapping to the tail past the head — until an
/// unvisited object; the hand becomes its predecessor (towards the head) and it is evicted.
/// Unlike CLOCK, survivors stay where they are.
public struct SievePolicy<Key: Hashable>: EvictionPolicy {
    @usableFromInline static var queue: Int { 0 }

    /// The bound the policy keeps.
    public let capacity: CacheCapacity
    @usableFromInline var slots = SlotTable<Key>(listCount: 1)
    /// The slot the next eviction examines first; `-1` means the tail.
    @usableFromInline var hand = -1

    /// Creates an empty SIEVE cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        precondition(capacity.limit >= 0, "SievePolicy: capacity must not be negative")
        self.capacity = capacity
    }

    /// `"sieve"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "sieve" }
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
    /// `false`: SIEVE is an online policy.
    ///
    /// - Complexity: O(1).
    public var needsNextAccess: Bool { false }

    /// Whether `key` is resident.
    ///
    /// - Complexity: O(1) on average.
    public func contains(_ key: Key) -> Bool { slots.slot(for: key) != nil }

    /// Serves one request: a hit sets the visited bit; a miss evicts with the hand until the
    /// object fits and inserts it unvisited at the head.
    ///
    /// - Complexity: O(1) amortised: each step of the hand clears a bit set by an earlier hit.
    @inlinable
    public mutating func access(_ request: CacheRequest<Key>, nextAccess: Int, evictions: inout [Key]) -> CacheAccessOutcome {
        slots.makeUnique()
        if let slot = slots.slot(for: request.key) {
            slots[slot].aux = 1
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
        let tail = slots.lists[Self.queue].tail
        var victim = hand >= 0 ? hand : tail
        while slots[victim].aux > 0 {
            slots[victim].aux = 0
            let towardsHead = slots[victim].prev
            victim = towardsHead >= 0 ? towardsHead : slots.lists[Self.queue].tail
        }
        hand = slots[victim].prev
        evictions.append(slots.unlinkAndFree(victim))
    }

    /// Removes `key` if resident; a hand resting on it moves to its predecessor.
    ///
    /// - Returns: Whether it was resident.
    /// - Complexity: O(1) on average.
    @discardableResult
    public mutating func remove(_ key: Key) -> Bool {
        slots.makeUnique()
        guard let slot = slots.slot(for: key) else { return false }
        if hand == slot { hand = slots[slot].prev }
        _ = slots.unlinkAndFree(slot)
        return true
    }

    /// Empties the cache and resets the hand.
    ///
    /// - Complexity: O(n).
    public mutating func removeAll() {
        slots.removeAll()
        hand = -1
    }
}

extension SievePolicy: Sendable where Key: Sendable {}
