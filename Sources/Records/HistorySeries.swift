/// The results of one series (see ``HistoryEntry/series``), in commit order.
package struct HistorySeries: Sendable {
    package var name: String
    package var points: [Point]
    /// The subjects that were renamed along the series (a profile's nibs whose source moved),
    /// oldest first. Their figures carry the newest name at every point
    /// (``followingRenames()``).
    package var renames: [Rename] = []

    package init(name: String, points: [Point]) {
        (self.name, self.points) = (name, points)
    }

    /// One result of the series.
    package struct Point: Sendable {
        package var result: Int64
        package var commit: String
        package var authorDate: String?
        /// The figures, in the order the result gave them.
        package private(set) var figures: [HistoryFigure]
        /// Each figure's position in ``figures``, by subject and name.
        private var index: [HistoryFigure.Key: Int]
        /// What identifies each subject's content at this commit (a profile's nibs), by subject.
        package var identities: [String: HistoryIdentity]

        package init(result: Int64, commit: String, authorDate: String?, figures: [HistoryFigure], identities: [String: HistoryIdentity] = [:]) {
            (self.result, self.commit, self.authorDate, self.figures, self.identities) = (result, commit, authorDate, figures, identities)
            index = Dictionary(figures.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { a, _ in a })
        }

        /// The figure `key` names, when the result has it.
        package func figure(_ key: HistoryFigure.Key) -> HistoryFigure? {
            index[key].map { figures[$0] }
        }

        /// The value of the figure `key` names, when the result has it.
        package func value(_ key: HistoryFigure.Key) -> Double? {
            index[key].map { figures[$0].value }
        }

        /// The subjects the result has figures of.
        package var subjects: Set<String> { Set(figures.map(\.subject)) }
    }

    /// A subject that took another name at a commit.
    package struct Rename: Sendable, Equatable {
        package var from: String, to: String
        package var commit: String
        /// How the two were found to be one: `identical bytes` or `same shape`.
        package var match: String
    }
}

extension HistorySeries {
    /// The keys of the figures of this series that pass `include`, in the order they first appear.
    package func keys(where include: (HistoryFigure) -> Bool) -> [HistoryFigure.Key] {
        var seen: Set<HistoryFigure.Key> = [], keys: [HistoryFigure.Key] = []
        for point in points {
            for f in point.figures where include(f) && seen.insert(f.key).inserted { keys.append(f.key) }
        }
        return keys
    }
}
