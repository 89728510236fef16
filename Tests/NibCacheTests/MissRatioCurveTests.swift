import Testing
@testable import NibCache

/// Stack distances by hand and against a naive reference; the exact LRU curve against the LRU
/// simulation, in count and byte form.
struct MissRatioCurveTests {
    @Test func stackDistancesByHand() {
        let sizes: [String: Int] = ["a": 1, "b": 10, "c": 100, "d": 1000]
        let trace = ["a", "b", "c", "a", "b", "b", "d", "a"].map { CacheRequest(key: $0, size: sizes[$0]!) }
        let distances = StackDistances(trace)
        let first = StackDistances.firstAccess
        #expect(distances.objects == [first, first, first, 2, 2, 0, first, 2])
        #expect(distances.bytes == [first, first, first, 110, 101, 0, first, 1010])
        #expect(distances.reuseTimes == [first, first, first, 3, 3, 1, first, 4])
    }

    /// O(N·M) reference: walk back to the previous request, collecting distinct keys.
    static func naiveDistances(_ requests: [CacheRequest<UInt64>]) -> (objects: [Int], bytes: [Int]) {
        var objects: [Int] = [], bytes: [Int] = []
        for i in requests.indices {
            var seen: [UInt64: Int] = [:]
            var found = false
            var j = i - 1
            while j >= 0 {
                if requests[j].key == requests[i].key { found = true; break }
                if seen[requests[j].key] == nil { seen[requests[j].key] = requests[j].size }
                j -= 1
            }
            objects.append(found ? seen.count : StackDistances.firstAccess)
            bytes.append(found ? seen.values.reduce(0, +) : StackDistances.firstAccess)
        }
        return (objects, bytes)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func distancesMatchTheNaiveReferenceAcrossCompactions(seed: UInt64) {
        // 40 keys and 3000 requests: the 64-position Fenwick trees are compacted many times.
        let requests = TestTraces.sizedRequests(TestTraces.uniform(seed: seed, objects: 40, count: 3000), sizes: 1...50)
        let reference = Self.naiveDistances(requests)
        let distances = StackDistances(requests)
        #expect(distances.objects == reference.objects)
        #expect(distances.bytes == reference.bytes)
    }

    static let traces: [(name: String, keys: [UInt64])] = [
        ("zipf-0.8", TestTraces.zipf(seed: 11, objects: 3000, alpha: 0.8, count: 30_000)),
        ("zipf-1.2", TestTraces.zipf(seed: 12, objects: 3000, alpha: 1.2, count: 30_000)),
        ("scan-loop", TestTraces.scanLoop(seed: 13, count: 30_000)),
        ("uniform", TestTraces.uniform(seed: 14, objects: 700, count: 20_000))
    ]

    @Test(arguments: 0..<4)
    func countCurveEqualsLRUSimulation(trace: Int) throws {
        let requests = TestTraces.unitRequests(Self.traces[trace].keys)
        let curve = LRUMissRatioCurve(requests)
        let capacities: [CacheCapacity] = [.objects(0), .objects(1), .objects(10), .objects(100), .objects(640), .objects(5000)]
        for (capacity, point) in zip(capacities, curve.curve(capacities)) {
            var lru = LRUPolicy<UInt64>(capacity: capacity)
            let simulated = try CacheSimulator.run(&lru, requests: requests)
            #expect(point.hits == simulated.hits, "\(Self.traces[trace].name) at \(capacity)")
            #expect(point.missedBytes == simulated.missedBytes)
            #expect(abs(point.missedCost - simulated.missedCost) <= 1e-9 * simulated.totalCost)
            #expect(point.missRatio == simulated.missRatio)
            #expect(curve.missRatio(at: capacity) == simulated.missRatio)
        }
    }

    @Test(arguments: 0..<4)
    func byteCurveEqualsLRUSimulation(trace: Int) throws {
        let requests = TestTraces.sizedRequests(Self.traces[trace].keys, sizes: 1...4096)
        let curve = LRUMissRatioCurve(requests)
        // 500 and 3000 are below the largest object, so those points take the filtered pass.
        let capacities: [CacheCapacity] = [.bytes(500), .bytes(3000), .bytes(4096), .bytes(50_000), .bytes(400_000), .bytes(10_000_000)]
        for capacity in capacities {
            var lru = LRUPolicy<UInt64>(capacity: capacity)
            let simulated = try CacheSimulator.run(&lru, requests: requests)
            let point = curve.point(at: capacity)
            #expect(point.hits == simulated.hits, "\(Self.traces[trace].name) at \(capacity)")
            #expect(point.missedBytes == simulated.missedBytes)
            #expect(point.byteMissRatio == simulated.byteMissRatio)
            #expect(abs(point.costMissRatio - simulated.costMissRatio) <= 1e-12)
        }
    }

    @Test func byteCurveIgnoresObjectsTooLargeToAdmit() throws {
        // a, b fit; the 1000-byte object can never be admitted, so it must not push a out.
        let requests = [
            CacheRequest(key: "a", size: 40), CacheRequest(key: "big", size: 1000),
            CacheRequest(key: "b", size: 40), CacheRequest(key: "a", size: 40)
        ]
        let curve = LRUMissRatioCurve(requests)
        #expect(curve.distances.bytes[3] == 1040, "the public distance counts every object")
        #expect(curve.point(at: .bytes(100)).hits == 1)
        var lru = LRUPolicy<String>(capacity: .bytes(100))
        #expect(try CacheSimulator.run(&lru, requests: requests).hits == 1)
    }

    @Test func emptyTrace() {
        let curve = LRUMissRatioCurve([CacheRequest<Int>]())
        let point = curve.point(at: .objects(4))
        #expect(point.requests == 0 && point.missRatio == 0 && point.byteMissRatio == 0 && point.costMissRatio == 0)
    }

    /// The curve of a compact trace (per-object sizes and costs, a histogram of distances, no
    /// per-request arrays) is the curve of its requests, in every form: count, bytes at least
    /// the largest object, and smaller byte capacities (objects larger than the cache left out).
    @Test func aCompactTraceGivesTheCurveOfItsRequests() {
        let requests = RequestTraceReplayTests.requests
        let trace = RequestTraceReplayTests.trace(requests, warnings: [])
        let capacities: [CacheCapacity] = [
            .objects(1), .objects(60), .objects(900), .objects(50_000),
            .bytes(500), .bytes(3_000), .bytes(50_000), .bytes(2_000_000)
        ]
        let compact = LRUMissRatioCurve(trace), listed = LRUMissRatioCurve(requests)
        #expect(compact.curve(capacities) == listed.curve(capacities))
        #expect(capacities.map(compact.point(at:)) == listed.curve(capacities))
        #expect(compact.distances == listed.distances)
    }
}
