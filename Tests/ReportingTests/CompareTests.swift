import Foundation
@testable import Harness
import Reporting
import Testing

/// `fixedRun()` with many samples per configuration (so the tests have power), scaled.
func sampledRun(scale: Double, seed: UInt64) -> RunResult {
    var run = fixedRun()
    var rng = StatisticsSeed(state: seed)
    var records: [LoadRecord] = []
    for (c, base) in [(0, 3000.0), (1, 800.0)] {
        for i in 0..<400 {
            var r = run.records[c * 3]
            r.seq = i + 1
            let factor: Double = c == 0 ? scale : 1
            let jitter: Double = 0.9 + 0.2 * Double(rng.next() % 1000) / 1000
            r.total = UInt64(base * factor * jitter)
            records.append(r)
        }
    }
    run.records = records
    return run
}

struct StatisticsSeed: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 11
    }
}

@Suite struct CompareTests {
    @Test func identicalDistributionsAreNotRegressions() {
        let c = Comparison(base: sampledRun(scale: 1, seed: 1), new: sampledRun(scale: 1, seed: 2))
        #expect(!c.hasRegression && !c.hasImprovement)
        #expect(c.rows.filter { $0.metric == "latency_p50" }.allSatisfy { $0.verdict == .unchanged })
    }

    @Test func aTwentyPercentSlowdownIsARegressionAndTheReverseAnImprovement() {
        let base = sampledRun(scale: 1, seed: 1), slow = sampledRun(scale: 1.2, seed: 2)
        let c = Comparison(base: base, new: slow)
        let row = c.rows.first { $0.config == "cold" && $0.metric == "latency_p50" }!
        #expect(row.verdict == .regression && row.interval!.lowerBound > 0.05 && row.pValue! < 0.01)
        #expect(c.rows.first { $0.config == "decoded-lru@objects:2" && $0.metric == "latency_p50" }!.verdict == .unchanged)
        #expect(Comparison(base: slow, new: base).rows.first { $0.config == "cold" && $0.metric == "latency_p50" }!.verdict == .improvement)
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
        interrupted.incomplete = "interrupted after 1 of 2 replays"
        for i in interrupted.summaries.indices { interrupted.summaries[i].meanAllocations = nil }
        let c = Comparison(base: fixedRun(), new: interrupted)
        #expect(!c.rows.contains { $0.metric == "allocations_per_load" })
        #expect(!c.hasImprovement && !c.hasRegression)
    }

    @Test func markdownAndJSONSnapshots() throws {
        let c = Comparison(base: sampledRun(scale: 1, seed: 1), new: sampledRun(scale: 1.2, seed: 2))
        try ReportTests().check(c.markdown(base: "base", new: "new"), "compare.md")
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
