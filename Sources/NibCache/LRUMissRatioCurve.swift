/// The exact miss-ratio curve of LRU on a trace, for count and byte capacities, from Mattson
/// stack distances (``StackDistances``).
///
/// Count form: a request hits an LRU cache of `C` objects iff its stack distance is below `C`.
/// Byte form: it hits an LRU cache of `C` bytes iff the bytes of the distinct keys requested
/// since its previous request, plus its own size, are at most `C` — where keys larger than `C`
/// are left out, because such objects are never admitted (docs/commands.md, simulate) and so never push others
/// out. Capacities at least as large as the largest object use the one precomputed pass;
/// smaller byte capacities take one extra O(N log M) pass each. The curve equals
/// ``CacheSimulator`` running ``LRUPolicy`` whenever each key keeps one size.
package struct LRUMissRatioCurve: Sendable {
    /// The per-request distances the curve is built from, computed anew on each use (the
    /// curve keeps only what its points need).
    ///
    /// - Complexity: O(N log M) time, O(N) space.
    package var distances: StackDistances {
        StackDistances(ids: ids.map { Int($0) }, sizes: ids.indices.map { sizes[attribute($0)] }, objectCount: objectCount, admitting: nil)
    }
    /// The object number of each request.
    let ids: [UInt32]
    /// Sizes and costs, per object (a compact trace's) or per request (a list of requests,
    /// where a key may change size): see ``attribute(_:)``.
    let sizes: [Int]
    let costs: [Double]
    let perRequest: Bool
    let objectCount: Int
    let largestSize: Int
    let requestedBytes: Int
    let totalCost: Double
    /// Warm requests counted by object distance, with running sums of their bytes and costs.
    let byObjects: SortedNeeds

    /// Computes the distances of `requests` and prepares the curve.
    ///
    /// - Complexity: O(N log M) time, O(N + M) space.
    package init<Key: Hashable>(_ requests: [CacheRequest<Key>]) {
        let dense = DenseKeys(requests)
        self.init(
            ids: dense.ids.map { UInt32(truncatingIfNeeded: $0) }, sizes: requests.map(\.size), costs: requests.map(\.cost),
            perRequest: true, objectCount: dense.count)
    }

    /// Computes the distances of a compact trace over all its requests (memory warnings do
    /// not cut the curve), using its object numbers instead of hashing keys. Keeps no array
    /// per request of its own: the trace's object numbers are shared, sizes and costs are per
    /// object, and the count form is a histogram over distances.
    ///
    /// - Complexity: O(N log M) time, O(M) space besides the trace.
    package init(_ trace: RequestTrace) {
        self.init(
            ids: trace.requests, sizes: trace.objects.map(\.size), costs: trace.objects.map(\.cost),
            perRequest: false, objectCount: trace.objects.count)
    }

    private init(ids: [UInt32], sizes: [Int], costs: [Double], perRequest: Bool, objectCount: Int) {
        (self.ids, self.sizes, self.costs, self.perRequest, self.objectCount) = (ids, sizes, costs, perRequest, objectCount)
        var largest = 0, bytes = 0, cost = 0.0
        // Object distances are below the number of objects: count them in a histogram.
        var count = [Int](repeating: 0, count: objectCount + 2), byteSum = count, costSum = [Double](repeating: 0, count: objectCount + 2)
        Self.replay(ids: ids, sizes: sizes, perRequest: perRequest, objectCount: objectCount, admitting: nil) { attribute, size, distance in
            largest = Swift.max(largest, size)
            bytes += size
            cost += costs[attribute]
            guard let distance else { return }
            count[distance.objects + 1] += 1
            byteSum[distance.objects + 1] += size
            costSum[distance.objects + 1] += costs[attribute]
        }
        (largestSize, requestedBytes, totalCost) = (largest, bytes, cost)
        byObjects = SortedNeeds(counts: count, bytes: byteSum, costs: costSum)
    }

    /// Where request `i`'s size and cost are in ``sizes`` and ``costs``.
    func attribute(_ i: Int) -> Int { perRequest ? i : Int(ids[i]) }

    /// Replays the requests through an LRU stack (``RecencyFenwick``), leaving out those larger
    /// than `admitting`, and tells `body` each request's attribute index, size, and distance
    /// (nil on a first access).
    ///
    /// - Complexity: O(N log M).
    private static func replay(
        ids: [UInt32], sizes: [Int], perRequest: Bool, objectCount: Int, admitting: Int?,
        _ body: (_ attribute: Int, _ size: Int, _ distance: (objects: Int, bytes: Int)?) -> Void
    ) {
        var fenwick = RecencyFenwick(objectCount: objectCount)
        for i in ids.indices {
            let id = Int(ids[i]), attribute = perRequest ? i : id, size = sizes[attribute]
            if let admitting, size > admitting { continue }
            body(attribute, size, fenwick.access(id, size: size))
        }
    }

    /// What LRU does at `capacity`.
    ///
    /// - Complexity: O(log N) for count capacities; O(N log N) for byte capacities of at least
    ///   the largest object size (sorting the byte needs; ``curve(_:)`` sorts them once for all
    ///   its capacities); O(N log M) for smaller byte capacities.
    package func point(at capacity: CacheCapacity) -> MissRatioPoint {
        point(at: capacity, byBytes: nil)
    }

    private func point(at capacity: CacheCapacity, byBytes: SortedNeeds?) -> MissRatioPoint {
        var point = MissRatioPoint(
            capacity: capacity, requests: ids.count, hits: 0, requestedBytes: requestedBytes,
            missedBytes: requestedBytes, totalCost: totalCost, missedCost: totalCost)
        let hit: (count: Int, bytes: Int, cost: Double)
        switch capacity {
        case .objects(let limit):
            hit = byObjects.atMost(limit)
        case .bytes(let limit) where limit >= largestSize:
            hit = (byBytes ?? sortedByteNeeds()).atMost(limit)
        case .bytes(let limit):
            hit = filteredHits(limit)
        }
        point.hits = hit.count
        point.missedBytes = requestedBytes - hit.bytes
        point.missedCost = totalCost - hit.cost
        return point
    }

    /// The request miss ratio of LRU at `capacity`.
    ///
    /// - Complexity: As ``point(at:)``.
    package func missRatio(at capacity: CacheCapacity) -> Double { point(at: capacity).missRatio }

    /// The curve over `capacities`, in the order given.
    ///
    /// - Complexity: O(K log N) for K capacities, plus O(N log N) once when a byte capacity is
    ///   at least the largest object, plus O(N log M) per byte capacity smaller than it.
    package func curve(_ capacities: [CacheCapacity]) -> [MissRatioPoint] {
        let needsBytes = capacities.contains { capacity in
            if case .bytes(let limit) = capacity { return limit >= largestSize }
            return false
        }
        let byBytes = needsBytes ? sortedByteNeeds() : nil
        return capacities.map { point(at: $0, byBytes: byBytes) }
    }

    /// Warm requests sorted by byte need, with running sums.
    func sortedByteNeeds() -> SortedNeeds {
        var needs: [Int] = [], attributes: [Int] = []
        Self.replay(ids: ids, sizes: sizes, perRequest: perRequest, objectCount: objectCount, admitting: nil) { attribute, size, distance in
            guard let distance else { return }
            needs.append(distance.bytes + size)
            attributes.append(attribute)
        }
        return SortedNeeds(needs: needs, requests: attributes, sizes: sizes, costs: costs)
    }

    /// Hits of an LRU cache of `limit` bytes, which admits no object larger than `limit`.
    ///
    /// - Complexity: O(N log M).
    func filteredHits(_ limit: Int) -> (count: Int, bytes: Int, cost: Double) {
        var hit = (count: 0, bytes: 0, cost: 0.0)
        Self.replay(ids: ids, sizes: sizes, perRequest: perRequest, objectCount: objectCount, admitting: limit) { attribute, size, distance in
            guard let distance, distance.bytes + size <= limit else { return }
            hit.count += 1
            hit.bytes += size
            hit.cost += costs[attribute]
        }
        return hit
    }
}

