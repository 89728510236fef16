import Harness
import NibRuntime
import Probes
import Testing

/// Deterministic guards for `bench instantiate`'s allocations: jemalloc's request count for one
/// warm instantiate of each of its nibs, at most what issue 22 item 4 left (31, 181 and 1,681
/// requests for 14, 134 and 1,334 objects; 42, 201 and 1,707 before it). A release build only:
/// a debug build allocates differently.
@Suite(
    .enabled(
        if: ThreadAllocationCounter.isAvailable && BuildInfo.configuration == "release",
        "needs jemalloc and a release build (scripts/test)"))
struct InstantiateAllocationTests {
    @Test(arguments: [(10, 14, UInt64(31)), (100, 134, 181), (1000, 1334, 1681)])
    func allocationsPerInstantiateStayWithinTheMeasuredBound(size: Int, objects: Int, bound: UInt64) throws {
        let requests = try AllocatorProbe().bindThreadToPrivateArena()
        let nib = Nib(data: try InstantiateBenchmark.makeNib(objects: size))
        let created = try nib.instantiateDetailed(owner: GenericObject()).createdObjects.count
        #expect(created == objects)
        _ = try nib.instantiate(owner: GenericObject())
        let owner = GenericObject()
        let before = try requests.requests()
        let result = try nib.instantiate(owner: owner)
        let allocations = try requests.requests() - before
        #expect(result.count == 1)
        #expect(allocations <= bound, "\(allocations) allocation requests for \(objects) objects (bound \(bound))")
    }

    /// The report states each size's target and whether it is met.
    @Test func reportStatesTheTargets() throws {
        let rows = try InstantiateBenchmark(sizes: [10, 100], rounds: 1).run()
        #expect(rows.map(\.objects) == [14, 134])
        #expect(rows.map(\.target) == ["< 6 µs per nib", "< 300 ns per object"])
        #expect(rows.allSatisfy { $0.allocations > 0 && $0.allocatedBytes > 0 })
        #expect(rows[0].meetsTarget == (rows[0].instantiateNanoseconds < 6_000))
        #expect(rows[1].meetsTarget == (rows[1].nanosecondsPerObject < 300))
    }
}
