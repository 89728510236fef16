import Foundation
@testable import Harness
import Reporting
import Testing
import Records
import Verdicts

/// Issue 17 item 2: `compare` gates on deterministic metrics; timing is informational unless
/// asked for.
@Suite struct DeterministicGateTests {
    /// `fixedRun()` as a `--measure instructions` run: cold ≈ 676 k instructions per warm load,
    /// decoded-lru 400 k, first loads 2.2 M; each configuration's counts scaled by `scale[config]`.
    static func run(scale: [String: Double] = [:], swift: String = "Swift 6.3.1", valgrind: String? = "valgrind-3.19.0") -> RunResult {
        var run = fixedRun()
        run.measure = .instructions
        run.machine.swift = swift
        run.machine.valgrind = valgrind
        for (i, warm) in [676_000.0, 400_000].enumerated() {
            let factor = scale[run.summaries[i].config.description] ?? 1
            run.summaries[i].instructionsPerLoad = warm * factor
            run.summaries[i].instructionsFirstLoad = 2_200_000 * factor
        }
        return run
    }

    static func row(_ c: Comparison, _ config: String, _ metric: String) -> Comparison.Row? {
        c.rows.first { $0.config == config && $0.metric == metric }
    }

    @Test func unchangedInstructionCountsAreUnchangedAndExitZero() throws {
        let c = Comparison(base: Self.run(), new: Self.run())
        let rows = c.rows.filter { $0.metric == "instructions_per_load" }
        #expect(rows.count == 2 && rows.allSatisfy { $0.verdict == .unchanged })
        #expect(try #require(Self.row(c, "cold", "instructions_first_load")).verdict == .informational, "first loads never gate")
        #expect(!c.rows.contains { $0.verdict == .inconclusive || $0.verdict == .regression || $0.verdict == .improvement })
        #expect(c.notes.map(\.family) == [.time] && !c.isRefused, "only the note that timing under Valgrind is not compared")
        #expect(c.exitCode() == 0 && c.exitCode(strict: true, failOnImprovement: true) == 0)
    }

    @Test func twoPercentMoreOnOneConfigurationIsARegressionOfThatRowOnly() throws {
        let c = Comparison(base: Self.run(), new: Self.run(scale: ["decoded-lru@objects:2": 1.02]))
        #expect(try #require(Self.row(c, "decoded-lru@objects:2", "instructions_per_load")).verdict == .regression)
        let regressions = c.rows.filter { $0.verdict == .regression }
        #expect(regressions.count == 1 && regressions[0].metric == "instructions_per_load")
        #expect(try #require(Self.row(c, "cold", "instructions_per_load")).verdict == .unchanged)
        #expect(c.exitCode() == 2)
        #expect(c.text.contains("+2.00%"))
    }

    @Test func twoPercentFewerIsAnImprovement() throws {
        let c = Comparison(base: Self.run(), new: Self.run(scale: ["cold": 0.98]))
        #expect(try #require(Self.row(c, "cold", "instructions_per_load")).verdict == .improvement)
        #expect(!c.hasRegression && c.exitCode() == 0 && c.exitCode(failOnImprovement: true) == 3)
    }

    @Test(arguments: [1.004, 0.996, 1.005])
    func withinHalfAPercentIsUnchanged(scale: Double) throws {
        let c = Comparison(base: Self.run(), new: Self.run(scale: ["cold": scale]))
        #expect(try #require(Self.row(c, "cold", "instructions_per_load")).verdict == .unchanged)
        #expect(c.exitCode(strict: true) == 0)
    }

