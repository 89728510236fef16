/// One object's entry in the index: class and value slice.
@usableFromInline
struct ObjectEntry: Sendable {
    @usableFromInline var classIndex: UInt32
    @usableFromInline var firstValue: UInt32
    @usableFromInline var valueCount: UInt32
}

/// One key's entry: where its UTF-8 bytes are.
@usableFromInline
struct KeyEntry: Sendable {
    @usableFromInline var offset: UInt32
    @usableFromInline var length: UInt32
}

/// One value's entry: key, type and where its payload starts (and, for data, its length).
@usableFromInline
struct ValueEntry: Sendable {
    @usableFromInline var key: UInt32
    @usableFromInline var payload: UInt32
    @usableFromInline var length: UInt32
    @usableFromInline var type: NibValueType
}

/// One class name's entry: name bytes (without the NUL) and fallback indices.
@usableFromInline
struct ClassEntry: Sendable {
    @usableFromInline var nameOffset: UInt32
    @usableFromInline var nameLength: UInt32
    @usableFromInline var fallbackOffset: UInt32
    @usableFromInline var fallbackCount: UInt32
}

/// The one-pass indexing and validation of a NIBArchive (docs/formats.md).
///
/// Sections are parsed from their header offsets, the class table first (it is last in the
/// file, so a truncated file fails fast), then checked to tile the file exactly: no overlap,
/// no gap, and nothing after the last section but Xcode 15.1's trailer (``NibArchiveTrailer``)
/// after the class table of a coder-10 archive.
struct ArchiveIndex {
    var header: NibArchiveHeader
    var objects: [ObjectEntry] = []
    var keys: [KeyEntry] = []
    var values: [ValueEntry] = []
    var classes: [ClassEntry] = []

    /// The smallest encoding of one entry of each section, used to reject hostile counts
    /// before allocating anything.
    private static let minimumObjectSize = 3, minimumKeySize = 1, minimumValueSize = 2, minimumClassSize = 3

    init(_ bytes: UnsafeRawBufferPointer) throws(NibArchiveError) {
        header = try NibArchiveHeader(reading: bytes)
        let base = bytes.baseAddress! // non-nil: the header check needs 50 bytes
        let size = bytes.count
        try Self.checkFits(header.objectCount, header.objectsOffset, Self.minimumObjectSize, "object", headerField: 18, size: size)
        try Self.checkFits(header.keyCount, header.keysOffset, Self.minimumKeySize, "key", headerField: 26, size: size)
        try Self.checkFits(header.valueCount, header.valuesOffset, Self.minimumValueSize, "value", headerField: 34, size: size)
        try Self.checkFits(header.classCount, header.classesOffset, Self.minimumClassSize, "class", headerField: 42, size: size)

        let classesEnd = try parseClasses(base, size)
        let keysEnd = try parseKeys(base, size)
        let objectsEnd = try parseObjects(base, size)
        let valuesEnd = try parseValues(base, size)
        try Self.checkTiling(
            bytes,
            coderVersion: header.coderVersion,
            size: size,
            extents: (
                Extent(start: Int(header.objectsOffset), end: objectsEnd, count: objects.count, name: "object"),
                Extent(start: Int(header.keysOffset), end: keysEnd, count: keys.count, name: "key"),
                Extent(start: Int(header.valuesOffset), end: valuesEnd, count: values.count, name: "value"),
                Extent(start: Int(header.classesOffset), end: classesEnd, count: classes.count, name: "class")
            ))
    }

    private static func checkFits(
        _ count: UInt32, _ offset: UInt32, _ minimumSize: Int, _ name: String, headerField: Int, size: Int
    ) throws(NibArchiveError) {
        guard Int(offset) <= size else {
            throw NibArchiveError(
                .countOrOffsetBeyondFile, "\(name) section offset \(offset) is beyond the end of the \(size)-byte file", offset: headerField + 4)
        }
        if count > 0 && Int(offset) < NibArchiveHeader.size {
            throw NibArchiveError(.overlappingSections, "\(name) section offset \(offset) lies inside the header", offset: headerField + 4)
        }
        guard Int(count) <= (size - Int(offset)) / minimumSize else {
            throw NibArchiveError(
                .countOrOffsetBeyondFile, "\(name) count \(count) cannot fit in the \(size - Int(offset)) bytes after offset \(offset)",
                offset: headerField)
        }
    }

