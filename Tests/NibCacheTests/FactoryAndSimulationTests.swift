import Testing
@testable import NibCache

/// The policy factory, its errors, and the trace simulator's accounting.
struct FactoryAndSimulationTests {
    struct OpaqueKey: Hashable { var id: Int }

    @Test func everyNameBuildsItsPolicy() throws {
        for name in EvictionPolicies.names {
            let policy: any EvictionPolicy<UInt64> = try EvictionPolicies.make(named: name, capacity: .objects(10))
            #expect(policy.name == name)
            #expect(policy.capacity == .objects(10))
            #expect(policy.count == 0)
            #expect(policy.needsNextAccess == (name == "belady"))
        }
        let lru: any EvictionPolicy<String> = try EvictionPolicies.make(named: "  LRU ", capacity: .bytes(5))
        #expect(lru.name == "lru")
        #expect(try EvictionPolicies.canonicalName("S3FIFO") == "s3fifo")
    }

    @Test func unknownNamesListTheValidOnes() {
        let error = #expect(throws: CachePolicyError.self) {
            let _: any EvictionPolicy<UInt64> = try EvictionPolicies.make(named: "lfu", capacity: .objects(10))
        }
        #expect(error?.code == .unknownPolicy)
        #expect(error?.policy == "lfu")
        #expect(error?.validNames == EvictionPolicies.names)
        for name in EvictionPolicies.names { #expect(error?.message.contains(name) == true) }
        #expect(error?.description.hasSuffix("(unknown-policy)") == true)
    }

