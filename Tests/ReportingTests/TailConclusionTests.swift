import Foundation
@testable import Harness
@testable import Reporting
import Testing
import Records

/// Issue 28 item 7: "Best tail" names a winner only when its p99's bootstrap interval is clear
/// of every other's, shows the interval, and otherwise says the tails tie — so that one replay
/// that happened to miss the machine's noise names no winner.
@Suite struct TailConclusionTests {
    /// A fast load, 300–400 µs varied deterministically by `i`, and a slow one: 12 ms, the
    /// machine's noise, alike in every configuration.
    static func fast(_ i: Int) -> UInt64 { 300_000 + UInt64(i * 7919 % 100_000) }
    static func slow(_ i: Int) -> UInt64 { 12_000_000 }

    /// A run of three configurations, three replays of 500 loads each: `slowLoads[c][r]` of
    /// replay `r` of configuration `c` are slow, the rest fast.
    static func run(slowLoads: [[Int]]) -> RunResult {
        var base = fixedRun()
        let configs = [
            RunConfig(builtIn: "cold", capacity: nil), RunConfig(builtIn: "decoded-lru", capacity: .objects(2)),
            RunConfig(builtIn: "decoded-sieve", capacity: .objects(2))
        ]
        var records: [LoadRecord] = []
        for (c, replays) in slowLoads.enumerated() {
            for (r, slowCount) in replays.enumerated() {
                for i in 0..<500 {
                    // Slow loads spread through the replay.
                    let isSlow = i % (500 / max(1, slowCount)) == 0 && i / (500 / max(1, slowCount)) < slowCount
                    let seed = c * 100_000 + r * 1000 + i
                    records.append(
                        LoadRecord(
                            config: c, repetition: r, seq: i, nib: "n\(i % 7)", hit: false,
                            total: isSlow ? slow(seed) : fast(seed), read: 0, decode: 0, create: 0, connect: 0, awake: 0,
                            allocatedBytes: 0, allocations: nil, nibBytes: 100))
                }
            }
        }
        let template = base.summaries[0]
        base.configs = configs
        base.records = records
        base.repetitions = 3
        base.summaries = configs.indices.map { c in
            var s = template
            s.config = configs[c]
            s.loads = 1500
            s.latency = SampleStatistics.summarize(records.filter { $0.config == c }.map(\.total))!
            return s
        }
        return base
    }

    static func tailLine(_ run: RunResult) throws -> String {
        try #require(MarkdownReport.conclusion(run).first { $0.hasPrefix("Best tail") })
    }

    @Test func aGenuinelyBetterTailIsNamedWithItsInterval() throws {
        // decoded-lru never meets the noise; the others do in 3% of every replay's loads.
        let run = Self.run(slowLoads: [[15, 15, 15], [0, 0, 0], [15, 15, 15]])
        let line = try Self.tailLine(run)
        #expect(line.hasPrefix("Best tail: **decoded-lru@objects:2**, p99 "), "\(line)")
        #expect(line.contains("(95% interval ") && line.contains(" µs–") && line.contains("clear of the runner-up **"), "\(line)")
        let interval = try #require(MarkdownReport.tailIntervals(run)[run.configs[1]])
        #expect(interval.upperBound < 400_000 && interval.lowerBound >= 300_000, "\(interval)")
        // The tail table shows every interval.
        let table = MarkdownReport.render(run, id: "t").components(separatedBy: "## Tail latency, ranked by p99")[1]
        #expect(table.contains("| 95% CI of p99 |") && table.contains("| 1 | decoded-lru | objects:2 | "), "\(table)")
    }

    @Test func aTailLowInOneReplayOnlyTies() throws {
        // decoded-lru's pooled p99 is the lowest (12 slow loads of 1,500 are under 1%), but only
        // because two of its replays missed the noise that its third replay and every other
        // configuration met: resampling replays reaches the others' tails.
        let run = Self.run(slowLoads: [[15, 15, 15], [12, 0, 0], [15, 15, 15]])
        #expect(run.summaries[1].latency.p99 < 1_000_000, "the point estimate alone would name it: \(run.summaries[1].latency.p99)")
        let line = try Self.tailLine(run)
        #expect(line.hasPrefix("Best tail: no single winner — **decoded-lru@objects:2**, "), "\(line)")
        #expect(line.contains("tie (their p99s' 95% intervals overlap **decoded-lru@objects:2**'s, "), "\(line)")
        #expect(line.contains("the lowest p99 is decoded-lru@objects:2's, "), "\(line)")
    }

    @Test func theSameRunAlwaysGivesTheSameLine() throws {
        let run = Self.run(slowLoads: [[15, 15, 15], [12, 0, 0], [15, 15, 15]])
        #expect(try Self.tailLine(run) == Self.tailLine(run))
        #expect(MarkdownReport.tailIntervals(run) == MarkdownReport.tailIntervals(run))
    }

    @Test func aRunWithoutSamplesNamesNoTail() throws {
        var run = Self.run(slowLoads: [[15, 15, 15], [0, 0, 0], [15, 15, 15]])
        run.records = []
        #expect(try Self.tailLine(run).hasPrefix("Best tail: not named — the run kept no samples"))
    }

    @Test func theIntervalResamplesReplays() {
        // One replay: the ordinary bootstrap, tight. Two quiet replays and a noisy one: wide.
        let quiet = (0..<500).map { Double(Self.fast($0)) }
        let noisy = (0..<500).map { Double($0 % 20 == 0 ? Self.slow($0) : Self.fast($0)) }
        let tight = SampleStatistics.interval(groups: [quiet], quantile: 0.99, seed: 1)!
        let wide = SampleStatistics.interval(groups: [quiet, quiet, noisy], quantile: 0.99, seed: 1)!
        #expect(tight.upperBound < 400_000)
        #expect(wide.upperBound > 10_000_000, "\(wide)")
        #expect(SampleStatistics.interval(groups: [[]], quantile: 0.99, seed: 1) == nil)
    }
}

extension TailConclusionTests {
    @Test func manyTiesAreCounted() throws {
        // The Reporting fixture: 70 recorded loads per configuration, where every p99 is
        // within the others' intervals.
        let line = try Self.tailLine(try fixtureRun())
        #expect(line.hasPrefix("Best tail: no single winner — **cold** and 7 others tie (their p99s' 95% intervals overlap **cold**'s, "), "\(line)")
    }
}
