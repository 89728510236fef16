import Testing
@testable import NibCache

/// Replaying a ``RequestTrace`` hands most built-in policies object numbers instead of keys
/// (``DenseKeyPolicy``); the counts must be those of the requests with their real keys.
struct RequestTraceReplayTests {
    /// A compact trace of `requests` (sizes and costs as given), with memory warnings before
    /// the positions in `warnings`.
    static func trace(_ requests: [CacheRequest<UInt64>], warnings: [Int]) -> RequestTrace {
        var trace = RequestTrace()
        var numbers: [UInt64: UInt32] = [:]
        for (position, request) in requests.enumerated() {
            for _ in warnings.filter({ $0 == position }) { trace.appendMemoryWarning() }
            let number = numbers[request.key] ?? trace.addObject(key: request.key, size: request.size, cost: request.cost)
            numbers[request.key] = number
            trace.appendRequest(number)
        }
        return trace
    }

    /// Scan-loop keys spread over the whole 64-bit range (so object numbers and keys differ),
    /// heavy-tailed sizes, per-key costs.
    static let requests = TestTraces.heavyTailedRequests(
        TestTraces.scanLoop(seed: 41, count: 30_000).map { XXH64.hash($0, seed: 5) }, largest: 4_000)

    static let capacities: [CacheCapacity] = [.objects(0), .objects(1), .objects(60), .objects(900), .bytes(50_000), .bytes(2_000_000)]

    @Test(arguments: EvictionPolicies.names)
    func traceReplayMatchesTheKeyedReplay(policy: String) throws {
        let trace = Self.trace(Self.requests, warnings: [0, 7_000, 7_000, 19_999])
        for capacity in Self.capacities {
            let compact = try PolicyRegistry.builtIn.simulate(policyNamed: policy, capacity: capacity, trace: trace)
            let keyed = try PolicyRegistry.builtIn.simulate(policyNamed: policy, capacity: capacity, segments: trace.segments)
            #expect(compact == keyed, "\(policy) at \(capacity)")
        }
    }

    /// A dense-mode table copied mid-trace: the copies diverge independently, and emptying one
    /// leaves it usable, as with the hash index.
    @Test func denseCopiesAreIndependent() {
        let keys = TestTraces.zipf(seed: 8, objects: 300, alpha: 0.8, count: 4_000).map { $0 - 1 }
        var dense = LRUPolicy<UInt64>(capacity: .objects(50))
        dense.indexDenseKeys(below: 300)
        var hashed = LRUPolicy<UInt64>(capacity: .objects(50))
        _ = replay(&dense, Array(keys.prefix(2_000)))
        _ = replay(&hashed, Array(keys.prefix(2_000)))
        var denseCopy = dense, hashedCopy = hashed
        #expect(replay(&dense, Array(keys.suffix(2_000))).outcomes == replay(&hashed, Array(keys.suffix(2_000))).outcomes)
        #expect(replay(&denseCopy, Array(keys.prefix(1_000))).outcomes == replay(&hashedCopy, Array(keys.prefix(1_000))).outcomes)
        denseCopy.removeAll()
        hashedCopy.removeAll()
        #expect(!denseCopy.contains(keys[0]) && denseCopy.count == 0)
        #expect(replay(&denseCopy, keys).outcomes == replay(&hashedCopy, keys).outcomes)
        #expect(denseCopy.remove(keys.last!) == hashedCopy.remove(keys.last!))
        #expect(denseCopy.count == hashedCopy.count)
    }
}
