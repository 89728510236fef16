import Foundation
import Testing
import TestSupport
import Records

@Suite struct StatisticsTests {
    @Test func medianBySelectionMatchesSorting() {
        var rng = SeededGenerator(seed: 9)
        for n in [1, 2, 3, 10, 101, 1000] {
            var values = (0..<n).map { _ in Double(Int.random(in: 0..<50, using: &rng)) }
            let sorted = values.sorted()
            let expected = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
            #expect(SampleStatistics.median(&values) == expected)
        }
    }

    @Test func summaryPercentilesIntervalsAndOutliers() throws {
        // 1,000 samples 1000…1999 ns plus two far outliers.
        let samples = (0..<1000).map { UInt64(1000 + $0) } + [100_000, 200_000]
        let s = try #require(SampleStatistics.summarize(samples))
        #expect(s.count == 1002 && s.min == 1000 && s.max == 200_000)
        #expect(abs(Double(s.p50) - 1500) <= 2 && abs(Double(s.p90) - 1900) <= 2)
        #expect(s.medianCI.contains(1500.5) && s.medianCI.upperBound - s.medianCI.lowerBound < 80, "\(s.medianCI)")
        #expect(s.meanCI.contains(s.mean))
        #expect(s.farOutliers == 2 && s.mildOutliers == 0)
        #expect(SampleStatistics.summarize(samples) == s, "bootstrap is seeded")
        #expect(SampleStatistics.summarize([]) == nil)
    }

    @Test func mannWhitneyAgreesWithTheTextbook() {
        let (u, p) = SampleStatistics.mannWhitneyU([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])
        #expect(u == 0)
        #expect(abs(p - 0.01219) < 0.0005)
        let same = SampleStatistics.mannWhitneyU([1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6])
        #expect(same.u == 18 && same.p > 0.9)
        let ties = SampleStatistics.mannWhitneyU([1, 1, 1, 1], [1, 1, 1, 1])
        #expect(ties.p == 1)
    }
}

/// The two-stage bootstrap carries the spread between repetitions into the interval.
@Suite struct HierarchicalBootstrapTests {
    @Test func repetitionSpreadWidensTheInterval() {
        var rng = SeededGenerator(seed: 3)
        func repetition(_ centre: Double) -> [Double] { (0..<400).map { _ in centre * (0.85 + 0.3 * Double(rng.next() % 1000) / 1000) } }
        // Repetitions within each run differ by 6%; pooled medians differ by about 10%, but a
        // slow baseline repetition against a fast new one differs by under 4%.
        let base = [repetition(1000), repetition(1060)], new = [repetition(1100), repetition(1160)]
        let flat = SampleStatistics.relativeChange(base: base.flatMap { $0 }, new: new.flatMap { $0 })
        let grouped = SampleStatistics.relativeChange(baseGroups: base, newGroups: new)
        #expect(flat.interval.lowerBound > 0.05, "loads alone: a confident 'beyond +5%'")
        #expect(grouped.interval.lowerBound < 0.05, "repetitions drawn first: the spread between them shows")
        #expect(grouped.change == flat.change)
        // One repetition per side is the ordinary bootstrap.
        let single = SampleStatistics.relativeChange(baseGroups: [base[0]], newGroups: [new[0]])
        #expect(single.interval == SampleStatistics.relativeChange(base: base[0], new: new[0]).interval)
    }
}
