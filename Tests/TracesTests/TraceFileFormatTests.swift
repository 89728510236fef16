import Foundation
import NibbenchSupport
import Testing
import Corpus
import Traces
import Manifest

/// Issue 16, items 6 and 7: libCacheSim's trace names, content sniffing, no raw bytes in
/// errors, and the default trace model.
struct TraceFileFormatTests {
    static func oracleGeneral(_ ids: [UInt64]) -> [UInt8] {
        var records = LibCacheSimTrace(
            records: ids.enumerated().map {
                LibCacheSimRecord(timestamp: UInt32($0.offset + 1), objectID: $0.element, objectSize: 100, nextAccessVtime: -1)
            })
        let next = LibCacheSimTrace.nextAccessVtimes(ids)
        for i in records.records.indices { records.records[i].nextAccessVtime = next[i] }
        return records.oracleGeneralBytes()
    }

    @Test(arguments: [
        "cloudPhysicsIO.oracleGeneral.bin", "data/x.oracleGeneral", "w.oracleGeneral.sample10", "x.oracleGeneral.zst", "a/b.OracleGeneral.bin"
    ])
    func libCacheSimNames(_ name: String) {
        #expect(TraceFileFormat.named(name) == .oracleGeneral)
    }

    @Test(arguments: ["trace.csv", "oracleGeneral", "dir.oracleGeneral/t.csv", "x.bin"])
    func otherNames(_ name: String) {
        #expect(TraceFileFormat.named(name) == nil)
    }

    @Test func sniffing() {
        #expect(TraceFileFormat.sniff(Array("seq,nib,event\n1,a,load\n".utf8)) == .ours)
        #expect(TraceFileFormat.sniff(Array("time,obj_id,obj_size\r\n1,2,3\n".utf8)) == .libcachesimCSV)
        #expect(TraceFileFormat.sniff(Self.oracleGeneral([5, 6, 5, 7])) == .oracleGeneral)
        #expect(TraceFileFormat.sniff([0x00, 0x01, 0x02]) == nil)
        // 24 bytes whose next-access field points backwards are not oracleGeneral.
        var bad = Self.oracleGeneral([5])
        bad.replaceSubrange(16..<24, with: [0xF0, 0, 0, 0, 0, 0, 0, 0x80])
        #expect(TraceFileFormat.sniff(bad) == nil)
    }

    @Test("binary data read as our CSV or libCacheSim CSV is refused without quoting it")
    func binaryAsCSV() throws {
        let bytes = Self.oracleGeneral([5, 6, 5])
        for error in [
            #expect(throws: InputError.self) { try AccessTrace.parse(bytes, file: "t") },
            #expect(throws: InputError.self) { try LibCacheSimTrace(csv: bytes, file: "t") }
        ] {
            let error = try #require(error)
            #expect(error.code == .badHeader)
            #expect(error.message.contains("binary data"))
            #expect(error.message.contains("oracleGeneral"))
            #expect(error.description.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0 != "\u{FFFD}" })
        }
    }

    @Test("quoted fields escape control and non-UTF-8 bytes")
    func quotedFields() throws {
        let error = try #require(
            #expect(throws: InputError.self) {
                try AccessTrace.parse(Array("seq,nib,event\n1,a,lo\u{7}\n".utf8) + [0xFF], file: "t")
            })
        #expect(error.description.contains("lo\\x07"), "\(error)")
        let csv = try #require(
            #expect(throws: InputError.self) {
                try LibCacheSimTrace(csv: Array("time,obj_id,obj_size\n1,\n".utf8).dropLast() + [0xC3, 0x28, 0x2C, 0x31], file: "l")
            })
        #expect(csv.description.contains("\\xc3("), "\(csv)")
    }

    @Test func zstdRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-zst-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data([0x28, 0xB5, 0x2F, 0xFD, 1, 2]).write(to: URL(fileURLWithPath: folder + "/t.bin"))
        let error = try #require(#expect(throws: InputError.self) { try TraceFile(path: folder + "/t.bin") })
        #expect(error.message.contains("zstd"))
    }

    @Test("the default model is run's former literal")
    func appDefault() throws {
        let literal = try TraceModel(
            parsing: "mix(0.7:navigation(fanOut=3,back=0.35,maxDepth=8,burst=6,scroll=0.5,cellTypes=2), 0.3:zipf(alpha=0.9))")
        #expect(TraceModel.appDefault == literal)
    }

    @Test func messageText() {
        #expect(MessageText.quoting(Array("é\u{1}x".utf8) + [0xFF]) == "é\\x01x\\xff")
        #expect(MessageText.quoting(Array(repeating: UInt8(ascii: "a"), count: 70)).hasSuffix("a…"))
        #expect(MessageText.oneLine("a\nb\u{1B}") == "a\\u{a}b\\u{1b}")
        #expect(MessageText.counted(1, "memory warning") == "1 memory warning")
        #expect(MessageText.counted(0, "memory warning") == "0 memory warnings")
        #expect(MessageText.counted(2, "query", "queries") == "2 queries")
        #expect(MessageText.looksLikeText(Array("héllo".utf8).dropLast()))
        #expect(!MessageText.looksLikeText([0x61, 0x00]))
        #expect(!MessageText.looksLikeText([0x61, 0xFF, 0x61]))
    }

    @Test func ioErrorsInWords() throws {
        let error = try #require(#expect(throws: InputError.self) { try CorpusSpec.load(from: "/nonexistent/spec.json") })
        #expect(error.description == "/nonexistent/spec.json: cannot read: no such file (io)")
        let write = try #require(
            #expect(throws: InputError.self) {
                try LibCacheSimTrace(records: []).writeCSV(to: "/nonexistent/folder/t.csv")
            })
        #expect(write.message == "cannot write: the folder /nonexistent/folder does not exist")
    }
}
