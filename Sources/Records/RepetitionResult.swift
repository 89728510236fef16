import NibCache
import Measurements

/// One replay of the trace through one configuration.
package struct RepetitionResult: Sendable, Hashable, Codable {
    package var config: Int
    package var repetition: Int
    /// Position in the interleaved schedule (0 = ran first).
    package var order: Int
    package var wallNanoseconds: UInt64
    package var counters: LoaderCounters
    /// The thread's allocation high-water mark over the replay (jemalloc `thread.peak`).
    package var peakBytes: UInt64
    /// Process-wide allocator figures at the end of the replay.
    package var allocator: AllocatorSnapshot
    /// CPU and page faults over the replay.
    package var usage: ResourceUsage
    /// Nanoseconds of each sample of the machine canary taken during the replay (one before
    /// the first load, then one every `RunPlan.canaryInterval` loads), in order; nil in runs
    /// recorded before the canary existed or with it turned off. Additive within schema 1.
    package var canary: [UInt64]? = nil
    /// Earlier attempts at this replay that were discarded as disturbed (their canary ran
    /// markedly slower than in the run's quietest replay), oldest first; nil when none.
    /// Additive within schema 1.
    package var discarded: [DiscardedReplay]? = nil

    /// Creates the value, field by field.
    package init(
        config: Int, repetition: Int, order: Int, wallNanoseconds: UInt64, counters: LoaderCounters, peakBytes: UInt64, allocator: AllocatorSnapshot,
        usage: ResourceUsage, canary: [UInt64]? = nil, discarded: [DiscardedReplay]? = nil
    ) {
        self.config = config
        self.repetition = repetition
        self.order = order
        self.wallNanoseconds = wallNanoseconds
        self.counters = counters
        self.peakBytes = peakBytes
        self.allocator = allocator
        self.usage = usage
        self.canary = canary
        self.discarded = discarded
    }
}

/// An attempt at a replay that was measured while the machine was busy with something else
/// and replaced by a quieter one: what it measured, for the record.
package struct DiscardedReplay: Sendable, Hashable, Codable {
    /// Median canary sample of the attempt, ns.
    package var canaryMedian: UInt64
    /// Median load latency of the attempt, ns.
    package var loadMedian: UInt64

    package init(canaryMedian: UInt64, loadMedian: UInt64) {
        self.canaryMedian = canaryMedian
        self.loadMedian = loadMedian
    }
}
