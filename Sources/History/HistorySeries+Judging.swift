import Records

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
