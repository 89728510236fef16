/// A figure against memory budget (bytes, log scale), one line per strategy, with strategies
/// that do not depend on the budget (`cold`, `uinib`) as dashed horizontal lines and the
/// recommended budget as a vertical marker: `nibbench recommend`'s charts.
package struct BudgetChart: Sendable {
    /// One strategy's points.
    package struct Series: Sendable {
        /// The strategy.
        package var label: String
        /// (budget in bytes, value), in any order.
        package var points: [(budget: Int, value: Double)]

        /// Creates a series.
        package init(label: String, points: [(budget: Int, value: Double)]) {
            self.label = label
            self.points = points
        }
    }

    /// The chart's title and the line under it.
    package var title: String, subtitle: String
    /// The y axis's title, and whether its values are ratios shown as percentages.
    package var valueTitle: String, isRatio: Bool
    /// Strategies with a budget.
    package var series: [Series]
    /// Strategies without one: (label, value).
    package var levels: [(label: String, value: Double)]
    /// The recommended budget, marked, if any.
    package var recommended: Int?

    /// Creates the chart.
    package init(
        title: String, subtitle: String, valueTitle: String, isRatio: Bool, series: [Series], levels: [(label: String, value: Double)],
        recommended: Int?
    ) {
        (self.title, self.subtitle, self.valueTitle, self.isRatio) = (title, subtitle, valueTitle, isRatio)
        (self.series, self.levels, self.recommended) = (series, levels, recommended)
    }

    /// The SVG.
    package func render() -> String {
        let styles = series.indices.map { SeriesStyle.series($0) }
        let levelStyles = levels.indices.map { i in
            SeriesStyle(color: ChartStyle.palette[(series.count + i) % ChartStyle.palette.count], dash: "8 4", marker: .circle)
        }
        var entries = zip(series, styles).map { LegendEntry(label: $0.label, style: $1, sample: .marker) }
        entries += zip(levels, levelStyles).map { LegendEntry(label: $0.label + " (any budget)", style: $1, sample: .line) }
        let legendWidth = ChartFrame.legendWidth(entries.map(\.label))
        let plotHeight = max(320, ChartFrame.legendHeight(entries.count) + 10)
        var frame = ChartFrame(
            title: title, subtitle: subtitle, width: ChartStyle.width, height: 60 + plotHeight + 64, left: 72, top: 60,
            right: legendWidth + 24, bottom: 64)
        let budgets = series.flatMap { $0.points.map(\.budget) } + (recommended.map { [$0] } ?? [])
        let x = frame.xAxis(
            ChartAxis.log2(Double(budgets.min() ?? 1), Double(budgets.max() ?? 2), unit: .bytes), title: "memory budget (log scale)")
        let values = series.flatMap { $0.points.map(\.value) } + levels.map(\.value)
        let y = frame.yAxis(
            isRatio ? ChartAxis.percent() : ChartAxis.linear(0, max(values.max() ?? 1, 1e-9), unit: .plain), title: valueTitle)
        if let recommended {
            let p = x.position(Double(recommended))
            frame.svg.line(x1: p, y1: frame.top, x2: p, y2: frame.bottom, stroke: ChartStyle.ink, width: 1, dash: "3 3")
            frame.svg.text(
                "recommended " + ChartAxis.bytes(Double(recommended)), x: p + 4, y: frame.top + 12, size: 11, fill: ChartStyle.ink, halo: true)
        }
        for (level, style) in zip(levels, levelStyles) {
            frame.svg.line(
                x1: frame.left, y1: y.position(level.value), x2: frame.right, y2: y.position(level.value), stroke: style.color, width: 2,
                dash: style.dash)
        }
        for (s, style) in zip(series, styles) {
            let points = s.points.sorted { $0.budget < $1.budget }.map { (x: x.position(Double($0.budget)), y: y.position($0.value)) }
            frame.svg.polyline(points, stroke: style.color, width: 1.5, dash: style.dash)
            for p in points { frame.svg.marker(style.marker, x: p.x, y: p.y, radius: 3.5, fill: style.color) }
        }
        frame.legend(entries, x: frame.right + 16, y: frame.top + 6, maxWidth: legendWidth)
        return frame.render()
    }
}
