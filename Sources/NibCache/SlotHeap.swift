/// An indexed binary heap of slot numbers, ordered by a per-slot priority, with O(log n)
/// insert, pop, change-priority and removal of any member.
///
/// The array is 1-based and every operation mirrors libCacheSim's `pqueue.c` step for step
/// (`bubble_up`, `percolate_down` with `maxchild`, `change_priority`, `remove`), so a policy
/// that issues the same operations in the same order breaks ties exactly as libCacheSim does.
/// `ranksAbove(a, b)` decides the order: the root is an element no other element ranks above.
@usableFromInline
struct SlotHeap<Priority: Comparable> {
    /// `d[1...]` holds slots; `d[0]` is unused, as in `pqueue.c`.
    @usableFromInline var d: [Int] = [0]
    /// Priority of each slot (indexed by slot number).
    @usableFromInline var priority: [Priority] = []
    /// Heap position of each slot, or 0 when the slot is not in the heap.
    @usableFromInline var position: [Int] = []
    /// `true` for a max-heap (root = largest priority), `false` for a min-heap.
    @usableFromInline let isMaxHeap: Bool
    @usableFromInline let placeholder: Priority

    /// Creates an empty heap; `placeholder` fills priority entries of unused slots.
    @inlinable
    init(isMaxHeap: Bool, placeholder: Priority) {
        self.isMaxHeap = isMaxHeap
        self.placeholder = placeholder
    }

    /// Number of members.
    @inlinable
    var count: Int { d.count - 1 }

    /// The root slot, or `nil` when empty.
    @inlinable
    var top: Int? { d.count > 1 ? d[1] : nil }

    /// `pqueue.c`'s `cmppri(next, curr)`: whether `curr` belongs above `next`.
    @inlinable
    func below(_ next: Priority, _ curr: Priority) -> Bool {
        isMaxHeap ? next < curr : curr < next
    }

    @inlinable
    mutating func ensureSlot(_ slot: Int) {
        while priority.count <= slot {
            priority.append(placeholder)
            position.append(0)
        }
    }

    /// Adds `slot` with `value`. - Complexity: O(log n).
    @inlinable
    mutating func insert(_ slot: Int, _ value: Priority) {
        ensureSlot(slot)
        priority[slot] = value
        d.append(slot)
        bubbleUp(d.count - 1)
    }

    /// Removes and returns the root. - Complexity: O(log n).
    @inlinable
    mutating func pop() -> Int? {
        guard d.count > 1 else { return nil }
        let head = d[1]
        let last = d.removeLast()
        if d.count > 1 {
            d[1] = last
            percolateDown(1)
        }
        position[head] = 0
        return head
    }

    /// Changes the priority of member `slot`. - Complexity: O(log n).
    @inlinable
    mutating func change(_ slot: Int, to value: Priority) {
        let old = priority[slot]
        priority[slot] = value
        if below(old, value) {
            bubbleUp(position[slot])
        } else {
            percolateDown(position[slot])
        }
    }

    /// Removes member `slot`. - Complexity: O(log n).
    @inlinable
    mutating func remove(_ slot: Int) {
        let posn = position[slot]
        let last = d.removeLast()
        position[slot] = 0
        guard posn < d.count else { return }
        d[posn] = last
        position[last] = posn
        if below(priority[slot], priority[last]) {
            bubbleUp(posn)
        } else {
            percolateDown(posn)
        }
    }

    /// Empties the heap, keeping storage.
    @inlinable
    mutating func removeAll() {
        d.removeAll(keepingCapacity: true)
        d.append(0)
        priority.removeAll(keepingCapacity: true)
        position.removeAll(keepingCapacity: true)
    }

    @inlinable
    mutating func bubbleUp(_ start: Int) {
        var i = start
        let moving = d[i]
        let movingPriority = priority[moving]
        var parent = i >> 1
        while i > 1 && below(priority[d[parent]], movingPriority) {
            d[i] = d[parent]
            position[d[i]] = i
            i = parent
            parent = i >> 1
        }
        d[i] = moving
        position[moving] = i
    }

    @inlinable
    func maxChild(_ i: Int) -> Int {
        var child = i << 1
        if child >= d.count { return 0 }
        if child + 1 < d.count && below(priority[d[child]], priority[d[child + 1]]) {
            child += 1
        }
        return child
    }

    @inlinable
    mutating func percolateDown(_ start: Int) {
        var i = start
        let moving = d[i]
        let movingPriority = priority[moving]
        while true {
            let child = maxChild(i)
            if child == 0 || !below(movingPriority, priority[d[child]]) { break }
            d[i] = d[child]
            position[d[i]] = i
            i = child
        }
        d[i] = moving
        position[moving] = i
    }
}

extension SlotHeap: Sendable where Priority: Sendable {}

/// A priority with a tie-breaker: ordered by `value`, then by `sequence` (older first).
@usableFromInline
struct RankedPriority: Comparable, Sendable {
    @usableFromInline var value: Double
    @usableFromInline var sequence: Int

    @inlinable
    init(_ value: Double, _ sequence: Int) {
        self.value = value
        self.sequence = sequence
    }

    @inlinable
    static func < (lhs: RankedPriority, rhs: RankedPriority) -> Bool {
        lhs.value < rhs.value || (lhs.value == rhs.value && lhs.sequence < rhs.sequence)
    }
}
