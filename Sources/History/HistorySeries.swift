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
        package var identities: [String: HistoryEntry.Identity]

        package init(result: Int64, commit: String, authorDate: String?, figures: [HistoryFigure], identities: [String: HistoryEntry.Identity] = [:])
        {
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
    /// The series as it stands for judging `commit` against `base`: the points up to and
    /// including `base`, then `commit`'s (a pull request's head judged against its base, with
    /// the base branch's commits before it as the creep window). Without `base`, the points up
    /// to and including `commit`. A commit matches a point whose SHA it is or begins.
    ///
    /// - Returns: nil when the series has no result at `commit`.
    /// - Throws: ``HistoryError`` `.noCommit` when `base` is given and the series has no result
    ///   at it: judging against another commit would blame or clear the wrong change.
    package func judging(_ commit: String, after base: String?) throws(HistoryError) -> HistorySeries? {
        func at(_ sha: String) -> Int? { points.lastIndex { $0.commit == sha || (sha.count >= 7 && $0.commit.hasPrefix(sha)) } }
        guard let head = at(commit) else { return nil }
        var cut = self
        guard let base else {
            cut.points = Array(points[...head])
            return cut
        }
        guard let before = at(base) else {
            throw HistoryError(
                .noCommit, "series '\(name)' has a result at \(commit.prefix(12)) and none at its base \(base.prefix(12)): add the base's")
        }
        cut.points = points[...before].filter { $0.commit != points[head].commit } + [points[head]]
        return cut
    }
}
