/// The state of one intrusive list inside a ``SlotTable``.
///
/// `head` is the most recently inserted end, `tail` the oldest (libCacheSim's orientation):
/// `next` links point from the head towards the tail, `prev` links towards the head.
@usableFromInline
struct SlotList: Sendable {
    @usableFromInline var head: Int = -1
    @usableFromInline var tail: Int = -1
    /// Number of slots in the list.
    @usableFromInline var count: Int = 0
    /// Sum of the slots' charges (capacity units).
    @usableFromInline var weight: Int = 0
    /// Sum of the slots' sizes (bytes).
    @usableFromInline var bytes: Int = 0

    @inlinable init() {}
}

/// One tracked key and everything a policy keeps about it, in one record (64 bytes for an
/// integer key: one cache line), so a hit touches one line instead of one per field.
@usableFromInline
struct SlotNode<Key> {
    @usableFromInline var key: Key
    /// Bytes of the object.
    @usableFromInline var size: Int
    /// Capacity units the object takes (1 in count mode, its size in byte mode).
    @usableFromInline var charge: Int
    /// The cost of a miss (for cost-aware policies).
    @usableFromInline var cost: Double
    /// Link towards the head of its list, or `-1`.
    @usableFromInline var prev: Int
    /// Link towards the tail of its list (or the next free slot), or `-1`.
    @usableFromInline var next: Int
    /// The list the slot is in, `-1` for none, ``SlotTable/freed`` when the slot is free.
    @usableFromInline var list: Int
    /// One small integer of per-policy state (a visited bit, a frequency, a segment).
    @usableFromInline var aux: Int

    @inlinable
    init(key: Key, size: Int, charge: Int, cost: Double) {
        self.key = key
        self.size = size
        self.charge = charge
        self.cost = cost
        prev = -1
        next = -1
        list = -1
        aux = 0
    }
}

/// Node storage shared by every policy: one ``SlotNode`` per tracked key (resident or ghost)
/// in one manually managed buffer with integer links, so lists and heaps never allocate per
/// node and a hit costs no copy-on-write checks.
///
/// Each slot is in at most one of the table's lists. Freed slots are recycled through a free
/// list threaded through `next`. The index from key to slot is open addressing with linear
/// probing and a murmur finaliser: cheaper than `Dictionary`'s SipHash for the integer ids of
/// traces. A simulation whose keys are a trace's dense object numbers switches it to a direct
/// array instead (``indexDenseKeys(below:)``): no hashing, no probing, no deletion shifts.
///
/// Value semantics: the buffers live in a class; a policy calls ``makeUnique()`` once at the
/// start of every mutating operation, and the other mutators assume it was called.
@usableFromInline
struct SlotTable<Key: Hashable> {
    /// `list` value of a free slot.
    @usableFromInline static var freed: Int { -2 }

    @usableFromInline var storage: SlotStorage<Key>

    /// Creates a table with `listCount` empty lists.
    @inlinable
    init(listCount: Int) {
        storage = SlotStorage(listCount: listCount)
    }

    /// Copies the buffers if another table shares them; call before mutating.
    ///
    /// - Complexity: O(1), or O(n) when the buffers are shared.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// The lists (indexed by list number).
    @inlinable
    var lists: UnsafeMutablePointer<SlotList> { storage.lists }

    /// The node in `slot`.
    @inlinable
    subscript(slot: Int) -> SlotNode<Key> {
        _read { yield storage.nodes[slot] }
        nonmutating _modify { yield &storage.nodes[slot] }
    }

    /// Number of tracked keys (resident and ghost).
    @inlinable
    var tableUsed: Int { storage.tableUsed }

    /// The slot tracking `key`, if any.
    ///
    /// - Complexity: O(1) on average.
    @inlinable @inline(__always)
    func slot(for key: Key) -> Int? {
        let storage = self.storage
        if let dense = storage.dense {
            let number = Self.denseNumber(key)
            assert(UInt(bitPattern: number) < UInt(storage.denseCount), "SlotTable: dense key out of range")
            let slot = Int(dense[number])
            return slot >= 0 ? slot : nil
        }
        guard storage.tableUsed > 0 else { return nil }
        let table = storage.table, nodes = storage.nodes, mask = storage.tableMask
        var i = Self.bucket(key, mask)
        while true {
            let s = table[i]
            if s < 0 { return nil }
            if nodes[s].key == key { return s }
            i = (i &+ 1) & mask
        }
    }

    /// The home bucket of `key` in an index of `mask + 1` buckets.
    @inlinable
    static func bucket(_ key: Key, _ mask: Int) -> Int {
        let x: UInt64
        if let k = key as? UInt64 {
            x = k
        } else if let k = key as? Int {
            x = UInt64(bitPattern: Int64(k))
        } else {
            x = UInt64(bitPattern: Int64(key.hashValue))
        }
        return Int(truncatingIfNeeded: IntegerMix.finalize(x)) & mask
    }

