import NibCache
import NibbenchSupport
import Manifest

extension IngestedTrace {
    /// Decodes oracleGeneral records in place from the mapped file (its length already checked
    /// to be whole records), dropping decoded pages as it goes.
    ///
    /// - Complexity: O(records), one numbering lookup each.
    static func oracleGeneral(_ region: borrowing MappedRegion, sizes: NibSizes?) -> IngestedTrace? {
        let bytes = region.bytes, recordSize = LibCacheSimTrace.oracleGeneralRecordSize
        var objects = LibCacheSimObjects(expectedRequests: bytes.count / recordSize)
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + streamChunk / recordSize * recordSize)
            while offset < end {
                objects.add(
                    id: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt64.self)),
                    size: UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                offset += recordSize
            }
            region.discard(0..<end)
        }
        return objects.trace(sizes: sizes, format: .oracleGeneral)
    }

    /// Reads a well-formed libCacheSim CSV trace in place (header `time,obj_id,obj_size`,
    /// three decimal fields a line within their ranges), or nil for anything else, which the
    /// reference reader then reports.
    ///
    /// - Complexity: O(file size).
    static func libCacheSimCSV(_ region: borrowing MappedRegion, sizes: NibSizes?) -> IngestedTrace? {
        var lines = CSVLines(region.bytes)
        guard let header = lines.next(), lines.matches(header, "time,obj_id,obj_size") else { return nil }
        var objects = LibCacheSimObjects(expectedRequests: region.bytes.count / 16)
        var discarded = 0
        while let line = lines.next() {
            var field = line.lowerBound
            guard let time = lines.decimal(&field, upTo: line.upperBound, limit: UInt64(UInt32.max), last: false),
                let id = lines.decimal(&field, upTo: line.upperBound, limit: .max, last: false),
                let size = lines.decimal(&field, upTo: line.upperBound, limit: UInt64(UInt32.max), last: true)
            else { return nil }
            _ = time
            objects.add(id: id, size: UInt32(size))
            if line.upperBound - discarded >= streamChunk {
                region.discard(0..<line.upperBound)
                discarded = line.upperBound
            }
        }
        return objects.trace(sizes: sizes, format: .libcachesimCSV)
    }
}

/// The objects of a libCacheSim trace as its records arrive: ids numbered densely, each
/// object's first size, the requests as numbers, records of size 0 skipped.
struct LibCacheSimObjects {
    var numbering = KeyNumbering()
    var ids: [UInt64] = []
    var firstSizes: [UInt32] = []
    var numbers: [UInt32] = []
    var sizeChanges = 0
    var skipped = 0

    init(expectedRequests: Int) {
        numbers.reserveCapacity(expectedRequests)
    }

    /// One record.
    /// - Complexity: O(1) on average.
    @inline(__always)
    mutating func add(id: UInt64, size: UInt32) {
        guard size != 0 else {
            skipped += 1
            return
        }
        let (number, isNew) = numbering.number(id)
        if isNew {
            ids.append(id)
            firstSizes.append(size)
        } else if firstSizes[Int(number)] != size {
            sizeChanges += 1
        }
        numbers.append(number)
    }

    /// The trace, each object sized from `sizes` (by its name `obj-<id>`) when given, else by
    /// its first record, as ``LoadedTrace`` and `simulate` size them.
    func trace(sizes: NibSizes?, format: TraceFileFormat) -> IngestedTrace {
        let objects = zip(ids, firstSizes).map { id, first in
            let size = sizes.map { max(1, $0.bytes[LibCacheSimTrace.syntheticName(forObjectID: id)] ?? 1) } ?? Int(first)
            return RequestTrace.Object(key: id, size: size, cost: Double(size))
        }
        return IngestedTrace(
            requests: RequestTrace(objects: objects, requests: numbers), hasSizes: true,
            notes: LoadedTrace.notes(skipped: skipped, sizeChanges: sizeChanges), format: format)
    }
}
