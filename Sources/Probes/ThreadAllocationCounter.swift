/// Bytes allocated and freed by the current thread, read from jemalloc.
///
/// Uses `thread.allocatedp` / `thread.deallocatedp`: pointers to the calling thread's own
/// monotonically increasing counters (size-class bytes), so a read is two loads and needs no
/// `epoch`. A counter belongs to the thread that created it; do not move it to another.
package struct ThreadAllocationCounter {
    private let allocated: UnsafeMutablePointer<UInt64>
    private let deallocated: UnsafeMutablePointer<UInt64>

    /// The source label for figures from this counter.
    package static let source = "jemalloc thread.allocatedp"

    /// Looks up the calling thread's counters.
    ///
    /// - Throws: ``ProbeError`` when jemalloc is not the allocator or refuses the read.
    package init() throws(ProbeError) {
        allocated = try Jemalloc.counterPointer("thread.allocatedp")
        deallocated = try Jemalloc.counterPointer("thread.deallocatedp")
    }

    /// Total bytes this thread has allocated so far.
    @inline(__always) package var allocatedBytes: UInt64 { allocated.pointee }
    /// Total bytes this thread has freed so far.
    @inline(__always) package var deallocatedBytes: UInt64 { deallocated.pointee }

    /// The version of the jemalloc that answers.
    package static func jemallocVersion() throws(ProbeError) -> String {
        try Jemalloc.version()
    }

    /// Whether jemalloc is linked and answers (false in the sanitizer builds, which set
    /// `NIBBENCH_NO_JEMALLOC`).
    package static var isAvailable: Bool { (try? Jemalloc.version()) != nil }
}
