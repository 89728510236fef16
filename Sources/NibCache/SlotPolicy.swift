/// A policy that keeps its keys in a ``SlotTable`` whose first `residentListCount` lists hold
/// the residents; any later lists hold ghosts (history, never reported).
///
/// Every policy of the module is one. The extension supplies what they would otherwise each
/// spell out: `capacity` and `slots` (from the policy's ``SlotPolicyCore``), the counters (sums
/// over the resident lists), `contains`, `remove` and `removeAll`, with hooks for the state a
/// policy keeps beside the table (a heap, a hand, a sketch). Everything is resolved statically on the concrete policy, so the hot paths are as
/// specialised as hand-written ones.
@usableFromInline
protocol SlotPolicy: EvictionPolicy {
    /// The number of leading lists of ``slots`` that hold residents.
    static var residentListCount: Int { get }
    /// The bound and the keys the policy tracks, resident and ghost.
    var core: SlotPolicyCore<Key> { get set }

    /// Called by ``remove(_:)`` before `slot` (resident or ghost) is unlinked and freed.
    mutating func willRemove(_ slot: Int)
    /// Called by ``removeAll()`` after the slot table was emptied, to reset the rest.
    mutating func didRemoveAll()
}

extension SlotPolicy {
    /// The bound the policy keeps.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var capacity: CacheCapacity { core.capacity }

    /// The keys the policy tracks, resident and ghost.
    @inlinable
    var slots: SlotTable<Key> {
        _read { yield core.slots }
        _modify { yield &core.slots }
    }

    /// The number of resident objects.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var count: Int { residentSum { $0.count } }

    /// Units in use: resident objects for a count bound, resident bytes for a byte bound.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var used: Int { residentSum { $0.weight } }

    /// Bytes of resident objects.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var residentBytes: Int { residentSum { $0.bytes } }

    /// The sum of one counter of the resident lists.
    @inlinable
    func residentSum(_ counter: (SlotList) -> Int) -> Int {
        var total = 0
        for list in 0..<Self.residentListCount { total += counter(slots.lists[list]) }
        return total
    }

    /// `false`: an online policy; offline ones (Belady) say `true` themselves.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var needsNextAccess: Bool { false }

    /// Whether `key` is resident (ghost entries are not).
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func contains(_ key: Key) -> Bool {
        guard let slot = slots.slot(for: key) else { return false }
        return slots[slot].list < Self.residentListCount
    }

    /// Removes `key` if it is resident, and forgets a ghost entry for it.
    ///
    /// - Returns: Whether it was resident.
    /// - Complexity: O(1) on average; O(log n) for the policies that keep a heap.
    @inlinable
    @discardableResult
    public mutating func remove(_ key: Key) -> Bool {
        slots.makeUnique()
        guard let slot = slots.slot(for: key) else { return false }
        let wasResident = slots[slot].list < Self.residentListCount
        willRemove(slot)
        _ = slots.unlinkAndFree(slot)
        return wasResident
    }

    /// Empties the cache and its history; the capacity is kept.
    ///
    /// - Complexity: O(n) in the number of tracked keys; W-TinyLFU also zeroes its sketch.
    @inlinable
    public mutating func removeAll() {
        slots.removeAll()
        didRemoveAll()
    }

    @inlinable
    mutating func willRemove(_ slot: Int) {}

    @inlinable
    mutating func didRemoveAll() {}
}
