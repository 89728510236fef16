/// Pairs the objects of two archives (the rule is documented on ``NibArchiveDiff``).
///
/// Top-down from the roots: for each matched pair, the objects both reference under the same
/// key are paired — directly when the key occurs once on each side, by content otherwise
/// (collections). A global pass then pairs what is left by content, and the walk continues
/// from those pairs. Linear in the values, except the similarity step, which is bounded.
struct DiffMatcher {
    let a: DiffGraph
    let b: DiffGraph
    /// The B object matched to each A object, or -1.
    private(set) var aToB: [Int]
    /// The A object matched to each B object, or -1.
    private(set) var bToA: [Int]
    private var queue: [(Int, Int)] = []

    /// The largest leftover group (A × B candidates of one class) scored pair by pair.
    static let similarityBudget = 4096

    init(_ a: DiffGraph, _ b: DiffGraph) {
        self.a = a
        self.b = b
        aToB = Array(repeating: -1, count: a.objectCount)
        bToA = Array(repeating: -1, count: b.objectCount)
        guard a.objectCount > 0, b.objectCount > 0 else { return }
        pair(0, 0)
        for _ in 0..<4 {
            drain()
            let left = (a.order.filter { aToB[$0] < 0 }, b.order.filter { bToA[$0] < 0 })
            guard !left.0.isEmpty, !left.1.isEmpty else { break }
            pairByContent(left.0, left.1, similarity: false)
            if queue.isEmpty { break }
        }
    }

    private mutating func pair(_ x: Int, _ y: Int) {
        aToB[x] = y
        bToA[y] = x
        queue.append((x, y))
    }

    /// Follows matched pairs until no new pair appears.
    private mutating func drain() {
        var head = 0
        while head < queue.count {
            let (x, y) = queue[head]
            head += 1
            let left = references(of: x, in: a), right = references(of: y, in: b)
            for key in left.order {
                guard let targets = left.groups[key], let others = right.groups[key] else { continue }
                if targets.count == 1, others.count == 1 {
                    if aToB[targets[0]] < 0, bToA[others[0]] < 0 { pair(targets[0], others[0]) }
                } else {
                    pairByContent(targets, others, similarity: true, positional: true)
                }
            }
        }
        queue.removeAll()
    }

    /// An object's reference targets grouped by key name, in archive order, duplicates removed.
    private func references(of object: Int, in graph: DiffGraph) -> (groups: [String: [Int]], order: [String]) {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        var seen = Set<Int>()
        for i in graph.archive.valueRange(ofObject: object) {
            guard case .object(let target) = graph.archive.value(i), seen.insert(target).inserted else { continue }
            let key = graph.keyNames[graph.archive.keyIndex(ofValue: i)]
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(target)
        }
        return (groups, order)
    }

    /// Pairs the unmatched objects of two candidate lists: equal content including the
    /// referenced objects' content, then equal own content, then equal class and referenced
    /// strings and numbers (a label's text), each in order; then same-class
    /// objects by weighted similarity (``pairBySimilarity(_:_:)``) when `similarity`, else by
    /// equal class and key names in order; then, with `positional`, leftovers at the same
    /// position whatever their class (a changed class).
    private mutating func pairByContent(_ all: [Int], _ others: [Int], similarity: Bool, positional: Bool = false) {
        var left = all.filter { aToB[$0] < 0 }, right = others.filter { bToA[$0] < 0 }
        guard !left.isEmpty, !right.isEmpty else { return }
        for stage in similarity
            ? [\DiffGraph.deep, \DiffGraph.local, \DiffGraph.strong] : [\DiffGraph.deep, \DiffGraph.local, \DiffGraph.strong, \DiffGraph.shape]
        {
            var buckets: [Int: [Int]] = [:]
            for y in right.reversed() { buckets[b[keyPath: stage][y], default: []].append(y) }
            for x in left {
                let h = a[keyPath: stage][x]
                guard h != 0, var bucket = buckets[h], let y = bucket.popLast() else { continue }
                buckets[h] = bucket
                if aToB[x] < 0, bToA[y] < 0 { pair(x, y) }
            }
            left.removeAll { aToB[$0] >= 0 }
            right.removeAll { bToA[$0] >= 0 }
            if left.isEmpty || right.isEmpty { return }
        }
        if similarity { pairBySimilarity(all, others) }
        if positional {
            for (x, y) in zip(all, others) where aToB[x] < 0 && bToA[y] < 0 { pair(x, y) }
        }
    }

    /// Pairs same-class unmatched objects, highest score first, nearer positions first.
    ///
    /// The score sums the values two objects share under the same key: 3 for a reference to
    /// a string or number of equal content (a label's text, an identifier), 2 for a
    /// reference to objects already matched to each other, 1 for any other equal value.
    /// Groups of more than ``similarityBudget`` candidate pairs pair by equal class and key
    /// names, in order.
    private mutating func pairBySimilarity(_ left: [Int], _ right: [Int]) {
        var byClass: [String: [Int]] = [:]
        for (position, y) in right.enumerated() where bToA[y] < 0 { byClass[b.classOf[y], default: []].append(position) }
        var leftByClass: [String: [Int]] = [:]
        var classOrder: [String] = []
        for (position, x) in left.enumerated() where aToB[x] < 0 {
            if leftByClass[a.classOf[x]] == nil { classOrder.append(a.classOf[x]) }
            leftByClass[a.classOf[x], default: []].append(position)
        }
        for name in classOrder {
            guard let xs = leftByClass[name], let ys = byClass[name] else { continue }
            if xs.count * ys.count > Self.similarityBudget {
                pairByContent(xs.map { left[$0] }, ys.map { right[$0] }, similarity: false)
                continue
            }
            var candidates: [(score: Int, distance: Int, x: Int, y: Int)] = []
            let signatures = ys.map { signature(right[$0], before: false) }
            for px in xs {
                let mine = signature(left[px], before: true)
                for (j, py) in ys.enumerated() {
                    let score = mine.reduce(0) { sum, entry in sum + (signatures[j][entry.key] == nil ? 0 : entry.value) }
                    candidates.append((score, abs(px - py), left[px], right[py]))
                }
            }
            candidates.sort { ($1.score, $0.distance, $0.x, $0.y) < ($0.score, $1.distance, $1.x, $1.y) }
            for c in candidates where aToB[c.x] < 0 && bToA[c.y] < 0 { pair(c.x, c.y) }
        }
    }

    /// An object's values as hashes of (label, value) with their weight in the score.
    private func signature(_ object: Int, before: Bool) -> [Int: Int] {
        let graph = before ? a : b
        var result: [Int: Int] = [:]
        for entry in graph.labelledValues(of: object) {
            var h = Hasher()
            h.combine(entry.label)
            var weight = 1
            if case .object(let target) = entry.value {
                if graph.isValueObject(target) {
                    h.combine(0)
                    h.combine(graph.local[target])
                    weight = 3
                } else if let partner = before ? (aToB[target] >= 0 ? aToB[target] : nil) : (bToA[target] >= 0 ? target : nil) {
                    h.combine(1)
                    h.combine(partner)
                    weight = 2
                } else {
                    h.combine(2)
                    h.combine(graph.local[target])
                }
            } else {
                h.combine(entry.value)
            }
            result[h.finalize()] = weight
        }
        return result
    }
}
