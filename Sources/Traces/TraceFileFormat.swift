import NibbenchSupport

/// The file formats of access traces nibbench reads, and how to tell them apart from a file's
/// name and its first bytes.
///
/// libCacheSim names its binary traces after the format: `cloudPhysicsIO.oracleGeneral.bin` in
/// its `data/` folder, `*.oracleGeneral` and `*.oracleGeneral.sample10` from its converter, and
/// `*.oracleGeneral.zst` (zstd-compressed) for the published traces. Any name with an
/// `oracleGeneral` part is taken as oracleGeneral; a `.zst` file must be decompressed first.
/// Without such a name, the content decides: text whose first line is libCacheSim's CSV
/// header is libCacheSim CSV, text whose first line is a `#` comment or has no comma is a load
/// log, other text is our CSV, and binary data whose length is a
/// whole number of sane 24-byte records is oracleGeneral.
package enum TraceFileFormat: String, Sendable, CaseIterable {
    /// Our CSV format, `seq,nib,event` (see ``AccessTrace``).
    case ours
    /// libCacheSim's binary oracleGeneral format (see ``LibCacheSimTrace``).
    case oracleGeneral = "oracle-general"
    /// libCacheSim CSV with the header `time,obj_id,obj_size`.
    case libcachesimCSV = "libcachesim-csv"
    /// A recorded load log, one nib name a line (see ``LoadLogTraceFormat``).
    case loadLog = "load-log"

    /// The type that reads and writes the format.
    package var implementation: any TraceFormat.Type {
        switch self {
        case .ours: OursTraceFormat.self
        case .oracleGeneral: OracleGeneralTraceFormat.self
        case .libcachesimCSV: LibCacheSimCSVTraceFormat.self
        case .loadLog: LoadLogTraceFormat.self
        }
    }

    /// Bytes of a file looked at to tell text from binary data.
    package static let sniffLength = 4096

    /// The format a libCacheSim file name announces (`X.oracleGeneral`,
    /// `X.oracleGeneral.bin`, `X.oracleGeneral.sample10`, …), or nil.
    package static func named(_ path: String) -> TraceFileFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let parts = name.split(separator: ".").dropFirst().map { $0.lowercased() }
        return parts.contains("oraclegeneral") ? .oracleGeneral : nil
    }

    /// Whether `path` names a zstd-compressed file (`.zst`), which must be decompressed
    /// (`zstd -d`) before nibbench can read it.
    package static func isCompressed(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".zst")
    }

    /// Whether `bytes` begin with zstd's frame magic number.
    package static func isZstandard<C: Collection<UInt8>>(_ bytes: C) -> Bool {
        bytes.starts(with: [0x28, 0xB5, 0x2F, 0xFD])
    }

    /// The format `bytes` hold: text → ``libcachesimCSV`` when the first line is
    /// libCacheSim's CSV header, ``loadLog`` when it is a `#` comment or has no comma, else
    /// ``ours``; binary → ``oracleGeneral`` when it
    /// ``looksLikeOracleGeneral(_:)``; nil for binary data of no known format.
    ///
    /// - Complexity: O(``sniffLength``) plus O(records) for binary data.
    package static func sniff(_ bytes: [UInt8]) -> TraceFileFormat? {
        bytes.withUnsafeBytes { sniff($0) }
    }

    /// ``sniff(_:)-([UInt8])`` over bytes in place (a mapped file).
    package static func sniff(_ bytes: UnsafeRawBufferPointer) -> TraceFileFormat? {
        let firstLine = bytes.prefix(sniffLength).prefix { $0 != 0x0A }
        if MessageText.looksLikeText(firstLine) {
            let header = firstLine.last == 0x0D ? firstLine.dropLast() : firstLine
            if header.elementsEqual(LibCacheSimTrace.csvHeader.utf8) { return .libcachesimCSV }
            return LoadLogTraceFormat.looksLikeLoadLog(firstLine: header) ? .loadLog : .ours
        }
        return looksLikeOracleGeneral(bytes) ? .oracleGeneral : nil
    }

    /// Whether `bytes` are plausibly oracleGeneral records: a whole, non-zero number of 24-byte
    /// records, each with a next-access index of -1, `Int64.max` or a later record's index
    /// (checked on the first 1,000 records).
    ///
    /// - Complexity: O(min(records, 1000)).
    package static func looksLikeOracleGeneral(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { looksLikeOracleGeneral($0) }
    }

    /// ``looksLikeOracleGeneral(_:)-([UInt8])`` over bytes in place (a mapped file).
    package static func looksLikeOracleGeneral(_ buffer: UnsafeRawBufferPointer) -> Bool {
        let size = LibCacheSimTrace.oracleGeneralRecordSize
        guard !buffer.isEmpty, buffer.count % size == 0 else { return false }
        let records = buffer.count / size
        return (0..<min(records, 1000)).allSatisfy { i in
            let next = Int64(littleEndian: buffer.loadUnaligned(fromByteOffset: i * size + 16, as: Int64.self))
            return next == -1 || next == Int64.max || (next > Int64(i) && next < Int64(records) + 1)
        }
    }

    /// What a binary file that was expected to be CSV seems to be, for an error message.
    static func binaryHint(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { binaryHint($0) }
    }

    static func binaryHint(_ bytes: UnsafeRawBufferPointer) -> String {
        if isZstandard(bytes) { return "it is zstd-compressed; decompress it first (zstd -d)" }
        if looksLikeOracleGeneral(bytes) { return "it looks like a libCacheSim oracleGeneral trace; read it as oracle-general" }
        return "a NUL, control or non-UTF-8 byte in the first line"
    }
}
