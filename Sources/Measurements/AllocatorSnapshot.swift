/// Process-wide allocator figures at one moment, from jemalloc (after an `epoch` refresh).
package struct AllocatorSnapshot: Sendable, Hashable, Codable {
    /// `stats.allocated`: bytes in live allocations.
    package var allocated: UInt64
    /// `stats.active`: bytes in active pages (≥ allocated).
    package var active: UInt64
    /// `stats.resident`: bytes physically resident in the allocator's mappings.
    package var resident: UInt64
    /// `stats.arenas.<all>.small.nrequests + large.nrequests`: allocation requests so far.
    package var allocationRequests: UInt64

    /// The label for figures from this snapshot.
    package static let source = "jemalloc stats.* (epoch-refreshed)"

    /// A snapshot of these figures.
    package init(allocated: UInt64, active: UInt64, resident: UInt64, allocationRequests: UInt64) {
        (self.allocated, self.active, self.resident, self.allocationRequests) = (allocated, active, resident, allocationRequests)
    }
}
