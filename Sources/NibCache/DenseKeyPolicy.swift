/// A policy whose decisions depend on keys only through equality, so that a simulation may
/// hand it a trace's dense object numbers (``RequestTrace``) instead of the real keys and get
/// the same counts, with its slot table indexed by a direct array instead of a hash index.
///
/// Every slot-table policy of the module but W-TinyLFU (whose sketch hashes the real keys).
/// ``CacheSimulator/run(_:trace:)`` checks for it once per replay; other policies, user policies
/// among them, see the real keys.
@usableFromInline
protocol DenseKeyPolicy: EvictionPolicy<UInt64> {
    /// Makes the (empty) policy index keys `0..<count` directly.
    ///
    /// - Precondition: the policy tracks no key.
    /// - Complexity: O(`count`).
    mutating func indexDenseKeys(below count: Int)
}

extension SlotPolicy where Key == UInt64 {
    /// Makes the (empty) policy index keys `0..<count` directly (see ``DenseKeyPolicy``).
    ///
    /// - Precondition: the policy tracks no key.
    /// - Complexity: O(`count`).
    @inlinable
    mutating func indexDenseKeys(below count: Int) {
        slots.indexDenseKeys(below: count)
    }
}

extension FIFOPolicy: DenseKeyPolicy where Key == UInt64 {}
extension LRUPolicy: DenseKeyPolicy where Key == UInt64 {}
extension ClockPolicy: DenseKeyPolicy where Key == UInt64 {}
extension SievePolicy: DenseKeyPolicy where Key == UInt64 {}
extension S3FIFOPolicy: DenseKeyPolicy where Key == UInt64 {}
extension ARCPolicy: DenseKeyPolicy where Key == UInt64 {}
extension TwoQueuePolicy: DenseKeyPolicy where Key == UInt64 {}
extension GDSFPolicy: DenseKeyPolicy where Key == UInt64 {}
extension GreedyDualPolicy: DenseKeyPolicy where Key == UInt64 {}
extension BeladyPolicy: DenseKeyPolicy where Key == UInt64 {}