    /// Where a parsed section lies.
    private struct Extent {
        var start: Int
        var end: Int
        var count: Int
        var name: StaticString
    }

    /// Checks that the non-empty sections tile the file from offset 50 to its end, or to the
    /// LNE trailer a coder-10 archive may end with after its class table (which
    /// ``NibArchive/trailer`` then finds there).
    private static func checkTiling(
        _ bytes: UnsafeRawBufferPointer, coderVersion: UInt32, size: Int, extents: (Extent, Extent, Extent, Extent)
    ) throws(NibArchiveError) {
        var sorted = [extents.0, extents.1, extents.2, extents.3]
        var position = NibArchiveHeader.size
        var classesLast = false
        // Four entries: pick the lowest start each time, no allocation beyond the array.
        for _ in 0..<4 {
            var next = -1
            for i in 0..<4 where sorted[i].count > 0 && (next < 0 || sorted[i].start < sorted[next].start) {
                next = i
            }
            guard next >= 0 else { break }
            let extent = sorted[next]
            sorted[next].count = 0
            if extent.start < position {
                throw NibArchiveError(
                    .overlappingSections, "\(extent.name) section at \(extent.start) overlaps the bytes before \(position)", offset: extent.start)
            }
            if extent.start > position {
                throw NibArchiveError(.overlappingSections, "bytes \(position)..<\(extent.start) belong to no section", offset: position)
            }
            position = extent.end
            classesLast = next == 3
        }
        guard position != size else { return }
        guard size - position == NibArchiveTrailer.lne.count, NibArchiveTrailer.isTrailer(bytes, at: position) else {
            throw NibArchiveError(.trailingBytes, "\(size - position) bytes follow the last section", offset: position)
        }
        guard coderVersion >= NibArchiveTrailer.minimumCoderVersion, classesLast else {
            throw NibArchiveError(
                .trailingBytes,
                classesLast
                    ? "Xcode's LNE trailer follows the last section of a coder-\(coderVersion) archive (only coder 10 writes it)"
                    : "Xcode's LNE trailer follows another section than the class table", offset: position)
        }
    }

    private mutating func parseObjects(_ base: UnsafeRawPointer, _ size: Int) throws(NibArchiveError) -> Int {
        var cursor = ByteCursor(base: base, end: size, position: Int(header.objectsOffset), section: "object")
        let classCount = header.classCount, valueCount = header.valueCount
        objects.reserveCapacity(Int(header.objectCount))
        // Slices may not share values: the values claimed by all objects together never
        // exceed the value table, so no reader of the objects' values does more work than
        // the file holds (N objects all claiming one M-value slice would cost N × M).
        var claimed: UInt64 = 0
        for _ in 0..<header.objectCount {
            let start = cursor.position
            let classIndex = try cursor.varint("an object's class index")
            let first = try cursor.varint("an object's first value index")
            let count = try cursor.varint("an object's value count")
            guard classIndex < classCount else {
                throw NibArchiveError(
                    .classIndexOutOfRange, "object \(objects.count) has class index \(classIndex) but there are \(classCount) classes", offset: start)
            }
            guard first <= valueCount, count <= valueCount - first else {
                throw NibArchiveError(
                    .valueIndexOutOfRange,
                    "object \(objects.count) has values \(first)..<\(UInt64(first) + UInt64(count)) but there are \(valueCount) values", offset: start
                )
            }
            claimed += UInt64(count)
            guard claimed <= UInt64(valueCount) else {
                throw NibArchiveError(
                    .overlappingValueSlices,
                    "object \(objects.count)'s values \(first)..<\(UInt64(first) + UInt64(count)) bring the values claimed by objects to \(claimed), more than the \(valueCount) in the table: value slices overlap",
                    offset: start)
            }
            objects.append(ObjectEntry(classIndex: classIndex, firstValue: first, valueCount: count))
        }
        return cursor.position
    }

