/// The results of one series (see ``HistoryEntry/series``), in commit order.
package struct HistorySeries: Sendable {
    package var name: String
    package var points: [Point]

    package init(name: String, points: [Point]) {
        (self.name, self.points) = (name, points)
    }

    /// One result of the series.
    package struct Point: Sendable {
        package var result: Int64
        package var commit: String
        package var authorDate: String?
        package var figures: [HistoryFigure]

        package init(result: Int64, commit: String, authorDate: String?, figures: [HistoryFigure]) {
            (self.result, self.commit, self.authorDate, self.figures) = (result, commit, authorDate, figures)
        }
    }
}
