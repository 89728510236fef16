import Foundation
@testable import Harness
import Reporting
import Testing
import Records

/// Issue 33 item 2: the report of a counted run (`--measure instructions` or `cycles`) ranks by
/// its counts. Its loads ran under callgrind, so their times — Valgrind's, tens of times a real
/// load's — lead nothing: no latency finding, table or chart, no harness overhead.
@Suite struct CountedReportTests {
    /// `fixedRun()`'s times, slowest for decoded-lru (as under Valgrind they may be), with
    /// instructions and estimated cycles that rank decoded-lru first.
    static func counted(_ measure: MeasureMode) -> RunResult {
        var run = measure == .cycles ? CyclesGateTests.run() : DeterministicGateTests.run()
        run.summaries[1].latency.p50 = 9_000_000
        return run
    }

    @Test(arguments: [MeasureMode.instructions, .cycles])
    func theConclusionLeadsWithTheCountAndRanksNoTime(_ measure: MeasureMode) throws {
        let run = Self.counted(measure)
        let lines = MarkdownReport.conclusion(run)
        let first = try #require(lines.first)
        #expect(
            first.hasPrefix(
                measure == .cycles
                    ? "Fewest estimated cycles per warm load: **decoded-lru@objects:2**, 500,000"
                    : "Fewest instructions per warm load: **decoded-lru@objects:2**, 400,000 (2,200,000 for the first load of a nib), against 676,000 for `cold`."
            ), "\(lines)")
        #expect(lines[1].hasPrefix("Latency is not ranked: this run's loads ran under callgrind (`--measure \(measure.rawValue)`)"))
        #expect(!lines.contains { $0.hasPrefix("Fastest median") || $0.hasPrefix("Best tail") || $0.contains("lowest median") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Lowest thread peak: **cold**, 39.1 KiB.") }, "\(lines)")

        let md = MarkdownReport.render(run, id: "counted")
        for absent in ["## Latency, ranked by median", "## Tail latency", "## Phases", "Harness overhead per sample", "resident (process)"] {
            #expect(!md.contains(absent), "\(absent)")
        }
        #expect(md.contains("Loads were counted, not timed: each configuration replayed in its own copy of a child process under callgrind"))
        #expect(!md.contains("A load is timed") && !md.contains("Percentiles from HdrHistogram"))
        #expect(md.contains("## Instructions per load (callgrind), ranked by warm load") && md.contains("## Memory, ranked by peak"))
        #expect(md.contains("last level 8388608,16,64") == (measure == .cycles))
        // The counts come before the hit ratios, where a timed run has its latency.
        let counts = try #require(md.range(of: measure == .cycles ? "## Estimated cycles per load" : "## Instructions per load"))
        #expect(counts.lowerBound < (md.range(of: "## Hit ratio")?.lowerBound ?? md.startIndex))

        let charts = ReportCharts.make(run).map(\.path)
        #expect(charts == ["charts/hit-ratio.svg", "charts/allocation.svg"], "no chart of Valgrind's times: \(charts)")
    }

    @Test func theDigestRanksACountedRunByItsCount() throws {
        let cycles = RunDigest.text(Self.counted(.cycles), folder: "out", trace: "t.csv").split(separator: "\n").map(String.init)
        let header = try #require(cycles.firstIndex { $0.hasPrefix("strategy") })
        #expect(cycles[1].hasSuffix("counted under callgrind, not timed"), "\(cycles)")
        #expect(cycles[header].contains("cycles/load  instr./load    hit ratio   bytes/load") && !cycles[header].contains("p50"))
        #expect(cycles[header + 1].hasPrefix("decoded-lru@objects:2") && cycles[header + 1].contains("500,000      400,000"), "\(cycles)")
        #expect(cycles[header + 2].hasPrefix("cold") && cycles[header + 2].contains("1,200,000      676,000"), "\(cycles)")

        let instructions = RunDigest.text(Self.counted(.instructions), folder: "out", trace: "t.csv")
        #expect(instructions.contains("instr./load    hit ratio") && !instructions.contains("cycles/load"))

        // A timed run keeps its latency table and overhead.
        let timed = RunDigest.text(fixedRun(), folder: "out", trace: "t.csv")
        #expect(timed.contains("harness overhead 31 ns per sample") && timed.contains("p50         p99"))
    }

    @Test func aRunRecordedWithoutItsMeasureIsCountedWhenItHasInstructions() {
        var run = Self.counted(.instructions)
        run.measure = nil
        #expect(MarkdownReport.conclusion(run)[0].hasPrefix("Fewest instructions per warm load"))
        #expect(MarkdownReport.conclusion(fixedRun())[0].hasPrefix("Fastest median load"))
    }
}
