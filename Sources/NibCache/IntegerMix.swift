/// The 64-bit finaliser of MurmurHash3 (`fmix64`): spreads integer keys over the buckets of
/// the open-addressing indexes (``SlotTable``, ``KeyNumbering``) at a few cycles a key.
@usableFromInline
enum IntegerMix {
    /// `fmix64(x)`.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    static func finalize(_ key: UInt64) -> UInt64 {
        var x = key
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }
}
