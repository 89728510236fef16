import Foundation
import GRDB
import Harness
import Testing
@testable import Reporting
import Records

/// Issue 22: a results folder keeps its samples once, in `samples.sqlite`; `run.json` holds the
/// rest; `samples.csv` is written on request.
@Suite struct SampleStoreTests {
    static func folder(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-store-\(name)-\(UUID().uuidString)").path
    }

    /// The fixture run (schema 1: its samples are inside run.json).
    static func legacyRun() throws -> RunResult {
        try ResultDirectory.read(Snapshot.fixtures.appendingPathComponent("run.json").path)
    }

    static func sorted(_ records: [LoadRecord]) -> [LoadRecord] {
        records.sorted { ($0.config, $0.repetition, $0.seq) < ($1.config, $1.repetition, $1.seq) }
    }

    @Test func samplesAreStoredOnceAndReadBack() throws {
        let folder = Self.folder("once")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.legacyRun()
        #expect(run.records.count == 560)
        try ResultDirectory.write(run, id: "x", to: folder)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/run.json"))) as? [String: Any])
        #expect(json["records"] == nil, "run.json does not repeat the samples")
        #expect(json["schemaVersion"] as? Int == RunResult.schemaVersion)
        #expect(!FileManager.default.fileExists(atPath: folder + "/samples.csv"))
        let back = try ResultDirectory.read(folder + "/run.json")
        #expect(back.records == Self.sorted(run.records))
        #expect(back.summaries == run.summaries && back.configs == run.configs)
    }

    /// Issue 43: the replays table answers counts and sums without nibbench; the loads one by
    /// one are in samples.csv.
    @Test func theStoreIsQueryableByReplay() throws {
        let folder = Self.folder("query")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.legacyRun()
        try ResultDirectory.write(run, id: "x", to: folder, samplesCSV: true)
        let queue = try DatabaseQueue(path: folder + "/" + SampleStore.fileName)
        try queue.read { db in
            #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == 2)
            let counts = try Row.fetchAll(
                db,
                sql: """
                    SELECT strategy, capacity, sum(loads), sum(hits), sum(total_ns), count(*)
                    FROM replays JOIN configs ON configs.id = replays.config GROUP BY config
                    """)
            #expect(counts.count == run.configs.count)
            for row in counts {
                let strategy: String = row[0], capacity: String? = row[1]
                let index = try #require(run.configs.firstIndex { $0.strategy == strategy && $0.capacity?.description == capacity })
                let records = run.records.filter { $0.config == index }
                #expect(row[2] as Int == records.count)
                #expect(row[3] as Int == records.count(where: \.hit))
                #expect(row[4] as Int64 == Int64(records.reduce(0) { $0 + $1.total }))
                #expect(row[5] as Int == Set(records.map(\.repetition)).count)
            }
        }
        try queue.close()
        // samples.csv: the same columns, one row per load, in the order they were recorded.
        #expect(try String(contentsOfFile: folder + "/samples.csv", encoding: .utf8) == CSVReport.samples(run))
    }

    /// Issue 43: a store of format 1 (a row per load), as nibbench 0.6.0 wrote it for the
    /// fixture run, reads back the same records; writing the run again makes format 2.
    @Test func aFormat1StoreIsStillRead() throws {
        let fixture = Snapshot.fixtures.appendingPathComponent("format1").path
        let format: Int? = try DatabaseQueue(path: fixture + "/" + SampleStore.fileName, configuration: Self.readOnly).read {
            try Int.fetchOne($0, sql: "PRAGMA user_version")
        }
        #expect(format == 1)
        let old = try ResultDirectory.read(fixture + "/run.json")
        let legacy = try Self.legacyRun()
        #expect(old.records.count == 560)
        #expect(old.records == Self.sorted(legacy.records))
        let folder = Self.folder("format1")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ResultDirectory.write(old, id: "x", to: folder)
        #expect(try ResultDirectory.read(folder + "/run.json").records == old.records)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: folder + "/" + SampleStore.fileName)[.size] as? Int)
        let oldSize = try #require(try FileManager.default.attributesOfItem(atPath: fixture + "/" + SampleStore.fileName)[.size] as? Int)
        #expect(size < oldSize, "\(size) bytes in format 2, \(oldSize) in format 1")
    }

