import GRDB

extension HistoryStore {
    /// The series the history has results in (the `series` of its results).
    ///
    /// - Throws: ``HistoryError`` `.io` when SQLite fails.
    package func seriesNames() throws(HistoryError) -> Set<String> {
        do {
            return try queue.read { db in Set(try String.fetchAll(db, sql: "SELECT DISTINCT series FROM results")) }
        } catch {
            throw HistoryError(.io, "cannot read the history: \(error)", file: path)
        }
    }

    /// How many results and commits the history has.
    ///
    /// - Throws: ``HistoryError`` `.io` when SQLite fails.
    package func counts() throws(HistoryError) -> (results: Int, commits: Int) {
        do {
            return try queue.read { db in
                (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM results") ?? 0, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM commits") ?? 0)
            }
        } catch {
            throw HistoryError(.io, "cannot read the history: \(error)", file: path)
        }
    }

    /// What merging one history into another did.
    package struct MergeCount: Sendable, Equatable {
        /// Results added (with their figures and subjects).
        package var added = 0
        /// Results already present (the same digest): kept once.
        package var alreadyPresent = 0
        /// Commits that were new to this history.
        package var commits = 0
    }

    /// Adds `other`'s results that this history lacks, with their commits, figures and subjects,
    /// in `other`'s order: its results by the order they were added, a new commit arriving when
    /// its first result does (so merging the files of a backfill's shards in their order gives
    /// the commits the arrival order one run gives). A result whose digest this history has is
    /// kept once; a commit this history has keeps its row (author date, parents, branch).
    ///
    /// Series are not checked here: `HistorySession.merge` refuses histories whose series differ.
    ///
    /// - Throws: ``HistoryError`` `.io` when SQLite fails, naming `other`'s file.
    package func merge(_ other: HistoryStore) throws(HistoryError) -> MergeCount {
        let commits: [String: Row], results: [Row], figures: [Int64: [Row]], subjects: [Int64: [Row]]
        do {
            (commits, results, figures, subjects) = try other.queue.read { db in
                let commits = try Row.fetchAll(db, sql: "SELECT sha, author_date, parents, branch FROM commits")
                let results = try Row.fetchAll(db, sql: "SELECT id, digest, kind, commit_sha, series, source FROM results ORDER BY id")
                let figures = try Row.fetchAll(
                    db, sql: "SELECT result, subject, figure, value, low, high, deterministic FROM figures ORDER BY result, rowid")
                let subjects = try Row.fetchAll(db, sql: "SELECT result, subject, digest, shape FROM subjects ORDER BY result, subject")
                return (
                    Dictionary(commits.map { ($0["sha"] as String, $0) }, uniquingKeysWith: { a, _ in a }), results,
                    Dictionary(grouping: figures) { $0["result"] as Int64 }, Dictionary(grouping: subjects) { $0["result"] as Int64 }
                )
            }
        } catch {
            throw HistoryError(.io, "cannot read the history: \(error)", file: other.path)
        }
        do {
            return try queue.write { db in
                var count = MergeCount()
                let addFigure = try db.makeStatement(
                    sql: "INSERT INTO figures (result, subject, figure, value, low, high, deterministic) VALUES (?, ?, ?, ?, ?, ?, ?)")
                let addSubject = try db.makeStatement(sql: "INSERT INTO subjects (result, subject, digest, shape) VALUES (?, ?, ?, ?)")
                for result in results {
                    let digest: String = result["digest"], sha: String = result["commit_sha"]
                    if try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM results WHERE digest = ?)", arguments: [digest]) == true {
                        count.alreadyPresent += 1
                        continue
                    }
                    let commit = commits[sha]
                    if try Self.insertCommitIfNew(
                        db, sha: sha, authorDate: commit?["author_date"], parents: commit?["parents"], branch: commit?["branch"])
                    {
                        count.commits += 1
                    }
                    let id = try Self.insertResult(
                        db, digest: digest, kind: result["kind"], commit: sha, series: result["series"], source: result["source"])
                    let old: Int64 = result["id"]
                    for f in figures[old] ?? [] {
                        try addFigure.execute(arguments: [
                            id, f["subject"] as String, f["figure"] as String, f["value"] as Double, f["low"] as Double?, f["high"] as Double?,
                            f["deterministic"] as Bool
                        ])
                    }
                    for s in subjects[old] ?? [] {
                        try addSubject.execute(arguments: [id, s["subject"] as String, s["digest"] as String, s["shape"] as String])
                    }
                    count.added += 1
                }
                return count
            }
        } catch {
            throw HistoryError(.io, "cannot merge into the history: \(error)", file: other.path)
        }
    }
}
