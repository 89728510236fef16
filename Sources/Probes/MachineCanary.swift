import NibbenchSupport

/// A fixed reference workload, timed inside a run as a measure of how fast the machine was
/// while the run measured: the run's *canary*.
///
/// A run on a 2-core machine whose other core is busy (a compiler, a fuzzer, another CI job on
/// the SMT sibling) can be 30–50% slower across every strategy at once. Compared with a run on
/// a quiet machine, that looks like a regression of the code although nothing changed. The
/// canary lets `nibbench compare` tell the two apart: its code is none of nibbench's (so a
/// change to nibbench leaves it as it is), but it does the same kinds of work a load does, so
/// a slower machine slows it like it slows the loads:
///
/// - a pointer chase over a 64 KiB ring of indices in a random single cycle (memory latency
///   in L1/L2, which the SMT sibling shares);
/// - 48 small class instances allocated, linked, walked and released (malloc and free through
///   the process allocator, reference counting);
/// - a 16-entry `Dictionary<String, Int>` built from fixed keys and summed (hashing, growth).
///
/// One sample reads about 12.5 µs on a quiet machine and costs twice that (two runs); the
/// runner takes one before every replay and then one every few loads
/// (`RunPlan.canaryInterval`). The workload is deterministic: the same instructions every
/// sample, only their speed varies.
package final class MachineCanary {
    /// Indices of the ring: `ring[i]` is the next position after `i`; one cycle through all.
    private let ring: UnsafeMutableBufferPointer<UInt32>
    private let keys: [String]
    private var position = 0
    /// A value that depends on every sample's work, so the optimiser cannot drop it.
    package private(set) var checksum: UInt64 = 0

    /// Entries of the ring: 16,384 × 4 bytes = 64 KiB.
    package static let ringEntries = 16_384
    /// Pointer-chase steps per sample.
    package static let chaseSteps = 2_048
    /// Objects allocated per sample.
    package static let objects = 48

    /// The label of figures from this source.
    package static let source = "canary: fixed pointer chase + allocations + hashing, not nibbench code"

    /// Makes the canary's ring (a seeded random single cycle, Sattolo's algorithm) and keys.
    package init() {
        ring = .allocate(capacity: Self.ringEntries)
        for i in 0..<Self.ringEntries { ring[i] = UInt32(i) }
        var state: UInt64 = 0xCA7A_5A11
        for i in stride(from: Self.ringEntries - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            ring.swapAt(i, Int((state >> 33) % UInt64(i)))
        }
        keys = (0..<16).map { "canary.key.\($0).UIViewContentModeScaleToFill" }
    }

    deinit { ring.deallocate() }

    /// Runs the workload twice, back to back, and returns the faster time.
    ///
    /// The first run absorbs what the code before it left behind (cold caches and TLB after
    /// a strategy that maps and unmaps files, say), the second sees only the machine: another
    /// process on the SMT sibling or the other core slows both. So the sample measures the
    /// machine, not the strategy it runs beside.
    ///
    /// - Returns: monotonic nanoseconds (`CLOCK_MONOTONIC`) of the faster run, the clock reads
    ///   included.
    /// - Complexity: fixed work: twice ``chaseSteps`` loads, ``objects`` allocations and 16
    ///   hash inserts.
    package func sample() -> UInt64 {
        let first = once()
        return Swift.min(first, once())
    }

    @inline(never)
    private func once() -> UInt64 {
        let start = MonotonicClock.nanoseconds()
        var p = position
        for _ in 0..<Self.chaseSteps { p = Int(ring[p]) }
        position = p

        var head: CanaryNode? = nil
        for i in 0..<Self.objects { head = CanaryNode(value: i &+ p, next: head) }
        var sum = 0
        var node = head
        while let n = node { sum &+= n.value; node = n.next }
        head = nil

        var table: [String: Int] = [:]
        for (i, key) in keys.enumerated() { table[key] = i &+ sum }
        for value in table.values { sum &+= value }

        checksum &+= UInt64(truncatingIfNeeded: sum)
        return MonotonicClock.nanoseconds() - start
    }
}

/// One heap object of the canary's allocation step.
private final class CanaryNode {
    let value: Int
    let next: CanaryNode?
    init(value: Int, next: CanaryNode?) {
        self.value = value
        self.next = next
    }
}
