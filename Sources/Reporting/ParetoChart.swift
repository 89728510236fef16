/// Memory against tail latency: one marker per configuration at (thread peak bytes, p99), with
/// the Pareto front — the configurations no other beats on both — joined by a dashed line,
/// outlined and named. Lower left is better.
package struct ParetoChart: Sendable {
    /// One configuration.
    package struct Point: Sendable {
        /// The configuration (`strategy@capacity`).
        package var label: String
        /// Its colour and marker.
        package var style: SeriesStyle
        /// Memory in bytes (x).
        package var bytes: Double
        /// p99 latency in nanoseconds (y).
        package var p99: Double

        /// Creates a point.
        package init(label: String, style: SeriesStyle, bytes: Double, p99: Double) {
            (self.label, self.style, self.bytes, self.p99) = (label, style, bytes, p99)
        }
    }

    /// The configurations, in legend order.
    package var points: [Point]
    /// What the x axis measures, with its source.
    package var memoryLabel: String
    /// A line under the title (what was measured).
    package var subtitle: String

    /// Creates the chart.
    package init(points: [Point], memoryLabel: String, subtitle: String) {
        self.points = points
        self.memoryLabel = memoryLabel
        self.subtitle = subtitle
    }

    /// Indices of the points on the Pareto front (minimising both), by ascending memory.
    ///
    /// A point is on the front when no other point has less or equal memory and less or equal
    /// p99 with one of them strictly less. Ties in memory keep the lower p99; exact duplicates
    /// are both kept.
    ///
    /// - Complexity: O(*n* log *n*).
    package static func front(_ points: [Point]) -> [Int] {
        let order = points.indices.sorted { (points[$0].bytes, points[$0].p99, $0) < (points[$1].bytes, points[$1].p99, $1) }
        var front: [Int] = []
        var best = Double.infinity
        for i in order {
            let p = points[i]
            if p.p99 < best {
                front.append(i)
                best = p.p99
            } else if let last = front.last, points[last].bytes == p.bytes && points[last].p99 == p.p99 {
                front.append(i)
            }
        }
        return front
    }

    /// The SVG.
    package func render() -> String {
        let front = Self.front(points)
        let onFront = Set(front)
        let entries = points.indices.map {
            LegendEntry(
                label: points[$0].label + (onFront.contains($0) ? " ★" : ""), style: points[$0].style,
                sample: .marker, bold: onFront.contains($0))
        }
        let legendWidth = ChartFrame.legendWidth(entries.map(\.label))
        let plotHeight = max(340, ChartFrame.legendHeight(entries.count) + 30)
        var frame = ChartFrame(
            title: "Memory vs p99 latency (Pareto view)", subtitle: subtitle, width: ChartStyle.width,
            height: 60 + plotHeight + 56, left: 76, top: 60, right: legendWidth + 24, bottom: 56)
        let bytes = points.map(\.bytes), p99 = points.map(\.p99)
        let low = max(1, bytes.min() ?? 1), high = max(low, bytes.max() ?? 1)
        let logarithmic = high / low >= 4
        let x =
            logarithmic
            ? frame.xAxis(ChartAxis.log2(low, high, unit: .bytes), title: memoryLabel + ", log scale")
            : frame.xAxis(ChartAxis.linear(low / 1024 / 1.1, high / 1024 * 1.05, unit: .plain, includeZero: false), title: memoryLabel + " (KiB)")
        let xScale = logarithmic ? 1.0 : 1.0 / 1024
        let yLow = p99.min() ?? 0, yHigh = p99.max() ?? 1_000
        let pad = max((yHigh - yLow) * 0.08, yHigh * 0.02)
        let yAxis = ChartAxis.linearTime(max(0, yLow - pad), yHigh + pad, includeZero: false)
        let y = frame.yAxis(yAxis, title: "p99 latency (\(yAxis.unitSymbol ?? "ns"))")
        func at(_ p: Point) -> (x: Double, y: Double) { (x.position(p.bytes * xScale), y.position(p.p99)) }
        // The front as a staircase: from each point across to the next one's memory, then down.
        var stairs: [(x: Double, y: Double)] = []
        for i in front {
            let p = at(points[i])
            if let last = stairs.last { stairs.append((p.x, last.y)) }
            stairs.append(p)
        }
        frame.svg.polyline(stairs, stroke: ChartStyle.ink, width: 1.25, dash: "5 4")
        for i in points.indices where !onFront.contains(i) {
            let p = at(points[i])
            frame.svg.marker(points[i].style.marker, x: p.x, y: p.y, radius: 5, fill: points[i].style.color)
        }
        for i in front {
            let p = at(points[i])
            frame.svg.marker(points[i].style.marker, x: p.x, y: p.y, radius: 7, fill: points[i].style.color, stroke: "#000000")
        }
        // Name the front's points where the name overlaps no other name and no marker:
        // above right first, then below, further away, or to the left.
        var taken = points.indices.map { i -> Box in
            let p = at(points[i]), r = onFront.contains(i) ? 8.0 : 6.0
            return Box(x0: p.x - r, x1: p.x + r, y0: p.y - r, y1: p.y + r)
        }
        for i in front {
            let p = at(points[i])
            let width = ChartStyle.textWidth(points[i].label, size: 11) * 1.08 // bold
            var placed: (x: Double, y: Double, anchor: String)?
            search: for dy in [-10.0, 16, -23, 29, -36, 42, -49, 55] {
                for toRight in [true, false] {
                    let x0 = toRight ? p.x + 10 : p.x - 10 - width
                    let box = Box(x0: x0, x1: x0 + width, y0: p.y + dy - 10, y1: p.y + dy + 3)
                    guard box.x0 >= frame.left + 2, box.x1 <= frame.right - 2, box.y0 >= frame.top, box.y1 <= frame.bottom - 2,
                        !taken.contains(where: { $0.overlaps(box) })
                    else { continue }
                    taken.append(box)
                    placed = (toRight ? p.x + 10 : p.x - 10, p.y + dy, toRight ? "start" : "end")
                    break search
                }
            }
            let at = placed ?? (p.x + 10, p.y - 10, "start")
            frame.svg.text(points[i].label, x: at.x, y: at.y, anchor: at.anchor, size: 11, weight: "bold", fill: ChartStyle.ink, halo: true)
        }
        frame.svg.text(
            "lower left is better; ★ = Pareto front", x: frame.right - 4, y: frame.top - 6, anchor: "end", size: 11, fill: ChartStyle.muted)
        frame.legend(entries, x: frame.right + 16, y: frame.top + 6, maxWidth: legendWidth)
        return frame.render()
    }
}

/// A label's or marker's bounding box, for placing labels without overlap.
private struct Box {
    var x0: Double, x1: Double, y0: Double, y1: Double

    func overlaps(_ other: Box) -> Bool { x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1 }
}