/// Warm requests sorted by the capacity they need to hit, with running sums of their sizes and
/// costs, answering "how many hit at capacity C" by binary search.
struct SortedNeeds: Sendable {
    /// The distinct needs, ascending, and for each the count, bytes and cost of the requests
    /// whose need is at most it.
    let needs: [Int]
    let countAtMost: [Int]
    let bytesAtMost: [Int]
    let costAtMost: [Double]

    /// Aggregates the requests by need: a counting sort when needs are small (count form:
    /// needs ≤ distinct objects), else a sort of plain (need, size, cost) records.
    ///
    /// - Complexity: O(N + max need) or O(N log N).
    init(needs unsorted: [Int], requests: [Int], sizes: [Int], costs: [Double]) {
        let largest = unsorted.max() ?? 0
        if largest <= 4 * unsorted.count + 1024 {
            var n = [Int](repeating: 0, count: largest + 1), b = [Int](repeating: 0, count: largest + 1)
            var c = [Double](repeating: 0, count: largest + 1)
            for (k, need) in unsorted.enumerated() {
                n[need] += 1
                b[need] += sizes[requests[k]]
                c[need] += costs[requests[k]]
            }
            self.init(counts: n, bytes: b, costs: c)
        } else {
            var records = unsorted.indices.map { (need: unsorted[$0], size: sizes[requests[$0]], cost: costs[requests[$0]]) }
            records.sort { $0.need < $1.need }
            var needs: [Int] = [], counts: [Int] = [], bytes: [Int] = [], cost: [Double] = []
            var (tn, tb, tc) = (0, 0, 0.0)
            for (i, r) in records.enumerated() {
                tn += 1; tb += r.size; tc += r.cost
                if i + 1 == records.count || records[i + 1].need != r.need {
                    needs.append(r.need); counts.append(tn); bytes.append(tb); cost.append(tc)
                }
            }
            self.init(needs: needs, countAtMost: counts, bytesAtMost: bytes, costAtMost: cost)
        }
    }

