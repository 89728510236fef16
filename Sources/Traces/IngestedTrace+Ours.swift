import Foundation
import NibCache
import NibbenchSupport
import Manifest

extension IngestedTrace {
    /// Reads a well-formed trace of ours (see ``AccessTrace``) in place, without a manifest,
    /// or nil for anything the reference reader (``TraceReader``) should look at: an error, or
    /// two names whose 64-bit hashes collide. Sizes come from `sizes`, else from the sidecar
    /// at `sidecar` if there is one.
    ///
    /// - Throws: ``InputError`` from reading the sidecar.
    /// - Complexity: O(file size); each new name is validated once.
    static func ours(_ region: borrowing MappedRegion, sizes given: NibSizes?, sidecar: String) throws(InputError) -> IngestedTrace? {
        var lines = CSVLines(region.bytes)
        guard let header = lines.next(), lines.matches(header, "seq,nib,event") else { return nil }
        let bytes = region.bytes
        var names = NameNumbering()
        var requests: [UInt32] = [], warnings: [Int] = []
        requests.reserveCapacity(bytes.count / 24)
        var sequence: UInt64 = 1, discarded = 0
        while let line = lines.next() {
            var field = line.lowerBound
            guard !line.isEmpty, bytes[field] != 0x30, lines.decimal(&field, upTo: line.upperBound, limit: .max, last: false) == sequence else {
                return nil
            }
            sequence += 1
            let nibStart = field
            while field < line.upperBound, bytes[field] != UInt8(ascii: ",") { field += 1 }
            guard field < line.upperBound else { return nil }
            let nib = nibStart..<field, event = (field + 1)..<line.upperBound
            if lines.matches(event, "load"), !nib.isEmpty, let number = names.number(lines, nib) {
                requests.append(number)
            } else if lines.matches(event, "memory-warning"), nib.isEmpty {
                warnings.append(requests.count)
            } else {
                return nil
            }
            if line.upperBound - discarded >= streamChunk {
                region.discard(0..<line.upperBound)
                discarded = line.upperBound
            }
        }
        var sizes = given
        if sizes == nil, FileManager.default.fileExists(atPath: sidecar) { sizes = try NibSizes.load(from: sidecar) }
        let objects = names.names.map { name in
            let size = max(1, sizes?.bytes[name] ?? 1)
            return RequestTrace.Object(key: CacheKey.objectID(forName: name), size: size, cost: Double(size))
        }
        return IngestedTrace(
            requests: RequestTrace(objects: objects, requests: requests, memoryWarnings: warnings),
            hasSizes: sizes != nil, notes: [], format: .ours)
    }
}

/// Nib names numbered densely as a trace of ours names them, each validated once as
/// ``TraceReader`` validates it; keyed by the names' 64-bit FNV-1a hashes.
struct NameNumbering {
    private var numbering = KeyNumbering()
    /// The names, by number.
    private(set) var names: [String] = []
    private var utf8: [[UInt8]] = []

    /// The number of the name at `range` of `lines`; nil when the name is invalid (or its hash collides
    /// with another name's), for the reference reader to report.
    /// - Complexity: O(name length).
    @inline(__always)
    mutating func number(_ lines: CSVLines, _ range: Range<Int>) -> UInt32? {
        let bytes = lines.bytes(range)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let (number, isNew) = numbering.number(hash)
        guard isNew else { return lines.matches(range, utf8[Int(number)]) ? number : nil }
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") }),
            let name = String(validating: bytes, as: UTF8.self), NibName.isValid(name)
        else { return nil }
        names.append(name)
        utf8.append(Array(bytes))
        return number
    }
}
