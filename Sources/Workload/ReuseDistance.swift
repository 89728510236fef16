/// Exact reuse distances of a request sequence.
///
/// The reuse distance of a request is the number of *distinct other* keys requested since the
/// previous request to the same key (0 for an immediate repeat); a first request has none
/// (infinite). It equals the LRU stack distance minus one: a request hits in an LRU cache of
/// `c` objects exactly when its reuse distance is below `c`.
public enum ReuseDistance {
    /// The reuse distance of every request, `nil` for first requests.
    ///
    /// Uses a Fenwick tree over request positions that marks the latest request of every key:
    /// the distance of a request at position `i` whose key was last requested at `p` is the
    /// number of marks strictly between `p` and `i`; then the mark moves from `p` to `i`.
    ///
    /// - Complexity: O(n log n) time, O(n + k) space for n requests of k distinct keys.
    public static func distances<S: Sequence>(_ requests: S) -> [Int?] where S.Element: Hashable {
        let keys = Array(requests)
        var tree = FenwickTree(count: keys.count)
        var last: [S.Element: Int] = [:]
        var result: [Int?] = []
        result.reserveCapacity(keys.count)
        for (i, key) in keys.enumerated() {
            if let p = last[key] {
                result.append(tree.sum(in: (p + 1)..<i))
                tree.add(-1, at: p)
            } else {
                result.append(nil)
            }
            tree.add(1, at: i)
            last[key] = i
        }
        return result
    }
}

/// A binary indexed tree of integers: point updates and prefix sums in O(log n).
struct FenwickTree {
    private var nodes: [Int]

    /// A tree of `count` zeros.
    init(count: Int) {
        nodes = [Int](repeating: 0, count: count + 1)
    }

    /// Adds `delta` to element `index` (0-based).
    /// - Complexity: O(log n).
    mutating func add(_ delta: Int, at index: Int) {
        var i = index + 1
        while i < nodes.count {
            nodes[i] += delta
            i += i & -i
        }
    }

    /// The sum of elements `0..<end`.
    /// - Complexity: O(log n).
    func prefixSum(_ end: Int) -> Int {
        var i = end, total = 0
        while i > 0 {
            total += nodes[i]
            i -= i & -i
        }
        return total
    }

    /// The sum of the elements in `range` (0 for an empty range).
    /// - Complexity: O(log n).
    func sum(in range: Range<Int>) -> Int {
        range.isEmpty ? 0 : prefixSum(range.upperBound) - prefixSum(range.lowerBound)
    }
}
