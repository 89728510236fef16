/// Trace-driven simulation: replays requests through a policy and counts hits, misses,
/// evictions, bytes and cost. Deterministic: the same requests give the same result.
@usableFromInline package enum CacheSimulator {
    /// For each request, the index of the next request for the same key, or
    /// ``CacheRequest/never`` when there is none. Belady needs these.
    ///
    /// - Parameter requests: The trace.
    /// - Returns: One entry per request; entry `i` is an index `j > i` or `Int.max`.
    /// - Complexity: O(n) on average.
    @inlinable
    package static func nextAccessIndices<Key: Hashable>(_ requests: [CacheRequest<Key>]) -> [Int] {
        var next = Array(repeating: CacheRequest<Key>.never, count: requests.count)
        var seen: [Key: Int] = [:]
        seen.reserveCapacity(requests.count / 4)
        for i in requests.indices.reversed() {
            if let later = seen.updateValue(i, forKey: requests[i].key) { next[i] = later }
        }
        return next
    }

    /// Replays `requests` through `policy`, which keeps its final state.
    ///
    /// - Parameters:
    ///   - policy: The policy; it is not emptied first.
    ///   - requests: The trace.
    ///   - nextAccess: Next-access indices (one per request); computed with
    ///     ``nextAccessIndices(_:)`` when `nil` and the policy needs them.
    /// - Returns: The counts for this replay.
    /// - Throws: ``CachePolicyError`` with ``CachePolicyError/Code/nextAccessMismatch`` when
    ///   `nextAccess` has the wrong length.
    /// - Complexity: O(n) policy accesses.
    @inlinable
    package static func run<Policy: EvictionPolicy>(
        _ policy: inout Policy,
        requests: [CacheRequest<Policy.Key>],
        nextAccess: [Int]? = nil
    ) throws(CachePolicyError) -> CacheSimulationResult {
        if let nextAccess, nextAccess.count != requests.count {
            throw CachePolicyError(
                .nextAccessMismatch,
                "Got \(nextAccess.count) next-access entries for \(requests.count) requests.",
                policy: policy.name)
        }
        let next = nextAccess ?? (policy.needsNextAccess ? nextAccessIndices(requests) : nil)
        var result = CacheSimulationResult(policy: policy.name, capacity: policy.capacity)
        var evicted: [Policy.Key] = []
        for (i, request) in requests.enumerated() {
            evicted.removeAll(keepingCapacity: true)
            let outcome = policy.access(request, nextAccess: next?[i] ?? CacheRequest<Policy.Key>.never, evictions: &evicted)
            result.count(request, outcome, evictions: evicted.count)
        }
        return result
    }

    /// Builds the policy called `name` and replays `requests` through it.
    ///
    /// - Parameters:
    ///   - name: A name from ``EvictionPolicies/names``.
    ///   - capacity: The bound.
    ///   - requests: The trace.
    ///   - nextAccess: Next-access indices, or `nil` to compute them when needed.
    /// - Returns: The counts for this replay.
    /// - Throws: ``CachePolicyError`` from ``EvictionPolicies/make(named:capacity:hash:)`` or
    ///   for a next-access array of the wrong length.
    /// - Complexity: O(n) policy accesses.
    @usableFromInline package static func run<Key: Hashable>(
        policyNamed name: String,
        capacity: CacheCapacity,
        requests: [CacheRequest<Key>],
        nextAccess: [Int]? = nil
    ) throws(CachePolicyError) -> CacheSimulationResult {
        var policy: any EvictionPolicy<Key> = try EvictionPolicies.make(named: name, capacity: capacity)
        return try run(&policy, requests: requests, nextAccess: nextAccess)
    }
}
