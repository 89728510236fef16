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
        let kib = rows.map { $0.bytes / 1024 }
        let bars = rows.map { row in
            var note = MarkdownReport.bytes(row.bytes)
            if let allocations = row.allocations { note += " · " + String(format: "%.1f", allocations) + " allocs" }
            return BarChart.Bar(label: row.label, segments: [row.bytes / 1024], note: note)
        }
        return BarChart(
            title: "Bytes allocated per load", subtitle: subtitle, bars: bars, colors: [Self.barColor],
            axis: ChartAxis.linear(0, kib.max() ?? 1, unit: .plain), axisTitle: "KiB allocated per load (mean; jemalloc thread.allocatedp)",
            right: 170
        ).render()
    }
}