    @Test func negativeCapacityIsAnError() {
        let error = #expect(throws: CachePolicyError.self) {
            let _: any EvictionPolicy<UInt64> = try EvictionPolicies.make(named: "fifo", capacity: .objects(-1))
        }
        #expect(error?.code == .invalidCapacity)
    }

    @Test func wtinylfuNeedsAStableHash() throws {
        let error = #expect(throws: CachePolicyError.self) {
            let _: any EvictionPolicy<OpaqueKey> = try EvictionPolicies.make(named: "wtinylfu", capacity: .objects(200))
        }
        #expect(error?.code == .keyNotStableHashable)
        var policy: any EvictionPolicy<OpaqueKey> = try EvictionPolicies.make(
            named: "wtinylfu", capacity: .objects(200), hash: { key, seed in XXH64.hash(UInt64(key.id), seed: seed) })
        #expect(policy.access(CacheRequest(key: OpaqueKey(id: 1))).outcome == .missAdmitted)
        for name in EvictionPolicies.names where name != "wtinylfu" {
            let _: any EvictionPolicy<OpaqueKey> = try EvictionPolicies.make(named: name, capacity: .objects(3))
        }
        let strings: any EvictionPolicy<String> = try EvictionPolicies.make(named: "wtinylfu", capacity: .objects(200))
        #expect(strings.name == "wtinylfu")
    }

    @Test func nextAccessIndicesPointForward() {
        let requests = [5, 6, 5, 7, 6, 5].map { CacheRequest(key: $0) }
        #expect(CacheSimulator.nextAccessIndices(requests) == [2, 4, 5, .max, .max, .max])
    }

    @Test func simulationCountsRequestsBytesAndCost() throws {
        let requests = [
            CacheRequest(key: "a", size: 40, cost: 1), CacheRequest(key: "b", size: 40, cost: 2),
            CacheRequest(key: "a", size: 40, cost: 1), CacheRequest(key: "c", size: 40, cost: 4),
            CacheRequest(key: "huge", size: 500, cost: 8), CacheRequest(key: "b", size: 40, cost: 2)
        ]
        var lru = LRUPolicy<String>(capacity: .bytes(100))
        let result = try CacheSimulator.run(&lru, requests: requests)
        #expect(result.policy == "lru" && result.capacity == .bytes(100))
        #expect((result.requests, result.hits, result.misses, result.rejected, result.evictions) == (6, 1, 5, 1, 2))
        #expect((result.requestedBytes, result.missedBytes) == (700, 660))
        #expect((result.totalCost, result.missedCost) == (18, 17))
        #expect(result.missRatio == 5.0 / 6)
        #expect(result.byteMissRatio == 660.0 / 700)
        #expect(result.costMissRatio == 17.0 / 18)
        #expect(lru.slots.keys(inList: 0) == ["b", "c"])
        #expect(CacheSimulationResult(policy: "x", capacity: .objects(1)).missRatio == 0)
    }

    @Test func simulationComputesNextAccessForBeladyAndChecksLengths() throws {
        let requests = TestTraces.unitRequests([1, 2, 3, 1, 2, 4, 1, 2, 3, 4])
        let computed = try CacheSimulator.run(policyNamed: "belady", capacity: .objects(2), requests: requests)
        let given = try CacheSimulator.run(
            policyNamed: "belady", capacity: .objects(2), requests: requests,
            nextAccess: CacheSimulator.nextAccessIndices(requests))
        #expect(computed == given)
        #expect(computed.hits == 3)
        let error = #expect(throws: CachePolicyError.self) {
            _ = try CacheSimulator.run(policyNamed: "belady", capacity: .objects(2), requests: requests, nextAccess: [1, 2])
        }
        #expect(error?.code == .nextAccessMismatch)
    }

    @Test(arguments: EvictionPolicies.names)
    func simulationIsDeterministic(name: String) throws {
        let requests = TestTraces.sizedRequests(TestTraces.zipf(seed: 3, objects: 500, alpha: 1.0, count: 5000), sizes: 10...400)
        let first = try CacheSimulator.run(policyNamed: name, capacity: .bytes(12_000), requests: requests)
        let second = try CacheSimulator.run(policyNamed: name, capacity: .bytes(12_000), requests: requests)
        #expect(first == second)
        #expect(first.requests == 5000 && first.hits + first.misses == 5000)
    }

    @Test func policiesAreGenericOverTheKeyType() throws {
        let keys = TestTraces.zipf(seed: 21, objects: 300, alpha: 0.9, count: 3000)
        let numeric = TestTraces.sizedRequests(keys, sizes: 1...300)
        let named = numeric.map { CacheRequest(key: "nib-\($0.key)", size: $0.size, cost: $0.cost) }
        for name in EvictionPolicies.names where name != "wtinylfu" {
            let byNumber = try CacheSimulator.run(policyNamed: name, capacity: .bytes(8000), requests: numeric)
            let byName = try CacheSimulator.run(policyNamed: name, capacity: .bytes(8000), requests: named)
            #expect(byNumber == byName, "\(name) must not depend on the key type")
        }
        // W-TinyLFU's sketch hashes keys, so only the totals are comparable across key types.
        let tiny = try CacheSimulator.run(
            policyNamed: "wtinylfu", capacity: .objects(200),
            requests: TestTraces.unitRequests(keys).map {
                CacheRequest(key: "nib-\($0.key)", size: $0.size, cost: $0.cost)
            })
        #expect(tiny.requests == 3000 && tiny.hits > 0)
    }

    @Test func wtinylfuSketchSizing() {
        #expect(WTinyLFUPolicy<UInt64>(capacity: .objects(200)).sketchEntries == 198)
        let large = WTinyLFUPolicy<UInt64>(capacity: .bytes(50_000_000), sketchEntries: 1000)
        #expect(large.sketchEntries == 1000 && large.sketch.counters.count == 14_378)
        #expect(WTinyLFUPolicy<UInt64>.defaultSketchEntryLimit == 4_194_304)
    }

    @Test func capacityDescribesItself() {
        #expect(CacheCapacity.objects(3).description == "objects:3")
        #expect(CacheCapacity.bytes(9).description == "bytes:9")
        #expect(CacheCapacity.bytes(9).charge(forSize: 4) == 4 && CacheCapacity.objects(9).charge(forSize: 4) == 1)
    }
}
