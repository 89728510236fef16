import NibbenchSupport
import Manifest

extension LibCacheSimTrace {
    /// The header of libCacheSim CSV traces as nibbench writes and reads them.
    package static let csvHeader = "time,obj_id,obj_size"

    /// Reads a libCacheSim CSV trace: the header `time,obj_id,obj_size`, then per line three
    /// unsigned decimal integers (time ≤ `UInt32.max`, id ≤ `UInt64.max`, size ≤ `UInt32.max`).
    /// LF or CR LF line ends; the last line may end with a newline. Rows of size 0 are skipped,
    /// as the binary reader does; next-access indices are computed over the rows kept.
    ///
    /// - Throws: ``InputError`` with line and byte column: `bad-header`, or `bad-field` for a
    ///   blank line, a wrong field count (column: end of line + 1, or the third comma), or a field
    ///   that is empty, not decimal, or out of range (column: the field's start).
    /// - Complexity: O(byte count).
    package init(csv bytes: [UInt8], file: String? = nil) throws(InputError) {
        var records: [LibCacheSimRecord] = []
        var skipped = 0
        var position = 0, line = 0
        func fail(_ code: InputError.Code, _ message: String, _ column: Int) -> InputError {
            InputError(code, message, file: file, line: line, column: column)
        }
        func nextLine() -> Range<Int> {
            line += 1
            let start = position
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            position = end < bytes.count ? end + 1 : end
            if end < bytes.count, end > start, bytes[end - 1] == 0x0D { end -= 1 }
            return start..<end
        }
        let header = nextLine(), expected = Array(Self.csvHeader.utf8)
        guard bytes[header].elementsEqual(expected) else {
            guard MessageText.looksLikeText(bytes[header].prefix(TraceFileFormat.sniffLength)) else {
                throw fail(.badHeader, "binary data, not a CSV trace (\(TraceFileFormat.binaryHint(bytes)))", 1)
            }
            let same = zip(bytes[header], expected).prefix { $0 == $1 }.count
            throw fail(.badHeader, "expected header \"\(Self.csvHeader)\", found \"\(MessageText.quoting(bytes[header]))\"", same + 1)
        }
        while position < bytes.count {
            let row = nextLine()
            guard !row.isEmpty else { throw fail(.badField, "blank line; every line after the header is one request", 1) }
            var fields: [Range<Int>] = []
            var fieldStart = row.lowerBound
            for i in row where bytes[i] == UInt8(ascii: ",") {
                fields.append(fieldStart..<i)
                fieldStart = i + 1
                if fields.count == 3 { throw fail(.badField, "expected 3 fields (time,obj_id,obj_size), found more", i - row.lowerBound + 1) }
            }
            fields.append(fieldStart..<row.upperBound)
            guard fields.count == 3 else {
                throw fail(.badField, "expected 3 fields (time,obj_id,obj_size), found \(fields.count)", row.count + 1)
            }
            var values: [UInt64] = []
            for (field, (name, limit)) in zip(fields, [("time", UInt64(UInt32.max)), ("obj_id", UInt64.max), ("obj_size", UInt64(UInt32.max))]) {
                let column = field.lowerBound - row.lowerBound + 1
                guard !field.isEmpty, bytes[field].allSatisfy({ (0x30...0x39).contains($0) }) else {
                    throw fail(.badField, "\(name) must be an unsigned decimal integer, found \"\(MessageText.quoting(bytes[field]))\"", column)
                }
                var value: UInt64 = 0
                for digit in bytes[field] {
                    let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times10.addingReportingOverflow(UInt64(digit - 0x30))
                    guard !o1, !o2, sum <= limit else { throw fail(.badField, "\(name) is larger than \(limit)", column) }
                    value = sum
                }
                values.append(value)
            }
            guard values[2] != 0 else {
                skipped += 1
                continue
            }
            records.append(LibCacheSimRecord(timestamp: UInt32(values[0]), objectID: values[1], objectSize: UInt32(values[2]), nextAccessVtime: -1))
        }
        let next = Self.nextAccessVtimes(records.map(\.objectID))
        for i in records.indices { records[i].nextAccessVtime = next[i] }
        self.init(records: records)
        skippedZeroSizeRecords = skipped
    }

    /// Reads the libCacheSim CSV trace at `path`.
    /// - Throws: as ``init(csv:file:)``, or `io`.
    package init(csvFile path: String) throws(InputError) {
        try self.init(csv: InputFiles.read(path), file: path)
    }

    /// The trace as libCacheSim CSV bytes: the header, then `time,obj_id,obj_size` per record.
    /// - Complexity: O(n).
    package func csvBytes() -> [UInt8] {
        var bytes = Array(Self.csvHeader.utf8) + [0x0A]
        bytes.reserveCapacity(records.count * 24)
        for record in records {
            bytes += "\(record.timestamp),\(record.objectID),\(record.objectSize)\n".utf8
        }
        return bytes
    }

    /// Writes the trace as libCacheSim CSV to `path`, atomically.
    /// - Throws: ``InputError`` with code `io`; nothing is left behind on error.
    package func writeCSV(to path: String) throws(InputError) {
        try InputFiles.writeAtomically(csvBytes(), to: path)
    }
}
