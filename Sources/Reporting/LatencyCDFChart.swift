/// The latency CDF of every configuration: x = latency per load on a log scale with decade
/// ticks in ns/µs/ms, y = share of loads at or below it, one line per strategy × capacity.
///
/// Each line is the empirical CDF sampled at 201 evenly spaced ranks (so a file stays small
/// whatever the number of loads); reference lines mark p50 and p99. With many configurations
/// only the emphasized lines are drawn strongly, the others faint beneath them; the legend
/// numbers every line by its rank.
package struct LatencyCDFChart: Sendable {
    /// One line: a configuration's latencies.
    package struct Series: Sendable {
        /// The configuration (`strategy@capacity`).
        package var label: String
        /// Its colour and dash.
        package var style: SeriesStyle
        /// Latencies in nanoseconds, ascending.
        package var sortedNanoseconds: [UInt64]
        /// Drawn strongly (else faint, for context).
        package var emphasized: Bool

        /// Creates a series; `nanoseconds` need not be sorted.
        package init(label: String, style: SeriesStyle, nanoseconds: [UInt64], emphasized: Bool = true) {
            self.label = label
            self.style = style
            sortedNanoseconds = nanoseconds.sorted()
            self.emphasized = emphasized
        }
    }

    /// The lines, in legend order.
    package var series: [Series]
    /// A line under the title (what was measured).
    package var subtitle: String

    /// Creates the chart.
    package init(series: [Series], subtitle: String) {
        self.series = series
        self.subtitle = subtitle
    }

    /// Up to this many lines, all are drawn strongly.
    package static let allEmphasized = 6

    /// Ranks sampled per line.
    static let samples = 200

    /// The (latency, cumulative share) points of one series.
    static func points(_ sorted: [UInt64]) -> [(value: Double, share: Double)] {
        guard !sorted.isEmpty else { return [] }
        let n = sorted.count
        var points: [(value: Double, share: Double)] = []
        var lastIndex = -1
        for k in 0...samples {
            let index = Int((Double(k) / Double(samples) * Double(n - 1)).rounded())
            guard index != lastIndex else { continue }
            lastIndex = index
            // The CDF at sorted[index] counts every equal value.
            var upper = index
            while upper + 1 < n && sorted[upper + 1] == sorted[index] { upper += 1 }
            points.append((Double(sorted[index]), Double(upper + 1) / Double(n)))
        }
        return points
    }

    /// The SVG.
    package func render() -> String {
        let labels = series.enumerated().map { "\($0.offset + 1). \($0.element.label)" }
        let legendWidth = ChartFrame.legendWidth(labels)
        let plotHeight = max(340, ChartFrame.legendHeight(labels.count) + 10)
        var frame = ChartFrame(
            title: "Latency CDF per configuration", subtitle: subtitle, width: ChartStyle.width,
            height: 60 + plotHeight + 56, left: 64, top: 60, right: legendWidth + 24, bottom: 56)
        let values = series.flatMap { $0.sortedNanoseconds.filter { $0 > 0 } }
        let low = Double(values.min() ?? 1_000), high = Double(values.max() ?? 1_000_000)
        let x = frame.xAxis(ChartAxis.log10(low, high, unit: .time), title: "latency per load (log scale)")
        let y = frame.yAxis(ChartAxis.percent(), title: "loads at or below (%)")
        for (share, name) in [(0.5, "p50"), (0.99, "p99")] {
            frame.svg.line(x1: frame.left, y1: y.position(share), x2: frame.right, y2: y.position(share), stroke: ChartStyle.muted, dash: "4 4")
            frame.svg.text(name, x: frame.left + 4, y: y.position(share) - 4, size: 10, fill: ChartStyle.muted)
        }
        // Faint lines first, so that the emphasized ones are drawn over them.
        for s in series.filter({ !$0.emphasized }) + series.filter(\.emphasized) {
            var line: [(x: Double, y: Double)] = []
            for point in Self.points(s.sortedNanoseconds) {
                let px = x.position(point.value), py = y.position(point.share)
                // A vertical step to the new share, then along it: the CDF is a step function.
                if let last = line.last, last.y != py { line.append((px, last.y)) }
                line.append((px, py))
            }
            frame.svg.polyline(
                line, stroke: s.style.color, width: s.emphasized ? 2 : 1.25, dash: s.style.dash,
                opacity: s.emphasized ? nil : ChartStyle.faintOpacity)
        }
        if series.contains(where: { !$0.emphasized }) {
            frame.svg.text(
                "bold: fastest three, slowest, uinib and cold; faint: the rest (see the tables)", x: frame.right - 4, y: frame.top - 6,
                anchor: "end", size: 11, fill: ChartStyle.muted)
        }
        frame.legend(
            zip(labels, series).map {
                LegendEntry(
                    label: $0, style: $1.style, sample: .line, bold: $1.emphasized && series.contains { !$0.emphasized },
                    faint: !$1.emphasized)
            },
            x: frame.right + 16, y: frame.top + 6, maxWidth: legendWidth)
        return frame.render()
    }
}
