/// The buffers behind a ``SlotTable``: nodes, the index from key to slot (open addressing, or
/// a direct array in dense mode) and the list heads.
///
/// A class only so that the buffers have one owner with a `deinit` and copy-on-write can tell
/// when they are shared. Its properties are exempt from dynamic exclusivity checks: the table
/// is only reached through a uniquely referenced ``SlotTable`` (see ``SlotTable/makeUnique()``).
@usableFromInline
final class SlotStorage<Key: Hashable> {
    @exclusivity(unchecked) @usableFromInline var nodes: UnsafeMutablePointer<SlotNode<Key>>
    /// Initialised nodes (`nodes[0..<nodeCount]`), live or free.
    @exclusivity(unchecked) @usableFromInline var nodeCount = 0
    @exclusivity(unchecked) @usableFromInline var nodeCapacity: Int
    /// First free slot, or `-1`.
    @exclusivity(unchecked) @usableFromInline var freeHead = -1
    /// Index buckets holding slots, `-1` = empty; `tableMask + 1` of them (a power of two).
    @exclusivity(unchecked) @usableFromInline var table: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) @usableFromInline var tableMask: Int
    @exclusivity(unchecked) @usableFromInline var tableUsed = 0
    /// Dense mode (``SlotTable/indexDenseKeys(below:)``): key → slot, or `-1`, for keys that
    /// are the numbers `0..<denseCount`; nil while the hash index is in use.
    @exclusivity(unchecked) @usableFromInline var dense: UnsafeMutablePointer<Int32>?
    @exclusivity(unchecked) @usableFromInline var denseCount = 0
    @usableFromInline let lists: UnsafeMutablePointer<SlotList>
    @usableFromInline let listCount: Int

    @usableFromInline
    init(listCount: Int) {
        self.listCount = listCount
        lists = .allocate(capacity: max(listCount, 1))
        lists.initialize(repeating: SlotList(), count: max(listCount, 1))
        nodeCapacity = 16
        nodes = .allocate(capacity: nodeCapacity)
        tableMask = 15
        table = .allocate(capacity: 16)
        table.initialize(repeating: -1, count: 16)
    }

    deinit {
        nodes.deinitialize(count: nodeCount)
        nodes.deallocate()
        table.deallocate()
        dense?.deallocate()
        lists.deallocate()
    }

    /// A deep copy with the same slots, index and lists.
    @usableFromInline
    func copy() -> SlotStorage<Key> {
        let other = SlotStorage(listCount: listCount)
        other.nodes.deallocate()
        other.nodes = .allocate(capacity: nodeCapacity)
        other.nodes.initialize(from: nodes, count: nodeCount)
        other.nodeCount = nodeCount
        other.nodeCapacity = nodeCapacity
        other.freeHead = freeHead
        other.table.deallocate()
        other.table = .allocate(capacity: tableMask + 1)
        other.table.initialize(from: table, count: tableMask + 1)
        other.tableMask = tableMask
        other.tableUsed = tableUsed
        if let dense {
            let copied = UnsafeMutablePointer<Int32>.allocate(capacity: denseCount)
            copied.initialize(from: dense, count: denseCount)
            (other.dense, other.denseCount) = (copied, denseCount)
        }
        other.lists.update(from: lists, count: max(listCount, 1))
        return other
    }

    /// Doubles the node buffer.
    @usableFromInline
    func growNodes() {
        let capacity = nodeCapacity * 2
        let grown = UnsafeMutablePointer<SlotNode<Key>>.allocate(capacity: capacity)
        grown.moveInitialize(from: nodes, count: nodeCount)
        nodes.deallocate()
        nodes = grown
        nodeCapacity = capacity
    }

    /// Doubles the index and re-inserts every live slot.
    @usableFromInline
    func growIndex() {
        let size = (tableMask + 1) * 2
        table.deallocate()
        table = .allocate(capacity: size)
        table.initialize(repeating: -1, count: size)
        tableMask = size - 1
        tableUsed = 0
        for slot in 0..<nodeCount where nodes[slot].list != SlotTable<Key>.freed {
            indexInsert(nodes[slot].key, slot)
        }
    }

    /// Adds `key` → `slot` to the index (the key must be absent and the index not full).
    @inlinable @inline(__always)
    func indexInsert(_ key: Key, _ slot: Int) {
        if let dense {
            dense[SlotTable<Key>.denseNumber(key)] = Int32(truncatingIfNeeded: slot)
            tableUsed += 1
            return
        }
        var i = SlotTable<Key>.bucket(key, tableMask)
        while table[i] >= 0 { i = (i &+ 1) & tableMask }
        table[i] = slot
        tableUsed += 1
    }

    /// Removes `key` from the index, if present.
    @inlinable @inline(__always)
    func indexRemove(_ key: Key) {
        if let dense {
            let number = SlotTable<Key>.denseNumber(key)
            guard dense[number] >= 0 else { return }
            dense[number] = -1
            tableUsed -= 1
            return
        }
        hashIndexRemove(key)
    }

    /// Removes `key` from the hash index, if present.
    @inlinable
    func hashIndexRemove(_ key: Key) {
        let mask = tableMask
        var i = SlotTable<Key>.bucket(key, mask)
        while table[i] >= 0, nodes[table[i]].key != key { i = (i &+ 1) & mask }
        guard table[i] >= 0 else { return }
        table[i] = -1
        tableUsed -= 1
        // Backward-shift deletion: move later entries of the run into the hole when their
        // home bucket allows it, so lookups never stop early.
        var j = (i &+ 1) & mask
        while table[j] >= 0 {
            let home = SlotTable<Key>.bucket(nodes[table[j]].key, mask)
            let movable = i <= j ? (home <= i || home > j) : (home <= i && home > j)
            if movable {
                table[i] = table[j]
                table[j] = -1
                i = j
            }
            j = (j &+ 1) & mask
        }
    }

    /// Forgets every slot and empties every list, keeping buffer capacity.
    @usableFromInline
    func removeAll() {
        if let dense {
            for slot in 0..<nodeCount where nodes[slot].list != SlotTable<Key>.freed {
                dense[SlotTable<Key>.denseNumber(nodes[slot].key)] = -1
            }
        }
        nodes.deinitialize(count: nodeCount)
        nodeCount = 0
        freeHead = -1
        table.update(repeating: -1, count: tableMask + 1)
        tableUsed = 0
        lists.update(repeating: SlotList(), count: max(listCount, 1))
    }
}
