import Records

/// A profile's cost as horizontal bars, costliest on top: by nib (decode and first
/// instantiate stacked, the first load) or by class (its apportioned share). Each bar is
/// labelled with its total. Costs are what the profile ranks by (``ProfileRanking/Basis``):
/// instructions, or allocation requests; never wall-clock time.
package struct ProfileCostChart: Sendable {
    /// One bar: its label and its parts, in ``segments`` order.
    package struct Row: Sendable {
        /// The nib or class.
        package var label: String
        /// The parts, laid end to end.
        package var parts: [Double]

        /// Creates a bar.
        package init(label: String, parts: [Double]) {
            (self.label, self.parts) = (label, parts)
        }
    }

    /// The chart title.
    package var title: String
    /// A line under the title.
    package var subtitle: String
    /// The names of the parts of each bar (a legend is drawn for two or more).
    package var segments: [String]
    /// Bars, top to bottom.
    package var rows: [Row]
    /// What the bars measure.
    package var basis: ProfileRanking.Basis
    /// The axis title.
    package var axisTitle: String

    /// Creates the chart; rows are drawn in the order given.
    package init(title: String, subtitle: String, segments: [String], rows: [Row], basis: ProfileRanking.Basis, axisTitle: String) {
        (self.title, self.subtitle, self.segments, self.rows, self.basis, self.axisTitle) = (title, subtitle, segments, rows, basis, axisTitle)
    }

    /// The cost of the first loads of the costliest `limit` nibs of `profile`, decode and first
    /// instantiate apart.
    package static func byNib(_ profile: NibProfile, limit: Int = 25) -> ProfileCostChart {
        let ranked = ProfileRanking.nibs(profile).prefix(limit)
        let basis = ProfileRanking.basis(profile)
        let cost = ProfileRanking.cost(basis)
        return ProfileCostChart(
            title: "First-load cost by nib", subtitle: "the \(ranked.count) costliest of \(profile.nibs.count); \(ProfileRanking.rankedBy(profile))",
            segments: ["decode", "first instantiate"],
            rows: ranked.map { Row(label: $0.name, parts: [cost($0, .decode), cost($0, .firstInstantiate)]) },
            basis: basis, axisTitle: "first load = decode + first instantiate (\(ProfileRanking.unit(basis)))")
    }

    /// The apportioned first-load cost of the costliest `limit` classes of `profile`.
    package static func byClass(_ profile: NibProfile, limit: Int = 20) -> ProfileCostChart {
        let ranked = profile.classes.prefix(limit)
        let basis = ProfileRanking.basis(profile)
        return ProfileCostChart(
            title: "First-load cost by class", subtitle: "each nib's cost split over its objects' classes by object count",
            segments: ["share of first loads"],
            rows: ranked.map { Row(label: $0.class, parts: [ProfileRanking.share($0, basis)]) },
            basis: basis, axisTitle: "apportioned first-load cost, summed over nibs (\(ProfileRanking.unit(basis)))")
    }

    /// Segment colours (Okabe–Ito blue, orange).
    static let colors = ["#0072B2", "#E69F00"]

    /// The SVG.
    package func render() -> String {
        let labelWidth = min(300, 16 + (rows.map { ChartStyle.textWidth($0.label, size: 11) }.max() ?? 40))
        let rowHeight = 22.0
        let top = segments.count > 1 ? 84.0 : 60.0
        let valueRoom = 110.0
        var frame = ChartFrame(
            title: title, subtitle: subtitle, width: ChartStyle.width,
            height: top + Double(max(1, rows.count)) * rowHeight + 64, left: labelWidth + 8, top: top,
            right: valueRoom, bottom: 60)
        if segments.count > 1 {
            var lx = frame.left
            for (i, name) in segments.enumerated() {
                frame.svg.rect(x: lx, y: 56, width: 14, height: 12, fill: Self.colors[i % Self.colors.count])
                frame.svg.text(name, x: lx + 19, y: 66, size: 11, fill: ChartStyle.ink)
                lx += 30 + ChartStyle.textWidth(name, size: 11)
            }
        }
        let totals = rows.map { $0.parts.reduce(0, +) }
        let axis = ChartAxis.linear(0, max(1, totals.max() ?? 1), unit: .plain)
        let x = frame.xAxis(axis, title: axisTitle + (axis.unitSymbol.map { ", in \($0)" } ?? ""))
        for (i, row) in rows.enumerated() {
            let y = frame.top + Double(i) * rowHeight
            frame.rowLabel(row.label, width: labelWidth - 12, y: y + rowHeight / 2 + 4)
            var start = 0.0
            for (part, value) in row.parts.enumerated() {
                let end = start + value
                frame.svg.rect(
                    x: x.position(start), y: y + 3, width: x.position(end) - x.position(start), height: rowHeight - 6,
                    fill: Self.colors[part % Self.colors.count])
                start = end
            }
            frame.svg.text(ProfileRanking.format(totals[i]), x: x.position(start) + 6, y: y + rowHeight / 2 + 4, size: 11, fill: ChartStyle.ink)
        }
        return frame.render()
    }
}
