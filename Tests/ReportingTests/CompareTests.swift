import Measurements
import Foundation
@testable import Harness
import Loaders
import NibCache
@testable import Probes
import Reporting
import Testing
import TestSupport
import Records
import Verdicts

/// `fixedRun()` with many samples per configuration (so the tests have power) in 4
/// repetitions, scaled.
func sampledRun(scale: Double, seed: UInt64) -> RunResult {
    var run = fixedRun()
    var rng = SeededGenerator(seed: seed)
    var records: [LoadRecord] = []
    for (c, base) in [(0, 3000.0), (1, 800.0)] {
        for i in 0..<400 {
            var r = run.records[c * 3]
            r.seq = i + 1
            r.repetition = i % 4
            let factor: Double = c == 0 ? scale : 1
            let jitter: Double = 0.9 + 0.2 * Double(rng.next() % 1000) / 1000
            r.total = UInt64(base * factor * jitter)
            records.append(r)
        }
    }
    run.records = records
    return run
}

/// `run` with `repetitions` replays per configuration and machine-canary samples around
/// `canary` ns (±5% jitter) in every replay; each load's latency is multiplied by `machine`
/// (a machine slower as a whole slows the loads and the canary alike).
func withCanary(_ run: RunResult, canary: Double, machine: Double = 1, repetitions: Int = 4, seed: UInt64) -> RunResult {
    var run = run
    var rng = SeededGenerator(seed: seed)
    for i in run.records.indices {
        run.records[i].repetition = run.records[i].seq % repetitions
        run.records[i].total = UInt64(Double(run.records[i].total) * machine)
    }
    run.repetitionResults = run.configs.indices.flatMap { config in
        (0..<repetitions).map { repetition in
            let samples = (0..<40).map { _ in UInt64(canary * machine * (0.95 + 0.1 * Double(rng.next() % 1000) / 1000)) }
            return RepetitionResult(
                config: config, repetition: repetition, order: 0, wallNanoseconds: 1, counters: LoaderCounters(),
                peakBytes: 0, allocator: AllocatorSnapshot(allocated: 0, active: 0, resident: 0, allocationRequests: 0),
                usage: ResourceUsage(userSeconds: 0, systemSeconds: 0, minorFaults: 0, majorFaults: 0), canary: samples)
        }
    }
    run.repetitions = repetitions
    return run
}

/// Options that gate timing too (`--gate time`): the timing rule's tests.
let gateTime = Comparison.Options(gate: Comparison.GateFamily.allCases)

@Suite struct CompareTests {
    @Test func identicalDistributionsAreNotRegressions() {
        let c = Comparison(base: sampledRun(scale: 1, seed: 1), new: sampledRun(scale: 1, seed: 2), options: gateTime)
        #expect(!c.hasRegression && !c.hasImprovement)
        #expect(c.rows.filter { $0.metric == "latency_p50" }.allSatisfy { $0.verdict == .unchanged })
    }