    /// Aggregates a histogram: `counts[need]` requests have need `need`, with `bytes[need]`
    /// bytes and `costs[need]` cost.
    ///
    /// - Complexity: O(histogram length).
    init(counts histogram: [Int], bytes byteSums: [Int], costs costSums: [Double]) {
        var needs: [Int] = [], counts: [Int] = [], bytes: [Int] = [], cost: [Double] = []
        var (tn, tb, tc) = (0, 0, 0.0)
        for need in histogram.indices where histogram[need] > 0 {
            tn += histogram[need]; tb += byteSums[need]; tc += costSums[need]
            needs.append(need); counts.append(tn); bytes.append(tb); cost.append(tc)
        }
        self.init(needs: needs, countAtMost: counts, bytesAtMost: bytes, costAtMost: cost)
    }

    private init(needs: [Int], countAtMost: [Int], bytesAtMost: [Int], costAtMost: [Double]) {
        (self.needs, self.countAtMost, self.bytesAtMost, self.costAtMost) = (needs, countAtMost, bytesAtMost, costAtMost)
    }

    /// Count, bytes and cost of the requests whose need is at most `limit`.
    ///
    /// - Complexity: O(log D) in the distinct needs.
    func atMost(_ limit: Int) -> (count: Int, bytes: Int, cost: Double) {
        var low = 0, high = needs.count
        while low < high {
            let mid = (low + high) / 2
            if needs[mid] <= limit { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? (0, 0, 0) : (countAtMost[low - 1], bytesAtMost[low - 1], costAtMost[low - 1])
    }
}
