/// Encodes a ``NibArchiveDocument`` canonically (docs/formats.md).
///
/// The same document always gives the same bytes: sections contiguous from offset 50 in the
/// order objects → keys → values → class names, minimal varints, little-endian fixed widths,
/// then the document's trailer (``NibArchiveTrailer``).
struct NibArchiveWriter {
    let document: NibArchiveDocument

    init(_ document: NibArchiveDocument) {
        self.document = document
    }

    func bytes() throws(NibArchiveError) -> [UInt8] {
        try validate()
        var out: [UInt8] = []
        out.reserveCapacity(NibArchiveHeader.size + estimatedBodySize())
        out.append(contentsOf: [UInt8](repeating: 0, count: NibArchiveHeader.size))

        let objectsOffset = out.count
        for object in document.objects {
            appendVarint(object.classIndex, to: &out)
            appendVarint(object.values.lowerBound, to: &out)
            appendVarint(object.values.count, to: &out)
        }
        let keysOffset = out.count
        for key in document.keys {
            appendVarint(key.utf8.count, to: &out)
            out.append(contentsOf: key.utf8)
        }
        let valuesOffset = out.count
        for value in document.values {
            appendVarint(value.keyIndex, to: &out)
            append(value.value, to: &out)
        }
        let classesOffset = out.count
        for entry in document.classes {
            appendVarint(entry.name.utf8.count + 1, to: &out)
            appendVarint(entry.fallbacks.count, to: &out)
            for fallback in entry.fallbacks { appendFixed(UInt32(truncatingIfNeeded: Int32(fallback)), to: &out) }
            out.append(contentsOf: entry.name.utf8)
            out.append(0)
        }
        out.append(contentsOf: document.trailer)
        guard out.count <= Int(UInt32.max) else {
            throw NibArchiveError(.unrepresentable, "archive of \(out.count) bytes exceeds the 4 GiB the header can address")
        }

        var header: [UInt8] = NibArchiveHeader.magic
        for field in [
            NibArchiveHeader.supportedFormatVersion, document.coderVersion,
            UInt32(document.objects.count), UInt32(objectsOffset),
            UInt32(document.keys.count), UInt32(keysOffset),
            UInt32(document.values.count), UInt32(valuesOffset),
            UInt32(document.classes.count), UInt32(classesOffset)
        ] {
            appendFixed(field, to: &header)
        }
        out.replaceSubrange(0..<NibArchiveHeader.size, with: header)
        return out
    }

    private func validate() throws(NibArchiveError) {
        let d = document
        if !d.trailer.isEmpty {
            guard d.trailer == NibArchiveTrailer.lne, d.coderVersion >= NibArchiveTrailer.minimumCoderVersion else {
                throw NibArchiveError(
                    .unrepresentable,
                    "trailer \(NibArchiveTrailer.describe(d.trailer)) after a coder-\(d.coderVersion) archive: readers accept only Xcode's LNE trailer, after coder 10"
                )
            }
        }
        for (i, object) in d.objects.enumerated() {
            guard object.classIndex >= 0 && object.classIndex < d.classes.count else {
                throw NibArchiveError(.unrepresentable, "object \(i) has class index \(object.classIndex) but there are \(d.classes.count) classes")
            }
            guard object.values.lowerBound >= 0 && object.values.upperBound <= d.values.count else {
                throw NibArchiveError(.unrepresentable, "object \(i) has values \(object.values) but there are \(d.values.count) values")
            }
        }
        let claimed = d.objects.reduce(0) { $0 + $1.values.count }
        guard claimed <= d.values.count else {
            throw NibArchiveError(
                .unrepresentable, "objects claim \(claimed) values but there are \(d.values.count): value slices overlap, which readers refuse")
        }
        for (i, value) in d.values.enumerated() {
            guard value.keyIndex >= 0 && value.keyIndex < d.keys.count else {
                throw NibArchiveError(.unrepresentable, "value \(i) has key index \(value.keyIndex) but there are \(d.keys.count) keys")
            }
            if case .object(let target) = value.value, !(target >= 0 && target < d.objects.count) {
                throw NibArchiveError(.unrepresentable, "value \(i) refers to object \(target) but there are \(d.objects.count) objects")
            }
            if case .data(let data) = value.value, data.count > Int(UInt32.max) {
                throw NibArchiveError(.unrepresentable, "value \(i) holds \(data.count) bytes, more than a varint length can say")
            }
        }
        for (i, entry) in d.classes.enumerated() {
            for fallback in entry.fallbacks where !(fallback >= 0 && fallback < d.classes.count) {
                throw NibArchiveError(.unrepresentable, "class \(i) has fallback \(fallback) but there are \(d.classes.count) classes")
            }
        }
        guard d.objects.count <= Int(UInt32.max), d.values.count <= Int(UInt32.max),
            d.keys.count <= Int(UInt32.max), d.classes.count <= Int(UInt32.max)
        else {
            throw NibArchiveError(.unrepresentable, "a table has more than 2^32 - 1 entries")
        }
    }

    private func estimatedBodySize() -> Int {
        document.objects.count * 4 + document.keys.reduce(0) { $0 + $1.utf8.count + 1 }
            + document.values.count * 6 + document.classes.reduce(0) { $0 + $1.name.utf8.count + 2 }
    }

    private func append(_ value: NibValue, to out: inout [UInt8]) {
        out.append(value.type.rawValue)
        switch value {
        case .int8(let v): out.append(UInt8(bitPattern: v))
        case .int16(let v): appendFixed(UInt16(bitPattern: v), to: &out)
        case .int32(let v): appendFixed(UInt32(bitPattern: v), to: &out)
        case .int64(let v): appendFixed(UInt64(bitPattern: v), to: &out)
        case .bool, .null: break
        case .float(let v): appendFixed(v.bitPattern, to: &out)
        case .double(let v): appendFixed(v.bitPattern, to: &out)
        case .data(let data):
            appendVarint(data.count, to: &out)
            data.withUnsafeBytes { out.append(contentsOf: $0) }
        case .object(let target): appendFixed(UInt32(target), to: &out)
        }
    }
}

/// Appends `value` as a minimal NIBArchive varint (indices were validated to fit 32 bits).
@inline(__always)
func appendVarint(_ value: Int, to out: inout [UInt8]) {
    NibVarint.append(UInt32(truncatingIfNeeded: value), to: &out)
}

/// Appends a fixed-width integer little-endian.
func appendFixed<T: FixedWidthInteger>(_ value: T, to out: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
}
