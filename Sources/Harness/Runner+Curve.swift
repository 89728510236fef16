import Foundation
import NibCache
import Records

extension Runner {
    /// The exact hit and miss counts of an LRU cache bounded by object count on the replayed
    /// trace, at a grid of capacities, for comparison with the measured policies.
    ///
    /// Computed as the replays count: a memory warning empties the cache (the decoded-nib
    /// loaders drop everything), so the stack distances (``StackDistances``) restart after each;
    /// only loads after the warm-up are counted. So the point at a `decoded-lru` configuration's
    /// capacity has exactly its measured hit ratio. Bytes are the nib files' sizes; the cost of a
    /// request is its nib's ``missCosts(_:)`` over all configurations.
    ///
    /// - Parameter records: The measured loads (for sizes and costs).
    /// - Returns: Points for count capacities, ascending; empty when nothing was measured.
    /// - Throws: ``NibArchiveError`` when a nib file cannot be read for its cost.
    /// - Complexity: O(N log M + M) for N loads and M distinct nibs.
    func lruCurve(records: [LoadRecord]) throws -> [MissRatioPoint] {
        var size: [String: Int] = [:]
        for r in records { size[r.nib] = r.nibBytes }
        let cost = try missCosts(records)
        // Per needed capacity (stack distance + 1): requests, bytes and cost that hit from it on.
        var need: [Int: (count: Int, bytes: Int, cost: Double)] = [:]
        var measured = (count: 0, bytes: 0, cost: 0.0)
        var distinct = Set<String>()
        var seq = 0
        var segment: [String] = []
        func flush() {
            let distances = StackDistances(segment.map { CacheRequest(key: $0) })
            for (i, name) in segment.enumerated() {
                let position = seq - segment.count + i + 1
                guard position > plan.warmupLoads else { continue }
                let bytes = size[name] ?? 0, c = cost[name] ?? 0
                measured.count += 1; measured.bytes += bytes; measured.cost += c
                let d = distances.objects[i]
                guard d != StackDistances.firstAccess else { continue }
                need[d + 1, default: (0, 0, 0)].count += 1
                need[d + 1, default: (0, 0, 0)].bytes += bytes
                need[d + 1, default: (0, 0, 0)].cost += c
            }
            segment.removeAll()
        }
        for event in plan.events {
            switch event {
            case .load(let name):
                seq += 1
                segment.append(name)
                distinct.insert(name)
            case .memoryWarning:
                flush()
            }
        }
        flush()
        guard measured.count > 0 else { return [] }
        let configured = plan.configs.compactMap { config -> Int? in
            if case .objects(let n) = config.capacity { return n }
            return nil
        }
        let needs = need.keys.sorted()
        var points: [MissRatioPoint] = []
        var k = 0
        var hit = (count: 0, bytes: 0, cost: 0.0)
        for capacity in Self.curveCapacities(distinct: distinct.count, configured: configured) {
            while k < needs.count && needs[k] <= capacity {
                let n = need[needs[k]]!
                hit.count += n.count; hit.bytes += n.bytes; hit.cost += n.cost
                k += 1
            }
            points.append(
                MissRatioPoint(
                    capacity: .objects(capacity), requests: measured.count, hits: hit.count,
                    requestedBytes: measured.bytes, missedBytes: measured.bytes - hit.bytes,
                    totalCost: measured.cost, missedCost: measured.cost - hit.cost))
        }
        return points
    }

    /// Capacities for the curve: every one up to 64 distinct objects; beyond, 1…10 and 64 steps
    /// spaced evenly on a log scale up to the number of distinct objects; plus every configured
    /// count capacity.
    ///
    /// - Complexity: O(64 + configured).
    static func curveCapacities(distinct: Int, configured: [Int]) -> [Int] {
        var capacities = Set(configured.filter { $0 > 0 })
        let m = max(1, distinct)
        if m <= 64 {
            capacities.formUnion(1...m)
        } else {
            capacities.formUnion(1...10)
            for k in 0...64 { capacities.insert(Int(pow(Double(m), Double(k) / 64).rounded())) }
        }
        return capacities.sorted()
    }
}