    static var readOnly: Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        return configuration
    }

    @Test func anExistingSamplesCSVIsRewrittenNotCarriedOver() throws {
        let folder = Self.folder("csv")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var run = fixedRun()
        try ResultDirectory.write(run, id: "x", to: folder, samplesCSV: true)
        run.records[0].total = 123_456
        try ResultDirectory.write(run, id: "x", to: folder)
        let csv = try String(contentsOfFile: folder + "/samples.csv", encoding: .utf8)
        #expect(csv == CSVReport.samples(run) && csv.contains(",123456,"))
    }

    @Test func aSchema1RunIsRewrittenInTheNewForm() throws {
        let folder = Self.folder("legacy")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Snapshot.fixtures.appendingPathComponent("run.json").path, toPath: folder + "/run.json")
        let old = try ResultDirectory.read(folder + "/run.json")
        try ResultDirectory.write(old, id: "x", to: folder)
        let new = try ResultDirectory.read(folder + "/run.json")
        #expect(new.records == Self.sorted(old.records) && new.summaries == old.summaries)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/run.json")).count < 60_000)
    }

    @Test func childTransferKeepsTheRecords() throws {
        let run = fixedRun()
        let back = try JSONDecoder().decode(RunDocument.self, from: JSONEncoder().encode(RunDocument(run))).result
        #expect(back.records == run.records)
        #expect(try JSONDecoder().decode(RunResult.self, from: JSONEncoder().encode(run)).records.isEmpty)
    }

    // MARK: - bad stores: an error naming the file, never a crash

    /// Writes `fixedRun()` to a new folder, lets `damage` change its store, and reads it back.
    func readDamaged(_ damage: (_ store: String) throws -> Void) throws -> ReportingError? {
        let folder = Self.folder("bad")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ResultDirectory.write(fixedRun(), id: "x", to: folder)
        try damage(folder + "/" + SampleStore.fileName)
        do {
            _ = try ResultDirectory.read(folder + "/run.json")
            return nil
        } catch {
            #expect(error.code == .invalidSamples)
            #expect(error.file?.hasSuffix("/samples.sqlite") == true, "\(error)")
            return error
        }
    }

    static func sql(_ store: String, _ statement: String) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(path: store, configuration: configuration)
        try queue.write { try $0.execute(sql: statement) }
        try queue.close()
    }

    @Test func aMissingStoreIsNamed() throws {
        let error = try #require(try readDamaged { try FileManager.default.removeItem(atPath: $0) })
        #expect(error.message.contains("no samples store"))
    }

    @Test func aStoreCutShortOrNotSQLiteIsAnError() throws {
        _ = try #require(
            try readDamaged { store in
                let bytes = try Data(contentsOf: URL(fileURLWithPath: store))
                try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: store))
            })
        _ = try #require(try readDamaged { try Data("not a database at all, only text\n".utf8).write(to: URL(fileURLWithPath: $0)) })
    }

    @Test func anotherDatabaseOrFormatIsRefused() throws {
        let other = try #require(try readDamaged { try Self.sql($0, "PRAGMA application_id = 7") })
        #expect(other.message.contains("not a nibbench samples store"))
        let newer = try #require(try readDamaged { try Self.sql($0, "PRAGMA user_version = 99") })
        #expect(newer.message.contains("format 99"))
    }

    @Test func rowsThatDoNotFitTheRunAreRefused() throws {
        let config = try #require(try readDamaged { try Self.sql($0, "UPDATE replays SET config = 99 WHERE config = 0") })
        #expect(config.message.contains("configuration 99"))
        let nib = try #require(try readDamaged { try Self.sql($0, "UPDATE nibs SET id = 50 WHERE id = 0") })
        #expect(nib.message.contains("nib 0, which the store does not have"), "\(nib)")
        // NOT NULL is the schema's; a store written by something else may break it.
        _ = try #require(
            try readDamaged { store in
                try Self.sql(
                    store,
                    "CREATE TABLE r2 AS SELECT * FROM replays; DROP TABLE replays; ALTER TABLE r2 RENAME TO replays; UPDATE replays SET samples = NULL"
                )
            })
        _ = try #require(try readDamaged { try Self.sql($0, "DROP TABLE replays") })
    }

    /// Issue 43: packed loads that were cut, lengthened, or changed are an error naming the
    /// store and the replay, never a crash or different records.
    @Test func damagedPackedLoadsAreRefused() throws {
        let cut = try #require(try readDamaged { try Self.sql($0, "UPDATE replays SET samples = substr(samples, 1, length(samples) - 2)") })
        #expect(cut.message.contains("the replay of configuration 0, repetition 0 is damaged"), "\(cut)")
        let longer = try #require(try readDamaged { try Self.sql($0, "UPDATE replays SET samples = samples || x'00' WHERE config = 1") })
        #expect(longer.message.contains("configuration 1, repetition 0 is damaged"), "\(longer)")
        // One load fewer or more than the bits hold.
        _ = try #require(try readDamaged { try Self.sql($0, "UPDATE replays SET loads = loads - 1") })
        _ = try #require(try readDamaged { try Self.sql($0, "UPDATE replays SET loads = loads + 1") })
        _ = try #require(try readDamaged { try Self.sql($0, "UPDATE replays SET loads = 1000000000000") })
        let sums = try #require(try readDamaged { try Self.sql($0, "UPDATE replays SET total_ns = total_ns + 1") })
        #expect(sums.message.contains("do not add up"), "\(sums)")
        _ = try #require(try readDamaged { try Self.sql($0, "UPDATE replays SET hits = hits + 1") })
        // Every single-byte change of a replay's bits: refused (most), or read back as other
        // records; never a crash, never the records written.
        let folder = Self.folder("flips")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = fixedRun()
        try ResultDirectory.write(run, id: "x", to: folder)
        let store = folder + "/" + SampleStore.fileName
        let blob = [UInt8](
            try #require(try DatabaseQueue(path: store).read { try Data.fetchOne($0, sql: "SELECT samples FROM replays WHERE config = 1") }))
        var refused = 0
        for i in blob.indices {
            var changed = blob
            changed[i] ^= 0x5A
            let copy = folder + "/flipped.sqlite"
            try? FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: store, toPath: copy)
            let queue = try DatabaseQueue(path: copy)
            try queue.write { try $0.execute(sql: "UPDATE replays SET samples = ? WHERE config = 1", arguments: [Data(changed)]) }
            try queue.close()
            do {
                let back = try SampleStore.read(copy, configurations: run.configs.count)
                #expect(back != Self.sorted(run.records) || changed == blob)
            } catch {
                #expect(error.code == .invalidSamples && error.file == copy)
                refused += 1
            }
        }
        #expect(refused > blob.count / 2, "\(refused) of \(blob.count) changes refused")
    }
}
