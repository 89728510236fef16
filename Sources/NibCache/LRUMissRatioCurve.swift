/// The exact miss-ratio curve of LRU on a trace, for count and byte capacities, from Mattson
/// stack distances (``StackDistances``).
///
/// Count form: a request hits an LRU cache of `C` objects iff its stack distance is below `C`.
/// Byte form: it hits an LRU cache of `C` bytes iff the bytes of the distinct keys requested
/// since its previous request, plus its own size, are at most `C` — where keys larger than `C`
/// are left out, because such objects are never admitted (DESIGN §7) and so never push others
/// out. Capacities at least as large as the largest object use the one precomputed pass;
/// smaller byte capacities take one extra O(N log M) pass each. The curve equals
/// ``CacheSimulator`` running ``LRUPolicy`` whenever each key keeps one size.
public struct LRUMissRatioCurve: Sendable {
    /// The per-request distances the curve is built from.
    public let distances: StackDistances
    let ids: [Int]
    let sizes: [Int]
    let costs: [Double]
    let objectCount: Int
    let largestSize: Int
    let requestedBytes: Int
    let totalCost: Double
    /// Warm requests sorted by object distance, with running sums of their bytes and costs.
    let byObjects: SortedNeeds
    /// Warm requests (indices) and their byte needs (`bytes + size`), sorted into a
    /// ``SortedNeeds`` only when a byte capacity is asked for.
    let warm: [Int]
    let byteNeeds: [Int]

    /// Computes the distances of `requests` and prepares the curve.
    ///
    /// - Complexity: O(N log N) time, O(N) space.
    public init<Key: Hashable>(_ requests: [CacheRequest<Key>]) {
        let dense = DenseKeys(requests)
        self.init(ids: dense.ids, sizes: requests.map(\.size), costs: requests.map(\.cost), objectCount: dense.count)
    }

    /// Computes the distances of a compact trace over all its requests (memory warnings do
    /// not cut the curve), using its object numbers instead of hashing keys.
    ///
    /// - Complexity: O(N log M) time, O(N) space.
    public init(_ trace: RequestTrace) {
        let objects = trace.objects
        self.init(ids: trace.requests.map { Int($0) }, sizes: trace.requests.map { objects[Int($0)].size },
                  costs: trace.requests.map { objects[Int($0)].cost }, objectCount: objects.count)
    }

    private init(ids: [Int], sizes: [Int], costs: [Double], objectCount: Int) {
        self.ids = ids
        self.objectCount = objectCount
        self.sizes = sizes
        self.costs = costs
        largestSize = sizes.max() ?? 0
        requestedBytes = sizes.reduce(0, +)
        totalCost = costs.reduce(0, +)
        distances = StackDistances(ids: ids, sizes: sizes, objectCount: objectCount, admitting: nil)
        var objectNeeds: [Int] = [], byteNeeds: [Int] = [], warm: [Int] = []
        for i in ids.indices where distances.objects[i] != StackDistances.firstAccess {
            warm.append(i)
            objectNeeds.append(distances.objects[i] + 1)
            byteNeeds.append(distances.bytes[i] + sizes[i])
        }
        byObjects = SortedNeeds(needs: objectNeeds, requests: warm, sizes: sizes, costs: costs)
        self.warm = warm
        self.byteNeeds = byteNeeds
    }

    /// What LRU does at `capacity`.
    ///
    /// - Complexity: O(log N) for count capacities; O(N log N) for byte capacities of at least
    ///   the largest object size (sorting the byte needs; ``curve(_:)`` sorts them once for all
    ///   its capacities); O(N log M) for smaller byte capacities.
    public func point(at capacity: CacheCapacity) -> MissRatioPoint {
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
    public func missRatio(at capacity: CacheCapacity) -> Double { point(at: capacity).missRatio }

    /// The curve over `capacities`, in the order given.
    ///
    /// - Complexity: O(K log N) for K capacities, plus O(N log N) once when a byte capacity is
    ///   at least the largest object, plus O(N log M) per byte capacity smaller than it.
    public func curve(_ capacities: [CacheCapacity]) -> [MissRatioPoint] {
        let needsBytes = capacities.contains { capacity in
            if case .bytes(let limit) = capacity { return limit >= largestSize }
            return false
        }
        let byBytes = needsBytes ? sortedByteNeeds() : nil
        return capacities.map { point(at: $0, byBytes: byBytes) }
    }

    /// Warm requests sorted by byte need, with running sums.
    func sortedByteNeeds() -> SortedNeeds {
        SortedNeeds(needs: byteNeeds, requests: warm, sizes: sizes, costs: costs)
    }

    /// Hits at a byte capacity smaller than some objects: a pass that ignores those objects.
    func filteredHits(_ limit: Int) -> (count: Int, bytes: Int, cost: Double) {
        let filtered = StackDistances(ids: ids, sizes: sizes, objectCount: objectCount, admitting: limit)
        var hit = (count: 0, bytes: 0, cost: 0.0)
        for i in ids.indices where filtered.bytes[i] != StackDistances.firstAccess && filtered.bytes[i] + sizes[i] <= limit {
            hit.count += 1
            hit.bytes += sizes[i]
            hit.cost += costs[i]
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
        var needs: [Int] = [], counts: [Int] = [], bytes: [Int] = [], cost: [Double] = []
        let largest = unsorted.max() ?? 0
        if largest <= 4 * unsorted.count + 1024 {
            var n = [Int](repeating: 0, count: largest + 1), b = [Int](repeating: 0, count: largest + 1)
            var c = [Double](repeating: 0, count: largest + 1)
            for (k, need) in unsorted.enumerated() {
                n[need] += 1
                b[need] += sizes[requests[k]]
                c[need] += costs[requests[k]]
            }
            var (tn, tb, tc) = (0, 0, 0.0)
            for need in 0...largest where n[need] > 0 {
                tn += n[need]; tb += b[need]; tc += c[need]
                needs.append(need); counts.append(tn); bytes.append(tb); cost.append(tc)
            }
        } else {
            var records = unsorted.indices.map { (need: unsorted[$0], size: sizes[requests[$0]], cost: costs[requests[$0]]) }
            records.sort { $0.need < $1.need }
            var (tn, tb, tc) = (0, 0, 0.0)
            for (i, r) in records.enumerated() {
                tn += 1; tb += r.size; tc += r.cost
                if i + 1 == records.count || records[i + 1].need != r.need {
                    needs.append(r.need); counts.append(tn); bytes.append(tb); cost.append(tc)
                }
            }
        }
        self.needs = needs
        countAtMost = counts
        bytesAtMost = bytes
        costAtMost = cost
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
