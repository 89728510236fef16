import NibArchive
import Testing

/// Hostile archives are refused before they cost more than their size: no reservation from
/// a header count the file cannot hold, no value slice shared by many objects.
struct ResourceBoundTests {
    private func decodeError(_ bytes: [UInt8]) -> NibArchiveError? {
        do {
            _ = try NibArchive(bytes: bytes)
            return nil
        } catch {
            return error
        }
    }

    /// 10,000 objects of 4 bytes each claiming the same 1,000-value slice: 10 M values for
    /// every reader that walks objects' values (dump, model, runtime), from 42 KB. Found by
    /// reading the reader while fuzzing (`nibarchive`, `instantiate` targets).
    @Test func objectsSharingOneValueSliceAreRefused() throws {
        var raw = RawArchive()
        raw.keys = [0x81, 0x6B] // "k"
        raw.keyCount = 1
        raw.values = Array([[UInt8]](repeating: [0x80, 0x09], count: 1000).joined()) // k = nil
        raw.valueCount = 1000
        // class 0, values 0..<1000 (varint 1000 = 68 87)
        raw.objects = Array([[UInt8]](repeating: [0x80, 0x80, 0x68, 0x87], count: 10_000).joined())
        raw.objectCount = 10_000
        let error = try #require(decodeError(raw.bytes()))
        #expect(error.code == .overlappingValueSlices && error.offset == 54, "\(error)") // the second object
        #expect(error.description.contains("value slices overlap"))

        // Slices that merely touch, or leave values unclaimed, are fine.
        raw.objects = [0x80, 0x80, 0x68, 0x83, 0x80, 0x68, 0x83, 0x68, 0x83] // 0..<488, 488..<976
        raw.objectCount = 2
        #expect(decodeError(raw.bytes()) == nil)
    }

    @Test func writerRefusesOverlappingValueSlices() {
        let document = NibArchiveDocument(
            objects: [.init(classIndex: 0, values: 0..<1), .init(classIndex: 0, values: 0..<1)],
            keys: ["k"], values: [.init(keyIndex: 0, value: .null)], classes: [.init(name: "NSObject")])
        #expect { try document.encoded() } throws: { ($0 as? NibArchiveError)?.code == .unrepresentable }
    }

    /// Counts up to 2^32 − 1 in a 64-byte file are refused from the header alone, naming the
    /// count's header field, before any table is reserved.
    @Test(arguments: [UInt32(1) << 31, .max])
    func headerCountsBeyondTheFileAreRefused(count: UInt32) throws {
        let cases: [(WritableKeyPath<NibArchiveHeader, UInt32>, Int)] = [
            (\.objectCount, 18), (\.keyCount, 26), (\.valueCount, 34), (\.classCount, 42)
        ]
        for (field, offset) in cases {
            let error = try #require(decodeError(RawArchive().bytes { $0[keyPath: field] = count }))
            #expect(error.code == .countOrOffsetBeyondFile && error.offset == offset, "\(error)")
        }
    }

    /// A data value whose varint length claims 4 GiB − 1 bytes is refused at its length.
    @Test func dataLengthsBeyondTheFileAreRefused() throws {
        var raw = RawArchive()
        raw.keys = [0x81, 0x61]
        raw.keyCount = 1
        raw.values = [0x80, 8, 0x7F, 0x7F, 0x7F, 0x7F, 0x8F]
        raw.valueCount = 1
        raw.classes = []
        raw.classCount = 0
        raw.objects = []
        raw.objectCount = 0
        let error = try #require(decodeError(raw.bytes()))
        #expect(error.code == .truncatedSection && error.offset == 59, "\(error)")
    }
}