    private mutating func parseKeys(_ base: UnsafeRawPointer, _ size: Int) throws(NibArchiveError) -> Int {
        let count = Int(header.keyCount)
        var parser = KeyParser(
            base: base, cursor: ByteCursor(base: base, end: size, position: Int(header.keysOffset), section: "key"), count: count)
        // Filled in place (``Swift/Array/fill(_:with:)``), not through
        // `Array(unsafeUninitializedCapacity:)`, whose allocation looks the element type up in
        // the runtime's metadata cache on every call (a cost that moves with the binary's layout).
        keys = []
        keys.fill(count, with: &parser)
        if let failure = parser.failure { throw failure }
        return parser.cursor.position
    }

    /// Payload sizes by type byte, a nibble each (tags 0…10); `0xF` marks data (varint length).
    private static let payloadSizes: UInt64 = {
        var table: UInt64 = 0
        for type in NibValueType.allCases {
            table |= UInt64(type.fixedPayloadSize ?? 0xF) << (UInt64(type.rawValue) * 4)
        }
        return table
    }()

    private mutating func parseValues(_ base: UnsafeRawPointer, _ size: Int) throws(NibArchiveError) -> Int {
        let count = Int(header.valueCount)
        var parser = ValueParser(
            base: base, cursor: ByteCursor(base: base, end: size, position: Int(header.valuesOffset), section: "value"), count: count,
            keyCount: header.keyCount, objectCount: header.objectCount, sizes: Self.payloadSizes)
        values = []
        values.fill(count, with: &parser)
        if let failure = parser.failure { throw failure }
        return parser.cursor.position
    }

    private mutating func parseClasses(_ base: UnsafeRawPointer, _ size: Int) throws(NibArchiveError) -> Int {
        var cursor = ByteCursor(base: base, end: size, position: Int(header.classesOffset), section: "class")
        let classCount = header.classCount
        classes.reserveCapacity(Int(classCount))
        for _ in 0..<classCount {
            let start = cursor.position
            let length = try cursor.varint("a class name's length")
            let fallbackCount = try cursor.varint("a class's fallback count")
            guard Int(fallbackCount) <= (size - cursor.position) / 4 else { throw cursor.truncated("a class's fallback indices") }
            let fallbackOffset = try cursor.skip(4 * Int(fallbackCount), "a class's fallback indices")
            for i in 0..<Int(fallbackCount) {
                let fallback = Int32(littleEndian: base.loadUnaligned(fromByteOffset: fallbackOffset + 4 * i, as: Int32.self))
                guard fallback >= 0, UInt32(fallback) < classCount else {
                    throw NibArchiveError(
                        .fallbackIndexOutOfRange, "class \(classes.count) has fallback \(fallback) but there are \(classCount) classes",
                        offset: fallbackOffset + 4 * i)
                }
            }
            let nameOffset = try cursor.skip(Int(length), "a class name")
            guard length > 0, base.load(fromByteOffset: nameOffset + Int(length) - 1, as: UInt8.self) == 0 else {
                throw NibArchiveError(.classNameMissingNUL, "class \(classes.count)'s name does not end in NUL", offset: start)
            }
            guard Self.isValidUTF8(UnsafeRawBufferPointer(start: base + nameOffset, count: Int(length) - 1)) else {
                throw NibArchiveError(.invalidClassNameUTF8, "class \(classes.count)'s name is not valid UTF-8", offset: nameOffset)
            }
            classes.append(
                ClassEntry(
                    nameOffset: UInt32(nameOffset), nameLength: length - 1, fallbackOffset: UInt32(fallbackOffset), fallbackCount: fallbackCount))
        }
        return cursor.position
    }

    /// ASCII fast path, full validation otherwise.
    @inline(__always)
    static func isValidUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var combined: UInt64 = 0
        var i = 0
        while i &+ 8 <= bytes.count {
            combined |= base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i &+= 8
        }
        while i < bytes.count {
            combined |= UInt64(base.load(fromByteOffset: i, as: UInt8.self))
            i &+= 1
        }
        if combined & 0x8080_8080_8080_8080 == 0 { return true }
        return String(validating: bytes, as: UTF8.self) != nil
    }
}
