/// SIEVE: one FIFO queue, a visited bit per object and a hand that sweeps from the tail
/// towards the head.
///
/// As libCacheSim's `Sieve` (docs/commands.md, simulate): a hit sets the visited bit; an admitted object goes to
/// the head unvisited. To evict, start at the hand (or the tail when there is none), clear
/// visited bits moving towards the head — wrapping to the tail past the head — until an
/// unvisited object; the hand becomes its predecessor (towards the head) and it is evicted.
/// Unlike CLOCK, survivors stay where they are. Eviction is O(1) amortised: each step of the
/// hand clears a bit set by an earlier hit. Served by ``SlotQueuePolicy``.
public struct SievePolicy<Key: Hashable>: SlotQueuePolicy {
    @usableFromInline var core: SlotPolicyCore<Key>
    /// The slot the next eviction examines first; `-1` means the tail.
    @usableFromInline var hand = -1

    /// Creates an empty SIEVE cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        core = SlotPolicyCore(capacity: capacity, listCount: 1, policy: "SievePolicy")
    }

    /// `"sieve"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "sieve" }

    /// A hit sets the visited bit.
    @inlinable
    mutating func didHit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int) {
        slots[slot].aux = 1
    }

    /// The first unvisited object from the hand towards the head (wrapping to the tail),
    /// clearing visited bits on the way; the hand moves to its predecessor.
    @inlinable
    mutating func nextVictim() -> Int {
        var victim = hand >= 0 ? hand : slots.lists[Self.residents].tail
        while slots[victim].aux > 0 {
            slots[victim].aux = 0
            let towardsHead = slots[victim].prev
            victim = towardsHead >= 0 ? towardsHead : slots.lists[Self.residents].tail
        }
        hand = slots[victim].prev
        return victim
    }

    /// A hand resting on the removed slot moves to its predecessor.
    @inlinable
    mutating func willRemove(_ slot: Int) {
        if hand == slot { hand = slots[slot].prev }
    }

    /// The hand returns to the tail.
    @inlinable
    mutating func didRemoveAll() { hand = -1 }
}

extension SievePolicy: Sendable where Key: Sendable {}
