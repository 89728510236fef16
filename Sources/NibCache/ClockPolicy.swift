/// CLOCK (FIFO with reinsertion, second chance) with an n-bit reference counter.
///
/// As libCacheSim's `Clock`: a hit increments the object's counter up to `2^bits − 1`; an
/// admitted object starts at 0 at the head. To evict, the tail is examined: a non-zero counter
/// is decremented and the object moves to the head; the first tail with counter 0 is evicted.
/// Eviction is O(1) amortised: every reinsertion consumes one increment made by an earlier hit.
/// Served by ``SlotQueuePolicy``.
public struct ClockPolicy<Key: Hashable>: SlotQueuePolicy {
    /// The largest counter value, `2^bits − 1`.
    public let maxFrequency: Int
    @usableFromInline var core: SlotPolicyCore<Key>

    /// Creates an empty CLOCK cache.
    ///
    /// - Parameters:
    ///   - capacity: The bound; its limit must not be negative.
    ///   - bits: Width of the reference counter, 1…16; 1 is classic CLOCK.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity, bits: Int = 1) {
        precondition((1...16).contains(bits), "ClockPolicy: bits must be in 1...16")
        core = SlotPolicyCore(capacity: capacity, listCount: 1, policy: "ClockPolicy")
        self.maxFrequency = (1 << bits) - 1
    }

    /// `"clock"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "clock" }

    /// A hit bumps the reference counter, up to ``maxFrequency``.
    @inlinable
    mutating func didHit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int) {
        if slots[slot].aux < maxFrequency { slots[slot].aux += 1 }
    }

    /// The clock hand (the tail) reinserts objects with a non-zero counter, one decrement each,
    /// and stops at the first with counter 0.
    @inlinable
    mutating func nextVictim() -> Int {
        var victim = slots.lists[Self.residents].tail
        while slots[victim].aux >= 1 {
            slots[victim].aux -= 1
            slots.moveToHead(victim, Self.residents)
            victim = slots.lists[Self.residents].tail
        }
        return victim
    }
}

extension ClockPolicy: Sendable where Key: Sendable {}
