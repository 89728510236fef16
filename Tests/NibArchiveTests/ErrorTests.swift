import NibArchive
import Testing
import TestSupport

/// Each malformation gives its own error code at the right byte offset.
struct ErrorTests {
    private func decodeError(_ bytes: [UInt8]) -> NibArchiveError? {
        do {
            _ = try NibArchive(bytes: bytes)
            return nil
        } catch {
            return error
        }
    }

    private func expectError(_ bytes: [UInt8], _ code: NibArchiveError.Code, at offset: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation)
    {
        guard let error = decodeError(bytes) else {
            Issue.record("expected \(code), but the archive decoded", sourceLocation: sourceLocation)
            return
        }
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        if let offset {
            #expect(error.offset == offset, "\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func minimalRawArchiveIsValid() throws {
        let archive = try NibArchive(bytes: RawArchive().bytes())
        #expect(archive.objectCount == 1 && archive.className(0) == "NSObject")
    }

    @Test func header() {
        var bytes = RawArchive().bytes()
        bytes[3] = UInt8(ascii: "x")
        expectError(bytes, .badMagic, at: 3)
        expectError(RawArchive().bytes { $0.formatVersion = 2 }, .unsupportedVersion, at: 10)
        expectError(Array(RawArchive().bytes().prefix(49)), .truncatedHeader, at: 49)
        expectError([], .truncatedHeader, at: 0)
    }

    @Test func hostileCountsAndOffsets() {
        expectError(RawArchive().bytes { $0.objectCount = .max }, .countOrOffsetBeyondFile, at: 18)
        expectError(RawArchive().bytes { $0.valueCount = .max }, .countOrOffsetBeyondFile, at: 34)
        expectError(RawArchive().bytes { $0.classesOffset = .max }, .countOrOffsetBeyondFile, at: 46)
        expectError(
            RawArchive().bytes {
                $0.keyCount = 1; $0.keysOffset = 10
            }, .overlappingSections, at: 30)
    }

    @Test func sectionTiling() {
        // A key section starting at the object section's last byte parses (an empty key) but overlaps.
        var raw = RawArchive()
        raw.keys = [0x81, 0x61]
        raw.keyCount = 1
        expectError(raw.bytes { $0.keysOffset = 52 }, .overlappingSections, at: 52)
        // A byte that belongs to no section.
        var gap = RawArchive()
        gap.keys = [0x00]
        expectError(gap.bytes(), .overlappingSections, at: 53)
        expectError(RawArchive().bytes() + [0], .trailingBytes, at: 64)
        var truncated = RawArchive().bytes()
        truncated.removeLast(3)
        expectError(truncated, .truncatedSection, at: 55)
    }

    @Test func varints() {
        var long = RawArchive()
        long.keys = [0x00, 0x00, 0x00, 0x00, 0x00, 0x81]
        long.keyCount = 1
        expectError(long.bytes(), .varintTooLong, at: 53)
        var overflow = RawArchive()
        overflow.keys = [0x00, 0x00, 0x00, 0x00, 0x90]
        overflow.keyCount = 1
        expectError(overflow.bytes(), .varintOverflow, at: 53)
        #expect(NibVarint.encode(0) == [0x80])
        #expect(NibVarint.encode(127) == [0xFF])
        #expect(NibVarint.encode(128) == [0x00, 0x81])
        #expect(NibVarint.encode(.max) == [0x7F, 0x7F, 0x7F, 0x7F, 0x8F])
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<10_000 {
            let value = UInt32.random(in: 0...(.max), using: &rng) >> UInt32.random(in: 0...31, using: &rng)
            let encoded = NibVarint.encode(value)
            let decoded = encoded.withUnsafeBytes { try? NibVarint.decode($0) }
            #expect(decoded?.value == value && decoded?.length == encoded.count)
        }
    }

    @Test func valuesAndIndices() {
        func withValue(_ bytes: [UInt8], keys: UInt32 = 1) -> [UInt8] {
            var raw = RawArchive()
            raw.keys = keys == 1 ? [0x81, 0x61] : []
            raw.keyCount = keys
            raw.values = bytes
            raw.valueCount = 1
            return raw.bytes()
        }
        #expect(decodeError(withValue([0x80, 9])) == nil)
        expectError(withValue([0x80, 11]), .unknownValueType, at: 56)
        expectError(withValue([0x81, 9]), .keyIndexOutOfRange, at: 55)
        expectError(withValue([0x80, 10, 5, 0, 0, 0]), .objectIndexOutOfRange, at: 57)
        // A data length that runs into the class table: the sections then overlap.
        expectError(withValue([0x80, 8, 0x85, 1]), .overlappingSections)
        var lastSection = RawArchive()
        lastSection.classes = []
        lastSection.classCount = 0
        lastSection.keys = [0x81, 0x61]
        lastSection.keyCount = 1
        lastSection.values = [0x80, 8, 0x85, 1]
        lastSection.valueCount = 1
        lastSection.objects = []
        lastSection.objectCount = 0
        expectError(lastSection.bytes(), .truncatedSection, at: 55)

        var badClass = RawArchive()
        badClass.objects = [0x81, 0x80, 0x80]
        expectError(badClass.bytes(), .classIndexOutOfRange, at: 50)
        var badSlice = RawArchive()
        badSlice.objects = [0x80, 0x80, 0x82]
        expectError(badSlice.bytes(), .valueIndexOutOfRange, at: 50)
    }

    @Test func strings() {
        var key = RawArchive()
        key.keys = [0x82, 0xC3, 0x28]
        key.keyCount = 1
        expectError(key.bytes(), .invalidKeyUTF8, at: 53)
        var name = RawArchive()
        name.classes = [0x83, 0x80, 0xFF, 0xFE, 0x00]
        expectError(name.bytes(), .invalidClassNameUTF8, at: 55)
        var noNUL = RawArchive()
        noNUL.classes = [0x82, 0x80, 0x41, 0x42]
        expectError(noNUL.bytes(), .classNameMissingNUL, at: 53)
        var empty = RawArchive()
        empty.classes = [0x80, 0x80, 0x80]
        expectError(empty.bytes(), .classNameMissingNUL, at: 53)
        var fallback = RawArchive()
        fallback.classes = [0x82, 0x81, 5, 0, 0, 0, 0x41, 0x00]
        expectError(fallback.bytes(), .fallbackIndexOutOfRange, at: 55)
        var negative = RawArchive()
        negative.classes = [0x82, 0x81, 0xFF, 0xFF, 0xFF, 0xFF, 0x41, 0x00]
        expectError(negative.bytes(), .fallbackIndexOutOfRange, at: 55)
    }

    @Test func errorsRenderOnOneLineWithFileAndOffset() {
        let error = NibArchiveError(.trailingBytes, "3 bytes follow the last section", offset: 66).inFile("a.nib")
        #expect(error.description == "a.nib: byte 66: 3 bytes follow the last section (trailing-bytes)")
    }

    @Test func fileErrorsNameTheFile() {
        #expect(throws: NibArchiveError.self) { try NibArchive(contentsOf: "/nonexistent/x.nib") }
        do {
            _ = try NibArchive(contentsOf: "/nonexistent/x.nib", mapped: true)
        } catch {
            #expect(error.code == .io && error.file == "/nonexistent/x.nib")
        }
    }

    @Test func writerRejectsDanglingIndices() {
        let document = NibArchiveDocument(objects: [.init(classIndex: 1, values: 0..<0)], classes: [.init(name: "NSObject")])
        #expect(throws: NibArchiveError.self) { try document.encoded() }
    }
}
