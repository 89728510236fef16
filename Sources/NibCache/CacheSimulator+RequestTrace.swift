extension CacheSimulator {
    /// Replays a compact trace through `policy`, emptied (``EvictionPolicy/removeAll()``) at
    /// each memory warning, with the loop specialised for `Policy`. Gives exactly what
    /// ``run(_:segments:)`` gives for ``RequestTrace/segments``, without building them.
    ///
    /// A built-in policy that compares keys only for equality (``DenseKeyPolicy``) is handed
    /// the trace's object numbers instead of its keys, and indexes them with a direct array;
    /// the counts are the same. Other policies see the keys.
    ///
    /// Reads `trace` only, so workers may replay one trace concurrently.
    ///
    /// - Returns: The counts summed over the segments.
    /// - Complexity: O(n) policy accesses in all, plus O(n) to index next accesses when the
    ///   policy needs them (Belady), plus O(objects) for a direct index.
    @inlinable
    package static func run<Policy: EvictionPolicy<UInt64>>(_ policy: Policy, trace: RequestTrace) -> CacheSimulationResult {
        if var dense = policy as? any DenseKeyPolicy, trace.objects.count <= Int(Int32.max) {
            dense.indexDenseKeys(below: trace.objects.count)
            return replay(dense as! Policy, trace: trace, numbersAsKeys: true)
        }
        return replay(policy, trace: trace, numbersAsKeys: false)
    }

    /// The replay of ``run(_:trace:)``, handing `policy` object numbers as keys when
    /// `numbersAsKeys` (a constant at each call, so each loop is compiled for one case).
    ///
    /// - Complexity: O(n) policy accesses, plus O(n) next-access indexing for Belady, plus
    ///   O(objects) to copy the objects' sizes and costs into arrays of their own.
    @inlinable @inline(__always)
    static func replay<Policy: EvictionPolicy<UInt64>>(_ policy: Policy, trace: RequestTrace, numbersAsKeys: Bool) -> CacheSimulationResult {
        var policy = policy
        var total = CacheSimulationResult(policy: policy.name, capacity: policy.capacity)
        var evicted: [UInt64] = []
        // One array per field: a hit reads 8 bytes of the object instead of 24.
        let keys = numbersAsKeys ? [] : trace.objects.map(\.key)
        let sizes = trace.objects.map(\.size), costs = trace.objects.map(\.cost)
        for index in 0..<trace.segmentCount {
            if index > 0 { policy.removeAll() }
            let positions = trace.segment(index)
            let next = policy.needsNextAccess ? nextAccessIndices(trace, positions) : nil
            var result = CacheSimulationResult(policy: policy.name, capacity: policy.capacity)
            sizes.withUnsafeBufferPointer { sizes in
                costs.withUnsafeBufferPointer { costs in
                    trace.requests.withUnsafeBufferPointer { requests in
                        for position in positions {
                            let number = Int(requests[position])
                            let request = CacheRequest(key: numbersAsKeys ? UInt64(number) : keys[number], size: sizes[number], cost: costs[number])
                            if !evicted.isEmpty { evicted.removeAll(keepingCapacity: true) }
                            let outcome = policy.access(
                                request, nextAccess: next?[position - positions.lowerBound] ?? CacheRequest<UInt64>.never,
                                evictions: &evicted)
                            result.count(request, outcome, evictions: evicted.count)
                        }
                    }
                }
            }
            total.add(result)
        }
        return total
    }

    /// Next-access indices within one segment (relative to its start), as
    /// ``nextAccessIndices(_:)`` computes them, over object numbers instead of hashed keys.
    ///
    /// - Complexity: O(segment length + objects).
    @inlinable
    static func nextAccessIndices(_ trace: RequestTrace, _ positions: Range<Int>) -> [Int] {
        var next = Array(repeating: CacheRequest<UInt64>.never, count: positions.count)
        var seen = Array(repeating: -1, count: trace.objects.count)
        for position in positions.reversed() {
            let object = Int(trace.requests[position]), i = position - positions.lowerBound
            if seen[object] >= 0 { next[i] = seen[object] }
            seen[object] = i
        }
        return next
    }
}

extension CacheSimulationResult {
    /// Counts one request and what it did, as ``CacheSimulator`` replays do.
    ///
    /// - Complexity: O(1).
    @inlinable
    mutating func count<Key>(_ request: CacheRequest<Key>, _ outcome: CacheAccessOutcome, evictions: Int) {
        requests += 1
        requestedBytes += request.size
        totalCost += request.cost
        self.evictions += evictions
        switch outcome {
        case .hit:
            hits += 1
        case .missAdmitted:
            missedBytes += request.size
            missedCost += request.cost
        case .missRejected:
            rejected += 1
            missedBytes += request.size
            missedCost += request.cost
        }
    }
}