    /// The key in `slot`.
    @inlinable
    func key(_ slot: Int) -> Key { storage.nodes[slot].key }

    /// Number of slots ever allocated (the bound on slot indices).
    @inlinable
    var slotCapacity: Int { storage.nodeCount }

    /// Tracks `key` in a fresh slot that is in no list.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable @inline(__always)
    mutating func allocate(_ key: Key, size: Int, charge: Int, cost: Double) -> Int {
        let storage = self.storage
        // Grow the index before the key is stored, so a rehash does not see it twice.
        if storage.dense == nil && (storage.tableUsed + 1) * 4 > (storage.tableMask + 1) * 3 { storage.growIndex() }
        let node = SlotNode(key: key, size: size, charge: charge, cost: cost)
        let slot: Int
        if storage.freeHead >= 0 {
            slot = storage.freeHead
            storage.freeHead = storage.nodes[slot].next
            storage.nodes[slot] = node
        } else {
            if storage.nodeCount == storage.nodeCapacity { storage.growNodes() }
            slot = storage.nodeCount
            (storage.nodes + slot).initialize(to: node)
            storage.nodeCount += 1
        }
        storage.indexInsert(key, slot)
        return slot
    }

    /// Stops tracking the key in `slot`; the slot must be in no list.
    ///
    /// - Complexity: O(1) on average.
    @inlinable @inline(__always)
    mutating func free(_ slot: Int) {
        let storage = self.storage
        assert(storage.nodes[slot].list == -1, "SlotTable.free: slot is still linked")
        storage.indexRemove(storage.nodes[slot].key)
        storage.nodes[slot].list = Self.freed
        storage.nodes[slot].next = storage.freeHead
        storage.freeHead = slot
    }

    /// Links `slot` (in no list) at the head of list `list`.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    mutating func pushHead(_ slot: Int, _ list: Int) {
        let nodes = storage.nodes, lists = storage.lists
        let oldHead = lists[list].head
        nodes[slot].prev = -1
        nodes[slot].next = oldHead
        if oldHead >= 0 { nodes[oldHead].prev = slot } else { lists[list].tail = slot }
        lists[list].head = slot
        lists[list].count += 1
        lists[list].weight += nodes[slot].charge
        lists[list].bytes += nodes[slot].size
        nodes[slot].list = list
    }

    /// Unlinks `slot` from the list it is in.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    mutating func unlink(_ slot: Int) {
        let nodes = storage.nodes, lists = storage.lists
        let list = nodes[slot].list
        assert(list >= 0, "SlotTable.unlink: slot is in no list")
        let before = nodes[slot].prev
        let after = nodes[slot].next
        if before >= 0 { nodes[before].next = after } else { lists[list].head = after }
        if after >= 0 { nodes[after].prev = before } else { lists[list].tail = before }
        nodes[slot].prev = -1
        nodes[slot].next = -1
        lists[list].count -= 1
        lists[list].weight -= nodes[slot].charge
        lists[list].bytes -= nodes[slot].size
        nodes[slot].list = -1
    }

    /// Moves `slot` to the head of list `list` (its own list or another).
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    mutating func moveToHead(_ slot: Int, _ list: Int) {
        let nodes = storage.nodes, lists = storage.lists
        guard nodes[slot].list == list else {
            unlink(slot)
            pushHead(slot, list)
            return
        }
        let oldHead = lists[list].head
        if oldHead == slot { return }
        // Within its own list, below the head: relink only; the list's counters stay.
        let before = nodes[slot].prev, after = nodes[slot].next
        nodes[before].next = after
        if after >= 0 { nodes[after].prev = before } else { lists[list].tail = before }
        nodes[slot].prev = -1
        nodes[slot].next = oldHead
        nodes[oldHead].prev = slot
        lists[list].head = slot
    }

    /// Unlinks and frees `slot`, returning its key.
    ///
    /// - Complexity: O(1) on average.
    @inlinable @inline(__always)
    mutating func unlinkAndFree(_ slot: Int) -> Key {
        let key = storage.nodes[slot].key
        unlink(slot)
        free(slot)
        return key
    }

    /// Forgets every slot and empties every list, keeping buffer capacity.
    ///
    /// - Complexity: O(n).
    @inlinable
    mutating func removeAll() {
        makeUnique()
        storage.removeAll()
    }

    /// The keys of list `list` from head to tail (tests and debugging).
    func keys(inList list: Int) -> [Key] {
        var result: [Key] = []
        var slot = storage.lists[list].head
        while slot >= 0 {
            result.append(storage.nodes[slot].key)
            slot = storage.nodes[slot].next
        }
        return result
    }
}

extension SlotTable: @unchecked Sendable where Key: Sendable {}
