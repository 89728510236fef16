extension RequestTrace {
    /// The modulus of spatially hashed sampling: an object is sampled at threshold `T` iff
    /// `hash(key) mod samplingModulus < T`, so the rate is `T / samplingModulus`.
    package static let samplingModulus: UInt64 = 1 << 24

    /// The requests for the objects whose hashed key falls below `threshold`: spatially hashed
    /// sampling (SHARDS, Waldspurger et al., FAST'15), which keeps every request of a sampled
    /// object and none of the others, so the sample keeps the reuse structure of the trace.
    ///
    /// The hash is XXH64 of the key with `seed`, reduced modulo ``samplingModulus``; the same
    /// key, seed and threshold always give the same sample, and a sample at a smaller threshold
    /// is a sub-sample of one at a larger threshold. Memory warnings keep their places (each
    /// counts the sampled requests before it). Objects keep their relative order, so they stay
    /// numbered in order of first request.
    ///
    /// - Parameters:
    ///   - threshold: Objects with `hash mod samplingModulus < threshold` are kept; at
    ///     ``samplingModulus`` or above every request is kept.
    ///   - seed: The hash seed.
    /// - Returns: The sampled trace.
    /// - Complexity: O(n + objects).
    package func sampled(threshold: UInt64, seed: UInt64) -> RequestTrace {
        if threshold >= Self.samplingModulus { return self }
        let dropped = UInt32.max
        var numbers = [UInt32](repeating: dropped, count: objects.count)
        var kept: [Object] = []
        for (number, object) in objects.enumerated()
        where XXH64.hash(object.key, seed: seed) % Self.samplingModulus < threshold {
            numbers[number] = UInt32(kept.count)
            kept.append(object)
        }
        var sampled: [UInt32] = []
        sampled.reserveCapacity(Int(Double(requests.count) * Double(threshold) / Double(Self.samplingModulus) * 1.2) + 16)
        var warnings: [Int] = []
        warnings.reserveCapacity(memoryWarnings.count)
        var nextWarning = 0
        numbers.withUnsafeBufferPointer { numbers in
            for (position, request) in requests.enumerated() {
                while nextWarning < memoryWarnings.count && memoryWarnings[nextWarning] == position {
                    warnings.append(sampled.count)
                    nextWarning += 1
                }
                let number = numbers[Int(request)]
                if number != dropped { sampled.append(number) }
            }
        }
        while nextWarning < memoryWarnings.count {
            warnings.append(sampled.count)
            nextWarning += 1
        }
        return RequestTrace(objects: kept, requests: sampled, memoryWarnings: warnings)
    }
}
