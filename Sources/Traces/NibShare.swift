/// One of the most loaded nibs of a trace (``TraceStats/topNibs``).
package struct NibShare: Codable, Hashable, Sendable {
    /// The nib's name.
    package var name: String
    /// Its loads.
    package var loads: Int
    /// Its share of all loads (0...1).
    package var share: Double
    /// The share of all loads of this nib and the ones ranked above it (0...1).
    package var cumulativeShare: Double

    /// Creates a share.
    package init(name: String, loads: Int, share: Double, cumulativeShare: Double) {
        self.name = name
        self.loads = loads
        self.share = share
        self.cumulativeShare = cumulativeShare
    }

    /// The `count` most loaded of `names` by `counts` (loads per name, same order), most loaded
    /// first, ties by name; shares are of `total` loads.
    /// - Complexity: O(n log n) for n names.
    static func top(_ count: Int, names: [String], counts: [Int], total: Int) -> [NibShare] {
        guard total > 0 else { return [] }
        let ranked = names.indices.sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : names[$0] < names[$1] }
        var cumulative = 0
        return ranked.prefix(count).map { i in
            cumulative += counts[i]
            return NibShare(
                name: names[i], loads: counts[i], share: Double(counts[i]) / Double(total), cumulativeShare: Double(cumulative) / Double(total))
        }
    }
}
