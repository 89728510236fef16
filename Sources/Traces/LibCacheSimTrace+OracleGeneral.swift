import NibbenchSupport
import Manifest

extension LibCacheSimTrace {
    /// The size of one oracleGeneral record in bytes.
    package static let oracleGeneralRecordSize = 24

    /// Reads an oracleGeneral trace (see the type's discussion), skipping records of size 0.
    ///
    /// With `verifyNextAccess`, every record's `next_access_vtime` is checked against the trace
    /// (indices count all records, size 0 included, as libCacheSim's converter writes them);
    /// `Int64.max` is accepted for "none" as libCacheSim does.
    ///
    /// - Throws: ``InputError`` with the byte offset: `truncated-record` when the length is not
    ///   a multiple of 24 (offset = start of the partial record), `bad-next-access` for a wrong
    ///   index (offset = start of the record).
    /// - Complexity: O(n) expected.
    package init(oracleGeneral bytes: [UInt8], file: String? = nil, verifyNextAccess: Bool = false) throws(InputError) {
        let size = Self.oracleGeneralRecordSize
        let whole = bytes.count / size
        try Self.checkWholeRecords(bytes.count, file: file)
        var raw: [LibCacheSimRecord] = []
        raw.reserveCapacity(whole)
        bytes.withUnsafeBytes { buffer in
            for i in 0..<whole {
                let base = i * size
                raw.append(
                    LibCacheSimRecord(
                        timestamp: UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: base, as: UInt32.self)),
                        objectID: UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: base + 4, as: UInt64.self)),
                        objectSize: UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: base + 12, as: UInt32.self)),
                        nextAccessVtime: Int64(littleEndian: buffer.loadUnaligned(fromByteOffset: base + 16, as: Int64.self))))
            }
        }
        if verifyNextAccess {
            let expected = Self.nextAccessVtimes(raw.map(\.objectID))
            for (i, record) in raw.enumerated() {
                let stored = record.nextAccessVtime == Int64.max ? -1 : record.nextAccessVtime
                guard stored == expected[i] else {
                    throw InputError(
                        .badNextAccess,
                        "record \(i + 1) (object \(record.objectID)) has next_access_vtime \(record.nextAccessVtime), expected \(expected[i])",
                        file: file, offset: i * size)
                }
            }
        }
        let kept = raw.filter { $0.objectSize != 0 }
        self.init(records: kept)
        skippedZeroSizeRecords = raw.count - kept.count
    }

    /// Throws `truncated-record` (offset: the start of the partial record) unless `byteCount`
    /// is a whole number of records.
    static func checkWholeRecords(_ byteCount: Int, file: String?) throws(InputError) {
        let size = oracleGeneralRecordSize, whole = byteCount / size
        guard byteCount % size == 0 else {
            throw InputError(
                .truncatedRecord,
                "truncated record: \(byteCount % size) of \(size) bytes before the end of the file (\(whole) whole records)",
                file: file, offset: whole * size)
        }
    }

    /// Reads the oracleGeneral trace at `path`.
    /// - Throws: as ``init(oracleGeneral:file:verifyNextAccess:)``, or `io`.
    package init(oracleGeneralFile path: String, verifyNextAccess: Bool = false) throws(InputError) {
        try self.init(oracleGeneral: InputFiles.read(path), file: path, verifyNextAccess: verifyNextAccess)
    }

    /// The trace as oracleGeneral bytes, records written as they are.
    /// - Complexity: O(n).
    package func oracleGeneralBytes() -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(records.count * Self.oracleGeneralRecordSize)
        for record in records {
            Self.append(record.timestamp, to: &bytes)
            Self.append(record.objectID, to: &bytes)
            Self.append(record.objectSize, to: &bytes)
            Self.append(UInt64(bitPattern: record.nextAccessVtime), to: &bytes)
        }
        return bytes
    }

    /// Writes the trace as oracleGeneral to `path`, atomically.
    /// - Throws: ``InputError`` with code `io`; nothing is left behind on error.
    package func writeOracleGeneral(to path: String) throws(InputError) {
        try InputFiles.writeAtomically(oracleGeneralBytes(), to: path)
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
