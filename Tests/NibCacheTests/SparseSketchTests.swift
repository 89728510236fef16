import Testing
@testable import NibCache

/// W-TinyLFU's sparse sketch (issue 56): the counters a key touched, in a hash table, give the
/// dense sketch's estimates, and the policies built for replays hit what the registered ones hit.
struct SparseSketchTests {
    static func hashes(_ key: UInt64) -> (UInt64, UInt64) {
        (XXH64.hash(key, seed: FrequencySketch.seed0), XXH64.hash(key, seed: FrequencySketch.seed1))
    }

    @Test func aSparseSketchEstimatesWhatTheDenseOneDoes() {
        for entries in [0, 198, 50_000] {
            var dense = FrequencySketch(entries: entries), sparse = FrequencySketch(entries: entries, sparse: true)
            #expect(sparse.counterCount == dense.counterCount && sparse.hashCount == dense.hashCount)
            #expect(sparse.counters.isEmpty && dense.counters.count == Int(dense.counterCount))
            let keys = TestTraces.zipf(seed: 3, objects: 400, alpha: 0.9, count: 5_000)
            for (i, key) in keys.enumerated() {
                dense.add(Self.hashes(key))
                sparse.add(Self.hashes(key))
                if i % 1_000 == 999 {
                    dense.halve()
                    sparse.halve()
                }
                if i == 3_500 {
                    dense.reset()
                    sparse.reset()
                }
            }
            for key in UInt64(0)...450 {
                #expect(sparse.estimate(Self.hashes(key)) == dense.estimate(Self.hashes(key)), "entries \(entries), key \(key)")
            }
            #expect(sparse.touched.count <= 400 * sparse.hashCount, "only touched counters are held")
        }
    }

    @Test func everyReplayPolicyHitsWhatItsRegisteredPolicyHits() throws {
        let keys = TestTraces.zipf(seed: 5, objects: 600, alpha: 0.8, count: 20_000)
        // Objects: 100 units halve W-TinyLFU's sketch every 3,168 main hits; bytes: a sketch of
        // millions of counters, emptied by a memory warning every 4,000 requests.
        for capacity in [CacheCapacity.objects(100), .bytes(300_000), .bytes(1_500_000)] {
            for registration in PolicyRegistry.builtIn.registrations {
                var registered = try registration.makePolicy(capacity: capacity)
                var replayed = try registration.makeReplayPolicy(capacity: capacity)
                var evictions: [UInt64] = [], replayedEvictions: [UInt64] = []
                var expected: [CacheAccessOutcome] = [], outcomes: [CacheAccessOutcome] = []
                for (position, key) in keys.enumerated() {
                    if position % 4_000 == 3_999 {
                        registered.removeAll()
                        replayed.removeAll()
                    }
                    let request = CacheRequest(key: key, size: TestTraces.size(of: key, in: 1_000...40_000), cost: 1)
                    expected.append(registered.access(request, nextAccess: CacheRequest<UInt64>.never, evictions: &evictions))
                    outcomes.append(replayed.access(request, nextAccess: CacheRequest<UInt64>.never, evictions: &replayedEvictions))
                }
                #expect(outcomes == expected, "\(registration.name) at \(capacity)")
                #expect(replayedEvictions == evictions, "\(registration.name) at \(capacity)")
                #expect(expected.contains(.hit) && expected.contains { $0 != .hit }, "\(registration.name) at \(capacity) hits and misses")
            }
        }
    }
}
