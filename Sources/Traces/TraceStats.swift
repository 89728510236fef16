import NibbenchSupport
import NibCache
import Manifest

/// Summary statistics of an access trace: what any cache would face on it.
///
/// Ratios are `nil` when their denominator is zero (an empty trace, or no sizes). JSON keys
/// are the property names.
package struct TraceStats: Codable, Hashable, Sendable {
    /// All events, loads and memory warnings.
    package var events: Int
    /// Load events (requests).
    package var requests: Int
    /// Distinct nibs loaded.
    package var uniqueNibs: Int
    /// First loads of each nib: misses that no cache can avoid. Equals ``uniqueNibs``.
    package var compulsoryMisses: Int
    /// ``compulsoryMisses`` / ``requests``.
    package var compulsoryMissRatio: Double?
    /// Bytes over all loads, when sizes are known.
    package var requestedBytes: Int?
    /// Bytes of the distinct nibs loaded (the compulsory-miss bytes), when sizes are known.
    package var uniqueBytes: Int?
    /// ``uniqueBytes`` / ``requestedBytes``.
    package var compulsoryByteMissRatio: Double?
    /// Nibs loaded exactly once.
    package var oneHitWonders: Int
    /// ``oneHitWonders`` / ``uniqueNibs``.
    package var oneHitWonderShare: Double?
    /// Memory-warning events.
    package var memoryWarnings: Int
    /// Reuse distances of the loads.
    package var reuse: ReuseDistanceSummary
    /// The ``topCount`` most loaded nibs, most loaded first (ties by name).
    package var topNibs: [NibShare]
    /// How many nibs ``topNibs`` lists at most.
    package static let topCount = 10

    /// Computes the statistics of `trace`; byte figures need `sizes`.
    ///
    /// - Throws: ``InputError`` with code `unknown-nib` when `sizes` is given and lacks a
    ///   loaded nib.
    /// - Complexity: O(n log n) for n events (the reuse distances).
    package init(trace: AccessTrace, sizes: NibSizes? = nil) throws(InputError) {
        var ids: [Int] = []
        ids.reserveCapacity(trace.events.count)
        var idByName: [String: Int] = [:], names: [String] = []
        var warnings = 0
        for event in trace.events {
            guard let nib = event.nib else {
                warnings += 1
                continue
            }
            if let id = idByName[nib] {
                ids.append(id)
            } else {
                idByName[nib] = names.count
                ids.append(names.count)
                names.append(nib)
            }
        }
        var counts = [Int](repeating: 0, count: names.count)
        for id in ids { counts[id] += 1 }

        events = trace.events.count
        requests = ids.count
        uniqueNibs = names.count
        compulsoryMisses = names.count
        compulsoryMissRatio = Self.ratio(names.count, ids.count)
        oneHitWonders = counts.reduce(0) { $0 + ($1 == 1 ? 1 : 0) }
        oneHitWonderShare = Self.ratio(oneHitWonders, names.count)
        memoryWarnings = warnings
        topNibs = NibShare.top(Self.topCount, names: names, counts: counts, total: ids.count)
        let distances = StackDistances(denseIDs: ids, objectCount: names.count).objects
        reuse = ReuseDistanceSummary(distances.map { $0 == StackDistances.firstAccess ? nil : $0 })
        if let sizes {
            var requested = 0, unique = 0
            for (id, name) in names.enumerated() {
                guard let size = sizes[name] else {
                    throw InputError(.unknownNib, "no size for nib \"\(name)\" (not in the manifest or sizes sidecar)")
                }
                unique += size
                requested += size * counts[id]
            }
            requestedBytes = requested
            uniqueBytes = unique
            compulsoryByteMissRatio = Self.ratio(unique, requested)
        }
    }

    private static func ratio(_ numerator: Int, _ denominator: Int) -> Double? {
        denominator == 0 ? nil : Double(numerator) / Double(denominator)
    }
}

/// The distribution of reuse distances of a trace's loads.
///
/// The reuse distance of a request is the number of *distinct other* nibs requested since the
/// previous request for the same nib (0 for an immediate repeat); a first request has none
/// (infinite). It is NibCache's ``StackDistances/objects``: a request hits in an LRU cache of
/// `c` objects exactly when its reuse distance is below `c`.
///
/// Percentiles use the nearest-rank definition over the finite distances: the p-th percentile
/// is the smallest distance `d` such that at least p% of reuses have distance ≤ `d`. They are
/// `nil` when no nib is loaded twice.
package struct ReuseDistanceSummary: Codable, Hashable, Sendable {
    /// Loads that re-request a nib (finite distance).
    package var reuses: Int
    /// First loads (infinite distance); equals the number of distinct nibs.
    package var firstAccesses: Int
    /// The median reuse distance.
    package var p50: Int?
    /// The 90th-percentile reuse distance.
    package var p90: Int?
    /// The 99th-percentile reuse distance.
    package var p99: Int?
    /// The largest reuse distance.
    package var max: Int?

    /// Summarises `distances` (`nil` = first access).
    /// - Precondition: no distance is negative.
    /// - Complexity: O(n + largest distance), by counting.
    package init(_ distances: [Int?]) {
        var reuses = 0, largest: Int?
        for case let d? in distances {
            precondition(d >= 0, "a reuse distance cannot be negative")
            reuses += 1
            largest = Swift.max(largest ?? d, d)
        }
        var histogram = [Int](repeating: 0, count: (largest ?? -1) + 1)
        for case let d? in distances { histogram[d] += 1 }
        self.reuses = reuses
        firstAccesses = distances.count - reuses
        max = largest
        func percentile(_ p: Int) -> Int? {
            guard reuses > 0 else { return nil }
            let rank = (p * reuses + 99) / 100 // ⌈p·n/100⌉, at least 1 since p ≥ 1 and n ≥ 1
            var seen = 0
            for (d, count) in histogram.enumerated() {
                seen += count
                if seen >= rank { return d }
            }
            return largest
        }
        p50 = percentile(50)
        p90 = percentile(90)
        p99 = percentile(99)
    }
}
