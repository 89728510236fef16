import Records
import Foundation
import GRDB
import GRDBSQLite
import NibbenchSupport

/// The history of results: one SQLite file (`Results/history.sqlite` by default), keyed by
/// commit, to which results are only ever added.
///
/// The file is read into memory, changed there, and written back whole through the atomic
/// writer: an interrupted `history add` leaves the previous file and no journal beside it.
///
/// Tables: `commits` (SHA, author date and parents from git, branch, order of arrival),
/// `results` (one per added result: its digest, kind, commit, series and source), `figures`
/// (result, subject, figure, value, interval, deterministic) and `subjects` (result, subject,
/// and the digests that identify a nib's content under another name).
package final class HistoryStore {
    /// Where the file is (written back by ``save()``).
    package let path: String
    /// The in-memory database (``merge(_:)`` reads another store's).
    let queue: DatabaseQueue

    /// `PRAGMA application_id` of a history file ("NBHS").
    static let applicationID: Int32 = 0x4E42_4853
    /// `PRAGMA user_version`: the schema below. Version 1 had no `subjects` table; a version 1
    /// file is read, and written back as version 2 (its results then have no identities, so a
    /// nib renamed between two of them starts a new series, as it did).
    static let formatVersion = 2

    static let schema = """
        CREATE TABLE IF NOT EXISTS commits (
            sha TEXT PRIMARY KEY, author_date TEXT, parents TEXT, branch TEXT, arrival INTEGER NOT NULL);
        CREATE TABLE IF NOT EXISTS results (
            id INTEGER PRIMARY KEY, digest TEXT NOT NULL UNIQUE, kind TEXT NOT NULL,
            commit_sha TEXT NOT NULL REFERENCES commits(sha), series TEXT NOT NULL, source TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS figures (
            result INTEGER NOT NULL REFERENCES results(id), subject TEXT NOT NULL, figure TEXT NOT NULL,
            value REAL NOT NULL, low REAL, high REAL, deterministic INTEGER NOT NULL);
        CREATE INDEX IF NOT EXISTS figures_by_result ON figures(result);
        CREATE TABLE IF NOT EXISTS subjects (
            result INTEGER NOT NULL REFERENCES results(id), subject TEXT NOT NULL, digest TEXT NOT NULL, shape TEXT NOT NULL,
            PRIMARY KEY (result, subject)) WITHOUT ROWID;
        """

    /// Opens the history at `path`, or a new empty one when there is no file.
    ///
    /// - Throws: ``HistoryError`` `.io` when the file cannot be read, `.notHistory` when it is
    ///   not a history file of this format.
    package init(path: String) throws(HistoryError) {
        self.path = path
        do {
            queue = try DatabaseQueue()
            if FileManager.default.fileExists(atPath: path) {
                let bytes: [UInt8]
                do { bytes = try FileBytes.read(path) } catch { throw HistoryError(.io, "cannot read the history", file: path, cause: error) }
                try Self.deserialize(bytes, into: queue, path: path)
                try queue.write { db in
                    let id = try Int32(Int.fetchOne(db, sql: "PRAGMA application_id") ?? 0)
                    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                    guard id == Self.applicationID, (1...Self.formatVersion).contains(version) else {
                        throw HistoryError(.notHistory, "not a nibbench history file (formats 1 to \(Self.formatVersion))", file: path)
                    }
                    if version < Self.formatVersion {
                        try db.execute(sql: Self.schema + "PRAGMA user_version = \(Self.formatVersion);")
                    }
                }
            } else {
                try queue.write { db in
                    try db.execute(sql: "PRAGMA application_id = \(Self.applicationID); PRAGMA user_version = \(Self.formatVersion)")
                    try db.execute(sql: Self.schema)
                }
            }
        } catch let error as HistoryError {
            throw error
        } catch {
            throw HistoryError(.notHistory, "not a readable SQLite file: \(error)", file: path)
        }
    }

    /// What adding a result did.
    package enum Outcome: Sendable, Equatable {
        /// Added; `newSeries` when it is the first result of its series.
        case added(newSeries: Bool)
        /// A result with the same digest was already there: nothing changed.
        case alreadyPresent(commit: String)
    }

    /// Adds `entry`, measured at `commit`, read from `source`.
    ///
    /// - Throws: ``HistoryError`` `.io` when SQLite fails.
    package func add(_ entry: HistoryEntry, commit: HistoryCommit, source: String) throws(HistoryError) -> Outcome {
        do {
            return try queue.write { db in
                if let existing = try String.fetchOne(db, sql: "SELECT commit_sha FROM results WHERE digest = ?", arguments: [entry.digest]) {
                    return .alreadyPresent(commit: existing)
                }
                let known = try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM results WHERE series = ?)", arguments: [entry.series]) ?? false
                try Self.insertCommitIfNew(
                    db, sha: commit.sha, authorDate: commit.authorDate, parents: commit.parents.joined(separator: " "), branch: commit.branch)
                let result = try Self.insertResult(
                    db, digest: entry.digest, kind: entry.kind.rawValue, commit: commit.sha, series: entry.series, source: source)
                let insert = try db.makeStatement(
                    sql: "INSERT INTO figures (result, subject, figure, value, low, high, deterministic) VALUES (?, ?, ?, ?, ?, ?, ?)")
                for f in entry.figures {
                    try insert.execute(arguments: [result, f.subject, f.figure, f.value, f.low, f.high, f.deterministic])
                }
                let identify = try db.makeStatement(sql: "INSERT INTO subjects (result, subject, digest, shape) VALUES (?, ?, ?, ?)")
                for (subject, identity) in entry.identities.sorted(by: { $0.key < $1.key }) {
                    try identify.execute(arguments: [result, subject, identity.digest, identity.shape])
                }
                return .added(newSeries: !known)
            }
        } catch {
            throw HistoryError(.io, "cannot add to the history: \(error)", file: path)
        }
    }

    /// Adds the commit `sha` unless the history has it, arriving after every commit it has.
    /// Returns whether it was added.
    @discardableResult
    static func insertCommitIfNew(_ db: Database, sha: String, authorDate: String?, parents: String?, branch: String?) throws -> Bool {
        if try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM commits WHERE sha = ?)", arguments: [sha]) == true { return false }
        let arrival = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM commits") ?? 0
        try db.execute(
            sql: "INSERT INTO commits (sha, author_date, parents, branch, arrival) VALUES (?, ?, ?, ?, ?)",
            arguments: [sha, authorDate, parents, branch, arrival])
        return true
    }

    /// Adds a result's row and returns its id.
    static func insertResult(_ db: Database, digest: String, kind: String, commit: String, series: String, source: String) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO results (digest, kind, commit_sha, series, source) VALUES (?, ?, ?, ?, ?)",
            arguments: [digest, kind, commit, series, source])
        return db.lastInsertedRowID
    }

    /// Every series, with its points in commit order (author date, then arrival): one point per
    /// commit, the result added last when a commit has several. A renamed nib's figures carry
    /// its newest name throughout (``HistorySeries/followingRenames()``).
    ///
    /// - Throws: ``HistoryError`` `.io` when SQLite fails.
    package func series() throws(HistoryError) -> [HistorySeries] {
        do {
            return try queue.read { db in
                var identities: [Int64: [String: HistoryIdentity]] = [:]
                let identified = try Row.fetchCursor(db, sql: "SELECT result, subject, digest, shape FROM subjects")
                while let row = try identified.next() {
                    identities[row[0], default: [:]][row[1]] = HistoryIdentity(digest: row[2], shape: row[3])
                }
                let rows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT r.series, r.id, c.sha, c.author_date, f.subject, f.figure, f.value, f.low, f.high, f.deterministic
                        FROM results r JOIN commits c ON c.sha = r.commit_sha JOIN figures f ON f.result = r.id
                        ORDER BY r.series, c.author_date IS NULL, c.author_date, c.arrival, r.id, f.rowid
                        """)
                var all: [HistorySeries] = []
                var pending: (result: Int64, commit: String, date: String?, figures: [HistoryFigure])?
                func flush() {
                    guard let p = pending else { return }
                    // One point per commit: a later result of the same commit stands for it.
                    if all[all.count - 1].points.last?.commit == p.commit { all[all.count - 1].points.removeLast() }
                    all[all.count - 1].points.append(
                        HistorySeries.Point(
                            result: p.result, commit: p.commit, authorDate: p.date, figures: p.figures, identities: identities[p.result] ?? [:]))
                    pending = nil
                }
                while let row = try rows.next() {
                    let name: String = row[0], result: Int64 = row[1]
                    if pending?.result != result { flush() }
                    if all.last?.name != name { all.append(HistorySeries(name: name, points: [])) }
                    if pending == nil { pending = (result, row[2], row[3], []) }
                    pending?.figures.append(
                        HistoryFigure(subject: row[4], figure: row[5], value: row[6], low: row[7], high: row[8], deterministic: row[9]))
                }
                flush()
                return all.map { $0.followingRenames() }
            }
        } catch {
            throw HistoryError(.io, "cannot read the history: \(error)", file: path)
        }
    }

    /// Writes the history back to ``path``, atomically.
    ///
    /// - Throws: ``HistoryError`` `.io` naming the file.
    package func save() throws(HistoryError) { try save(to: path) }

    /// Writes the history to `path` (its own ``path`` or another file), atomically.
    ///
    /// - Throws: ``HistoryError`` `.io` naming the file.
    package func save(to path: String) throws(HistoryError) {
        let bytes: [UInt8]
        do {
            bytes = try queue.writeWithoutTransaction { db in try Self.serialize(db) }
        } catch {
            throw HistoryError(.io, "cannot serialise the history: \(error)", file: path)
        }
        do { try AtomicFileWriter.write(bytes, to: path) } catch { throw HistoryError(.io, "cannot write the history", file: path, cause: error) }
    }

    /// The in-memory database's bytes (`sqlite3_serialize`).
    private static func serialize(_ db: Database) throws -> [UInt8] {
        var size: sqlite3_int64 = 0
        guard let data = sqlite3_serialize(db.sqliteConnection, "main", &size, 0) else {
            throw HistoryError(.io, "SQLite could not serialise the database")
        }
        defer { sqlite3_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: Int(size)))
    }

    /// Loads `bytes` into the in-memory database of `queue` (`sqlite3_deserialize`).
    private static func deserialize(_ bytes: [UInt8], into queue: DatabaseQueue, path: String) throws {
        try queue.writeWithoutTransaction { db in
            guard let buffer = sqlite3_malloc64(sqlite3_uint64(max(bytes.count, 1)))?.assumingMemoryBound(to: UInt8.self) else {
                throw HistoryError(.io, "out of memory reading the history", file: path)
            }
            bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: bytes.count) }
            let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
            let code = sqlite3_deserialize(db.sqliteConnection, "main", buffer, sqlite3_int64(bytes.count), sqlite3_int64(bytes.count), flags)
            guard code == SQLITE_OK else { throw HistoryError(.notHistory, "not a SQLite file (SQLite error \(code))", file: path) }
        }
    }
}