    @Test func aThresholdOfFivePercentLetsTwoPercentPass() throws {
        var thresholds = Comparison.Thresholds()
        try thresholds.set("instructions=5%")
        #expect(thresholds.instructions == 0.05)
        let new = Self.run(scale: ["cold": 1.02])
        let c = Comparison(base: Self.run(), new: new, options: .init(thresholds: thresholds))
        #expect(try #require(Self.row(c, "cold", "instructions_per_load")).verdict == .unchanged)
        #expect(c.gateLine.hasPrefix("instructions ±5%, cycles ±1%, allocations exact, miss-ratio exact; timing informational"))
        try thresholds.set("allocated_bytes=1%")
        #expect(
            Comparison(base: Self.run(), new: new, options: .init(thresholds: thresholds)).gateParagraph
                .contains("allocation bytes and counts per load (bytes ±1%, counts exact)"))
        #expect(Comparison(base: Self.run(), new: Self.run(scale: ["cold": 1.06]), options: .init(thresholds: thresholds)).exitCode() == 2)
    }

    @Test func thresholdAssignments() throws {
        var t = Comparison.Thresholds()
        #expect(t.instructions == 0.005 && t.allocations == 0 && t.allocatedBytes == 0 && t.missRatio == 0 && t.costMissRatio == 0)
        try t.set("allocations=1")
        try t.set("allocated-bytes=0.5%")
        try t.set("instructions_per_load=2%")
        try t.set("miss_ratio=0%")
        #expect(t.allocations == 0.01 && t.allocatedBytes == 0.005 && t.instructions == 0.02 && t.missRatio == 0)
        for (bad, code) in [
            ("latency=5%", ComparisonOptionError.Code.unknownMetric), ("instructions", .badThreshold),
            ("instructions=-1%", .badThreshold), ("instructions=lots", .badThreshold)
        ] {
            #expect(throws: ComparisonOptionError.self, "\(bad)") { try t.set(bad) }
            do { try t.set(bad) } catch { #expect(error.code == code, "\(bad)") }
        }
    }

    @Test func gateLists() throws {
        #expect(try Comparison.GateFamily.parse(list: "instructions,miss_ratio, time") == [.instructions, .missRatio, .time])
        #expect(try Comparison.GateFamily.parse(list: "deterministic") == Comparison.GateFamily.deterministic)
        #expect(throws: ComparisonOptionError.self) { try Comparison.GateFamily.parse(list: "instructions,latency") }
        #expect(Comparison.Options.gate(adding: [.time], removing: []) == Comparison.GateFamily.allCases)
        #expect(Comparison.Options.gate(adding: [], removing: [.allocations]) == [.instructions, .cycles, .missRatio])
    }

    @Test(arguments: [("Swift 6.3.2", "valgrind-3.19.0"), ("Swift 6.3.1", "valgrind-3.20.0"), ("Swift 6.3 or later", "valgrind-3.19.0")])
    func differentToolchainsAreNotGatedAndSaySo(swift: String, valgrind: String) throws {
        let c = Comparison(base: Self.run(), new: Self.run(scale: ["cold": 1.5], swift: swift, valgrind: valgrind))
        #expect(c.rows.filter { $0.metric.hasPrefix("instructions_") }.allSatisfy { $0.verdict == .informational && $0.ruleVerdict == nil })
        let note = try #require(c.notes.first)
        #expect(note.family == .instructions && note.refused)
        #expect(note.message.contains("base built with Swift 6.3.1 / valgrind-3.19.0, new with "))
        #expect(note.message.contains(valgrind) && note.message.contains(swift.hasSuffix("or later") ? "unknown Swift" : swift))
        #expect(c.exitCode() == 5, "a mismatch neither passes nor fails silently")
        #expect(c.text.contains("refused: instruction counts are not gated: base built with Swift 6.3.1"))
        #expect(c.markdown(base: "a", new: "b").contains("> **Refused:** instruction counts are not gated"))
        // Not asked to gate instructions: the same note, not a refusal.
        let ungated = Comparison(base: Self.run(), new: Self.run(swift: swift, valgrind: valgrind), options: .init(gate: [.allocations, .missRatio]))
        #expect(!ungated.isRefused && ungated.exitCode() == 0 && ungated.notes.filter { $0.family == .instructions }.count == 1)
        // A regression elsewhere still exits 2.
        var allocating = Self.run(swift: swift, valgrind: valgrind)
        allocating.summaries[0].meanAllocations! += 1
        #expect(Comparison(base: Self.run(), new: allocating).exitCode() == 2)
    }

    @Test func aMissingValgrindVersionIsAMismatch() throws {
        let c = Comparison(base: Self.run(valgrind: nil), new: Self.run())
        #expect(try #require(c.notes.first).message.contains("base built with Swift 6.3.1 / no Valgrind recorded"))
        #expect(c.isRefused)
    }

    @Test func instructionCountsOnOneSideAreSaidAndTheRestGates() throws {
        var time = fixedRun()
        time.machine.swift = "Swift 6.3.1"
        time.summaries[1].meanAllocations! += 1
        let c = Comparison(base: time, new: Self.run())
        #expect(!c.rows.contains { $0.metric.hasPrefix("instructions_") })
        #expect(c.notes.contains { $0.family == .instructions && !$0.refused && $0.message.contains("only in the new run") })
        #expect(c.notes.contains { $0.family == .time && $0.message.contains("ran under Valgrind") })
        #expect(
            try #require(Self.row(c, "cold", "allocated_bytes_per_load")).verdict == .informational, "Valgrind's environment allocates other bytes")
        #expect(try #require(Self.row(c, "decoded-lru@objects:2", "allocations_per_load")).verdict == .improvement)
        #expect(c.rows.filter { $0.metric.hasPrefix("latency_") }.allSatisfy { $0.verdict == .informational && $0.ruleVerdict == nil })
        #expect(!c.isRefused && c.exitCode() == 0)
        // Asking to gate timing across the two is refused.
        let timed = Comparison(base: time, new: Self.run(), options: .init(gate: Comparison.GateFamily.allCases))
        #expect(timed.isRefused && timed.exitCode() == 5)
    }

    @Test func timingIsInformationalByDefaultAndGatesWithGateTime() throws {
        let base = sampledRun(scale: 1, seed: 1), slow = sampledRun(scale: 1.2, seed: 2)
        let c = Comparison(base: base, new: slow)
        let p50 = try #require(Self.row(c, "cold", "latency_p50"))
        #expect(p50.verdict == .informational && p50.ruleVerdict == .regression)
        #expect(!c.hasRegression && c.exitCode() == 0)
        #expect(c.text.contains("informational (regression)"))
        #expect(c.gateParagraph.contains("Timing (latency p50, p99) is informational"))
        let gated = Comparison(base: base, new: slow, options: .init(gate: Comparison.Options.gate(adding: [.time], removing: [])))
        #expect(try #require(Self.row(gated, "cold", "latency_p50")).verdict == .regression)
        #expect(gated.exitCode() == 2)
        #expect(gated.gateParagraph.contains("gates too (--gate time)"))
    }

    @Test func allocationCountsAreExact() throws {
        var one = fixedRun()
        one.summaries[0].meanAllocations! += 1.0 / 1400 // one allocation more in 1,400 loads
        let c = Comparison(base: fixedRun(), new: one)
        #expect(try #require(Self.row(c, "cold", "allocations_per_load")).verdict == .regression)
        #expect(try #require(Self.row(c, "decoded-lru@objects:2", "allocations_per_load")).verdict == .unchanged)
        var loose = Comparison.Thresholds()
        try loose.set("allocations=0.1%")
        #expect(
            try #require(Self.row(Comparison(base: fixedRun(), new: one, options: .init(thresholds: loose)), "cold", "allocations_per_load")).verdict
                == .unchanged)
        // Not gated: informational, with what the threshold says.
        let ungated = Comparison(base: fixedRun(), new: one, options: .init(gate: [.instructions, .missRatio]))
        let row = try #require(Self.row(ungated, "cold", "allocations_per_load"))
        #expect(row.verdict == .informational && row.ruleVerdict == .regression && ungated.exitCode() == 0)
    }

    @Test func deterministicVerdictRule() {
        #expect(Comparison.verdict(change: 0, threshold: 0) == .unchanged)
        #expect(Comparison.verdict(change: 1e-9, threshold: 0) == .regression)
        #expect(Comparison.verdict(change: -1e-9, threshold: 0) == .improvement)
        #expect(Comparison.verdict(change: 0.005, threshold: 0.005) == .unchanged)
        #expect(Comparison.verdict(change: 0.0051, threshold: 0.005) == .regression)
    }

    @Test func theMarkdownSaysWhichMetricsGateAndWhy() {
        let md = Comparison(base: Self.run(), new: Self.run(scale: ["cold": 1.02])).markdown(base: "a", new: "b")
        #expect(
            md.contains(
                "**Gate.** Gated: instructions per load (±0.5%), estimated cycles per load (±1%), allocation bytes and counts per load (exact), miss ratios (exact) — "
            ))
        #expect(md.contains("deterministic, the same in every process on any machine"))
        #expect(md.contains("Timing (latency p50, p99) is not compared (the note below says why)."))
        #expect(md.contains("| regression | cold | instructions_per_load | 676,000 | 689,520 | +2.00% |"))
        #expect(Comparison(base: fixedRun(), new: fixedRun()).gateParagraph.contains("Neither run counted instructions"))
    }

    /// Issue 31 item 3: runs counted under Valgrind carry no timing rows (their latencies are
    /// Valgrind's, tens of times the native ones); the Markdown puts the summary and the
    /// regressions first and shows only the gated rows unless asked for every row.
    @Test func valgrindRunsHaveNoTimingRowsAndTheMarkdownLeadsWithTheRegressions() throws {
        let c = Comparison(base: Self.run(), new: Self.run(scale: ["cold": 1.02]))
        #expect(!c.rows.isEmpty && !c.rows.contains { $0.metric.hasPrefix("latency_") })
        let note = try #require(c.notes.first { $0.family == .time })
        #expect(!note.refused && note.message.contains("both runs' loads ran under Valgrind"))
        #expect(!c.text.contains("latency_"))
        let asked = Comparison(base: Self.run(), new: Self.run(), options: .init(gate: Comparison.GateFamily.allCases))
        #expect(asked.isRefused && asked.exitCode() == 5, "--gate time on two Valgrind runs is refused, not silently passed")

        let md = c.markdown(base: "3770876", new: "26077bf")
        let order = [
            "Baseline `3770876` → new `26077bf`.", "**Summary.** 1 regression, 0 improvements,", "## Regressions",
            "| cold | instructions_per_load | 676,000 | 689,520 | +2.00% |", "## Gate", "## Gated rows"
        ]
        let positions = order.map { md.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(md)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "summary, regressions, gate, table in that order: \(md)")
        #expect(
            !md.contains("instructions_first_load") && !md.contains("Timing rule") && !md.contains("latency_"),
            "informational rows only with --all: \(md)")
        let informational = c.rows.filter { $0.verdict == .informational }.count
        #expect(informational > 0 && md.contains("\(informational) informational rows not shown (`compare --all` shows every row)."))
        let all = c.markdown(base: "a", new: "b", all: true)
        #expect(all.contains("## Every row") && all.contains(" | cold | instructions_first_load | ") && !all.contains("not shown"))
        // Unchanged runs: no Regressions section.
        #expect(!Comparison(base: Self.run(), new: Self.run()).markdown(base: "a", new: "b").contains("## Regressions"))
    }

    @Test func summaryCSVAndReportShowInstructionCounts() {
        let run = Self.run()
        let csv = CSVReport.summary(run)
        #expect(csv.contains("cold,,instructions_per_load,676000,instructions,,,callgrind\n"))
        #expect(csv.contains("decoded-lru,objects:2,instructions_first_load,2200000,instructions,,,callgrind\n"))
        #expect(!CSVReport.summary(fixedRun()).contains("instructions_"))
        var precise = run
        precise.summaries[0].instructionsFirstLoad = 2_234_567.85
        #expect(CSVReport.summary(precise).contains("cold,,instructions_first_load,2234567.9,instructions,,,callgrind\n"), "no exponent notation")
        let md = MarkdownReport.render(run, id: "x")
        #expect(md.contains("## Instructions per load (callgrind), ranked by warm load"))
        #expect(md.contains("| 400,000 | 2,200,000 |"))
        #expect(!MarkdownReport.render(fixedRun(), id: "x").contains("Instructions per load"))
        #expect(MarkdownReport.instructions(1_234_567.4) == "1,234,567" && MarkdownReport.instructions(999) == "999")
    }
}
