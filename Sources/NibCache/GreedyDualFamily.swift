/// The GreedyDual algorithm with its priority left open: GDSF and cost-aware GreedyDual are
/// this one policy with different credits.
///
/// Every resident has a priority `H = L + credit`, where `L` (the inflation) is the `H` of the
/// most recently evicted object and the credit is the policy's function of the object's
/// frequency, cost and size. An admission and every hit set `H` from the current `L` and the
/// request's cost (which replaces the stored cost); the frequency (the slot's `aux`) starts at
/// 1 and counts hits. The residents sit in an indexed min-heap; the lowest `H` is evicted and
/// raises `L` to it, so objects that stop being requested age out. Equal `H` values are broken
/// by the time of the last request, oldest first.
@usableFromInline
protocol GreedyDualFamily: SlotQueuePolicy {
    /// The residents by `H`, then by the time of their last request.
    var heap: SlotHeap<RankedPriority> { get set }
    /// `L`, the `H` of the most recently evicted object.
    var aging: Double { get set }
    /// Request counter for the tie-break (counts hits and admissions).
    var sequence: Int { get set }

    /// The credit of a resident, `H − L`, from its frequency (`aux`), cost and size.
    func credit(of node: SlotNode<Key>) -> Double
}

extension GreedyDualFamily {
    /// The inflation value `L`: the `H` of the most recently evicted object.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var inflation: Double { aging }

    /// The current `H` of a resident key, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func priority(of key: Key) -> Double? {
        slots.slot(for: key).map { heap.priority[$0].value }
    }

    /// A hit increments the frequency, takes the request's cost and recomputes `H`.
    @inlinable
    mutating func didHit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int) {
        sequence += 1
        slots[slot].aux += 1
        slots[slot].cost = request.cost
        heap.change(slot, to: RankedPriority(aging + credit(of: slots[slot]), sequence))
    }

    /// An admitted object starts with frequency 1.
    @inlinable
    mutating func didAdmit(_ slot: Int, _ request: CacheRequest<Key>, nextAccess: Int) {
        sequence += 1
        slots[slot].aux = 1
        heap.insert(slot, RankedPriority(aging + credit(of: slots[slot]), sequence))
    }

    /// The lowest `H`, which becomes `L`.
    @inlinable
    mutating func nextVictim() -> Int {
        let victim = heap.pop()!
        aging = heap.priority[victim].value
        return victim
    }

    @inlinable
    mutating func willRemove(_ slot: Int) { heap.remove(slot) }

    /// `L` returns to 0.
    @inlinable
    mutating func didRemoveAll() {
        heap.removeAll()
        aging = 0
        sequence = 0
    }
}
