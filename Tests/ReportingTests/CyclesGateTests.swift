import Measurements
import Foundation
@testable import Harness
import Probes
import Reporting
import Testing
import Records
import Verdicts

/// Issue 33 item 2: `compare` gates estimated cycles per warm load like instructions, with a
/// threshold of its own; misses, system calls and first loads are informational; `report.md`
/// ranks by estimated cycles.
@Suite struct CyclesGateTests {
    /// `DeterministicGateTests.run()` as a `--measure cycles` run: cold 1.2 M estimated cycles
    /// per warm load (250 system calls), decoded-lru 500 k (40); each configuration's cycles
    /// scaled by `cycles[config]`, its system calls by `calls[config]`.
    static func run(cycles: [String: Double] = [:], calls: [String: Double] = [:], valgrind: String = "valgrind-3.19.0") -> RunResult {
        var run = DeterministicGateTests.run(valgrind: valgrind)
        run.measure = .cycles
        run.cacheModel = .standard
        for (i, (warm, syscalls)) in [(1_200_000.0, 250.0), (500_000, 40)].enumerated() {
            let name = run.summaries[i].config.description
            let events = CacheEvents(
                instructions: 1000, dataReads: 0, dataWrites: 0, l1InstructionMisses: 0, l1ReadMisses: 0, l1WriteMisses: 0,
                llInstructionMisses: 0, llReadMisses: 0, llWriteMisses: 0, systemCalls: 0, systemTime: 0)
            var figures = try! #require(CyclesPerLoad(events, loads: 1, replayLoads: 1, model: .standard))
            (figures.estimatedCycles, figures.systemCalls) = (warm * (cycles[name] ?? 1), syscalls * (calls[name] ?? 1))
            (figures.l1DataMisses, figures.llDataMisses) = (300, 12)
            run.summaries[i].cyclesPerLoad = figures
            figures.estimatedCycles *= 3
            run.summaries[i].cyclesFirstLoad = figures
        }
        return run
    }

    static func row(_ c: Comparison, _ config: String, _ metric: String) -> Comparison.Row? {
        c.rows.first { $0.config == config && $0.metric == metric }
    }

    @Test func unchangedCyclesAreUnchangedAndTheRestIsInformational() throws {
        let c = Comparison(base: Self.run(), new: Self.run())
        #expect(c.rows.filter { $0.metric == "cycles_per_load" }.map(\.verdict) == [.unchanged, .unchanged])
        for metric in ["cycles_first_load", "l1_misses_per_load", "ll_misses_per_load", "system_calls_per_load"] {
            #expect(try #require(Self.row(c, "cold", metric)).verdict == .informational, "\(metric) never gates")
        }
        #expect(c.exitCode(strict: true, failOnImprovement: true) == 0 && !c.isRefused)
        #expect(c.gateParagraph.contains("estimated cycles per load (±1%)"))
    }

    @Test func twoPercentMoreCyclesWithTheSameInstructionsIsARegression() throws {
        // A strategy that trades instructions for memory traffic: instructions equal, cycles up.
        let c = Comparison(base: Self.run(), new: Self.run(cycles: ["decoded-lru@objects:2": 1.02]))
        #expect(try #require(Self.row(c, "decoded-lru@objects:2", "cycles_per_load")).verdict == .regression)
        #expect(try #require(Self.row(c, "decoded-lru@objects:2", "instructions_per_load")).verdict == .unchanged)
        #expect(try #require(Self.row(c, "cold", "cycles_per_load")).verdict == .unchanged)
        #expect(c.exitCode() == 2)
        #expect(Comparison(base: Self.run(), new: Self.run(cycles: ["cold": 0.97])).exitCode(failOnImprovement: true) == 3)
    }

    @Test(arguments: [1.009, 0.991, 1.01])
    func withinOnePercentIsUnchanged(scale: Double) throws {
        let c = Comparison(base: Self.run(), new: Self.run(cycles: ["cold": scale]))
        #expect(try #require(Self.row(c, "cold", "cycles_per_load")).verdict == .unchanged)
    }

