import NibbenchSupport
import Records

/// One chart of a report: where it goes and what it shows.
package struct ReportChart: Sendable, Equatable {
    /// The path relative to the report, e.g. `charts/latency-cdf.svg`.
    package var path: String
    /// A short description (the Markdown image's alt text).
    package var title: String
    /// The SVG text.
    package var svg: String

    /// The Markdown that embeds the chart: `![title](path)`.
    package var markdown: String { "![\(title)](\(path))" }
}

/// Makes every chart of a run: latency CDF, phase bars, hit ratio vs capacity, memory vs p99,
/// bytes allocated per load (a counted run, whose times are Valgrind's, has the hit ratio and
/// allocation charts alone).
///
/// Every configuration keeps one colour/dash/marker in all charts (by its index in the run);
/// rows and legends follow the report's tables (by median unless said otherwise). The output
/// depends only on the run, so re-rendering a `run.json` gives the same bytes.
package enum ReportCharts {
    /// The charts of `run`, in report order; none when nothing was measured.
    ///
    /// - Complexity: O(*n* log *n*) in records.
    package static func make(_ run: RunResult) -> [ReportChart] {
        guard !run.summaries.isEmpty else { return [] }
        // A counted run's times are Valgrind's: no chart of them.
        let timed = !MarkdownReport.isCounted(run)
        var charts =
            timed
            ? [
                ReportChart(path: "charts/latency-cdf.svg", title: "Latency CDF per configuration", svg: latencyCDF(run).render()),
                ReportChart(path: "charts/phases.svg", title: "Median time per phase", svg: phases(run).render())
            ] : []
        if let hit = hitRatio(run) {
            charts.append(ReportChart(path: "charts/hit-ratio.svg", title: "Hit ratio vs capacity", svg: hit.render()))
        }
        if timed { charts.append(ReportChart(path: "charts/pareto.svg", title: "Memory vs p99 latency", svg: pareto(run).render())) }
        charts.append(ReportChart(path: "charts/allocation.svg", title: "Bytes allocated per load", svg: allocation(run).render()))
        return charts
    }

    /// The style of `config`: by its index in the run.
    static func style(_ run: RunResult, _ config: RunConfig) -> SeriesStyle {
        SeriesStyle.series(run.configs.firstIndex(of: config) ?? run.configs.count)
    }

    /// Summaries by median latency (the report's first table), ties by run order.
    static func byMedian(_ run: RunResult) -> [ConfigSummary] {
        run.summaries.enumerated().sorted { ($0.element.latency.p50, $0.offset) < ($1.element.latency.p50, $1.offset) }.map(\.element)
    }

    static func ioText(_ run: RunResult) -> String { run.coldIO ? "cold I/O" : "warm I/O" }

    /// The latency CDF chart.
    package static func latencyCDF(_ run: RunResult) -> LatencyCDFChart {
        var totals = [[UInt64]](repeating: [], count: run.configs.count)
        for r in run.records where totals.indices.contains(r.config) { totals[r.config].append(r.total) }
        let ranked = byMedian(run)
        let strong = emphasizedInCDF(ranked)
        let series = ranked.compactMap { s -> LatencyCDFChart.Series? in
            guard let index = run.configs.firstIndex(of: s.config), !totals[index].isEmpty else { return nil }
            return LatencyCDFChart.Series(
                label: s.config.description, style: style(run, s.config), nanoseconds: totals[index],
                emphasized: strong.contains(s.config))
        }
        let loads = run.summaries.map(\.loads).max() ?? 0
        return LatencyCDFChart(
            series: series,
            subtitle:
                "\(MessageText.counted(loads, "load")) per configuration over \(MessageText.counted(run.repetitions, "repetition")), \(ioText(run)); harness overhead subtracted; legend by median"
        )
    }

    /// The configurations the latency CDF draws strongly: all of them up to
    /// ``LatencyCDFChart/allEmphasized``; beyond, the three lowest medians, the highest, and the
    /// baselines `uinib` (what UIKit does) and `cold` (no cache) — the rest are drawn faint, so
    /// that the lines that matter can be told apart.
    static func emphasizedInCDF(_ ranked: [ConfigSummary]) -> Set<RunConfig> {
        guard ranked.count > LatencyCDFChart.allEmphasized else { return Set(ranked.map(\.config)) }
        let baselines = ranked.filter { ["uinib", "cold"].contains($0.config.strategy) }
        return Set((ranked.prefix(3) + ranked.suffix(1) + baselines).map(\.config))
    }

    /// The per-phase stacked bars.
    package static func phases(_ run: RunResult) -> PhaseBarChart {
        let rows = byMedian(run).map {
            PhaseBarChart.Row(
                label: $0.config.description, phases: [$0.medianRead, $0.medianDecode, $0.medianCreate, $0.medianConnect, $0.medianAwake])
        }
        return PhaseBarChart(
            rows: rows,
            subtitle: "median of each phase over all recorded loads (read, decode: loader; create, connect, awake: phase clock); by median load")
    }

    /// The hit-ratio chart, or nil when there is neither a bounded policy, a cache nor a curve.
    package static func hitRatio(_ run: RunResult) -> HitRatioChart? {
        var series: [HitRatioChart.Series] = []
        var unbounded: [(label: String, style: SeriesStyle, hitRatio: Double)] = []
        var byteBounded: [String] = [], noCache: [String] = []
        for s in run.summaries {
            switch s.config.capacity {
            case .objects(let n):
                if let i = series.firstIndex(where: { $0.label == s.config.strategy }) {
                    series[i].points.append((n, s.hitRatio))
                } else {
                    series.append(HitRatioChart.Series(label: s.config.strategy, style: style(run, s.config), points: [(n, s.hitRatio)]))
                }
            case .bytes:
                byteBounded.append(s.config.description)
            case nil:
                if s.hitRatio > 0 {
                    unbounded.append((s.config.strategy, style(run, s.config), s.hitRatio))
                } else {
                    noCache.append(s.config.description)
                }
            }
        }
        let curve = (run.lruCurve ?? []).compactMap { point -> (capacity: Int, hitRatio: Double)? in
            guard case .objects(let n) = point.capacity else { return nil }
            return (n, 1 - point.missRatio)
        }
        guard !series.isEmpty || !curve.isEmpty || !unbounded.isEmpty else { return nil }
        var notShown: [String] = []
        if !byteBounded.isEmpty { notShown.append(byteBounded.joined(separator: ", ") + " (byte capacity)") }
        if !noCache.isEmpty { notShown.append(noCache.joined(separator: ", ") + " (no cache, 0%)") }
        var subtitle = "measured hit ratio per policy (loader counters, warm-up excluded)"
        if !curve.isEmpty { subtitle += "; grey: exact LRU on the same trace (1 − miss ratio)" }
        return HitRatioChart(series: series, unbounded: unbounded, lruCurve: curve, notShown: notShown, subtitle: subtitle)
    }

    /// The memory vs p99 scatter.
    package static func pareto(_ run: RunResult) -> ParetoChart {
        let points = byMedian(run).map {
            ParetoChart.Point(label: $0.config.description, style: style(run, $0.config), bytes: Double($0.peakBytes), p99: Double($0.latency.p99))
        }
        return ParetoChart(
            points: points, memoryLabel: "thread peak bytes (jemalloc thread.peak)",
            subtitle: "x: largest thread high-water mark over the repetitions; y: p99 per load (clock, HdrHistogram)")
    }

    /// The bytes-allocated bars.
    package static func allocation(_ run: RunResult) -> AllocationChart {
        let rows = run.summaries.enumerated()
            .sorted { ($0.element.meanAllocatedBytes, $0.offset) < ($1.element.meanAllocatedBytes, $1.offset) }
            .map {
                AllocationChart.Row(
                    label: $0.element.config.description,
                    bytes: $0.element.meanAllocatedBytes, allocations: $0.element.meanAllocations)
            }
        return AllocationChart(rows: rows, subtitle: "mean per load, fewest first; label: bytes · allocation requests (jemalloc, exact)")
    }
}
