import NibbenchSupport

/// Hit ratio against cache capacity (objects), per eviction policy, with the exact LRU curve
/// of the run's trace (hit ratio = 1 − miss ratio from Mattson stack distances) as reference.
///
/// Policies measured at several capacities are joined by lines; unbounded caches (`uinib`)
/// are dashed horizontal lines; configurations the axis cannot show (byte capacities, no
/// cache) are listed under the plot.
package struct HitRatioChart: Sendable {
    /// One policy's measured points.
    package struct Series: Sendable {
        /// The policy (strategy name).
        package var label: String
        /// Its colour and marker.
        package var style: SeriesStyle
        /// (capacity in objects, hit ratio 0…1), in any order.
        package var points: [(capacity: Int, hitRatio: Double)]

        /// Creates a series.
        package init(label: String, style: SeriesStyle, points: [(capacity: Int, hitRatio: Double)]) {
            self.label = label
            self.style = style
            self.points = points
        }
    }

    /// Measured policies at object capacities.
    package var series: [Series]
    /// Caches without a bound: (label, style, hit ratio).
    package var unbounded: [(label: String, style: SeriesStyle, hitRatio: Double)]
    /// The exact LRU curve: (capacity in objects, hit ratio), or empty when the run has none.
    package var lruCurve: [(capacity: Int, hitRatio: Double)]
    /// Configurations left out, with why (shown under the plot).
    package var notShown: [String]
    /// A line under the title (what was measured).
    package var subtitle: String

    /// Creates the chart.
    package init(
        series: [Series], unbounded: [(label: String, style: SeriesStyle, hitRatio: Double)],
        lruCurve: [(capacity: Int, hitRatio: Double)], notShown: [String], subtitle: String
    ) {
        self.series = series
        self.unbounded = unbounded
        self.lruCurve = lruCurve
        self.notShown = notShown
        self.subtitle = subtitle
    }

    static let curveStyle = SeriesStyle(color: "#7a7a7a", dash: nil, marker: .circle)
    static let curveLabel = "LRU, exact (stack distances)"

    /// Capacities at which at least two policies were measured (at most three), each drawn as
    /// a zoomed panel under the plot, where markers that overlap at full scale come apart.
    var zoomCapacities: [Int] {
        let counts = Dictionary(series.flatMap { s in Set(s.points.map(\.capacity)).map { ($0, 1) } }, uniquingKeysWith: +)
        return counts.filter { $0.value >= 2 }.keys.sorted().prefix(3).map { $0 }
    }

    /// One zoomed panel's rows: policies at `capacity`, best first, then unbounded caches.
    func zoomRows(_ capacity: Int) -> [(label: String, style: SeriesStyle, hitRatio: Double)] {
        let measured = series.compactMap { s -> (label: String, style: SeriesStyle, hitRatio: Double)? in
            s.points.first { $0.capacity == capacity }.map { (s.label, s.style, $0.hitRatio) }
        }.enumerated().sorted { ($1.element.hitRatio, $0.offset) < ($0.element.hitRatio, $1.offset) }.map(\.element)
        return measured + unbounded.map { ($0.label + " (unbounded)", $0.style, $0.hitRatio) }
    }

    static let zoomRowHeight = 18.0
    static func zoomHeight(rows: Int) -> Double { 44 + Double(rows) * zoomRowHeight + 40 }

    /// The SVG.
    package func render() -> String {
        var entries: [LegendEntry] = []
        if !lruCurve.isEmpty { entries.append(LegendEntry(label: Self.curveLabel, style: Self.curveStyle, sample: .line, width: 3)) }
        entries += series.map { LegendEntry(label: $0.label, style: $0.style, sample: .marker) }
        entries += unbounded.map { LegendEntry(label: $0.label + " (unbounded)", style: $0.style, sample: .line) }
        let legendWidth = ChartFrame.legendWidth(entries.map(\.label))
        let plotHeight = max(320, ChartFrame.legendHeight(entries.count) + 10)
        let noteLines = Self.wrap(notShown.isEmpty ? [] : ["Not shown: " + notShown.joined(separator: "; ")], width: ChartStyle.width - 32)
        let zooms = zoomCapacities
        let zoomsHeight = zooms.reduce(0) { $0 + Self.zoomHeight(rows: zoomRows($1).count) }
        let below = 56 + Double(noteLines.count) * 16 + zoomsHeight
        var frame = ChartFrame(
            title: "Hit ratio vs capacity", subtitle: subtitle, width: ChartStyle.width,
            height: 60 + plotHeight + below + 8, left: 64, top: 60, right: legendWidth + 24, bottom: below + 8)
        let capacities = lruCurve.map(\.capacity) + series.flatMap { $0.points.map(\.capacity) }
        let low = Double(max(1, capacities.min() ?? 1)), high = Double(max(2, capacities.max() ?? 2))
        let axis = high / low >= 20 ? ChartAxis.log10(low, high, unit: .plain) : ChartAxis.linear(0, high, unit: .plain)
        let x = frame.xAxis(axis, title: "capacity (objects)" + (axis.scale == .linear ? "" : ", log scale"))
        let y = frame.yAxis(ChartAxis.percent(), title: "hit ratio (%)")
        for u in unbounded {
            frame.svg.line(
                x1: frame.left, y1: y.position(u.hitRatio), x2: frame.right, y2: y.position(u.hitRatio),
                stroke: u.style.color, width: 2, dash: "8 4")
        }
        if !lruCurve.isEmpty {
            let line = lruCurve.sorted { $0.capacity < $1.capacity }.map { (x: x.position(Double($0.capacity)), y: y.position($0.hitRatio)) }
            frame.svg.polyline(line, stroke: Self.curveStyle.color, width: 3)
        }
        for s in series {
            let points = s.points.sorted { $0.capacity < $1.capacity }.map { (x: x.position(Double($0.capacity)), y: y.position($0.hitRatio)) }
            frame.svg.polyline(points, stroke: s.style.color, width: 1.5, dash: s.style.dash)
            for p in points { frame.svg.marker(s.style.marker, x: p.x, y: p.y, radius: 4.5, fill: s.style.color) }
        }
        frame.legend(entries, x: frame.right + 16, y: frame.top + 6, maxWidth: legendWidth)
        for (i, line) in noteLines.enumerated() {
            frame.svg.text(line, x: 16, y: frame.bottom + 58 + Double(i) * 16, size: 11, fill: ChartStyle.muted)
        }
        var top = frame.bottom + 56 + Double(noteLines.count) * 16
        for capacity in zooms {
            drawZoom(capacity, top: top, right: frame.right, in: &frame.svg)
            top += Self.zoomHeight(rows: zoomRows(capacity).count)
        }
        return frame.render()
    }

    /// A panel of the policies at `capacity` on a zoomed hit-ratio axis, with the exact LRU
    /// value there as a reference line.
    func drawZoom(_ capacity: Int, top: Double, right: Double, in svg: inout SVGDocument) {
        let rows = zoomRows(capacity)
        let exact = lruCurve.first { $0.capacity == capacity }?.hitRatio
        let labelWidth = min(260, rows.map { ChartStyle.textWidth($0.label, size: 11) }.max() ?? 40)
        let left = 16 + labelWidth + 16
        svg.text("At capacity \(MessageText.counted(capacity, "object")) (zoomed)", x: 16, y: top + 20, size: 13, weight: "bold")
        let values = rows.map(\.hitRatio) + (exact.map { [$0] } ?? [])
        let low = values.min() ?? 0, high = values.max() ?? 1
        let pad = max(0.01, (high - low) * 0.08)
        let axis = ChartAxis.linear(max(0, low - pad), min(1, high + pad), unit: .percent, includeZero: false).placed(from: left, to: right)
        let plotTop = top + 36, plotBottom = plotTop + Double(rows.count) * Self.zoomRowHeight + 4
        for tick in axis.ticks {
            let p = axis.position(tick.value)
            svg.line(x1: p, y1: plotTop, x2: p, y2: plotBottom, stroke: ChartStyle.majorGrid)
            svg.text(tick.label, x: p, y: plotBottom + 16, anchor: "middle", size: 11, fill: ChartStyle.ink)
        }
        svg.line(x1: left, y1: plotBottom, x2: right, y2: plotBottom, stroke: ChartStyle.ink)
        svg.text("hit ratio (%)", x: (left + right) / 2, y: plotBottom + 34, anchor: "middle", size: 12, fill: ChartStyle.ink)
        if let exact {
            let p = axis.position(exact)
            svg.line(x1: p, y1: plotTop - 6, x2: p, y2: plotBottom, stroke: Self.curveStyle.color, width: 2, dash: "5 3")
            let text = "LRU exact " + SVGDocument.number(exact * 100, decimals: 1) + "%"
            let fits = p + 6 + ChartStyle.textWidth(text, size: 11) <= right
            svg.text(
                text, x: fits ? p + 6 : p - 6, y: plotTop - 4, anchor: fits ? "start" : "end", size: 11, fill: Self.curveStyle.color,
                halo: true)
        }
        for (i, row) in rows.enumerated() {
            let cy = plotTop + 2 + (Double(i) + 0.5) * Self.zoomRowHeight
            svg.label(row.label, width: labelWidth, x: left - 8, y: cy + 4, anchor: "end", fill: ChartStyle.ink)
            svg.line(x1: left, y1: cy, x2: axis.position(row.hitRatio), y2: cy, stroke: ChartStyle.minorGrid, width: 6)
            svg.marker(row.style.marker, x: axis.position(row.hitRatio), y: cy, radius: 5, fill: row.style.color)
            svg.text(
                SVGDocument.number(row.hitRatio * 100, decimals: 1) + "%", x: axis.position(row.hitRatio) + 9, y: cy + 4, size: 10,
                fill: ChartStyle.muted, halo: true)
        }
    }

    /// Words of `lines` re-broken to fit `width` pixels at 11 px.
    static func wrap(_ lines: [String], width: Double) -> [String] {
        var out: [String] = []
        for text in lines {
            var current = ""
            for word in text.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if ChartStyle.textWidth(candidate, size: 11) > width && !current.isEmpty {
                    out.append(current)
                    current = String(word)
                } else {
                    current = candidate
                }
            }
            if !current.isEmpty { out.append(current) }
        }
        return out
    }
}
