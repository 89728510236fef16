import GRDB
import Records

extension SampleStore {
    /// Reads the `samples` table of a format-1 store (runs before issue 43): one row per load,
    /// `samples(config, repetition, seq, nib, hit, total_ns, read_ns, decode_ns, create_ns,
    /// connect_ns, awake_ns, allocated_bytes, allocations)` keyed by configuration, repetition
    /// and `seq`, with the view `sample_rows`. `nibbench report` rewrites such a folder in
    /// format 2.
    ///
    /// - Throws: ``ReportingError`` `invalid-samples` naming `path` when a row names a
    ///   configuration or nib the run does not have; SQLite's error when a value is missing.
    static func readFormat1(
        _ db: Database, nibs: [Int: (name: String, bytes: Int)], path: String, configurations: Int
    ) throws -> [LoadRecord] {
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
            guard (0..<Int64(configurations)).contains(config), let nib = nibs[Int(truncatingIfNeeded: nibID)] else {
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
}
