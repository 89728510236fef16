import NibbenchSupport
import Foundation

/// The Zipf distribution over ranks `0..<count`: rank `k` (0-based) has probability proportional
/// to `1 / (k + 1)^alpha`. `alpha = 0` is uniform; web and app object popularity is typically
/// 0.6–1.2.
///
/// Sampling is exact inversion: the cumulative weights are precomputed once and a uniform draw is
/// located by binary search, so every rank is drawn with its probability up to the rounding of
/// the cumulative sums (relative error about `count × 2⁻⁵³`).
package struct ZipfDistribution: Hashable, Sendable {
    /// The number of ranks.
    package let count: Int
    /// The exponent.
    package let alpha: Double
    /// `cumulative[k]` = sum of the weights of ranks `0...k`.
    private let cumulative: [Double]

    /// A Zipf distribution over `count` ranks with exponent `alpha`.
    /// - Precondition: `count > 0`, `alpha` finite and not negative.
    /// - Complexity: O(count).
    package init(count: Int, alpha: Double) {
        precondition(count > 0, "a Zipf distribution needs at least one rank")
        precondition(alpha.isFinite && alpha >= 0, "alpha must be finite and not negative")
        self.count = count
        self.alpha = alpha
        var sums = [Double]()
        sums.reserveCapacity(count)
        var total = 0.0, compensation = 0.0 // Kahan summation keeps the tail exact enough
        for k in 1...count {
            let weight = alpha == 0 ? 1 : 1 / pow(Double(k), alpha)
            let y = weight - compensation
            let t = total + y
            compensation = (t - total) - y
            total = t
            sums.append(total)
        }
        cumulative = sums
    }

    /// The probability of rank `rank` (0-based).
    package func probability(ofRank rank: Int) -> Double {
        let weight = alpha == 0 ? 1 : 1 / pow(Double(rank + 1), alpha)
        return weight / cumulative[count - 1]
    }

    /// A rank drawn from the distribution.
    /// - Complexity: O(log count).
    package func sample(using random: inout SeededRandom) -> Int {
        random.pick(cumulative: cumulative)
    }
}
