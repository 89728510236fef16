/// Measures the memory a piece of work leaves behind on the calling thread: bytes allocated
/// minus bytes freed while it runs, from jemalloc's per-thread counters.
///
/// Used to size cache entries by their real footprint. Where jemalloc does not answer, it
/// says so (``source``) and ``measure(_:)`` returns nil, so callers fall back to an estimate
/// and label it.
package struct FootprintMeter: Sendable {
    private let available: Bool

    /// How figures are measured: jemalloc's counters, or an estimate when jemalloc is absent.
    package var source: String { available ? ThreadAllocationCounter.source : "estimate (2.5 × file bytes; jemalloc unavailable)" }

    /// Checks that jemalloc answers.
    package init() {
        available = (try? ThreadAllocationCounter()) != nil
    }

    /// Runs `body` on the calling thread and returns its result with the bytes it left
    /// allocated (never negative), or nil when jemalloc is unavailable.
    ///
    /// - Complexity: two `mallctl` lookups (the counters are per thread) plus `body`.
    package func measure<T>(_ body: () throws -> T) rethrows -> (T, Int?) {
        guard available, let counter = try? ThreadAllocationCounter() else { return (try body(), nil) }
        let allocated = counter.allocatedBytes, freed = counter.deallocatedBytes
        let result = try body()
        let net = Int64(bitPattern: (counter.allocatedBytes - allocated) &- (counter.deallocatedBytes - freed))
        return (result, Int(max(0, net)))
    }

    /// The fallback estimate for a nib of `fileBytes` bytes (its bytes plus the index,
    /// about 1.5 bytes of index per byte of file as measured by the decode benchmark).
    package static func estimate(fileBytes: Int) -> Int { fileBytes * 5 / 2 }
}