    @Test func theThresholdIsItsOwnAndCanBeSetOrUngated() throws {
        var thresholds = Comparison.Thresholds()
        try thresholds.set("cycles=3%")
        #expect(thresholds.cycles == 0.03 && thresholds.instructions == 0.005)
        try thresholds.set("cycles_per_load=0")
        #expect(thresholds.cycles == 0 && thresholds.threshold(for: "cycles_first_load") == 0)
        let new = Self.run(cycles: ["cold": 1.02])
        #expect(Comparison(base: Self.run(), new: new, options: .init(thresholds: .init(cycles: 0.03))).exitCode() == 0)
        let ungated = Comparison(base: Self.run(), new: new, options: .init(gate: Comparison.Options.gate(adding: [], removing: [.cycles])))
        #expect(try #require(Self.row(ungated, "cold", "cycles_per_load")).verdict == .informational && ungated.exitCode() == 0)
        #expect(try Comparison.GateFamily.parse(list: "cycles") == [.cycles])
    }

    @Test func systemCallsMoveWithoutGating() throws {
        let c = Comparison(base: Self.run(), new: Self.run(calls: ["cold": 2]))
        let row = try #require(Self.row(c, "cold", "system_calls_per_load"))
        #expect(row.verdict == .informational && row.ruleVerdict == .regression && row.new == 500)
        #expect(c.exitCode() == 0)
    }

    @Test func cyclesAgainstInstructionsAloneAreSaidNotRefused() throws {
        let c = Comparison(base: DeterministicGateTests.run(), new: Self.run())
        #expect(!c.rows.contains { $0.metric.hasPrefix("cycles_") })
        #expect(c.notes.contains { $0.family == .cycles && !$0.refused && $0.message.contains("only in the new run") })
        // Both ran under Valgrind in the same environment: allocated bytes still gate.
        #expect(try #require(Self.row(c, "cold", "allocated_bytes_per_load")).verdict == .unchanged)
        #expect(try #require(Self.row(c, "cold", "instructions_per_load")).verdict == .unchanged)
        #expect(c.exitCode() == 0)
    }

    @Test func anotherValgrindRefusesTheCyclesGate() throws {
        let c = Comparison(base: Self.run(), new: Self.run(cycles: ["cold": 1.5], valgrind: "valgrind-3.20.0"))
        #expect(c.rows.filter { $0.metric == "cycles_per_load" }.allSatisfy { $0.verdict == .informational })
        #expect(c.notes.contains { $0.family == .cycles && $0.refused } && c.exitCode() == 5)
    }

    @Test func theReportRanksByEstimatedCyclesWithMissesAndSystemCalls() throws {
        // decoded-lru has fewer instructions (400 k) and fewer cycles; make cold the cheaper in
        // cycles so that the ranking is seen to follow cycles, not instructions.
        let run = Self.run(cycles: ["cold": 0.3])
        let md = MarkdownReport.render(run, id: "cycles")
        let section = try #require(md.components(separatedBy: "## Estimated cycles per load").dropFirst().first)
        let table = section.components(separatedBy: "\n## ").first ?? ""
        let cold = try #require(table.range(of: "| cold |")), lru = try #require(table.range(of: "| decoded-lru |"))
        #expect(cold.lowerBound < lru.lowerBound, "ranked by estimated cycles:\n\(table)")
        #expect(table.contains("I1 and D1 32768,8,64, LL 8388608,16,64") && table.contains("| 360,000 | 1,080,000 |"))
        #expect(table.contains("| 1,000 | 0.0 / 300 | 0.0 / 12.0 | 250 |"), "instructions, L1 and LL misses (I / D), system calls:\n\(table)")
        #expect(md.contains("Fewest estimated cycles per warm load: **cold**, 360,000 (12.0 LL misses, 250 system calls per load)"))
        #expect(!MarkdownReport.render(fixedRun(), id: "t").contains("Estimated cycles"), "no table without cycles")
    }
}
