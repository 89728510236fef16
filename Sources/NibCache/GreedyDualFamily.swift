/// The GreedyDual algorithm with its priority left open: GDSF and cost-aware GreedyDual are
/// this one policy with different credits.
///
/// Every resident has a priority `H = L + credit`, where `L` (the inflation) is the `H` of the
/// most recently evicted object and the credit is the policy's function of the object's
/// frequency, cost and size. An admission and every hit set `H` from the current `L` and the
/// request's cost (which replaces the stored cost); the frequency (the slot's `aux`) starts at
/// 1 and counts hits. The lowest `H` is evicted and raises `L` to it, so objects that stop
/// being requested age out. Equal `H` values are broken by the time of the last request,
/// oldest first (``GreedyDualRanking``).
@usableFromInline
protocol GreedyDualFamily: SlotQueuePolicy {
    /// The heap, `L` and the tie-break counter.
    var ranking: GreedyDualRanking { get set }

    /// The credit of a resident, `H − L`, from its frequency (`aux`), cost and size.
    func credit(of node: SlotNode<Key>) -> Double
}

extension GreedyDualFamily {
    /// The inflation value `L`: the `H` of the most recently evicted object.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var inflation: Double { ranking.inflation }

    /// The current `H` of a resident key, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func priority(of key: Key) -> Double? {
        slots.slot(for: key).map { ranking.priority(of: $0) }
    }

    /// A hit increments the frequency, takes the request's cost and recomputes `H`.
    @inlinable
    mutating func didHit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int) {
        slots[slot].aux += 1
        slots[slot].cost = request.cost
        ranking.rank(slot, credit: credit(of: slots[slot]), isNew: false)
    }

    /// An admitted object starts with frequency 1.
    @inlinable
    mutating func didAdmit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int) {
        slots[slot].aux = 1
        ranking.rank(slot, credit: credit(of: slots[slot]), isNew: true)
    }

    /// The lowest `H`, which becomes `L`.
    @inlinable
    mutating func nextVictim() -> Int { ranking.popLowest() }

    @inlinable
    mutating func willRemove(_ slot: Int) { ranking.heap.remove(slot) }

    /// `L` returns to 0.
    @inlinable
    mutating func didRemoveAll() { ranking.removeAll() }
}
