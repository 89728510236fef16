extension CacheSimulationResult {
    /// Adds the counts of `other` (same policy and capacity) to this result.
    public mutating func add(_ other: CacheSimulationResult) {
        requests += other.requests
        hits += other.hits
        rejected += other.rejected
        evictions += other.evictions
        requestedBytes += other.requestedBytes
        missedBytes += other.missedBytes
        totalCost += other.totalCost
        missedCost += other.missedCost
    }
}

extension CacheSimulator {
    /// Replays a trace cut into segments by memory warnings: the policy is emptied
    /// (``EvictionPolicy/removeAll()``) between segments, as a cache purged on a warning.
    ///
    /// - Returns: The counts summed over the segments.
    /// - Throws: ``CachePolicyError`` from ``EvictionPolicies/make(named:capacity:hash:)``.
    /// - Complexity: O(n) policy accesses in all.
    public static func run<Key: Hashable>(
        policyNamed name: String,
        capacity: CacheCapacity,
        segments: [[CacheRequest<Key>]]
    ) throws(CachePolicyError) -> CacheSimulationResult {
        var policy: any EvictionPolicy<Key> = try EvictionPolicies.make(named: name, capacity: capacity)
        var total = CacheSimulationResult(policy: policy.name, capacity: capacity)
        for (index, segment) in segments.enumerated() {
            if index > 0 { policy.removeAll() }
            total.add(try run(&policy, requests: segment))
        }
        return total
    }
}

extension CacheSimulator {
    /// ``run(policyNamed:capacity:segments:)`` for 64-bit object ids (libCacheSim's keys),
    /// with every policy a concrete type, so the replay loop is specialised rather than
    /// dispatched through an existential per request. Same results, several times faster.
    ///
    /// - Throws: ``CachePolicyError`` for an unknown name or a negative capacity.
    public static func runSpecialized(policyNamed name: String, capacity: CacheCapacity,
                                      segments: [[CacheRequest<UInt64>]]) throws(CachePolicyError) -> CacheSimulationResult {
        let canonical = try EvictionPolicies.canonicalName(name)
        guard capacity.limit >= 0 else { throw CachePolicyError(.invalidCapacity, "Capacity \(capacity) is negative.", policy: canonical) }
        switch canonical {
        case "fifo": return try replay(FIFOPolicy<UInt64>(capacity: capacity), segments)
        case "lru": return try replay(LRUPolicy<UInt64>(capacity: capacity), segments)
        case "clock": return try replay(ClockPolicy<UInt64>(capacity: capacity), segments)
        case "sieve": return try replay(SievePolicy<UInt64>(capacity: capacity), segments)
        case "s3fifo": return try replay(S3FIFOPolicy<UInt64>(capacity: capacity), segments)
        case "arc": return try replay(ARCPolicy<UInt64>(capacity: capacity), segments)
        case "2q": return try replay(TwoQueuePolicy<UInt64>(capacity: capacity), segments)
        case "wtinylfu": return try replay(WTinyLFUPolicy<UInt64>(capacity: capacity), segments)
        case "gdsf": return try replay(GDSFPolicy<UInt64>(capacity: capacity), segments)
        case "greedydual": return try replay(GreedyDualPolicy<UInt64>(capacity: capacity), segments)
        default: return try replay(BeladyPolicy<UInt64>(capacity: capacity), segments)
        }
    }

    private static func replay<Policy: EvictionPolicy>(_ policy: Policy, _ segments: [[CacheRequest<Policy.Key>]]) throws(CachePolicyError) -> CacheSimulationResult {
        var policy = policy
        var total = CacheSimulationResult(policy: policy.name, capacity: policy.capacity)
        for (index, segment) in segments.enumerated() {
            if index > 0 { policy.removeAll() }
            total.add(try run(&policy, requests: segment))
        }
        return total
    }
}
