/// The latency CDF of every configuration: x = latency per load on a log scale with decade
/// ticks in ns/µs/ms, y = share of loads at or below it, one line per strategy × capacity.
///
/// Each line is the empirical CDF sampled at 201 evenly spaced ranks (so a file stays small
/// whatever the number of loads); reference lines mark p50 and p99.
public struct LatencyCDFChart: Sendable {
    /// One line: a configuration's latencies.
    public struct Series: Sendable {
        /// The configuration (`strategy@capacity`).
        public var label: String
        /// Its colour and dash.
        public var style: SeriesStyle
        /// Latencies in nanoseconds, ascending.
        public var sortedNanoseconds: [UInt64]

        /// Creates a series; `nanoseconds` need not be sorted.
        public init(label: String, style: SeriesStyle, nanoseconds: [UInt64]) {
            self.label = label
            self.style = style
            sortedNanoseconds = nanoseconds.sorted()
        }
    }

    /// The lines, in legend order.
    public var series: [Series]
    /// A line under the title (what was measured).
    public var subtitle: String

    /// Creates the chart.
    public init(series: [Series], subtitle: String) {
        self.series = series
        self.subtitle = subtitle
    }

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
    public func render() -> String {
        let labels = series.map(\.label)
        let legendWidth = ChartFrame.legendWidth(labels)
        let plotHeight = max(340, ChartFrame.legendHeight(labels.count) + 10)
        var frame = ChartFrame(title: "Latency CDF per configuration", subtitle: subtitle, width: ChartStyle.width,
                               height: 60 + plotHeight + 56, left: 64, top: 60, right: legendWidth + 24, bottom: 56)
        let values = series.flatMap { $0.sortedNanoseconds.filter { $0 > 0 } }
        let low = Double(values.min() ?? 1_000), high = Double(values.max() ?? 1_000_000)
        let x = frame.xAxis(ChartAxis.log10(low, high, unit: .time), title: "latency per load (log scale)")
        let y = frame.yAxis(ChartAxis.percent(), title: "loads at or below (%)")
        for (share, name) in [(0.5, "p50"), (0.99, "p99")] {
            frame.svg.line(x1: frame.left, y1: y.position(share), x2: frame.right, y2: y.position(share), stroke: ChartStyle.muted, dash: "4 4")
            frame.svg.text(name, x: frame.left + 4, y: y.position(share) - 4, size: 10, fill: ChartStyle.muted)
        }
        for s in series {
            var line: [(x: Double, y: Double)] = []
            for point in Self.points(s.sortedNanoseconds) {
                let px = x.position(point.value), py = y.position(point.share)
                // A vertical step to the new share, then along it: the CDF is a step function.
                if let last = line.last, last.y != py { line.append((px, last.y)) }
                line.append((px, py))
            }
            frame.svg.polyline(line, stroke: s.style.color, width: 1.75, dash: s.style.dash)
        }
        frame.legend(series.map { LegendEntry(label: $0.label, style: $0.style, sample: .line) },
                     x: frame.right + 16, y: frame.top + 6, maxWidth: legendWidth)
        return frame.render()
    }
}
