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
        let labelWidth = min(260, 16 + (rows.map { ChartStyle.textWidth($0.label, size: 11) }.max() ?? 40))
        let rowHeight = 22.0
        let top = 84.0
        var frame = ChartFrame(
            title: "Median time per phase", subtitle: subtitle, width: ChartStyle.width,
            height: top + Double(max(1, rows.count)) * rowHeight + 64, left: labelWidth + 8, top: top, right: 32, bottom: 60)
        // Legend in one row under the subtitle.
        var lx = frame.left
        for (name, style) in zip(Self.phaseNames, Self.phaseStyles) {
            frame.svg.rect(x: lx, y: 56, width: 14, height: 12, fill: style.color)
            frame.svg.text(name, x: lx + 19, y: 66, size: 11, fill: ChartStyle.ink)
            lx += 30 + ChartStyle.textWidth(name, size: 11)
        }
        let totals = rows.map { Double($0.phases.reduce(0, +)) }
        let axis = ChartAxis.linearTime(0, totals.max() ?? 1_000)
        let x = frame.xAxis(axis, title: "median per phase, stacked (\(axis.unitSymbol ?? "ns")); the stack is a sum of medians, not the median load")
        for (i, row) in rows.enumerated() {
            let y = frame.top + Double(i) * rowHeight
            frame.rowLabel(row.label, width: labelWidth - 12, y: y + rowHeight / 2 + 4)
            var start = 0.0
            for (phase, ns) in row.phases.prefix(Self.phaseNames.count).enumerated() {
                let end = start + Double(ns)
                frame.svg.rect(
                    x: x.position(start), y: y + 3, width: x.position(end) - x.position(start), height: rowHeight - 6,
                    fill: Self.phaseStyles[phase].color)
                start = end
            }
        }
        return frame.render()
    }
}
