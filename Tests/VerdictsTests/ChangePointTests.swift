import Foundation
import Verdicts
import NibbenchSupport
import Testing

/// Issue 42, item 3: timed series' change points (PELT) on synthetic series with known changes.
@Suite struct ChangePointTests {
    /// `means` held for `lengths` commits each, plus Gaussian noise of standard deviation `sigma`.
    static func series(_ means: [Double], lengths: [Int], sigma: Double, seed: UInt64) -> [Double] {
        var random = SeededRandom(seed: seed)
        func gaussian() -> Double {
            // Box–Muller on two uniform draws in (0, 1].
            let u = (Double(random.next() >> 11) + 1) / 9_007_199_254_740_992.0
            let v = Double(random.next() >> 11) / 9_007_199_254_740_992.0
            return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
        }
        return zip(means, lengths).flatMap { mean, n in (0..<n).map { _ in mean + sigma * gaussian() } }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func knownShiftsAreFound(seed: UInt64) {
        // A latency of 10 ms that steps to 13 ms at commit 30 and back to 11 ms at commit 60,
        // with 0.4 ms of noise.
        let values = Self.series([10, 13, 11], lengths: [30, 30, 30], sigma: 0.4, seed: seed)
        let points = ChangePoints.pelt(values)
        #expect(points.count == 2, "\(points)")
        #expect(points.count == 2 && abs(points[0] - 30) <= 1 && abs(points[1] - 60) <= 1, "\(points)")
    }

    @Test(arguments: [UInt64(11), 12, 13, 14, 15, 16, 17, 18])
    func noiseAloneHasNoChangePoint(seed: UInt64) {
        #expect(ChangePoints.pelt(Self.series([10], lengths: [100], sigma: 0.5, seed: seed)).isEmpty)
    }

    @Test func aShortOrFlatSeriesHasNone() {
        #expect(ChangePoints.pelt([1, 2, 3]).isEmpty)
        #expect(ChangePoints.pelt(Array(repeating: 5, count: 40)).isEmpty)
    }
}
