/// The parts every chart shares: the canvas with a title and a subtitle, a plot rectangle,
/// grid lines, tick labels and axis titles, and a legend.
struct ChartFrame {
    var svg: SVGDocument
    /// The plot rectangle, in pixels.
    let left: Double, top: Double, right: Double, bottom: Double

    /// A canvas of `width` × `height` with `title` (bold) and `subtitle` (muted) on top, and a
    /// plot rectangle inset by the given margins.
    init(title: String, subtitle: String?, width: Double, height: Double, left: Double, top: Double, right: Double, bottom: Double) {
        svg = SVGDocument(width: width, height: height, title: title)
        self.left = left
        self.top = top
        self.right = width - right
        self.bottom = height - bottom
        svg.text(title, x: 16, y: 24, size: 16, weight: "bold")
        if let subtitle { svg.text(subtitle, x: 16, y: 42, size: 12, fill: ChartStyle.muted) }
    }

    var plotWidth: Double { right - left }
    var plotHeight: Double { bottom - top }

    /// Places `axis` along the bottom edge, draws its vertical grid lines, tick labels and
    /// `title` below, and returns the placed axis.
    mutating func xAxis(_ axis: ChartAxis, title: String) -> ChartAxis {
        let x = axis.placed(from: left, to: right)
        for tick in x.ticks {
            let p = x.position(tick.value)
            svg.line(x1: p, y1: top, x2: p, y2: bottom, stroke: tick.isMajor ? ChartStyle.majorGrid : ChartStyle.minorGrid)
            if tick.isMajor {
                svg.line(x1: p, y1: bottom, x2: p, y2: bottom + 5, stroke: ChartStyle.ink)
                svg.text(tick.label, x: p, y: bottom + 18, anchor: "middle", size: 11, fill: ChartStyle.ink)
            }
        }
        svg.line(x1: left, y1: bottom, x2: right, y2: bottom, stroke: ChartStyle.ink)
        svg.text(title, x: (left + right) / 2, y: bottom + 38, anchor: "middle", size: 12, fill: ChartStyle.ink)
        return x
    }

    /// Places `axis` along the left edge (lower values at the bottom), draws its horizontal
    /// grid lines, tick labels and the rotated `title`, and returns the placed axis.
    mutating func yAxis(_ axis: ChartAxis, title: String) -> ChartAxis {
        let y = axis.placed(from: bottom, to: top)
        var widest = 0.0
        for tick in y.ticks {
            let p = y.position(tick.value)
            svg.line(x1: left, y1: p, x2: right, y2: p, stroke: tick.isMajor ? ChartStyle.majorGrid : ChartStyle.minorGrid)
            if tick.isMajor {
                svg.line(x1: left - 5, y1: p, x2: left, y2: p, stroke: ChartStyle.ink)
                svg.text(tick.label, x: left - 8, y: p + 4, anchor: "end", size: 11, fill: ChartStyle.ink)
                widest = max(widest, ChartStyle.textWidth(tick.label, size: 11))
            }
        }
        svg.line(x1: left, y1: top, x2: left, y2: bottom, stroke: ChartStyle.ink)
        let titleX = max(14, left - widest - 22)
        svg.text(title, x: titleX, y: (top + bottom) / 2, anchor: "middle", size: 12, fill: ChartStyle.ink, rotate: -90)
        return y
    }

    /// Draws the legend as a column of entries starting at (`x`, `y`), `spacing` pixels apart.
    mutating func legend(_ entries: [LegendEntry], x: Double, y: Double, spacing: Double = 18, maxWidth: Double) {
        for (i, entry) in entries.enumerated() {
            let cy = y + Double(i) * spacing
            switch entry.sample {
            case .line:
                svg.line(
                    x1: x, y1: cy, x2: x + 24, y2: cy, stroke: entry.style.color, width: entry.width, dash: entry.style.dash,
                    opacity: entry.faint ? ChartStyle.faintOpacity : nil)
            case .marker:
                svg.marker(entry.style.marker, x: x + 12, y: cy, radius: 5, fill: entry.style.color)
            case .swatch:
                svg.rect(x: x + 4, y: cy - 6, width: 16, height: 12, fill: entry.style.color)
            }
            svg.label(
                entry.label, width: maxWidth - 32, x: x + 30, y: cy + 4, weight: entry.bold ? "bold" : nil,
                fill: entry.faint ? ChartStyle.muted : ChartStyle.ink)
        }
    }

    /// A bar's label, right-aligned against the plot's left edge at baseline `y`, cut in the
    /// middle to `width` pixels (the whole name as its tooltip).
    mutating func rowLabel(_ label: String, width: Double, y: Double) {
        svg.label(label, width: width, x: left - 8, y: y, anchor: "end", fill: ChartStyle.ink)
    }

    /// The height a legend of `count` entries takes.
    static func legendHeight(_ count: Int, spacing: Double = 18) -> Double { Double(count) * spacing }

    /// The width a legend needs for `labels`, capped at `limit`.
    static func legendWidth(_ labels: [String], limit: Double = 260) -> Double {
        min(limit, 40 + (labels.map { ChartStyle.textWidth($0, size: 11) }.max() ?? 0))
    }

    /// The finished SVG.
    func render() -> String { svg.render() }
}

/// One entry of a chart legend.
struct LegendEntry {
    enum Sample { case line, marker, swatch }
    var label: String
    var style: SeriesStyle
    var sample: Sample
    var width: Double = 2
    var bold = false
    /// Drawn light: a series shown for context, not one the chart is about.
    var faint = false
}
