import Foundation
import Testing
@testable import NibCache

/// Our policies against libCacheSim 0.3.5 on the same traces, in count mode (every object of
/// size 1, so libCacheSim's byte capacity counts objects) and byte mode (real sizes).
///
/// LRU, FIFO, CLOCK, SIEVE, ARC and 2Q must agree request for request (equal hit counts and
/// hit bytes). S3-FIFO, W-TinyLFU and Belady drift between libCacheSim versions (docs/development.md), so
/// they are held to ``tolerance`` in miss ratio; the measured difference is printed (on these
/// traces it is 0 — every count agrees). One known, deliberate difference can only show in
/// S3-FIFO's byte mode: for an object exactly as large as the small queue, libCacheSim evicts to
/// make room and then declines it; we decline without evicting. GDSF is not compared:
/// libCacheSim's GDSF uses a constant cost and inserts before evicting.
@Suite(.enabled(if: LibCacheSimOracle.python != nil, Comment(rawValue: LibCacheSimOracle.skipReason)))
struct LibCacheSimAgreementTests {
    static let exactPolicies = ["lru", "fifo", "clock", "sieve", "arc", "2q"]
    static let tolerancePolicies = ["s3fifo", "wtinylfu", "belady"]
    /// Largest allowed |our miss ratio − libCacheSim's| for the tolerance policies.
    static let tolerance = 0.01

    static let countCapacities = [100, 250, 800, 2000]

    /// A trace: its keys, how to size them in byte mode, and the byte capacities to try.
    struct Trace: Sendable {
        var name: String
        var keys: [UInt64]
        var sized: @Sendable ([UInt64]) -> [CacheRequest<UInt64>]
        var byteCapacities: [Int]
    }

    static let traces: [Trace] = [
        Trace(
            name: "zipf-0.9", keys: TestTraces.zipf(seed: 101, objects: 4000, alpha: 0.9, count: 25_000),
            sized: { TestTraces.sizedRequests($0, sizes: 16...1024) }, byteCapacities: [12_000, 60_000, 250_000, 1_000_000]),
        Trace(
            name: "zipf-1.2", keys: TestTraces.zipf(seed: 102, objects: 4000, alpha: 1.2, count: 25_000),
            sized: { TestTraces.sizedRequests($0, sizes: 16...1024) }, byteCapacities: [12_000, 60_000, 250_000, 1_000_000]),
        Trace(
            name: "scan-loop", keys: TestTraces.scanLoop(seed: 103, count: 25_000),
            sized: { TestTraces.sizedRequests($0, sizes: 16...1024) }, byteCapacities: [12_000, 60_000, 250_000, 1_000_000]),
        // Log-uniform sizes up to 200 kB: objects larger than a capacity, or than S3-FIFO's
        // small queue or W-TinyLFU's window, are rejected.
        Trace(
            name: "zipf-0.8-heavy-sizes", keys: TestTraces.zipf(seed: 104, objects: 3000, alpha: 0.8, count: 25_000),
            sized: { TestTraces.heavyTailedRequests($0, largest: 200_000) }, byteCapacities: [50_000, 300_000, 1_500_000])
    ]

    @Test(arguments: 0..<4, [false, true])
    func policiesAgreeWithLibCacheSim(trace index: Int, byteMode: Bool) throws {
        let trace = Self.traces[index]
        let requests = byteMode ? trace.sized(trace.keys) : TestTraces.unitRequests(trace.keys)
        let capacities = byteMode ? trace.byteCapacities : Self.countCapacities
        let policies = Self.exactPolicies + Self.tolerancePolicies
        let oracle = try LibCacheSimOracle.run(requests, sizes: capacities, policies: policies)
        #expect(oracle.libcachesim == "0.3.5")
        #expect(oracle.requests == requests.count)
        #expect(oracle.unavailable.isEmpty)
        let next = CacheSimulator.nextAccessIndices(requests)
        for name in policies {
            for limit in capacities {
                // libCacheSim's capacity is in its size unit: with sizes of 1 it counts objects.
                let capacity: CacheCapacity = byteMode ? .bytes(limit) : .objects(limit)
                let ours = try CacheSimulator.run(policyNamed: name, capacity: capacity, requests: requests, nextAccess: next)
                let theirs = try #require(oracle.results.first { $0.policy == name && $0.cache_size == limit })
                let hitBytes = ours.requestedBytes - ours.missedBytes
                let difference = ours.missRatio - theirs.miss_ratio
                print(
                    "libcachesim \(trace.name) \(byteMode ? "bytes" : "objects") \(name) \(limit): ours \(ours.hits) hits (miss \(ours.missRatio)), libCacheSim \(theirs.hits) hits (miss \(theirs.miss_ratio)), Δ \(difference)"
                )
                if Self.exactPolicies.contains(name) {
                    #expect(ours.hits == theirs.hits, "\(name) \(capacity) on \(trace.name)")
                    #expect(hitBytes == theirs.hit_bytes, "\(name) \(capacity) on \(trace.name)")
                } else {
                    #expect(abs(difference) <= Self.tolerance, "\(name) \(capacity) on \(trace.name)")
                }
            }
        }
    }
}
