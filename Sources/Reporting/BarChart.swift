/// Horizontal bars, one per row, each a stack of segments laid end to end from zero, with the
/// row's label on the left, an optional note after its end, and an optional legend of the
/// segments under the subtitle: the drawing that ``AllocationChart`` (one segment, a note) and
/// ``PhaseBarChart`` (a segment per phase, a legend) share.
struct BarChart {
    /// One bar: its label, its segments' values in axis units, and the note drawn after it.
    struct Bar {
        var label: String
        var segments: [Double]
        var note: String?
    }

    var title: String
    var subtitle: String
    var bars: [Bar]
    /// The fill of each segment, in stack order.
    var colors: [String]
    /// The segments' names, drawn as a legend under the subtitle; none when empty.
    var legend: [String] = []
    /// The value axis, from zero, and its title.
    var axis: ChartAxis
    var axisTitle: String
    /// Room right of the plot (for the notes).
    var right: Double

    /// The SVG.
    func render() -> String {
        let labelWidth = min(260, 16 + (bars.map { ChartStyle.textWidth($0.label, size: 11) }.max() ?? 40))
        let rowHeight = 22.0
        let top = legend.isEmpty ? 60.0 : 84.0
        var frame = ChartFrame(
            title: title, subtitle: subtitle, width: ChartStyle.width, height: top + Double(max(1, bars.count)) * rowHeight + 64,
            left: labelWidth + 8, top: top, right: right, bottom: 60)
        // The legend in one row under the subtitle.
        var lx = frame.left
        for (name, color) in zip(legend, colors) {
            frame.svg.rect(x: lx, y: 56, width: 14, height: 12, fill: color)
            frame.svg.text(name, x: lx + 19, y: 66, size: 11, fill: ChartStyle.ink)
            lx += 30 + ChartStyle.textWidth(name, size: 11)
        }
        let x = frame.xAxis(axis, title: axisTitle)
        for (i, bar) in bars.enumerated() {
            let y = frame.top + Double(i) * rowHeight
            frame.rowLabel(bar.label, width: labelWidth - 12, y: y + rowHeight / 2 + 4)
            var start = 0.0
            for (segment, value) in bar.segments.prefix(colors.count).enumerated() {
                let end = start + value
                frame.svg.rect(
                    x: x.position(start), y: y + 3, width: x.position(end) - x.position(start), height: rowHeight - 6, fill: colors[segment])
                start = end
            }
            if let note = bar.note {
                frame.svg.text(note, x: x.position(start) + 6, y: y + rowHeight / 2 + 4, size: 11, fill: ChartStyle.ink)
            }
        }
        return frame.render()
    }
}