    @Test func aTwentyPercentSlowdownIsARegressionAndTheReverseAnImprovement() {
        let base = sampledRun(scale: 1, seed: 1), slow = sampledRun(scale: 1.2, seed: 2)
        let c = Comparison(base: base, new: slow, options: gateTime)
        let row = c.rows.first { $0.config == "cold" && $0.metric == "latency_p50" }!
        #expect(row.verdict == .regression && row.interval!.lowerBound > 0.05 && row.pValue! < 0.01)
        #expect(c.rows.first { $0.config == "decoded-lru@objects:2" && $0.metric == "latency_p50" }!.verdict == .unchanged)
        #expect(
            Comparison(base: slow, new: base, options: gateTime).rows.first { $0.config == "cold" && $0.metric == "latency_p50" }!.verdict
                == .improvement)
    }

    @Test func aMachineSlowerAsAWholeIsNotARegression() throws {
        // Same code, but the new run's machine was 30% slower throughout: the loads and the
        // canary slowed alike. Without the canary this is a "regression" of every strategy.
        let base = withCanary(sampledRun(scale: 1, seed: 1), canary: 5000, seed: 3)
        let slowMachine = withCanary(sampledRun(scale: 1, seed: 2), canary: 5000, machine: 1.3, seed: 4)
        let c = Comparison(base: base, new: slowMachine, options: gateTime)
        let machine = try #require(c.machine)
        #expect(machine.differs && machine.interval.lowerBound > 0.2 && machine.interval.upperBound < 0.4)
        #expect(!c.hasRegression && !c.hasImprovement)
        let cold = try #require(c.rows.first { $0.config == "cold" && $0.metric == "latency_p50" })
        #expect(cold.change > 0.2 && cold.interval!.lowerBound > 0.05 && cold.pValue! < 0.01, "raw latency did move")
        #expect(cold.verdict == .inconclusive)
        #expect(c.text.contains("the new run's machine was slower"))
        // The same runs stripped of their canaries: the plain rule calls it a regression.
        var bare = slowMachine, bareBase = base
        for i in bare.repetitionResults.indices { bare.repetitionResults[i].canary = nil }
        for i in bareBase.repetitionResults.indices { bareBase.repetitionResults[i].canary = nil }
        let withoutCanary = Comparison(base: bareBase, new: bare, options: gateTime)
        #expect(withoutCanary.machine == nil && withoutCanary.hasRegression)
    }

    @Test func aSlowerStrategyOnAnEquallyFastMachineIsARegression() throws {
        let base = withCanary(sampledRun(scale: 1, seed: 1), canary: 5000, seed: 3)
        let slower = withCanary(sampledRun(scale: 1.2, seed: 2), canary: 5000, seed: 4)
        let c = Comparison(base: base, new: slower, options: gateTime)
        #expect(c.machine?.differs == false)
        #expect(c.rows.first { $0.config == "cold" && $0.metric == "latency_p50" }!.verdict == .regression)
        #expect(c.rows.first { $0.config == "decoded-lru@objects:2" && $0.metric == "latency_p50" }!.verdict == .unchanged)
        #expect(c.text.contains("the same machine speed"))
    }

    @Test func timedVerdictRule() {
        let v = { (interval: ClosedRange<Double>, p: Double, canary: ClosedRange<Double>?, differs: Bool) in
            // Repetitions as far apart as the interval says.
            Comparison.verdict(
                interval: interval, p: p, band: 0.05, alpha: 0.01, repetitions: interval, canary: canary, canaryBand: 0.05,
                machineDiffers: differs)
        }
        #expect(v(0.10...0.20, 0.001, nil, false) == .regression)
        #expect(v(0.10...0.20, 0.05, nil, false) == .inconclusive, "the U test must reject too")
        #expect(v(0.10...0.20, 0.001, nil, true) == .inconclusive, "a slower machine explains it as well")
        #expect(v(0.10...0.20, 0.001, 0.06...0.09, false) == .inconclusive, "this configuration's canary was clearly slower")
        #expect(v(0.10...0.20, 0.001, -0.01...0.03, false) == .regression, "10% > 5% + 3%")
        #expect(v(0.082...0.237, 0.001, 0.01...0.105, false) == .inconclusive, "8.2% < 5% + 10.5%: the machine may explain it")
        #expect(v(-0.20 ... -0.10, 0.001, nil, false) == .improvement)
        #expect(v(-0.20 ... -0.10, 0.001, -0.07 ... -0.06, false) == .inconclusive)
        #expect(v(-0.12 ... -0.08, 0.001, -0.04...0.01, false) == .inconclusive, "-8% > -5% - 4%")
        #expect(v(0.01...0.12, 0.001, nil, false) == .inconclusive)
        #expect(v(-0.03...0.04, 0.5, nil, false) == .unchanged)
        #expect(v(-0.03...0.04, 0.001, nil, true) == .unchanged)
    }

    @Test func aBadRunJSONNamesTheFileAndThePlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-badrun-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try JSONEncoder().encode(fixedRun())
        let cases: [(String, Data, String)] = [
            ("truncated.json", good.prefix(good.count / 2), "truncated.json:1:"),
            (
                "type.json",
                Data(String(decoding: good, as: UTF8.self).replacingOccurrences(of: "\"traceLoads\":3", with: "\"traceLoads\":\"3\"").utf8),
                "at traceLoads: expected an integer"
            ),
            (
                "schema.json",
                Data(String(decoding: good, as: UTF8.self).replacingOccurrences(of: "\"schemaVersion\":2", with: "\"schemaVersion\":99").utf8),
                "run.json schema 99"
            )
        ]
        for (name, bytes, expected) in cases {
            let path = folder.appendingPathComponent(name).path
            try bytes.write(to: URL(fileURLWithPath: path))
            do {
                _ = try ResultDirectory.read(path)
                Issue.record("\(name) was read")
            } catch {
                #expect("\(error)".contains(path) && "\(error)".contains(expected), "\(error)")
            }
        }
    }

    @Test func deterministicMetricsCompareExactly() {
        var changed = fixedRun()
        changed.summaries[1].meanAllocatedBytes *= 1.01
        let c = Comparison(base: fixedRun(), new: changed)
        #expect(c.rows.first { $0.config == "decoded-lru@objects:2" && $0.metric == "allocated_bytes_per_load" }!.verdict == .regression)
        #expect(c.rows.first { $0.config == "cold" && $0.metric == "allocated_bytes_per_load" }!.verdict == .unchanged)
    }

    @Test func anInterruptedRunWithoutAllocationCountsIsNotAnImprovement() {
        var interrupted = fixedRun()
        interrupted.incomplete = RunInterruption(completed: "after 1 of 2 replays")
        for i in interrupted.summaries.indices { interrupted.summaries[i].meanAllocations = nil }
        let c = Comparison(base: fixedRun(), new: interrupted)
        #expect(!c.rows.contains { $0.metric == "allocations_per_load" })
        #expect(!c.hasImprovement && !c.hasRegression)
    }

    @Test func markdownAndJSONSnapshots() throws {
        // Cold 20% slower on an equally fast machine: by default informational (the timing
        // rule says regression), with the canary's line and the Gate paragraph.
        let c = Comparison(
            base: withCanary(sampledRun(scale: 1, seed: 1), canary: 5000, seed: 3),
            new: withCanary(sampledRun(scale: 1.2, seed: 2), canary: 5000, seed: 4))
        try ReportTests().check(c.markdown(base: "base", new: "new", all: true), "compare.md")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try ReportTests().check(String(decoding: try encoder.encode(c), as: UTF8.self), "compare.json")
    }

    @Test func traceEventsNestPhasesInsideLoads() throws {
        let json = try ExternalFormats.traceEvents(fixedRun())
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        let spans = events.filter { $0["ph"] as? String == "X" }
        let loads = spans.filter { $0["cat"] as? String != "phase" }
        let phases = spans.filter { $0["cat"] as? String == "phase" }
        #expect(loads.count == 6 && !phases.isEmpty)
        for p in phases {
            let (ts, dur) = (p["ts"] as! Double, p["dur"] as! Double)
            let parent = loads.first { l in
                l["pid"] as! Int == p["pid"] as! Int && l["tid"] as! Int == p["tid"] as! Int
                    && (l["ts"] as! Double) <= ts + 1e-9 && ts + dur <= (l["ts"] as! Double) + (l["dur"] as! Double) + 1e-9
            }
            #expect(parent != nil, "phase \(p["name"]!) at \(ts) is not inside a load")
        }
        #expect(events.contains { $0["ph"] as? String == "M" && ($0["args"] as? [String: String])?["name"] == "cold" })
    }

    @Test func githubActionBenchmarkIsAListOfSmallerIsBetterEntries() throws {
        let json = try ExternalFormats.githubActionBenchmark(fixedRun())
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(entries.count == 8)
        #expect(entries.allSatisfy { $0["name"] is String && $0["unit"] is String && $0["value"] is Double })
    }
}
