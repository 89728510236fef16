extension CacheSimulationResult {
    /// Adds the counts of `other` (same policy and capacity) to this result.
    @usableFromInline package mutating func add(_ other: CacheSimulationResult) {
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
    @usableFromInline package static func run<Key: Hashable>(
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
    /// Replays a trace cut into segments by memory warnings through `policy`, emptied between
    /// segments, with the loop specialised for `Policy` (see ``PolicyRegistry/simulate(policyNamed:capacity:segments:)``).
    ///
    /// - Returns: The counts summed over the segments.
    /// - Complexity: O(n) policy accesses in all.
    @inlinable
    package static func run<Policy: EvictionPolicy>(
        _ policy: Policy, segments: [[CacheRequest<Policy.Key>]]
    ) throws(CachePolicyError) -> CacheSimulationResult {
        var policy = policy
        var total = CacheSimulationResult(policy: policy.name, capacity: policy.capacity)
        for (index, segment) in segments.enumerated() {
            if index > 0 { policy.removeAll() }
            total.add(try run(&policy, requests: segment))
        }
        return total
    }
}
