extension SlotTable {
    /// Switches the index from hashing to a direct array of `count` entries, for keys that are
    /// the numbers `0..<count` (a ``RequestTrace``'s object numbers): a lookup, an insertion
    /// and a removal each become one array access.
    ///
    /// Call on an empty table; the table stays in dense mode through ``removeAll()``. Every key
    /// given afterwards must be below `count` (checked in debug builds only), and must be an
    /// integer key (`UInt64` or `Int`).
    ///
    /// - Precondition: the table tracks no key; `count` ≤ `Int32.max`.
    /// - Complexity: O(`count`).
    @inlinable
    mutating func indexDenseKeys(below count: Int) {
        makeUnique()
        precondition(storage.tableUsed == 0 && storage.nodeCount == 0, "SlotTable.indexDenseKeys: the table is not empty")
        precondition(count >= 0 && count <= Int(Int32.max), "SlotTable.indexDenseKeys: too many keys")
        storage.dense?.deallocate()
        let dense = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
        dense.initialize(repeating: -1, count: max(count, 1))
        (storage.dense, storage.denseCount) = (dense, max(count, 1))
    }

    /// `key` as an index of the dense array.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    static func denseNumber(_ key: Key) -> Int {
        let number: Int
        if let k = key as? UInt64 {
            number = Int(truncatingIfNeeded: k)
        } else if let k = key as? Int {
            number = k
        } else {
            preconditionFailure("SlotTable: dense keys must be integers")
        }
        return number
    }
}
