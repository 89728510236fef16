/// One figure across commits: commits in order along the x axis, one line per subject, and a
/// marker with the commit's short SHA at each step: `nibbench history report`'s charts.
package struct TrendChart: Sendable {
    /// One subject's values, by commit position (nil where the subject has no value).
    package struct Line: Sendable {
        package var label: String
        package var values: [Double?]

        package init(label: String, values: [Double?]) {
            (self.label, self.values) = (label, values)
        }
    }

    package var title: String, subtitle: String, valueTitle: String
    /// The commits, oldest first (short SHAs).
    package var commits: [String]
    package var lines: [Line]
    /// Positions (into ``commits``) of the steps to mark.
    package var steps: [Int]
    /// Whether values are ratios shown as percentages.
    package var isRatio: Bool

    package init(title: String, subtitle: String, valueTitle: String, commits: [String], lines: [Line], steps: [Int], isRatio: Bool = false) {
        (self.title, self.subtitle, self.valueTitle, self.commits, self.lines, self.steps, self.isRatio) = (
            title, subtitle, valueTitle, commits, lines, steps, isRatio
        )
    }

    /// The SVG.
    package func render() -> String {
        let styles = lines.indices.map { SeriesStyle.series($0) }
        let entries = zip(lines, styles).map { LegendEntry(label: $0.label, style: $1, sample: .marker) }
        let legendWidth = ChartFrame.legendWidth(entries.map(\.label))
        let plotHeight = max(300, ChartFrame.legendHeight(entries.count) + 10)
        var frame = ChartFrame(
            title: title, subtitle: subtitle, width: ChartStyle.width, height: 60 + plotHeight + 64, left: 80, top: 60,
            right: legendWidth + 24, bottom: 64)
        let last = Double(max(commits.count - 1, 1))
        let x = frame.xAxis(ChartAxis.linear(0, last, unit: .plain, includeZero: true), title: "commits, oldest first (\(commits.count))")
        let values = lines.flatMap { $0.values.compactMap { $0 } }
        let low = values.min() ?? 0, high = values.max() ?? 1
        let y = frame.yAxis(
            isRatio ? ChartAxis.percent() : ChartAxis.linear(low, high > low ? high : low + 1, unit: .plain, includeZero: false), title: valueTitle)
        for step in steps where commits.indices.contains(step) {
            let p = x.position(Double(step))
            frame.svg.line(x1: p, y1: frame.top, x2: p, y2: frame.bottom, stroke: ChartStyle.ink, width: 1, dash: "3 3")
            frame.svg.text(commits[step], x: p + 3, y: frame.top + 12, size: 10, fill: ChartStyle.ink, halo: true)
        }
        for (line, style) in zip(lines, styles) {
            // A gap where a subject has no value (a nib added or removed) breaks its line.
            var run: [(x: Double, y: Double)] = []
            for (i, value) in line.values.enumerated() {
                guard let value else {
                    if run.count > 1 { frame.svg.polyline(run, stroke: style.color, width: 1.5, dash: style.dash) }
                    run = []
                    continue
                }
                let point = (x: x.position(Double(i)), y: y.position(value))
                run.append(point)
                frame.svg.marker(style.marker, x: point.x, y: point.y, radius: 3, fill: style.color)
            }
            if run.count > 1 { frame.svg.polyline(run, stroke: style.color, width: 1.5, dash: style.dash) }
        }
        frame.legend(entries, x: frame.right + 16, y: frame.top + 6, maxWidth: legendWidth)
        return frame.render()
    }
}
