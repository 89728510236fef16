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

/// Node storage shared by every policy: one slot per tracked key (resident or ghost), kept in
/// parallel arrays with integer links, so lists and heaps never allocate per node.
///
/// Each slot is in at most one of the table's lists; `listOf` records which (`-1` for none).
/// `aux` is one small integer of per-policy state (a visited bit, a frequency, a segment).
/// Freed slots are recycled through a free list.
@usableFromInline
struct SlotTable<Key: Hashable> {
    @usableFromInline var keys: [Key?] = []
    @usableFromInline var sizes: [Int] = []
    @usableFromInline var charges: [Int] = []
    @usableFromInline var costs: [Double] = []
    @usableFromInline var prev: [Int] = []
    @usableFromInline var next: [Int] = []
    @usableFromInline var listOf: [Int] = []
    @usableFromInline var aux: [Int] = []
    /// Open-addressing index key → slot (linear probing, `-1` = empty), hashed with a
    /// murmur finaliser: cheaper than `Dictionary`'s SipHash for the integer ids of traces.
    @usableFromInline var table: [Int] = []
    @usableFromInline var tableMask = 0
    @usableFromInline var tableUsed = 0
    @usableFromInline var freeSlots: [Int] = []
    @usableFromInline var lists: [SlotList]

    /// Creates a table with `listCount` empty lists.
    @inlinable
    init(listCount: Int) {
        lists = Array(repeating: SlotList(), count: listCount)
    }

    /// The slot tracking `key`, if any.
    @inlinable
    func slot(for key: Key) -> Int? {
        guard tableUsed > 0 else { return nil }
        var i = bucket(key)
        while true {
            let s = table[i]
            if s < 0 { return nil }
            if keys[s]! == key { return s }
            i = (i &+ 1) & tableMask
        }
    }

    /// The home bucket of `key`.
    @inlinable
    func bucket(_ key: Key) -> Int {
        var x: UInt64
        if let k = key as? UInt64 {
            x = k
        } else if let k = key as? Int {
            x = UInt64(bitPattern: Int64(k))
        } else {
            x = UInt64(bitPattern: Int64(key.hashValue))
        }
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return Int(truncatingIfNeeded: x) & tableMask
    }

    @inlinable
    mutating func indexInsert(_ key: Key, _ slot: Int) {
        var i = bucket(key)
        while table[i] >= 0 { i = (i &+ 1) & tableMask }
        table[i] = slot
        tableUsed += 1
    }

    @inlinable
    mutating func indexRemove(_ key: Key) {
        var i = bucket(key)
        while table[i] >= 0, keys[table[i]]! != key { i = (i &+ 1) & tableMask }
        guard table[i] >= 0 else { return }
        table[i] = -1
        tableUsed -= 1
        // Backward-shift deletion: move later entries of the run into the hole when their
        // home bucket allows it, so lookups never stop early.
        var j = (i &+ 1) & tableMask
        while table[j] >= 0 {
            let home = bucket(keys[table[j]]!)
            let movable = i <= j ? (home <= i || home > j) : (home <= i && home > j)
            if movable {
                table[i] = table[j]
                table[j] = -1
                i = j
            }
            j = (j &+ 1) & tableMask
        }
    }

    @usableFromInline
    mutating func growIndex() {
        let size = Swift.max(16, table.count * 2)
        table = [Int](repeating: -1, count: size)
        tableMask = size - 1
        tableUsed = 0
        for slot in keys.indices {
            guard let key = keys[slot] else { continue }
            var i = bucket(key)
            while table[i] >= 0 { i = (i &+ 1) & tableMask }
            table[i] = slot
            tableUsed += 1
        }
    }

    /// The key in `slot`.
    @inlinable
    func key(_ slot: Int) -> Key { keys[slot]! }

    /// Number of slots ever allocated (the bound on slot indices).
    @inlinable
    var slotCapacity: Int { keys.count }

    /// Tracks `key` in a fresh slot that is in no list.
    @inlinable
    mutating func allocate(_ key: Key, size: Int, charge: Int, cost: Double) -> Int {
        // Grow the index before the key is stored, so a rehash does not see it twice.
        if (tableUsed + 1) * 4 > table.count * 3 { growIndex() }
        let slot: Int
        if let reused = freeSlots.popLast() {
            slot = reused
            keys[slot] = key
            sizes[slot] = size
            charges[slot] = charge
            costs[slot] = cost
            prev[slot] = -1
            next[slot] = -1
            listOf[slot] = -1
            aux[slot] = 0
        } else {
            slot = keys.count
            keys.append(key)
            sizes.append(size)
            charges.append(charge)
            costs.append(cost)
            prev.append(-1)
            next.append(-1)
            listOf.append(-1)
            aux.append(0)
        }
        indexInsert(key, slot)
        return slot
    }

    /// Stops tracking the key in `slot`; the slot must be in no list.
    @inlinable
    mutating func free(_ slot: Int) {
        assert(listOf[slot] == -1, "SlotTable.free: slot is still linked")
        indexRemove(keys[slot]!)
        keys[slot] = nil
        freeSlots.append(slot)
    }

    /// Links `slot` (in no list) at the head of list `list`.
    @inlinable
    mutating func pushHead(_ slot: Int, _ list: Int) {
        let oldHead = lists[list].head
        prev[slot] = -1
        next[slot] = oldHead
        if oldHead >= 0 { prev[oldHead] = slot } else { lists[list].tail = slot }
        lists[list].head = slot
        lists[list].count += 1
        lists[list].weight += charges[slot]
        lists[list].bytes += sizes[slot]
        listOf[slot] = list
    }

    /// Unlinks `slot` from the list it is in.
    @inlinable
    mutating func unlink(_ slot: Int) {
        let list = listOf[slot]
        assert(list >= 0, "SlotTable.unlink: slot is in no list")
        let before = prev[slot]
        let after = next[slot]
        if before >= 0 { next[before] = after } else { lists[list].head = after }
        if after >= 0 { prev[after] = before } else { lists[list].tail = before }
        prev[slot] = -1
        next[slot] = -1
        lists[list].count -= 1
        lists[list].weight -= charges[slot]
        lists[list].bytes -= sizes[slot]
        listOf[slot] = -1
    }

    /// Moves `slot` to the head of list `list` (its own list or another).
    @inlinable
    mutating func moveToHead(_ slot: Int, _ list: Int) {
        if listOf[slot] == list && lists[list].head == slot { return }
        unlink(slot)
        pushHead(slot, list)
    }

    /// Unlinks and frees `slot`, returning its key.
    @inlinable
    mutating func unlinkAndFree(_ slot: Int) -> Key {
        let key = keys[slot]!
        unlink(slot)
        free(slot)
        return key
    }

    /// Forgets every slot and empties every list, keeping array capacity.
    @inlinable
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
        charges.removeAll(keepingCapacity: true)
        costs.removeAll(keepingCapacity: true)
        prev.removeAll(keepingCapacity: true)
        next.removeAll(keepingCapacity: true)
        listOf.removeAll(keepingCapacity: true)
        aux.removeAll(keepingCapacity: true)
        for i in table.indices { table[i] = -1 }
        tableUsed = 0
        freeSlots.removeAll(keepingCapacity: true)
        for list in lists.indices { lists[list] = SlotList() }
    }

    /// The keys of list `list` from head to tail (tests and debugging).
    func keys(inList list: Int) -> [Key] {
        var result: [Key] = []
        var slot = lists[list].head
        while slot >= 0 {
            result.append(keys[slot]!)
            slot = next[slot]
        }
        return result
    }
}

extension SlotTable: Sendable where Key: Sendable {}
