import CustomStrategies
import NibCache
import Testing

struct IdleExpiryPolicyTests {
    @Test func objectsIdleTooLongExpireEvenWithRoom() {
        var policy = IdleExpiryPolicy<Int>(capacity: .objects(10), idleRequests: 3)
        var evicted: [Int] = []
        for key in [1, 2, 3] { _ = policy.access(CacheRequest(key: key), nextAccess: CacheRequest<Int>.never, evictions: &evicted) }
        #expect(policy.access(CacheRequest(key: 1), nextAccess: CacheRequest<Int>.never, evictions: &evicted) == .hit)
        // Requests 5 and 6 are for 4 and 5; at request 6, 2 (last requested at 2) has been idle for 4.
        _ = policy.access(CacheRequest(key: 4), nextAccess: CacheRequest<Int>.never, evictions: &evicted)
        _ = policy.access(CacheRequest(key: 5), nextAccess: CacheRequest<Int>.never, evictions: &evicted)
        #expect(evicted == [2])
        #expect(!policy.contains(2) && policy.contains(1) && policy.count == 4)
    }

    @Test func withALongIdleTimeItIsLRU() {
        var idle = IdleExpiryPolicy<Int>(capacity: .objects(8), idleRequests: .max / 2)
        var lru = LRUPolicy<Int>(capacity: .objects(8))
        var state: UInt64 = 7
        for _ in 0..<5_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let request = CacheRequest(key: Int(state >> 59) + Int(state >> 62), size: 1)
            var a: [Int] = [], b: [Int] = []
            #expect(
                idle.access(request, nextAccess: CacheRequest<Int>.never, evictions: &a)
                    == lru.access(request, nextAccess: CacheRequest<Int>.never, evictions: &b))
            #expect(a == b)
            #expect(idle.used <= 8)
        }
    }

    @Test func aByteCapacityChargesSizesAndRejectsWhatCannotFit() {
        var policy = IdleExpiryPolicy<Int>(capacity: .bytes(100), idleRequests: 50)
        var evicted: [Int] = []
        #expect(policy.access(CacheRequest(key: 1, size: 60), nextAccess: 0, evictions: &evicted) == .missAdmitted)
        #expect(policy.access(CacheRequest(key: 2, size: 60), nextAccess: 0, evictions: &evicted) == .missAdmitted)
        #expect(evicted == [1] && policy.used == 60 && policy.residentBytes == 60)
        #expect(policy.access(CacheRequest(key: 3, size: 101), nextAccess: 0, evictions: &evicted) == .missRejected)
        #expect(policy.remove(2) && policy.used == 0 && policy.count == 0)
    }

    @Test func itRegistersAndSimulates() throws {
        var registry = PolicyRegistry.builtIn
        try registry.register(IdleExpiryPolicy<UInt64>.registration)
        let requests = (0..<2_000).map { CacheRequest<UInt64>(key: UInt64($0 % 40 < 30 ? $0 % 7 : $0 % 400)) }
        let idle = try registry.simulate(policyNamed: "idle", capacity: .objects(16), segments: [requests])
        let lru = try registry.simulate(policyNamed: "lru", capacity: .objects(16), segments: [requests])
        #expect(idle.requests == 2_000 && idle.policy == "idle")
        #expect(idle.hits <= lru.hits, "expiring early never hits more than LRU of the same size")
    }
}
