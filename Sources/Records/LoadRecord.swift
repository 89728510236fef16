import NibCache
import Measurements

/// One load as measured: which, what it hit, how long each phase took, what it allocated.
/// Times are nanoseconds with the calibrated empty-load overhead subtracted from `total`.
package struct LoadRecord: Sendable, Hashable, Codable {
    package var config: Int
    package var repetition: Int
    package var seq: Int
    package var nib: String
    package var hit: Bool
    package var total: UInt64
    package var read: UInt64
    package var decode: UInt64
    package var create: UInt64
    package var connect: UInt64
    package var awake: UInt64
    /// Bytes the load allocated (jemalloc `thread.allocatedp`).
    package var allocatedBytes: UInt64
    /// Allocation requests during the load (jemalloc `stats.arenas.<all>.*.nrequests`), or
    /// nil when not counted.
    package var allocations: UInt64?
    /// Bytes of the nib's archive: what its first recorded load read, taken once per nib.
    package var nibBytes: Int
    /// What a miss of this nib costs under a deterministic miss cost (objects + values, or
    /// bytes), computed once per nib from the bytes its first recorded load read, or nil: under
    /// measured costs (each miss has its own) and in records read back from a samples store.
    package var missCost: Double? = nil

    /// A load as measured (the samples store reads them back this way).
    package init(
        config: Int, repetition: Int, seq: Int, nib: String, hit: Bool, total: UInt64, read: UInt64, decode: UInt64,
        create: UInt64, connect: UInt64, awake: UInt64, allocatedBytes: UInt64, allocations: UInt64?, nibBytes: Int,
        missCost: Double? = nil
    ) {
        (self.config, self.repetition, self.seq, self.nib, self.hit) = (config, repetition, seq, nib, hit)
        (self.total, self.read, self.decode, self.create, self.connect, self.awake) = (total, read, decode, create, connect, awake)
        (self.allocatedBytes, self.allocations, self.nibBytes, self.missCost) = (allocatedBytes, allocations, nibBytes, missCost)
    }
}
