/// First in, first out: evicts the object admitted longest ago; hits change nothing.
///
/// One intrusive list over slot storage, served by ``SlotQueuePolicy``; identical to
/// libCacheSim's `FIFO`.
public struct FIFOPolicy<Key: Hashable>: SlotQueuePolicy {
    @usableFromInline var core: SlotPolicyCore<Key>

    /// Creates an empty FIFO cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        core = SlotPolicyCore(capacity: capacity, listCount: 1, policy: "FIFOPolicy")
    }

    /// `"fifo"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "fifo" }

    /// A hit leaves the queue unchanged.
    @inlinable
    mutating func didHit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int) {}

    /// The tail: the object admitted longest ago.
    @inlinable
    mutating func nextVictim() -> Int { slots.lists[Self.residents].tail }
}

extension FIFOPolicy: Sendable where Key: Sendable {}
