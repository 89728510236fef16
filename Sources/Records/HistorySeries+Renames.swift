extension HistorySeries {
    /// The series with each renamed subject followed: a nib present at one commit and gone at
    /// the next, while a nib of another name appears there with the same compiled bytes (or,
    /// failing that, the same shape: source kind, archive figures and objects by class), is one
    /// nib renamed, as `compare` matches renames. Its figures at every point then carry its
    /// newest name, so its steps and creep are measured across the rename, and ``renames``
    /// lists the rename.
    ///
    /// Only consecutive points are matched, and only subjects whose identities the results
    /// recorded (profiles added since history format 2). A gone nib matches at most one new
    /// one: the first by name among those of identical bytes, else of the same shape.
    package func followingRenames() -> HistorySeries {
        guard points.count > 1, points.contains(where: { !$0.identities.isEmpty }) else { return self }
        // Each point's subjects by lineage: a lineage is one nib whatever its names.
        var lineageAt: [[String: Int]] = []
        var names: [String] = [] // each lineage's newest name
        var found: [Rename] = []
        var previous: [String: Int] = [:]
        for (i, point) in points.enumerated() {
            var now: [String: Int] = [:]
            let subjects = point.subjects.sorted()
            var gone = Set(previous.keys).subtracting(subjects)
            for subject in subjects {
                if let lineage = previous[subject] {
                    now[subject] = lineage
                    continue
                }
                let lineage: Int
                if i > 0, let identity = point.identities[subject], let (old, match) = Self.renamed(from: gone, at: points[i - 1], to: identity),
                    let same = previous[old]
                {
                    gone.remove(old)
                    lineage = same
                    found.append(Rename(from: old, to: subject, commit: point.commit, match: match))
                } else {
                    lineage = names.count
                    names.append(subject)
                }
                now[subject] = lineage
            }
            for (subject, lineage) in now { names[lineage] = subject }
            lineageAt.append(now)
            previous = now
        }
        guard !found.isEmpty else { return self }
        var followed = self
        followed.points = points.enumerated().map { i, point in
            let figures = point.figures.map { f in
                var f = f
                if let lineage = lineageAt[i][f.subject] { f.subject = names[lineage] }
                return f
            }
            var identities: [String: HistoryIdentity] = [:]
            for (subject, identity) in point.identities { identities[lineageAt[i][subject].map { names[$0] } ?? subject] = identity }
            return Point(result: point.result, commit: point.commit, authorDate: point.authorDate, figures: figures, identities: identities)
        }
        followed.renames = found
        return followed
    }

    /// The subject among `gone` (present at `before`) that `identity` is, and how they match.
    private static func renamed(from gone: Set<String>, at before: Point, to identity: HistoryIdentity) -> (String, String)? {
        let candidates = gone.sorted()
        if let same = candidates.first(where: { before.identities[$0]?.digest == identity.digest }) { return (same, "identical bytes") }
        if let same = candidates.first(where: { before.identities[$0]?.shape == identity.shape }) { return (same, "same shape") }
        return nil
    }
}
