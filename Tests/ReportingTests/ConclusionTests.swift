import Foundation
@testable import Harness
@testable import Reporting
import Testing
import Records
@testable import Verdicts

/// Issue 16 items 13 and 15: the report's winner and compare's wording match their intervals.
@Suite struct ConclusionTests {
    /// `fixedRun()` whose two configurations have medians 1000 and `other` ns with the given
    /// 95% intervals of the median.
    static func run(best: ClosedRange<Double>, other: UInt64, otherCI: ClosedRange<Double>) -> RunResult {
        var run = fixedRun()
        run.summaries[1].latency.p50 = 1000
        run.summaries[1].latency.medianCI = best
        run.summaries[0].latency.p50 = other
        run.summaries[0].latency.medianCI = otherCI
        return run
    }

    @Test func overlappingIntervalsNameNoWinner() {
        let lines = MarkdownReport.conclusion(Self.run(best: 950...1100, other: 1050, otherCI: 1000...1200))
        let fastest = lines[0]
        #expect(fastest.hasPrefix("Fastest median load: no single winner — **decoded-lru@objects:2**, **cold** tie"), "\(fastest)")
        #expect(!lines.contains { $0.contains("within noise") }, "the tie is said once, in the bullet")
    }

    @Test func separatedIntervalsNameTheWinnerAndTheRunnerUp() {
        let fastest = MarkdownReport.conclusion(Self.run(best: 950...1050, other: 3000, otherCI: 2900...3100))[0]
        #expect(fastest.hasPrefix("Fastest median load: **decoded-lru@objects:2** at 1.00 µs, 3.0× faster than `cold` (3.00 µs)"), "\(fastest)")
        #expect(fastest.contains("clear of the runner-up **cold**'s (2.90 µs–3.10 µs)"))
    }

    static func machineLine(_ change: Double, _ interval: ClosedRange<Double>, differs: Bool) -> String {
        var c = Comparison(base: fixedRun(), new: fixedRun())
        c.machine = Comparison.MachineChange(base: 12_400, new: 12_400 * (1 + change), change: change, interval: interval, differs: differs)
        return c.machineLine!
    }

    @Test func theCanaryLineMatchesItsInterval() {
        // Issue 16: "−11.9% (95% CI −16.7%…−3.9%): the same machine speed within ±5%".
        let straddling = Self.machineLine(-0.119, -0.167 ... -0.039, differs: false)
        #expect(!straddling.contains("the same machine speed"), "\(straddling)")
        #expect(straddling.contains("may have changed"))
        #expect(straddling.hasPrefix("machine canary: median 12.40 µs → 10.92 µs, -11.9% (95% CI -16.7%…-3.9%)"), "\(straddling)")
        #expect(Self.machineLine(0.01, -0.02...0.04, differs: false).hasSuffix("the same machine speed within ±5%"))
        #expect(Self.machineLine(0.2, 0.1...0.3, differs: true).contains("the new run's machine was slower"))
    }

    @Test func compareValuesCarryUnits() {
        let c = Comparison(base: sampledRun(scale: 1, seed: 1), new: sampledRun(scale: 1.2, seed: 2))
        let outputs = [c.text, c.markdown(base: "a", new: "b", all: true)]
        for out in outputs {
            #expect(!out.contains("e+") && !out.contains("e-"), "no exponent notation")
            #expect(out.contains(" µs") && out.contains(" KiB") || out.contains(" B"))
            #expect(out.contains("%"))
        }
        #expect(Comparison.value(61_180, "latency_p50") == "61.18 µs")
        #expect(Comparison.value(27_038, "allocated_bytes_per_load") == "26.4 KiB")
        #expect(Comparison.value(0.2375, "miss_ratio") == "23.75%")
        #expect(Comparison.value(34.666, "allocations_per_load") == "34.7")
        #expect(Comparison.probability(6.5e-127) == "< 0.001" && Comparison.probability(0.0123) == "0.012")
    }
}
