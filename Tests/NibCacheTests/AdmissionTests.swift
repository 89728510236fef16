import NibCache
import Testing

/// Issue 16, item 13: `EvictionPolicies.admitsNothing` says exactly when S3-FIFO and W-TinyLFU
/// admit no object, so that `simulate` can say why they miss everything at small capacities.
struct AdmissionTests {
    /// Requests of one key, repeated: a policy that admits it hits from the second request.
    static func repeated(size: Int, count: Int = 10) -> [[CacheRequest<UInt64>]] {
        [Array(repeating: CacheRequest(key: 7, size: size, cost: Double(size)), count: count)]
    }

    @Test(arguments: ["s3fifo", "wtinylfu", "lru"])
    func countCapacities(_ policy: String) throws {
        for limit in 1...220 {
            let capacity = CacheCapacity.objects(limit)
            let result = try PolicyRegistry.builtIn.simulate(policyNamed: policy, capacity: capacity, segments: Self.repeated(size: 1))
            let note = EvictionPolicies.admitsNothing(policyNamed: policy, capacity: capacity, smallestCharge: 1)
            #expect((result.hits == 0) == (note != nil), "\(policy) at \(capacity): \(result.hits) hits, note \(note ?? "none")")
        }
    }

    @Test(arguments: ["s3fifo", "wtinylfu"])
    func byteCapacities(_ policy: String) throws {
        for limit in stride(from: 100, through: 30_000, by: 100) {
            let capacity = CacheCapacity.bytes(limit)
            let result = try PolicyRegistry.builtIn.simulate(policyNamed: policy, capacity: capacity, segments: Self.repeated(size: 100))
            let note = EvictionPolicies.admitsNothing(policyNamed: policy, capacity: capacity, smallestCharge: 100)
            #expect((result.hits == 0) == (note != nil), "\(policy) at \(capacity): \(result.hits) hits, note \(note ?? "none")")
        }
    }

    @Test func thresholds() {
        #expect(EvictionPolicies.admitsNothing(policyNamed: "s3fifo", capacity: .objects(19), smallestCharge: 1) != nil)
        #expect(EvictionPolicies.admitsNothing(policyNamed: "s3fifo", capacity: .objects(20), smallestCharge: 1) == nil)
        #expect(EvictionPolicies.admitsNothing(policyNamed: "WTinyLFU", capacity: .objects(99), smallestCharge: 1) != nil)
        #expect(EvictionPolicies.admitsNothing(policyNamed: "wtinylfu", capacity: .objects(100), smallestCharge: 1) == nil)
        #expect(EvictionPolicies.admitsNothing(policyNamed: "lru", capacity: .objects(1), smallestCharge: 1) == nil)
        #expect(
            EvictionPolicies.admitsNothing(policyNamed: "s3fifo", capacity: .objects(16), smallestCharge: 1)?.contains(
                "10% of the capacity (1 object)") == true)
    }
}
