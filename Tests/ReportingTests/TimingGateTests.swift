import Foundation
@testable import Harness
import Reporting
import Testing
import Records
import Verdicts

/// Issue 16 item 4: no timed verdict from one process's luck.
@Suite struct TimingGateTests {
    /// `sampledRun` whose `cold` loads in repetition `r` are scaled by `factors[r]` (one
    /// process's repetitions at different speeds).
    static func run(_ factors: [Double], seed: UInt64) -> RunResult {
        var run = sampledRun(scale: 1, seed: seed)
        for i in run.records.indices where run.records[i].config == 0 {
            run.records[i].repetition = run.records[i].seq % factors.count
            run.records[i].total = UInt64(Double(run.records[i].total) * factors[run.records[i].repetition])
        }
        return run
    }

    static func coldP50(_ c: Comparison) -> Comparison.Row { c.rows.first { $0.config == "cold" && $0.metric == "latency_p50" }! }

    @Test func aChangeThatTheRepetitionsDoNotSeparateIsInconclusive() throws {
        // Base repetitions at 1.0 and 1.2, new at 1.15 and 1.25: the pooled median moved ~+12%,
        // beyond the band with a tiny p, but one new repetition is within 5% of a base one.
        let c = Comparison(base: Self.run([1.0, 1.2], seed: 1), new: Self.run([1.15, 1.25], seed: 2), options: gateTime)
        let row = Self.coldP50(c)
        #expect(row.pValue! < 0.01)
        let gap = try #require(row.repetitionGap)
        #expect(gap.lowerBound < 0.05 && gap.upperBound > 0.05)
        #expect(row.verdict == .inconclusive)
        #expect(!c.hasRegression)
    }

    @Test func separatedRepetitionsBeyondTheBandAreARegression() throws {
        let c = Comparison(base: Self.run([1.0, 1.02, 0.99], seed: 1), new: Self.run([1.2, 1.22, 1.19], seed: 2), options: gateTime)
        let row = Self.coldP50(c)
        #expect(try #require(row.repetitionGap).lowerBound > 0.05)
        #expect(row.verdict == .regression)
        #expect(
            Self.coldP50(Comparison(base: Self.run([1.2, 1.22, 1.19], seed: 2), new: Self.run([1.0, 1.02, 0.99], seed: 1), options: gateTime)).verdict
                == .improvement)
    }

    @Test func oneRepetitionASideGivesNoTimedVerdict() {
        // One process per side: nothing measures how much processes differ.
        let c = Comparison(base: Self.run([1.0], seed: 1), new: Self.run([1.3], seed: 2), options: gateTime)
        let row = Self.coldP50(c)
        #expect(row.repetitionGap == nil && row.interval!.lowerBound > 0.2)
        #expect(row.verdict == .inconclusive && !c.hasRegression)
    }

    @Test func repetitionGapSpansEveryPair() throws {
        let gap = try #require(Comparison.repetitionGap(baseGroups: [[100, 100], [200]], newGroups: [[150], [300, 300, 300]], quantile: 0.5))
        let expected: ClosedRange<Double> = -0.25...2.0 // 150 / 200 − 1 … 300 / 100 − 1
        #expect(gap == expected)
        #expect(Comparison.repetitionGap(baseGroups: [[1], []], newGroups: [[1], [2]], quantile: 0.5) == nil)
    }
}
