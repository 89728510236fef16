/// Cost-aware GreedyDual (Young, 1994; Cao and Irani's GreedyDual with a per-object cost):
/// evicts the object with the lowest `H = L + cost`, where `L` is the `H` of the last evicted
/// object.
///
/// ``GreedyDualFamily`` with the credit `cost`: an admitted object and every hit set
/// `H = L + cost` with the request's cost (which replaces the stored cost), so expensive
/// objects survive longer and `L` ages the rest. Size only matters for fitting. Equal `H`
/// values are broken by the time of the last request, oldest first. Requests are O(log n),
/// plus O(log n) per eviction.
public struct GreedyDualPolicy<Key: Hashable>: GreedyDualFamily {
    @usableFromInline var core: SlotPolicyCore<Key>
    @usableFromInline var ranking = GreedyDualRanking()

    /// Creates an empty GreedyDual cache.
    ///
    /// - Parameter capacity: The bound; its limit must not be negative.
    /// - Complexity: O(1).
    public init(capacity: CacheCapacity) {
        core = SlotPolicyCore(capacity: capacity, listCount: 1, policy: "GreedyDualPolicy")
    }

    /// `"greedydual"`.
    ///
    /// - Complexity: O(1).
    public var name: String { "greedydual" }

    /// The cost of a miss, whatever the frequency and size.
    @inlinable
    func credit(of node: SlotNode<Key>) -> Double { node.cost }
}

extension GreedyDualPolicy: Sendable where Key: Sendable {}
