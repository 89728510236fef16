import Measurements
import Probes
import Foundation
import Testing

@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)")) struct ProbeTests {
    @Test func allocationRequestsCountEveryMalloc() throws {
        let probe = try AllocatorProbe()
        let before = try probe.snapshot()
        var keep: [UnsafeMutableRawPointer] = []
        keep.reserveCapacity(1000)
        try probe.flushThreadCache()
        let mid = try probe.snapshot()
        let counter = try ThreadAllocationCounter()
        let bytesBefore = counter.allocatedBytes
        for _ in 0..<1000 { keep.append(malloc(100)!) }
        #expect(counter.allocatedBytes - bytesBefore == 1000 * 112, "100-byte requests use jemalloc's 112-byte size class")
        try probe.flushThreadCache()
        let after = try probe.snapshot()
        for p in keep { free(p) }
        // At least our 1,000 requests (the counters are process-wide and other tests run
        // concurrently, so only a lower bound is exact); the thread's own bytes are exact.
        #expect(after.allocationRequests - mid.allocationRequests >= 1000)
        #expect(after.active >= after.allocated && after.resident >= after.active / 2)
        #expect(mid.allocationRequests >= before.allocationRequests)
    }

    @Test func threadPeakSeesATransientAllocation() throws {
        let probe = try AllocatorProbe()
        try probe.resetThreadPeak()
        let base = try probe.threadPeak()
        let block = malloc(4 << 20)!
        memset(block, 1, 4 << 20)
        escapedBlock = block // keeps the optimiser from removing the malloc/free pair
        free(block)
        let peak = try probe.threadPeak()
        #expect(peak >= base + (4 << 20))
        try probe.resetThreadPeak()
        #expect(try probe.threadPeak() < peak)
    }

    @Test func resourceUsageAndPageCacheEviction() throws {
        let start = try ResourceUsage.process()
        var x = 0.0
        for i in 0..<2_000_000 { x += Double(i).squareRoot() }
        #expect(x > 0)
        let delta = try ResourceUsage.process().since(start)
        #expect(delta.userSeconds + delta.systemSeconds > 0)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-fadvise-\(UUID().uuidString)").path
        try Data(repeating: 7, count: 1 << 16).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PageCache.evict(path)
        #expect { try PageCache.evict(path + ".missing") } throws: { ($0 as? ProbeError)?.code == .system }
    }
}

/// Where a test block escapes to, so that release builds keep its allocation.
nonisolated(unsafe) var escapedBlock: UnsafeMutableRawPointer?

@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)")) struct ArenaCountTests {
    @Test func aPrivateArenaCountsThisThreadsRequestsExactly() throws {
        let probe = try AllocatorProbe()
        let counter = try probe.bindThreadToPrivateArena()
        var keep: [UnsafeMutableRawPointer] = []
        keep.reserveCapacity(500)
        let mid = try counter.requests()
        for _ in 0..<500 { keep.append(malloc(48)!) }
        keep.append(malloc(1 << 20)!)
        let after = try counter.requests()
        for p in keep { free(p) }
        #expect(after - mid == 501, "500 small and one large request, nothing from other threads")
    }
}

@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)")) struct ProbeFailureTests {
    @Test func aFailedMallctlReadThrowsInsteadOfReadingZero() {
        #expect { try JemallocControl.read("stats.no_such_counter") } throws: { error in
            let e = error as? ProbeError
            return e?.code == .jemalloc && e!.message.contains("stats.no_such_counter")
        }
        #expect(throws: Never.self) { try JemallocControl.read("stats.allocated") }
    }
}

/// The callgrind shim (issue 17): no-ops on a real CPU, a deterministic work loop, and the
/// dump parser.
@Suite struct CallgrindShimTests {
    @Test func requestsAreNoOpsOutsideValgrind() {
        #expect(!Callgrind.isRunningUnderValgrind)
        Callgrind.zero()
        Callgrind.toggleCollect()
        Callgrind.toggleCollect()
        Callgrind.dump("nothing")
        Callgrind.stopInstrumentation()
        #expect(Callgrind.spin(1_000) == Callgrind.spin(1_000))
        #expect(Callgrind.spin(1_000) != Callgrind.spin(1_001))
    }

    @Test func dumpsParseTheirLabelAndInstructionTotal() throws {
        let text = """
            # callgrind format
            version: 1
            creator: callgrind-3.19.0
            pid: 4242
            cmd:  ./nibbench run
            part: 3

            desc: I1 cache:
            desc: Timerange: Basic block 0 - 123
            desc: Trigger: Client Request: nibbench config=2

            positions: line
            events: Ir
            summary: 676123
            totals: 676123

            fn=(1) main
            0 5
            """
        let dump = try CallgrindDump.parse(text, file: "callgrind.out.3")
        #expect(dump == CallgrindDump(label: "nibbench config=2", instructions: 676_123))
        #expect(throws: ProbeError.self) { try CallgrindDump.parse("events: Dr\ntotals: 5\n", file: "x") }
        #expect(throws: ProbeError.self) { try CallgrindDump.parse("events: Ir\n", file: "x") }
    }

    @Test func regionsAreTheirFunctionsOwnCostsAndTheCallsTheyMake() throws {
        // Names compressed as callgrind writes them: defined once, `fn=(N) name` or `cfn=(N)
        // name`, then `(N)`. What main's calls to the region cost (600) is not the region's
        // own line; the region is its own cost lines plus each `calls=` line's inclusive cost.
        let text = """
            events: Ir Dr
            summary: 1000 100
            totals: 1000 100

            fl=(1) shim.c
            fn=(1) main
            0 5 1
            cfl=(1)
            cfn=(2) nibbench_callgrind_count_warm
            calls=3 0
            0 600 60

            fn=(2)
            0 9
            cfn=(3) body
            calls=3 0
            0 591 60

            fn=(4) nibbench_callgrind_count_first
            0 3
            cfn=(3)
            calls=1 0
            0 297 40

            fn=(3)
            0 888 100
            fl=(2) other.c
            fn=(2)
            +2 1 1
            """
        let dump = try CallgrindDump.parse(text, file: "callgrind.out.9")
        #expect(dump.regions[.warm] == ["Ir": 601, "Dr": 61] && dump.instructions(in: .warm) == 601)
        #expect(dump.regions[.first] == ["Ir": 300, "Dr": 40] && dump.instructions(in: .decode) == 0)
        #expect(dump.cacheEvents(in: .warm) == nil, "no cache events without the simulator's")
        #expect(CallgrindRegion(function: "nibbench_callgrind_count_decode") == .decode && CallgrindRegion(function: "main") == nil)
        do {
            _ = try CallgrindDump.parse(text.replacingOccurrences(of: "0 297 40", with: "0 29x 40"), file: "callgrind.out.9")
            Issue.record("a cost that is not a number was accepted")
        } catch {
            #expect(error.message.contains("callgrind.out.9:23:"))
        }
    }

    @Test func aRegionRunsItsBodyOnItsState() {
        var state = (count: 0, region: CallgrindRegion.warm)
        for region in CallgrindRegion.allCases {
            state.region = region
            withUnsafeMutablePointer(to: &state) { pointer in
                region.run(pointer) { $0.unsafelyUnwrapped.assumingMemoryBound(to: (count: Int, region: CallgrindRegion).self).pointee.count += 1 }
            }
        }
        #expect(state.count == CallgrindRegion.allCases.count)
    }
}
