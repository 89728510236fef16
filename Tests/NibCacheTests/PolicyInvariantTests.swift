import Testing
@testable import NibCache
import TestSupport

/// Every policy, count- and byte-bounded, on seeded random traces, checked against a model of
/// the resident set rebuilt only from what the policy reports (admissions and evictions).
struct PolicyInvariantTests {
    static let capacities: [CacheCapacity] = [.objects(1), .objects(7), .objects(120), .bytes(900), .bytes(20_000)]

    @Test(arguments: EvictionPolicies.names, capacities)
    func reportedEvictionsTrackTheResidentSet(name: String, capacity: CacheCapacity) throws {
        var policy: any EvictionPolicy<UInt64> = try EvictionPolicies.make(named: name, capacity: capacity)
        let keys = TestTraces.zipf(seed: 7, objects: 400, alpha: 0.8, count: 4000) + TestTraces.scanLoop(seed: 9, count: 2000)
        let requests = capacity.isByteBounded ? TestTraces.sizedRequests(keys, sizes: 1...1000) : TestTraces.unitRequests(keys)
        let next = CacheSimulator.nextAccessIndices(requests)
        var rng = SeededGenerator(seed: 42)
        var model: [UInt64: Int] = [:]
        var evicted: [UInt64] = []
        for (i, request) in requests.enumerated() {
            evicted.removeAll()
            let wasResident = model[request.key] != nil
            #expect(policy.contains(request.key) == wasResident)
            let outcome = policy.access(request, nextAccess: next[i], evictions: &evicted)
            switch outcome {
            case .hit:
                #expect(wasResident, "\(name): hit on a key that is not resident")
            case .missAdmitted:
                #expect(!wasResident)
                model[request.key] = request.size
            case .missRejected:
                #expect(!wasResident)
                #expect(evicted.isEmpty, "\(name): a rejected miss evicted \(evicted)")
            }
            #expect(Set(evicted).count == evicted.count, "\(name): duplicate evictions")
            for key in evicted {
                #expect(model.removeValue(forKey: key) != nil, "\(name): evicted \(key), which was not resident")
            }
            if outcome == .missAdmitted { #expect(!evicted.contains(request.key)) }
            #expect(policy.count == model.count)
            #expect(policy.residentBytes == model.values.reduce(0, +))
            #expect(policy.used == (capacity.isByteBounded ? policy.residentBytes : policy.count))
            #expect(policy.used <= capacity.limit)
            if request.size > capacity.limit || (!capacity.isByteBounded && capacity.limit < 1) {
                #expect(outcome == .missRejected)
            }
            if rng.next() % 50 == 0, let victim = model.keys.min() {
                let removed = policy.remove(victim)
                model[victim] = nil
                let removedAgain = policy.remove(victim)
                #expect(removed && !removedAgain)
                #expect(!policy.contains(victim))
            }
        }
        policy.removeAll()
        #expect(policy.count == 0 && policy.used == 0 && policy.residentBytes == 0)
        #expect(!policy.contains(keys[0]))
        let again = try CacheSimulator.run(&policy, requests: requests)
        let fresh = try CacheSimulator.run(policyNamed: name, capacity: capacity, requests: requests)
        #expect(again == fresh, "\(name): removeAll must restore the initial state")
    }

    @Test(arguments: EvictionPolicies.names)
    func oversizeObjectsAreMissesAndNotAdmitted(name: String) throws {
        var policy: any EvictionPolicy<UInt64> = try EvictionPolicies.make(named: name, capacity: .bytes(1000))
        var evicted: [UInt64] = []
        for key in UInt64(1)...5 {
            _ = policy.access(CacheRequest(key: key, size: 5), nextAccess: 10, evictions: &evicted)
        }
        let before = (policy.count, policy.used)
        #expect(policy.access(CacheRequest(key: 99, size: 1001), nextAccess: 10, evictions: &evicted) == .missRejected)
        #expect(policy.access(CacheRequest(key: 99, size: 1001), nextAccess: 10, evictions: &evicted) == .missRejected)
        #expect(evicted.isEmpty)
        #expect(!policy.contains(99))
        #expect((policy.count, policy.used) == before)
    }

    @Test func fitsExactlyAtCapacityForPoliciesWithoutAdmissionQueues() throws {
        for name in ["fifo", "lru", "clock", "sieve", "arc", "gdsf", "greedydual", "belady"] {
            var policy: any EvictionPolicy<UInt64> = try EvictionPolicies.make(named: name, capacity: .bytes(100))
            var evicted: [UInt64] = []
            #expect(policy.access(CacheRequest(key: 1, size: 60), evictions: &evicted) == .missAdmitted)
            #expect(policy.access(CacheRequest(key: 2, size: 100), evictions: &evicted) == .missAdmitted, "\(name)")
            #expect(evicted == [1], "\(name): evict until the new object fits")
            #expect(policy.used == 100)
        }
    }

    @Test func accessResultCollectsEvictions() {
        var lru = LRUPolicy<String>(capacity: .objects(1))
        #expect(lru.access(CacheRequest(key: "a")) == CacheAccessResult(outcome: .missAdmitted, evicted: []))
        #expect(lru.access(CacheRequest(key: "b")) == CacheAccessResult(outcome: .missAdmitted, evicted: ["a"]))
        #expect(lru.access(CacheRequest(key: "b")).outcome == .hit)
        #expect(lru.available == 0)
    }

    @Test func removeForgetsGhostsAndMovesTheSieveHand() {
        var arc = ARCPolicy<Int>(capacity: .objects(2))
        _ = replay(&arc, [1, 2, 1, 3])
        #expect(arc.lists().b1 == [2])
        let removedGhost = arc.remove(2)
        #expect(!removedGhost, "a ghost is not resident")
        #expect(arc.lists().b1.isEmpty)

        var sieve = SievePolicy<Int>(capacity: .objects(3))
        _ = replay(&sieve, [1, 2, 3, 4])
        #expect(sieve.slots.key(sieve.hand) == 2)
        let removed2 = sieve.remove(2)
        #expect(removed2)
        #expect(sieve.slots.key(sieve.hand) == 3)
        let removed4 = sieve.remove(4), removed3 = sieve.remove(3)
        #expect(removed4 && removed3)
        #expect(sieve.hand == -1)
        _ = replay(&sieve, [5, 6, 7])
        #expect(sieve.slots.keys(inList: 0) == [7, 6, 5])
    }
}

/// Policies are values: the slot buffers are shared between copies until one of them is
/// mutated, and a copy's requests never change the original.
@Suite struct PolicyValueSemanticsTests {
    @Test(arguments: EvictionPolicies.names)
    func aCopyIsIndependent(name: String) throws {
        let keys = TestTraces.zipf(seed: 11, objects: 400, alpha: 0.8, count: 4000)
        var original: any EvictionPolicy<UInt64> = try EvictionPolicies.make(named: name, capacity: .objects(100))
        for key in keys[..<2000] { _ = original.access(CacheRequest(key: key, size: 1, cost: 1)) }
        var copy = original
        let copyOutcomes = keys[2000...].map { copy.access(CacheRequest(key: $0, size: 1, cost: 1)).outcome }
        let originalOutcomes = keys[2000...].map { original.access(CacheRequest(key: $0, size: 1, cost: 1)).outcome }
        let differing = zip(originalOutcomes, copyOutcomes).filter { $0 != $1 }.count
        #expect(differing == 0, "the copy's requests leaked into the original")
        #expect(originalOutcomes.contains(.hit) && originalOutcomes.contains { $0 != .hit })
    }
}
