import Foundation
import NibbenchSupport
import Records

/// `report.md`: machine, method, ranking tables and a short conclusion drawn from the
/// numbers, for people who read results rather than parse them.
package enum MarkdownReport {
    /// Renders `run`.
    ///
    /// - Parameters:
    ///   - id: the run id (folder name).
    ///   - charts: Markdown for charts to embed (file names relative to the report), if any.
    /// A path as a report shows it: as recorded when relative, else only its last component
    /// (an absolute path names one machine's folders, not the corpus).
    static func displayPath(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return (path as NSString).lastPathComponent
    }

    package static func render(_ run: RunResult, id: String, charts: [String] = []) -> String {
        var md = "# nibbench run \(id)\n\n"
        if let incomplete = run.incomplete { md += "> **Incomplete:** \(incomplete)\n\n" }
        if let failures = run.failures {
            md += "## Failed strategies\n\nThese configurations failed and ran no further; they have no figures below.\n\n"
            md +=
                failures.map { "- **\($0.config)** " + ($0.load == 0 ? "before its first load" : "at load \($0.load)") + ": \($0.message)" }
                .joined(separator: "\n") + "\n\n"
        }
        let counted = isCounted(run)
        let tails = counted ? [:] : tailIntervals(run)
        md += "## Conclusion\n\n" + conclusion(run, tails: tails).map { "- " + $0 }.joined(separator: "\n") + "\n\n"
        // Right after the conclusion, which they qualify (disturbed replays, warm-up effects).
        if !run.warnings.isEmpty { md += "## Warnings\n\n" + run.warnings.map { "- " + $0 }.joined(separator: "\n") + "\n\n" }
        for chart in charts { md += chart + "\n\n" }
        let m = run.machine
        md += "## Machine\n\n| CPU | cores | kernel | Swift | allocator | build |\n|---|---|---|---|---|---|\n"
        md += "| \(m.cpu) | \(m.cores) | \(m.kernel) | \(m.swift) | \(m.allocator) | \(m.build) |\n\n"
        if let version = m.nibbench {
            md += "nibbench \(version)" + (m.commit.map { ", commit `\($0)`" } ?? "") + ".\n\n"
        }
        md += "## Method\n\n"
        md +=
            "Corpus `\(displayPath(run.corpus))`; trace of \(MessageText.counted(run.traceLoads, "load")) and \(MessageText.counted(run.traceMemoryWarnings, "memory warning")). "
        md +=
            "Each strategy × capacity replays the whole trace \(run.repetitions == 1 ? "once" : "\(run.repetitions) times") from a fresh loader, in a seeded random order "
        md +=
            "per repetition; the first \(MessageText.counted(run.warmupLoads, "load")) of every replay warm up and are not recorded. "
        md +=
            counted
            ? countedMethod(run)
            : "A load is timed from the request to the loader until `instantiate` returns (read, decode, create, connect, awake). "
                + "Harness overhead per sample: **\(run.overheadNanoseconds) ns** (calibrated empty load), subtracted from every sample. "
        md += run.coldIO ? "Files were evicted from the page cache before every load (cold I/O). " : "Files stay in the page cache (warm I/O). "
        md +=
            "Bytes allocated per load come from jemalloc's per-thread counter; allocation counts (exact) from an extra untimed replay on a private jemalloc arena, with the thread cache flushed around each load. "
        if !counted { md += "Percentiles from HdrHistogram; 95% confidence intervals by bootstrap; outliers are labelled (Tukey), not removed." }
        let canaries = run.repetitionResults.compactMap(\.canary).flatMap { $0 }
        if !canaries.isEmpty {
            var values = canaries.map { Double($0) }
            let rerun = run.repetitionResults.filter { !($0.discarded ?? []).isEmpty }.count
            md += " Machine canary (a fixed workload that is not nibbench's code, timed through every replay): median "
            md += "**\(time(SampleStatistics.median(&values)))** over \(MessageText.counted(canaries.count, "sample")); "
            md +=
                "\(rerun) of \(MessageText.counted(run.repetitionResults.count, "replay")) \(rerun == 1 || run.repetitionResults.count == 1 ? "was" : "were") run again because it showed the machine busy."
        }
        md += "\n\n"
        let s = run.summaries
        // A counted run's times are Valgrind's: its counts come first and no table ranks its times.
        md += counted ? countedTables(run) : latencyTables(s, tails: tails)
        md += table("Hit ratio, ranked", s.sorted { $0.hitRatio > $1.hitRatio }, ["hit ratio", "miss ratio", "byte miss ratio", "cost miss ratio"]) {
            [percent($0.hitRatio), percent($0.missRatio), percent($0.byteMissRatio), percent($0.costMissRatio)]
        }
        md += table(
            "Allocation per load, ranked by bytes", s.sorted { $0.meanAllocatedBytes < $1.meanAllocatedBytes }, ["bytes / load", "allocations / load"]
        ) {
            [bytes($0.meanAllocatedBytes), $0.meanAllocations.map { String(format: "%.1f", $0) } ?? "—"]
        }
        if counted {
            // Under Valgrind the process's resident memory, CPU time and faults are Valgrind's.
            md += table("Memory, ranked by peak", s.sorted { $0.peakBytes < $1.peakBytes }, ["thread peak", "cache held"]) {
                [bytes(Double($0.peakBytes)), bytes(Double($0.cacheBytes))]
            }
        } else {
            md += table(
                "Memory, ranked by peak", s.sorted { $0.peakBytes < $1.peakBytes },
                ["thread peak", "resident (process)", "cache held", "CPU s / replay", "major faults", "minor faults / load", "major faults / load"]
            ) {
                [
                    bytes(Double($0.peakBytes)), bytes(Double($0.residentBytes)), bytes(Double($0.cacheBytes)), String(format: "%.3f", $0.cpuSeconds),
                    "\($0.majorFaults)", $0.minorFaultsPerLoad.map { String(format: "%.2f", $0) } ?? "—",
                    $0.majorFaultsPerLoad.map { String(format: "%.3f", $0) } ?? "—"
                ]
            }
            md += table("Phases (medians)", s.sorted { $0.latency.p50 < $1.latency.p50 }, ["read", "decode", "create", "connect", "awake"]) {
                [time($0.medianRead), time($0.medianDecode), time($0.medianCreate), time($0.medianConnect), time($0.medianAwake)]
            }
        }
        md +=
            "Files: `samples.sqlite` (every load, packed a row per replay; for `sqlite3` its `replays` table counts each replay's loads and hits and sums their `total_ns`, and `nibbench report --samples csv` writes one row per load to `samples.csv`), `summary.csv` (one row per strategy × capacity × metric), `run.json` (everything else).\n"
        return md
    }

    /// The tables of a timed run's latency: ranked by median, and by p99 with its interval.
    static func latencyTables(_ s: [ConfigSummary], tails: [RunConfig: ClosedRange<Double>]) -> String {
        table(
            "Latency, ranked by median", s.sorted { $0.latency.p50 < $1.latency.p50 },
            ["p50", "95% CI of median", "p90", "p99", "p99.9", "max", "outliers"]
        ) {
            [
                time($0.latency.p50), range($0.latency.medianCI), time($0.latency.p90),
                time($0.latency.p99), time($0.latency.p999), time($0.latency.max), "\($0.latency.mildOutliers)+\($0.latency.farOutliers)"
            ]
        }
            + table("Tail latency, ranked by p99", s.sorted { $0.latency.p99 < $1.latency.p99 }, ["p99", "95% CI of p99", "p99.9", "p50"]) {
                [time($0.latency.p99), tails[$0.config].map(range) ?? "—", time($0.latency.p999), time($0.latency.p50)]
            }
    }

    /// Plain-language findings, each backed by a number in the tables.
    package static func conclusion(_ run: RunResult) -> [String] {
        conclusion(run, tails: isCounted(run) ? [:] : tailIntervals(run))
    }

    /// ``conclusion(_:)`` with the p99 intervals already computed (``tailIntervals(_:)``).
    static func conclusion(_ run: RunResult, tails: [RunConfig: ClosedRange<Double>]) -> [String] {
        let s = run.summaries
        let ranked = s.sorted { $0.latency.p50 < $1.latency.p50 }
        guard !ranked.isEmpty else { return ["No loads were measured."] }
        // A counted run's times are Valgrind's: its cheapest by count leads, and no time ranks.
        let fastest = isCounted(run) ? nil : ranked.first
        var lines: [String]
        if fastest == nil {
            lines = [cyclesLine(s) ?? instructionsLine(s), untimedLine(run)].compactMap { $0 }
        } else {
            lines = [fastestLine(ranked, cold: s.first { $0.config.strategy == "cold" })]
            lines.append(
                tailLine(
                    s.enumerated().sorted { ($0.element.latency.p99, $0.offset) < ($1.element.latency.p99, $1.offset) }.map(\.element),
                    intervals: tails))
        }
        if let lean = s.min(by: { $0.meanAllocatedBytes < $1.meanAllocatedBytes }), let cold = s.first(where: { $0.config.strategy == "cold" }) {
            lines.append(
                "Fewest bytes allocated per load: **\(lean.config)**, \(bytes(lean.meanAllocatedBytes)) against \(bytes(cold.meanAllocatedBytes)) for `cold`."
            )
        }
        if let hitter = s.max(by: { $0.hitRatio < $1.hitRatio }) {
            lines.append(
                "Highest hit ratio: **\(hitter.config)**, \(percent(hitter.hitRatio)), holding \(bytes(Double(hitter.cacheBytes))) of cache.")
        }
        if let small = s.min(by: { $0.peakBytes < $1.peakBytes }) {
            let fastestPeak = fastest.map { "; **\($0.config)** (lowest median) peaks at \(bytes(Double($0.peakBytes)))" } ?? ""
            lines.append("Lowest thread peak: **\(small.config)**, \(bytes(Double(small.peakBytes)))\(fastestPeak).")
        }
        return lines
    }

    /// The fastest-median finding: a winner only when its median's 95% interval lies clear of
    /// every other strategy's (so identical runs name the same winner or none); else the
    /// strategies whose intervals overlap the lowest median's tie, and the bullet says so.
    ///
    /// - Parameters:
    ///   - ranked: the summaries by median, lowest first (not empty).
    ///   - cold: the `cold` strategy's summary, for the speed-up, if it ran.
    static func fastestLine(_ ranked: [ConfigSummary], cold: ConfigSummary?) -> String {
        let best = ranked[0]
        func interval(_ s: ConfigSummary) -> String { range(s.latency.medianCI) }
        let speedUp =
            cold.flatMap { cold -> String? in
                guard cold.config != best.config else { return nil }
                let ratio = String(format: "%.1f", Double(cold.latency.p50) / Double(max(1, best.latency.p50)))
                return ", \(ratio)× faster than `cold` (\(time(cold.latency.p50)))"
            } ?? ""
        let ties = overlapping(ranked) { $0.latency.medianCI }
        if ties.isEmpty {
            let runnerUp =
                ranked.dropFirst().first.map {
                    "; its median's 95% interval (\(interval(best))) is clear of the runner-up **\($0.config)**'s (\(interval($0)))"
                } ?? ""
            return "Fastest median load: **\(best.config)** at \(time(best.latency.p50))\(speedUp)\(runnerUp)."
        }
        let names = ([best] + ties).map { "**\($0.config)**" }.joined(separator: ", ")
        return "Fastest median load: no single winner — \(names) tie (their medians' 95% intervals overlap **\(best.config)**'s, \(interval(best))); "
            + "the lowest median is \(best.config)'s, \(time(best.latency.p50))\(speedUp)."
    }

    /// The best-tail finding: a winner only when its p99's 95% interval lies clear of every
    /// other configuration's, shown with it; else the configurations whose intervals overlap
    /// the lowest p99's tie. A tail that is low only by luck — one quiet replay while the
    /// others met the machine's noise — gets an interval that reaches the others' tails
    /// (``tailIntervals(_:)`` resamples replays), so the same run never names a winner by noise.
    ///
    /// - Parameters:
    ///   - ranked: the summaries by p99, lowest first (not empty).
    ///   - intervals: the 95% interval of each configuration's p99; a configuration without one
    ///     (no samples) is never clear of the others.
    static func tailLine(_ ranked: [ConfigSummary], intervals: [RunConfig: ClosedRange<Double>]) -> String {
        let best = ranked[0]
        guard let ci = intervals[best.config] else {
            return
                "Best tail: not named — the run kept no samples to give its p99s intervals; the lowest p99 is \(best.config)'s, \(time(best.latency.p99))."
        }
        let ties = overlapping(ranked) { intervals[$0.config] }
        if ties.isEmpty {
            let runnerUp =
                ranked.dropFirst().first.map { "; clear of the runner-up **\($0.config)**'s (\(intervals[$0.config].map(range) ?? "—"))" } ?? ""
            return "Best tail: **\(best.config)**, p99 \(time(best.latency.p99)) (95% interval \(range(ci)))\(runnerUp)."
        }
        // Up to four are named; more are counted, so that the bullet stays one readable line.
        let names =
            ties.count < 4
            ? ([best] + ties).map { "**\($0.config)**" }.joined(separator: ", ")
            : "**\(best.config)** and \(MessageText.counted(ties.count, "other"))"
        return "Best tail: no single winner — \(names) tie (their p99s' 95% intervals overlap **\(best.config)**'s, \(range(ci))); "
            + "the lowest p99 is \(best.config)'s, \(time(best.latency.p99))."
    }

    /// The summaries after the first of `ranked` whose interval reaches the first's: its ties.
    /// A missing interval (on either side) counts as reaching it.
    static func overlapping(_ ranked: [ConfigSummary], _ interval: (ConfigSummary) -> ClosedRange<Double>?) -> [ConfigSummary] {
        let best = interval(ranked[0])
        return ranked.dropFirst().filter { other in
            guard let best, let theirs = interval(other) else { return true }
            return theirs.lowerBound <= best.upperBound
        }
    }

    /// The 95% bootstrap interval of each configuration's p99, from the run's samples: two-stage
    /// over its replays (``SampleStatistics/interval(groups:quantile:seed:resamples:)``), seeded
    /// by the configuration's index so that the same run always gives the same intervals.
    /// Configurations without samples have none.
    ///
    /// - Complexity: O(1000 · *n*) for *n* recorded loads.
    package static func tailIntervals(_ run: RunResult) -> [RunConfig: ClosedRange<Double>] {
        var groups = [[Int: [Double]]](repeating: [:], count: run.configs.count)
        for r in run.records where groups.indices.contains(r.config) { groups[r.config][r.repetition, default: []].append(Double(r.total)) }
        var intervals: [RunConfig: ClosedRange<Double>] = [:]
        for (index, config) in run.configs.enumerated() {
            let byRepetition = groups[index].sorted { $0.key < $1.key }.map(\.value)
            intervals[config] = SampleStatistics.interval(groups: byRepetition, quantile: 0.99, seed: 0x7A11 &+ UInt64(index))
        }
        return intervals
    }

    /// An interval of nanoseconds as `a–b` in readable units.
    static func range(_ interval: ClosedRange<Double>) -> String { "\(time(interval.lowerBound))–\(time(interval.upperBound))" }

    static func table(_ title: String, _ rows: [ConfigSummary], _ columns: [String], _ cells: (ConfigSummary) -> [String]) -> String {
        var md = "## \(title)\n\n| # | strategy | capacity | " + columns.joined(separator: " | ") + " |\n"
        md += "|---|---|---|" + String(repeating: "---:|", count: columns.count) + "\n"
        for (rank, row) in rows.enumerated() {
            let capacity = row.config.capacity.map { "\($0)" } ?? "—"
            md += "| \(rank + 1) | \(row.config.strategy) | \(capacity) | " + cells(row).joined(separator: " | ") + " |\n"
        }
        return md + "\n"
    }

    /// Nanoseconds in a readable unit.
    package static func time<T: BinaryInteger>(_ ns: T) -> String { time(Double(ns)) }

    package static func time(_ ns: Double) -> String {
        switch ns {
        case ..<1_000: String(format: "%.0f ns", ns)
        case ..<1_000_000: String(format: "%.2f µs", ns / 1e3)
        case ..<1_000_000_000: String(format: "%.2f ms", ns / 1e6)
        default: String(format: "%.2f s", ns / 1e9)
        }
    }

    package static func bytes(_ b: Double) -> String {
        switch b {
        case ..<1024: String(format: "%.0f B", b)
        case ..<1_048_576: String(format: "%.1f KiB", b / 1024)
        case ..<1_073_741_824: String(format: "%.1f MiB", b / 1_048_576)
        default: String(format: "%.2f GiB", b / 1_073_741_824)
        }
    }

    static func percent(_ r: Double) -> String { String(format: "%.1f%%", r * 100) }

    /// An instruction count rounded to a whole number, with thousands separators: `383,485`.
    package static func instructions(_ n: Double) -> String { MessageText.grouped(n) }
}
