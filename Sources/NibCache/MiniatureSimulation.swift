/// Approximate miss-ratio curves for any policy by miniature simulation (Waldspurger et al.,
/// "Cache Modeling and Optimization using Miniature Simulations", USENIX ATC'17): the policy
/// runs at capacity `C·R` on the requests of a spatially hashed sample of rate `R` of the
/// objects (``RequestTrace/sampled(threshold:seed:)``), and the miniature's misses, scaled by
/// `1/R`, estimate the misses at capacity `C`.
///
/// A fixed rate leaves small caches with a miniature of a handful of objects, where policies
/// with internal queues (S3-FIFO's 10% small queue, W-TinyLFU's 1% window) stop behaving like
/// themselves. So the rate is raised per capacity until the miniature holds at least
/// ``minimumObjects`` objects: `R_C = min(1, max(R, minimumObjects / C))`. Large capacities
/// share the one sample at rate `R`; the small ones each sample more (up to the whole trace).
///
/// Byte capacities are scaled the same way (`C·R_C` bytes), with `C` counted in objects of the
/// trace's mean object size for the minimum; the error bounds nibbench checks are for count
/// capacities.
///
/// ```swift
/// let points = try MiniatureSimulation(rate: 0.01).curve(policy: "s3fifo", capacities: [.objects(1000)], trace: trace)
/// // points[0].missRatio estimates S3-FIFO's miss ratio with 1000 objects
/// ```
package struct MiniatureSimulation: Sendable, Hashable {
    /// The sampling rate for large capacities, in (0, 1].
    package var rate: Double
    /// The fewest objects a miniature cache holds (the rate is raised for smaller capacities).
    package var minimumObjects: Int
    /// The seed of the sampling hash.
    package var seed: UInt64

    /// A miniature simulation at `rate` that keeps miniatures of at least `minimumObjects`.
    ///
    /// - Precondition: 0 < `rate` ≤ 1; `minimumObjects` ≥ 1.
    package init(rate: Double, minimumObjects: Int = 400, seed: UInt64 = 0x5A4D_5348) {
        precondition(rate > 0 && rate <= 1, "MiniatureSimulation: the rate must be in (0, 1]")
        precondition(minimumObjects >= 1, "MiniatureSimulation: at least one object")
        (self.rate, self.minimumObjects, self.seed) = (rate, minimumObjects, seed)
    }

    /// The sampling threshold (out of ``RequestTrace/samplingModulus``) for `capacity`: the
    /// rate raised so the miniature holds at least ``minimumObjects``.
    ///
    /// - Parameter meanObjectSize: The mean object size, to count a byte capacity in objects.
    /// - Complexity: O(1).
    package func threshold(for capacity: CacheCapacity, meanObjectSize: Double = 1) -> UInt64 {
        let objects = capacity.isByteBounded ? Double(capacity.limit) / max(meanObjectSize, 1) : Double(capacity.limit)
        let adjusted = min(1, max(rate, Double(minimumObjects) / max(objects, 1)))
        let modulus = RequestTrace.samplingModulus
        return min(modulus, max(1, UInt64((adjusted * Double(modulus)).rounded())))
    }

    /// The capacity of the miniature standing for `capacity` at `threshold`: `C·T/P`
    /// rounded, at least 1.
    ///
    /// - Complexity: O(1).
    package static func miniatureCapacity(_ capacity: CacheCapacity, threshold: UInt64) -> CacheCapacity {
        let scaled = max(1, Int((Double(capacity.limit) * Double(threshold) / Double(RequestTrace.samplingModulus)).rounded()))
        return capacity.isByteBounded ? .bytes(scaled) : .objects(scaled)
    }

    /// The samples a trace's miniatures replay, by threshold, with the whole trace's totals
    /// the estimates are scaled to.
    package struct Samples: Sendable {
        /// The sampled traces, by threshold (out of ``RequestTrace/samplingModulus``).
        package let traces: [UInt64: RequestTrace]
        /// Requests, requested bytes and total cost of the whole trace.
        package let requests: Int, requestedBytes: Int, totalCost: Double
        /// The mean size of the trace's distinct objects.
        package let meanObjectSize: Double
    }

    /// The samples `capacities` need: one pass over `trace` for the largest threshold, then
    /// each smaller one sampled from the previous (samples nest).
    ///
    /// - Complexity: O(n) for the first sample plus O(sample) for each further one.
    package func samples(of trace: RequestTrace, for capacities: [CacheCapacity]) -> Samples {
        let mean = trace.objects.isEmpty ? 1 : Double(trace.objects.reduce(0) { $0 + $1.size }) / Double(trace.objects.count)
        var traces: [UInt64: RequestTrace] = [:]
        var previous = trace
        for threshold in Set(capacities.map { threshold(for: $0, meanObjectSize: mean) }).sorted(by: >) {
            previous = previous.sampled(threshold: threshold, seed: seed)
            traces[threshold] = previous
        }
        var requestedBytes = 0, totalCost = 0.0
        trace.objects.withUnsafeBufferPointer { objects in
            for request in trace.requests {
                requestedBytes += objects[Int(request)].size
                totalCost += objects[Int(request)].cost
            }
        }
        return Samples(
            traces: traces, requests: trace.requests.count, requestedBytes: requestedBytes, totalCost: totalCost,
            meanObjectSize: mean)
    }

    /// The estimate for `policy` at `capacity` from `samples` (made by ``samples(of:for:)``
    /// for a list including `capacity`): the whole trace's requests, bytes and cost, with the
    /// miniature's misses, missed bytes and missed cost scaled by `1/R_C` (capped at the
    /// totals).
    ///
    /// Scaling the misses rather than dividing by the sampled requests is SHARDS' adjustment
    /// for samples that catch more or fewer hot objects than their share: the misses come from
    /// the many cold objects and scale well; the requests are dominated by a few hot ones and do
    /// not. At rate 1 the point is the full simulation's.
    ///
    /// - Throws: ``CachePolicyError`` for an unknown policy or a capacity it refuses.
    /// - Complexity: One simulation over the sample, O(n·R_C) policy accesses.
    package func point(
        policy: String, capacity: CacheCapacity, samples: Samples,
        registry: PolicyRegistry
    ) throws(CachePolicyError) -> MissRatioPoint {
        let threshold = threshold(for: capacity, meanObjectSize: samples.meanObjectSize)
        guard let sample = samples.traces[threshold] else {
            preconditionFailure("MiniatureSimulation: no sample for \(capacity); build the samples for it")
        }
        let result = try registry.simulate(policyNamed: policy, capacity: Self.miniatureCapacity(capacity, threshold: threshold), trace: sample)
        let scale = Double(RequestTrace.samplingModulus) / Double(threshold)
        let misses = min(samples.requests, Int((Double(result.misses) * scale).rounded()))
        let missedBytes = min(samples.requestedBytes, Int((Double(result.missedBytes) * scale).rounded()))
        return MissRatioPoint(
            capacity: capacity, requests: samples.requests, hits: samples.requests - misses,
            requestedBytes: samples.requestedBytes, missedBytes: missedBytes,
            totalCost: samples.totalCost, missedCost: min(samples.totalCost, result.missedCost * scale))
    }

    /// The approximate miss-ratio curve of `policy` over `capacities`, in the order given.
    ///
    /// - Throws: ``CachePolicyError`` for an unknown policy or a capacity it refuses.
    /// - Complexity: O(n) to sample, plus one simulation of O(n·R_C) accesses per capacity.
    package func curve(
        policy: String, capacities: [CacheCapacity], trace: RequestTrace,
        registry: PolicyRegistry
    ) throws(CachePolicyError) -> [MissRatioPoint] {
        _ = try registry.registration(named: policy)
        let samples = samples(of: trace, for: capacities)
        var points: [MissRatioPoint] = []
        for capacity in capacities {
            points.append(try point(policy: policy, capacity: capacity, samples: samples, registry: registry))
        }
        return points
    }

    /// ``curve(policy:capacities:trace:registry:)`` of a miniature simulation at `rate`.
    ///
    /// - Throws: ``CachePolicyError`` for an unknown policy or a capacity it refuses.
    package static func curve(
        policy: String, capacities: [CacheCapacity], trace: RequestTrace, rate: Double,
        minimumObjects: Int = 400, seed: UInt64 = 0x5A4D_5348,
        registry: PolicyRegistry
    ) throws(CachePolicyError) -> [MissRatioPoint] {
        try MiniatureSimulation(rate: rate, minimumObjects: minimumObjects, seed: seed)
            .curve(policy: policy, capacities: capacities, trace: trace, registry: registry)
    }
}
