import Foundation
import NibArchive
import Testing
import TestSupport

/// Every Apple-compiled vector decodes and re-encodes byte for byte.
struct VectorTests {
    @Test func vectorsArePresent() throws {
        #expect(try Vectors.nibNames().count == 185)
    }

    @Test(arguments: try Vectors.nibNames())
    func decodesAndReencodesByteForByte(_ name: String) throws {
        let bytes = try Vectors.nibBytes(name)
        let archive = try NibArchive(bytes: bytes)
        #expect(archive.header.formatVersion == 1)
        #expect(archive.header.coderVersion == 10)
        #expect(archive.objectCount > 0)
        #expect(archive.className(ofObject: 0) == "NSObject")
        let reencoded = try NibArchiveDocument(archive).encoded()
        #expect(reencoded == bytes, "\(name): re-encoding differs (\(reencoded.count) vs \(bytes.count) bytes)")
    }

    @Test(arguments: ["minimal.nib", "blocklist_big.nib"])
    func readsTheSameFromArrayDataAndMapping(_ name: String) throws {
        let path = try Vectors.nibArchiveFolder() + "/" + name
        let fromArray = NibArchiveDocument(try NibArchive(bytes: Vectors.nibBytes(name)))
        let fromData = NibArchiveDocument(try NibArchive(data: Data(contentsOf: URL(fileURLWithPath: path))))
        let mapped = try NibArchive(contentsOf: path, mapped: true)
        #expect(mapped.storage.isMapped)
        #expect(fromArray == fromData)
        #expect(fromArray == NibArchiveDocument(mapped))
        #expect(fromArray == NibArchiveDocument(try NibArchive(contentsOf: path)))
    }

    @Test func dataValuesAreSlicesOfTheInputNotCopies() throws {
        let path = try Vectors.nibArchiveFolder() + "/minimal.nib"
        let archive = try NibArchive(contentsOf: path, mapped: true)
        let region = archive.storage.bytes
        var sawData = false
        for i in 0..<archive.valueCount {
            guard case .data(let data) = archive.value(i) else { continue }
            sawData = true
            data.withUnsafeBytes { bytes in
                let start = bytes.baseAddress.map { $0 - region.baseAddress! } ?? 0
                #expect(start >= 0 && start + bytes.count <= region.count)
            }
        }
        #expect(sawData)
    }

    @Test func keyAndValueLookup() throws {
        let archive = try NibArchive(contentsOf: Vectors.nibArchiveFolder() + "/minimal.nib")
        // Root → IB.objectdata → NSIBObjectData → NSRoot → NSCustomObject → NSClassName → "NSApplication"
        let objectData = try #require(archive.value(forKey: "IB.objectdata", inObject: 0)?.objectIndex)
        #expect(archive.className(ofObject: objectData) == "NSIBObjectData")
        let root = try #require(archive.value(forKey: "NSRoot", inObject: objectData)?.objectIndex)
        let name = try #require(archive.value(forKey: "NSClassName", inObject: root)?.objectIndex)
        let bytes = try #require(archive.value(forKey: "NS.bytes", inObject: name)?.dataValue)
        #expect(bytes.utf8String == "NSApplication")
        #expect(archive.value(forKey: "IB.systemFontUpdateVersion", inObject: 0) == .int8(1))
        #expect(archive.keyIndex(named: "no such key") == nil)
        #expect(archive.value(forKey: "NSRoot", inObject: 0) == nil)
    }

    @Test func dumpIsOneJSONDocument() throws {
        let archive = try NibArchive(contentsOf: Vectors.nibArchiveFolder() + "/minimal.nib")
        let json = try NibArchiveDump(archive, file: "minimal.nib").json()
        let decoded = try JSONDecoder().decode(NibArchiveDump.self, from: json)
        #expect(decoded == NibArchiveDump(archive, file: "minimal.nib"))
        #expect(decoded.objects.count == archive.objectCount)
        #expect(decoded.header.keys.count == UInt32(archive.keyCount))
        let string = try #require(decoded.objects[4].values.first)
        #expect(string.type == "data" && string.utf8 == "NSApplication")
    }
}
