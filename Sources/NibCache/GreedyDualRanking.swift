/// The state of the GreedyDual algorithm beside the slot table: the residents in an indexed
/// min-heap on `H`, the inflation `L` and the request counter that breaks ties.
///
/// ``GreedyDualFamily`` drives it; a policy of the family only says what the credit `H − L`
/// of an object is.
@usableFromInline
struct GreedyDualRanking: Sendable {
    /// The residents by `H`, then by the time of their last request (oldest first).
    @usableFromInline var heap = SlotHeap<RankedPriority>(isMaxHeap: false, placeholder: RankedPriority(0, 0))
    /// `L`, the `H` of the most recently evicted object.
    @usableFromInline var inflation: Double = 0
    /// Counts rankings (admissions and hits), for the tie-break.
    @usableFromInline var sequence = 0

    /// An empty ranking with `L = 0`.
    @inlinable
    init() {}

    /// Sets the `H` of `slot` to `L + credit` as of the latest request, adding the slot to the
    /// heap when it is new.
    ///
    /// - Complexity: O(log n).
    @inlinable
    mutating func rank(_ slot: Int, credit: Double, isNew: Bool) {
        sequence += 1
        let priority = RankedPriority(inflation + credit, sequence)
        if isNew {
            heap.insert(slot, priority)
        } else {
            heap.change(slot, to: priority)
        }
    }

    /// Removes the lowest `H` from the heap and raises `L` to it.
    ///
    /// - Returns: Its slot.
    /// - Complexity: O(log n).
    @inlinable
    mutating func popLowest() -> Int {
        let victim = heap.pop()!
        inflation = heap.priority[victim].value
        return victim
    }

    /// The `H` of member `slot`.
    ///
    /// - Complexity: O(1).
    @inlinable
    func priority(of slot: Int) -> Double { heap.priority[slot].value }

    /// Forgets everything and returns `L` to 0, keeping storage.
    ///
    /// - Complexity: O(n).
    @inlinable
    mutating func removeAll() {
        heap.removeAll()
        inflation = 0
        sequence = 0
    }
}
