import Foundation
import GRDB
import Records

/// A run's samples (``RunResult/records``, one row per recorded load) in a SQLite file,
/// `samples.sqlite` in the results folder: kept once, compact, and open to `sqlite3`.
///
/// Tables (``schema``):
/// - `configs(id, strategy, capacity)`: the run's configurations; `id` is the index into
///   `run.json`'s `configs`, `capacity` its text (`objects:100`, `bytes:8MiB`) or NULL.
/// - `nibs(id, name, bytes)`: each nib loaded, with its file size.
/// - `samples(config, repetition, seq, nib, hit, total_ns, read_ns, decode_ns, create_ns,
///   connect_ns, awake_ns, allocated_bytes, allocations)`: one row per load, keyed by
///   configuration, repetition and position in the replay.
/// - the view `sample_rows`: the columns of `samples.csv`, names joined in.
///
/// ```
/// sqlite3 Results/<run-id>/samples.sqlite \
///   "SELECT strategy, capacity, count(*), avg(total_ns) FROM sample_rows GROUP BY 1, 2"
/// ```
///
/// The file is identified by its `application_id` and its format by `user_version`
/// (``formatVersion``).
package enum SampleStore {
    /// The store's file name in a results folder.
    package static let fileName = "samples.sqlite"
    /// The layout version, in `PRAGMA user_version`.
    package static let formatVersion = 1
    /// `PRAGMA application_id` of a samples store: "NIBS".
    static let applicationID: Int32 = 0x4E49_4253

    /// The tables and the view of a store of format ``formatVersion``.
    static let schema = """
        CREATE TABLE configs (id INTEGER PRIMARY KEY, strategy TEXT NOT NULL, capacity TEXT);
        CREATE TABLE nibs (id INTEGER PRIMARY KEY, name TEXT NOT NULL, bytes INTEGER NOT NULL, UNIQUE (name, bytes));
        CREATE TABLE samples (
            config INTEGER NOT NULL REFERENCES configs(id), repetition INTEGER NOT NULL, seq INTEGER NOT NULL,
            nib INTEGER NOT NULL REFERENCES nibs(id), hit INTEGER NOT NULL,
            total_ns INTEGER NOT NULL, read_ns INTEGER NOT NULL, decode_ns INTEGER NOT NULL, create_ns INTEGER NOT NULL,
            connect_ns INTEGER NOT NULL, awake_ns INTEGER NOT NULL, allocated_bytes INTEGER NOT NULL, allocations INTEGER,
            PRIMARY KEY (config, repetition, seq)
        ) WITHOUT ROWID;
        CREATE VIEW sample_rows AS
            SELECT c.strategy, c.capacity, s.repetition, s.seq, n.name AS nib, s.hit, s.total_ns, s.read_ns, s.decode_ns,
                   s.create_ns, s.connect_ns, s.awake_ns, s.allocated_bytes, s.allocations, n.bytes AS nib_bytes
            FROM samples s JOIN configs c ON c.id = s.config JOIN nibs n ON n.id = s.nib;
        """

    /// Writes the records and configurations of `run` as a new store at `path` (which must not
    /// exist yet: results folders are written whole into a temporary folder, see
    /// ``ResultDirectory``, which syncs and renames it into place).
    ///
    /// No journal and no syncing while writing: the file is new and only becomes visible when
    /// its folder is committed.
    ///
    /// - Throws: ``ReportingError`` `io` naming `path` when SQLite cannot create or fill it.
    /// - Complexity: O(*n*) in records (one prepared insert each, one transaction).
    package static func write(_ run: RunResult, to path: String) throws(ReportingError) {
        do {
            var configuration = Configuration()
            configuration.foreignKeysEnabled = false // the rows are checked when read
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
                try db.execute(sql: "PRAGMA application_id = \(applicationID); PRAGMA user_version = \(formatVersion)")
                try db.inTransaction {
                    try db.execute(sql: schema)
                    try insert(run, into: db)
                    return .commit
                }
            }
            try queue.close()
        } catch let error as ReportingError {
            throw error
        } catch {
            throw ReportingError(wrapping: error, .io, "cannot write the samples store", file: path)
        }
    }

    /// Inserts the configurations, nibs and records of `run`.
    private static func insert(_ run: RunResult, into db: Database) throws {
        let config = try db.makeStatement(sql: "INSERT INTO configs VALUES (?, ?, ?)")
        for (id, c) in run.configs.enumerated() {
            try config.execute(arguments: [id, c.strategy, c.capacity?.description])
        }
        let nib = try db.makeStatement(sql: "INSERT INTO nibs VALUES (?, ?, ?)")
        var nibIDs: [NibKey: Int] = [:]
        let sample = try db.makeStatement(sql: "INSERT INTO samples VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        for r in run.records {
            let key = NibKey(name: r.nib, bytes: r.nibBytes)
            let id: Int
            if let known = nibIDs[key] {
                id = known
            } else {
                id = nibIDs.count
                nibIDs[key] = id
                try nib.execute(arguments: [id, r.nib, r.nibBytes])
            }
            sample.setUncheckedArguments([
                r.config, r.repetition, r.seq, id, r.hit, Int64(bitPattern: r.total), Int64(bitPattern: r.read),
                Int64(bitPattern: r.decode), Int64(bitPattern: r.create), Int64(bitPattern: r.connect),
                Int64(bitPattern: r.awake), Int64(bitPattern: r.allocatedBytes),
                r.allocations.map { Int64(bitPattern: $0) }
            ])
            try sample.execute()
        }
    }

    private struct NibKey: Hashable { var name: String, bytes: Int }

    /// Reads the records of the store at `path`, ordered by configuration, repetition and
    /// position in the replay.
    ///
    /// - Parameter configurations: How many configurations the run has: a row naming another
    ///   is an error.
    /// - Throws: ``ReportingError`` `invalid-samples` naming `path` when it is missing, is not
    ///   a samples store (or another format version), or does not match the run.
    /// - Complexity: O(*n*) in records.
    package static func read(_ path: String, configurations: Int) throws(ReportingError) -> [LoadRecord] {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ReportingError(
                .invalidSamples, "no samples store: run.json (schema \(RunResult.schemaVersion)) keeps its samples in \(fileName) beside it",
                file: path)
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                try checkFormat(db, path: path)
                var nibs: [Int64: (name: String, bytes: Int)] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT id, name, bytes FROM nibs") {
                    nibs[try row.decode(atIndex: 0)] = (try row.decode(atIndex: 1), try row.decode(atIndex: 2))
                }
                var records: [LoadRecord] = []
                records.reserveCapacity(try Int.fetchOne(db, sql: "SELECT count(*) FROM samples") ?? 0)
                let rows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT config, repetition, seq, nib, hit, total_ns, read_ns, decode_ns, create_ns, connect_ns, awake_ns,
                               allocated_bytes, allocations FROM samples ORDER BY config, repetition, seq
                        """)
                while let row = try rows.next() {
                    func int(_ i: Int) throws -> Int64 { try row.decode(Int64.self, atIndex: i) }
                    func count(_ i: Int) throws -> UInt64 { UInt64(bitPattern: try int(i)) }
                    let config = try int(0), nibID = try int(3)
                    guard (0..<Int64(configurations)).contains(config), let nib = nibs[nibID] else {
                        throw ReportingError(
                            .invalidSamples, "a sample names configuration \(config) and nib \(nibID), which the run does not have", file: path)
                    }
                    records.append(
                        LoadRecord(
                            config: Int(config), repetition: Int(try int(1)), seq: Int(try int(2)), nib: nib.name, hit: try int(4) != 0,
                            total: try count(5), read: try count(6), decode: try count(7), create: try count(8), connect: try count(9),
                            awake: try count(10), allocatedBytes: try count(11),
                            allocations: try row.decode(Int64?.self, atIndex: 12).map { UInt64(bitPattern: $0) }, nibBytes: nib.bytes))
                }
                return records
            }
        } catch let error as ReportingError {
            throw error
        } catch {
            throw ReportingError(wrapping: error, .invalidSamples, "cannot read the samples store", file: path)
        }
    }

    /// Refuses a file that is not a samples store of format ``formatVersion``.
    private static func checkFormat(_ db: Database, path: String) throws {
        let application = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard application == applicationID else {
            throw ReportingError(.invalidSamples, "not a nibbench samples store (SQLite application_id \(application))", file: path)
        }
        guard version == formatVersion else {
            throw ReportingError(.invalidSamples, "samples store format \(version); this nibbench reads format \(formatVersion)", file: path)
        }
    }
}
