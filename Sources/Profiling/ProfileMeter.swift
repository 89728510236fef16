import Harness
import NibArchive
import NibbenchSupport
import Probes
import Records

/// Measures one phase of a profile: its allocations exactly (bytes from the thread's jemalloc
/// counter, requests from a private arena the thread is bound to), or its wall-clock time.
/// What the phase returns is released after the reading, outside the measured span.
struct ProfileMeter {
    private let bytes: ThreadAllocationCounter
    private let requests: ArenaRequestCounter
    private let clock = MonotonicClock()

    /// Binds the calling thread to a private jemalloc arena for its lifetime; use the meter on
    /// this thread only.
    ///
    /// - Throws: ``ProbeError`` when jemalloc does not answer.
    init() throws {
        bytes = try ThreadAllocationCounter()
        requests = try AllocatorProbe().bindThreadToPrivateArena()
    }

    /// Bytes allocated and allocation requests made by `body`.
    func allocations(_ body: () throws -> Any?) throws -> NibProfile.PhaseCost {
        let requestsBefore = try requests.requests()
        let bytesBefore = bytes.allocatedBytes
        let made = try body()
        let bytesAfter = bytes.allocatedBytes
        let requestsAfter = try requests.requests()
        withExtendedLifetime(made) {}
        return NibProfile.PhaseCost(allocatedBytes: bytesAfter - bytesBefore, allocations: requestsAfter - requestsBefore)
    }

    /// Nanoseconds `body` took.
    func nanoseconds(_ body: () throws -> Any?) throws -> UInt64 {
        let start = clock.now
        let made = try body()
        let end = clock.now
        withExtendedLifetime(made) {}
        return end.nanoseconds - start.nanoseconds
    }
}
