import Records

extension HistoryCheck {
    /// A change found in one figure: a step of a deterministic figure, or a change point of a
    /// timed one (before and after are then the means of the segments it separates).
    package struct Change: Sendable, Equatable {
        package var commit: String, series: String, subject: String, figure: String
        package var kind: String
        package var before: Double, after: Double
        package var change: Double { before == 0 ? 0 : after / before - 1 }
        /// The ``kind`` of a timed figure's change point (a step's kind names its direction).
        package static let changePoint = "change-point"
    }

    /// Every change of `series`, oldest first: steps, then the change points of timed figures.
    package func changes(in series: HistorySeries) -> [Change] {
        var changes = steps(in: series).map {
            Change(
                commit: $0.commit, series: series.name, subject: $0.subject, figure: $0.figure,
                kind: ($0.kind == .content ? "content-" : "") + ($0.isRegression ? "step-up" : "step-down"),
                before: $0.before, after: $0.after)
        }
        for (key, values) in Self.timedValues(series) {
            let present = values.enumerated().compactMap { i, v in v.map { (i, $0) } }
            let points = ChangePoints.pelt(present.map(\.1))
            var start = 0
            for (n, p) in points.enumerated() {
                let end = n + 1 < points.count ? points[n + 1] : present.count
                let before = Self.mean(present[start..<p].map(\.1)), after = Self.mean(present[p..<end].map(\.1))
                changes.append(
                    Change(
                        commit: series.points[present[p].0].commit, series: series.name, subject: key.subject, figure: key.figure,
                        kind: Change.changePoint, before: before, after: after))
                start = p
            }
        }
        let order = Dictionary(series.points.enumerated().map { ($1.commit, $0) }, uniquingKeysWith: { a, _ in a })
        return changes.sorted { (order[$0.commit] ?? 0, $0.subject, $0.figure) < (order[$1.commit] ?? 0, $1.subject, $1.figure) }
    }

    /// Each timed figure's values by commit position.
    static func timedValues(_ series: HistorySeries) -> [(key: HistoryFigure.Key, values: [Double?])] {
        series.keys { !$0.deterministic }.map { key in (key, series.points.map { $0.value(key) }) }
    }

    static func mean(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }
}
