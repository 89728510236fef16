/// GDSF, Greedy-Dual-Size-Frequency (Cherkasova, 1998): evicts the object with the lowest
/// `H = L + frequency × cost / size`, where `L` is the `H` of the last evicted object.
///
/// ``GreedyDualFamily`` with the credit `frequency × cost / size`: an admitted object starts
/// with frequency 1; each hit increments it and recomputes `H` with the current `L` and the
/// request's cost (which replaces the stored cost). `L` only grows, so objects that stop being
/// requested age out. Sizes are in bytes whatever the capacity mode (a size of 0 counts as 1).
/// Equal `H` values are broken by the time of the last request, oldest first. Requests are
/// O(log n), plus O(log n) per eviction.
///
/// libCacheSim's `GDSF` uses a constant cost of 10⁶ and inserts before evicting (so it can evict
/// the newcomer); this type evicts first, by the byte-bounded rule of docs/commands.md, simulate.
public struct GDSFPolicy<Key: Hashable>: GreedyDualFamily {
    @usableFromInline var core: SlotPolicyCore<Key>
    @usableFromInline var ranking = GreedyDualRanking()

    /// Creates an empty GDSF cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        core = SlotPolicyCore(capacity: capacity, listCount: 1, policy: "GDSFPolicy")
    }

    /// `"gdsf"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "gdsf" }

    /// `frequency × cost / max(size, 1)`.
    @inlinable
    func credit(of node: SlotNode<Key>) -> Double {
        Double(node.aux) * node.cost / Double(max(node.size, 1))
    }
}

extension GDSFPolicy: Sendable where Key: Sendable {}
