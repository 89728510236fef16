/// Per-phase stacked bars: for each configuration, the median read, decode, create, connect
/// and awake times (µs) laid end to end, one horizontal bar per configuration.
package struct PhaseBarChart: Sendable {
    /// One bar: a configuration's phase medians in nanoseconds.
    package struct Row: Sendable {
        /// The configuration (`strategy@capacity`).
        package var label: String
        /// read, decode, create, connect, awake — in that order.
        package var phases: [UInt64]

        /// Creates a bar.
        package init(label: String, phases: [UInt64]) {
            self.label = label
            self.phases = phases
        }
    }

    /// Phase names, in bar order.
    package static let phaseNames = ["read", "decode", "create", "connect", "awake"]
    /// Phase colours (Okabe–Ito): sky blue, blue, orange, bluish green, reddish purple.
    static let phaseStyles = ["#56B4E9", "#0072B2", "#E69F00", "#009E73", "#CC79A7"].map {
        SeriesStyle(color: $0, dash: nil, marker: .square)
    }

    /// Bars, top to bottom.
    package var rows: [Row]
    /// A line under the title (what was measured).
    package var subtitle: String

    /// Creates the chart; rows are drawn in the order given.
    package init(rows: [Row], subtitle: String) {
        self.rows = rows
        self.subtitle = subtitle
    }

    /// The SVG.
    package func render() -> String {
        let totals = rows.map { Double($0.phases.reduce(0, +)) }
        let axis = ChartAxis.linearTime(0, totals.max() ?? 1_000)
        return BarChart(
            title: "Median time per phase", subtitle: subtitle,
            bars: rows.map { BarChart.Bar(label: $0.label, segments: $0.phases.map { Double($0) }) },
            colors: Self.phaseStyles.map(\.color), legend: Self.phaseNames, axis: axis,
            axisTitle: "median per phase, stacked (\(axis.unitSymbol ?? "ns")); the stack is a sum of medians, not the median load", right: 32
        ).render()
    }
}
