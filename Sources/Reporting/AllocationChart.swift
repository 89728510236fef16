import Foundation

/// Bytes allocated per load: one horizontal bar per configuration (KiB, from jemalloc's
/// per-thread counter), fewest bytes on top, each bar labelled with its value (and the
/// allocation requests, when counted).
package struct AllocationChart: Sendable {
    /// One bar.
    package struct Row: Sendable {
        /// The configuration (`strategy@capacity`).
        package var label: String
        /// Mean bytes allocated per load.
        package var bytes: Double
        /// Mean allocation requests per load, if counted.
        package var allocations: Double?

        /// Creates a bar.
        package init(label: String, bytes: Double, allocations: Double?) {
            self.label = label
            self.bytes = bytes
            self.allocations = allocations
        }
    }

    /// One colour for every bar (the bars are named on the axis; colours repeating past the
    /// palette would suggest groups that are not there).
    static let barColor = "#0072B2"

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
        let valueRoom = 170.0
        var frame = ChartFrame(
            title: "Bytes allocated per load", subtitle: subtitle, width: ChartStyle.width,
            height: 60 + Double(max(1, rows.count)) * rowHeight + 64, left: labelWidth + 8, top: 60,
            right: valueRoom, bottom: 60)
        let kib = rows.map { $0.bytes / 1024 }
        let x = frame.xAxis(ChartAxis.linear(0, kib.max() ?? 1, unit: .plain), title: "KiB allocated per load (mean; jemalloc thread.allocatedp)")
        for (i, row) in rows.enumerated() {
            let y = frame.top + Double(i) * rowHeight
            frame.rowLabel(row.label, width: labelWidth - 12, y: y + rowHeight / 2 + 4)
            let end = x.position(row.bytes / 1024)
            frame.svg.rect(x: frame.left, y: y + 3, width: end - frame.left, height: rowHeight - 6, fill: Self.barColor)
            var value = MarkdownReport.bytes(row.bytes)
            if let allocations = row.allocations { value += " · " + String(format: "%.1f", allocations) + " allocs" }
            frame.svg.text(value, x: end + 6, y: y + rowHeight / 2 + 4, size: 11, fill: ChartStyle.ink)
        }
        return frame.render()
    }
}
