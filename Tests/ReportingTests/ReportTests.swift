import Foundation
@testable import Harness
import NibCache
import Probes
import Reporting
import Testing
import Records

/// A small, fixed run: two configurations, three loads each.
func fixedRun() -> RunResult {
    let configs = [RunConfig(builtIn: "cold", capacity: nil), RunConfig(builtIn: "decoded-lru", capacity: .objects(2))]
    var records: [LoadRecord] = []
    for (c, totals) in [(0, [3000, 3100, 2900]), (1, [2800, 400, 390])].map({ ($0.0, $0.1.map(UInt64.init)) }) {
        for (i, t) in totals.enumerated() {
            let hit = c == 1 && i > 0
            records.append(
                LoadRecord(
                    config: c, repetition: 0, seq: i + 1, nib: i == 1 ? "cell,\"odd\"" : "screen-1", hit: hit, total: t,
                    read: hit ? 0 : 1000, decode: hit ? 0 : 1500, create: 300, connect: 20, awake: 10,
                    allocatedBytes: hit ? 900 : 9000, allocations: hit ? 12 : 80, nibBytes: 1200))
        }
    }
    let summaries = configs.indices.map { c -> ConfigSummary in
        let rs = records.filter { $0.config == c }
        let latency = SampleStatistics.summarize(rs.map(\.total))!
        let hits = Double(rs.filter(\.hit).count)
        return ConfigSummary(
            config: configs[c], loads: 3, latency: latency, medianRead: 1000, medianDecode: 1500, medianCreate: 300,
            medianConnect: 20, medianAwake: 10, hitRatio: hits / 3, missRatio: 1 - hits / 3, byteMissRatio: 1 - hits / 3,
            costMissRatio: 1 - hits / 3, meanAllocatedBytes: Double(rs.reduce(0) { $0 + $1.allocatedBytes }) / 3,
            meanAllocations: Double(rs.reduce(0) { $0 + $1.allocations! }) / 3, peakBytes: c == 0 ? 40_000 : 90_000,
            residentBytes: 8 << 20, cacheBytes: c == 0 ? 0 : 20_000, cpuSeconds: 0.001, majorFaults: 0, minorFaults: 12,
            firstRepetitionSlower: false)
    }
    let machine = MachineInfo(
        cpu: "Test CPU", cores: 2, kernel: "Linux 6.1", swift: "Swift 6.3 or later", allocator: "jemalloc 5.3.0", build: "release")
    return RunResult(
        machine: machine, corpus: "Corpora/test", traceLoads: 3, traceMemoryWarnings: 0, repetitions: 1, warmupLoads: 0,
        coldIO: false, overheadNanoseconds: 31, configs: configs, summaries: summaries, repetitionResults: [],
        records: records, warnings: [], incomplete: nil)
}

@Suite struct ReportTests {
    func check(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try Snapshot.check(text, name, sourceLocation: sourceLocation)
    }

    @Test func csvSchemasAreStable() throws {
        let run = fixedRun()
        try check(CSVReport.samples(run), "samples.csv")
        try check(CSVReport.summary(run), "summary.csv")
        #expect(CSVReport.samples(run).split(separator: "\n").count == 7)
        #expect(CSVReport.samples(run).contains("\"cell,\"\"odd\"\"\""), "fields with commas and quotes are quoted")
    }

    @Test func markdownRanksAndConcludes() throws {
        let md = MarkdownReport.render(fixedRun(), id: "test")
        try check(md, "report.md")
        #expect(md.contains("Fastest median load: **decoded-lru@objects:2**"))
        #expect(md.contains("Harness overhead per sample: **31 ns**"))
        let latency = md.components(separatedBy: "## Latency, ranked by median")[1]
        #expect(latency.range(of: "| 1 | decoded-lru")!.lowerBound < latency.range(of: "| 2 | cold")!.lowerBound)
    }

    @Test func resultFolderRoundTrips() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-result-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = fixedRun()
        try ResultDirectory.write(run, id: "x", to: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["charts", "report.html", "report.md", "run.json", "samples.sqlite", "summary.csv"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/charts").sorted()
                == ["allocation.svg", "hit-ratio.svg", "latency-cdf.svg", "pareto.svg", "phases.svg"])
        #expect(try ResultDirectory.read(folder + "/run.json").records == run.records)
    }

    @Test func failedStrategiesAreNamedAndTheOthersReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-failed-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var run = fixedRun()
        struct Broken: Error, CustomStringConvertible { var description = "the disk cache is corrupt" }
        run.failures = [ConfigFailure(config: RunConfig(builtIn: "throws-on-10", capacity: nil), load: 10, error: Broken())]
        try ResultDirectory.write(run, id: "x", to: folder)
        let md = try String(contentsOfFile: folder + "/report.md", encoding: .utf8)
        #expect(md.contains("## Failed strategies") && md.contains("- **throws-on-10** at load 10: the disk cache is corrupt"))
        #expect(md.contains("| 1 | decoded-lru"), "the others are still ranked")
        #expect(try ResultDirectory.read(folder + "/run.json").failures == run.failures)
        #expect(RunDigest.text(run, folder: folder, trace: "t.csv").contains("FAILED: throws-on-10 failed at load 10: the disk cache is corrupt"))
        // An older run.json, without the field, still reads.
        #expect(try ResultDirectory.read(Snapshot.fixtures.appendingPathComponent("run.json").path).failures == nil)
    }
}
