import Foundation
import GRDB
import Records

/// A run's samples (``RunResult/records``, every recorded load) in a SQLite file,
/// `samples.sqlite` in the results folder: kept once and compact, its tables open to `sqlite3`.
///
/// Tables (``schema``, format 2):
/// - `configs(id, strategy, capacity)`: the run's configurations; `id` is the index into
///   `run.json`'s `configs`, `capacity` its text (`objects:100`, `bytes:8MiB`) or NULL.
/// - `nibs(id, name, bytes)`: each nib loaded, with its file size.
/// - `replays(config, repetition, loads, hits, total_ns, first_seq, samples)`: one row per
///   replay of the trace through a configuration: how many loads it recorded, how many hit,
///   the sum of their `total_ns`, the first load's position in the replay, and every load
///   packed into `samples` (``ReplayCodec``: about 11 bytes a load, where a row per load took
///   about 40). `sqlite3` reads the counts and sums; the loads one by one are in `samples.csv`
///   (`nibbench report --samples csv`).
///
/// ```
/// sqlite3 Results/<run-id>/samples.sqlite \
///   "SELECT strategy, capacity, sum(loads), 1.0 * sum(total_ns) / sum(loads) FROM replays JOIN configs ON id = config GROUP BY config"
/// ```
///
/// The file is identified by its `application_id` and its format by `user_version`
/// (``formatVersion``). Format 1 (a row per load in `samples`) is still read
/// (``readFormat1(_:nibs:path:configurations:)``).
package enum SampleStore {
    /// The store's file name in a results folder.
    package static let fileName = "samples.sqlite"
    /// The layout version written, in `PRAGMA user_version`: 2 packs each replay's loads into
    /// one row; 1 kept a row per load.
    package static let formatVersion = 2
    /// The oldest layout version read.
    package static let oldestFormatVersion = 1
    /// `PRAGMA application_id` of a samples store: "NIBS".
    static let applicationID: Int32 = 0x4E49_4253

    /// The tables of a store of format ``formatVersion``.
    static let schema = """
        CREATE TABLE configs (id INTEGER PRIMARY KEY, strategy TEXT NOT NULL, capacity TEXT);
        CREATE TABLE nibs (id INTEGER PRIMARY KEY, name TEXT NOT NULL, bytes INTEGER NOT NULL, UNIQUE (name, bytes));
        CREATE TABLE replays (
            config INTEGER NOT NULL REFERENCES configs(id), repetition INTEGER NOT NULL,
            loads INTEGER NOT NULL, hits INTEGER NOT NULL, total_ns INTEGER NOT NULL, first_seq INTEGER NOT NULL,
            samples BLOB NOT NULL,
            PRIMARY KEY (config, repetition)
        );
        """

    /// Writes the records and configurations of `run` as a new store at `path` (which must not
    /// exist yet: results folders are written whole into a temporary folder, see
    /// ``ResultDirectory``, which syncs and renames it into place).
    ///
    /// No journal and no syncing while writing: the file is new and only becomes visible when
    /// its folder is committed.
    ///
    /// - Throws: ``ReportingError`` `io` naming `path` when SQLite cannot create or fill it, or
    ///   when two records share a configuration, repetition and `seq`.
    /// - Complexity: O(*n* log *n*) in records (sorted within each replay), one transaction.
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
                    try insert(run, into: db, path: path)
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

    /// Inserts the configurations, nibs and replays of `run`.
    private static func insert(_ run: RunResult, into db: Database, path: String) throws {
        let config = try db.makeStatement(sql: "INSERT INTO configs VALUES (?, ?, ?)")
        for (id, c) in run.configs.enumerated() {
            try config.execute(arguments: [id, c.strategy, c.capacity?.description])
        }
        let nib = try db.makeStatement(sql: "INSERT INTO nibs VALUES (?, ?, ?)")
        var nibIDs: [NibKey: Int] = [:]
        var replays: [ReplayKey: [LoadRecord]] = [:]
        for r in run.records {
            let key = NibKey(name: r.nib, bytes: r.nibBytes)
            if nibIDs[key] == nil {
                nibIDs[key] = nibIDs.count
                try nib.execute(arguments: [nibIDs.count - 1, r.nib, r.nibBytes])
            }
            replays[ReplayKey(config: r.config, repetition: r.repetition), default: []].append(r)
        }
        let replay = try db.makeStatement(sql: "INSERT INTO replays VALUES (?, ?, ?, ?, ?, ?, ?)")
        for key in replays.keys.sorted(by: { ($0.config, $0.repetition) < ($1.config, $1.repetition) }) {
            let records = (replays[key] ?? []).sorted { $0.seq < $1.seq }
            for (a, b) in zip(records, records.dropFirst()) where a.seq == b.seq {
                throw ReportingError(
                    .io, "two samples of configuration \(key.config), repetition \(key.repetition) are both at seq \(a.seq)", file: path)
            }
            let ids = records.map { nibIDs[NibKey(name: $0.nib, bytes: $0.nibBytes)] ?? 0 }
            try replay.execute(arguments: [
                key.config, key.repetition, records.count, records.count(where: \.hit), Int64(bitPattern: totalSum(records)),
                records[0].seq, Data(ReplayCodec.encode(records, nibs: ids))
            ])
        }
    }

    /// The sum of the records' `total` (wrapping, as the `total_ns` column keeps it).
    private static func totalSum(_ records: [LoadRecord]) -> UInt64 {
        records.reduce(0) { $0 &+ $1.total }
    }

    private struct NibKey: Hashable { var name: String, bytes: Int }
    private struct ReplayKey: Hashable { var config: Int, repetition: Int }

    /// Reads the records of the store at `path` (format 2, or format 1 of older runs), ordered
    /// by configuration, repetition and position in the replay.
    ///
    /// - Parameter configurations: How many configurations the run has: a row naming another
    ///   is an error.
    /// - Throws: ``ReportingError`` `invalid-samples` naming `path` when it is missing, is not
    ///   a samples store (or of a format this nibbench does not read), is damaged, or does not
    ///   match the run.
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
                let format = try checkFormat(db, path: path)
                let nibs = try readNibs(db)
                return format == 1
                    ? try readFormat1(db, nibs: nibs, path: path, configurations: configurations)
                    : try readReplays(db, nibs: nibs, path: path, configurations: configurations)
            }
        } catch let error as ReportingError {
            throw error
        } catch {
            throw ReportingError(wrapping: error, .invalidSamples, "cannot read the samples store", file: path)
        }
    }

    /// The `nibs` table by id.
    private static func readNibs(_ db: Database) throws -> [Int: (name: String, bytes: Int)] {
        var nibs: [Int: (name: String, bytes: Int)] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name, bytes FROM nibs") {
            nibs[try row.decode(atIndex: 0)] = (try row.decode(atIndex: 1), try row.decode(atIndex: 2))
        }
        return nibs
    }

    /// Reads the `replays` of a format-2 store, checking each against its counts and sum.
    private static func readReplays(
        _ db: Database, nibs: [Int: (name: String, bytes: Int)], path: String, configurations: Int
    ) throws -> [LoadRecord] {
        var records: [LoadRecord] = []
        // A damaged count is caught when its replay is decoded; it must not reserve memory first.
        records.reserveCapacity(min(max(try Int.fetchOne(db, sql: "SELECT sum(loads) FROM replays") ?? 0, 0), 1 << 24))
        let rows = try Row.fetchCursor(
            db, sql: "SELECT config, repetition, loads, hits, total_ns, first_seq, samples FROM replays ORDER BY config, repetition")
        while let row = try rows.next() {
            let config: Int = try row.decode(atIndex: 0), repetition: Int = try row.decode(atIndex: 1)
            guard (0..<configurations).contains(config) else {
                throw ReportingError(.invalidSamples, "a replay names configuration \(config), which the run does not have", file: path)
            }
            let replay: [LoadRecord]
            do {
                replay = try ReplayCodec.decode(
                    [UInt8](try row.decode(Data.self, atIndex: 6)), count: try row.decode(atIndex: 2), config: config, repetition: repetition,
                    firstSeq: try row.decode(atIndex: 5), nibs: nibs)
            } catch let damage as ReplayCodec.Damage {
                throw ReportingError(
                    .invalidSamples, "the replay of configuration \(config), repetition \(repetition) is damaged: \(damage.message)", file: path)
            }
            let hits: Int = try row.decode(atIndex: 3), total: Int64 = try row.decode(atIndex: 4)
            guard replay.count(where: \.hit) == hits, Int64(bitPattern: totalSum(replay)) == total else {
                throw ReportingError(
                    .invalidSamples,
                    "the replay of configuration \(config), repetition \(repetition) is damaged: its loads do not add up to its hits and total_ns",
                    file: path)
            }
            records.append(contentsOf: replay)
        }
        return records
    }

    /// Refuses a file that is not a samples store of a format this nibbench reads, and
    /// returns its format.
    private static func checkFormat(_ db: Database, path: String) throws -> Int {
        let application = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard application == applicationID else {
            throw ReportingError(.invalidSamples, "not a nibbench samples store (SQLite application_id \(application))", file: path)
        }
        guard oldestFormatVersion...formatVersion ~= version else {
            throw ReportingError(
                .invalidSamples, "samples store format \(version); this nibbench reads formats \(oldestFormatVersion) to \(formatVersion)",
                file: path)
        }
        return version
    }
}
