import Foundation
import NibbenchSupport
import Testing
import Traces
import Manifest
import TestSupport

/// libCacheSim oracleGeneral and CSV: layout, next-access indices, round trips, bounds checks.
struct LibCacheSimTests {
    let manifest = Fixture.manifest(screens: 6, views: 2, cells: 12, nested: 2)

    func generated(seed: UInt64, warnings: Double = 0.02) throws -> AccessTrace {
        let model = TraceModel.mixture([
            MixtureComponent(weight: 4, model: .navigation(NavigationParameters())), MixtureComponent(weight: 1, model: .zipf(alpha: 0.7))
        ])
        let spec = TraceSpec(model: model, length: 4000, seed: seed, memoryWarnings: MemoryWarningSpec(ratePerLoad: warnings))
        return try TraceGenerator(manifest: manifest, spec: spec).generate()
    }

    @Test func objectIDs() {
        // FNV-1a 64 reference values.
        #expect(LibCacheSimTrace.objectID(forNib: "a") == 0xaf63_dc4c_8601_ec8c)
        #expect(LibCacheSimTrace.objectID(forNib: "foobar") == 0x8594_4171_f739_67e8)
        #expect(LibCacheSimTrace.objectID(forNib: "obj-42") == 42)
        #expect(LibCacheSimTrace.objectID(forNib: "obj-18446744073709551615") == UInt64.max)
        #expect(LibCacheSimTrace.objectID(forNib: "obj-042") != 42, "not canonical: hashed")
        #expect(LibCacheSimTrace.objectID(forNib: "obj-+42") != 42)
        #expect(LibCacheSimTrace.objectID(forNib: "obj-18446744073709551616") != 0)
    }

    @Test func oracleGeneralLayoutIsPackedLittleEndian() {
        let trace = LibCacheSimTrace(records: [
            LibCacheSimRecord(timestamp: 0x0102_0304, objectID: 0x1112_1314_1516_1718, objectSize: 0x2122_2324, nextAccessVtime: -1)
        ])
        #expect(
            trace.oracleGeneralBytes() == [
                0x04, 0x03, 0x02, 0x01,
                0x18, 0x17, 0x16, 0x15, 0x14, 0x13, 0x12, 0x11,
                0x24, 0x23, 0x22, 0x21,
                0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF
            ])
    }

    @Test func exportHasOneRecordPerLoadWithCorrectNextAccess() throws {
        let trace = try generated(seed: 1)
        let export = try LibCacheSimTrace(exporting: trace, sizes: NibSizes(manifest: manifest))
        let loads = trace.loads
        #expect(export.records.count == loads.count)
        #expect(export.droppedMemoryWarnings == trace.memoryWarningCount && export.droppedMemoryWarnings > 0)
        let sizeByName = NibSizes(manifest: manifest)
        for (i, record) in export.records.enumerated() {
            #expect(record.timestamp == UInt32(i + 1))
            #expect(record.objectID == LibCacheSimTrace.objectID(forNib: loads[i]))
            #expect(Int(record.objectSize) == sizeByName[loads[i]])
            // Brute force: the 1-based index of the next load of the same nib.
            let next = loads[(i + 1)...].firstIndex(of: loads[i]).map { Int64($0 + 1) } ?? -1
            #expect(record.nextAccessVtime == next)
        }
    }

    @Test func oracleGeneralRoundTripThroughFiles() throws {
        let folder = ScratchDirectory()
        let trace = try generated(seed: 2)
        let export = try LibCacheSimTrace(exporting: trace, sizes: NibSizes(manifest: manifest))
        try export.writeOracleGeneral(to: folder.file("t.oracleGeneral"))
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: folder.file("t.oracleGeneral"))))
        #expect(bytes.count == 24 * export.records.count)
        let read = try LibCacheSimTrace(oracleGeneralFile: folder.file("t.oracleGeneral"), verifyNextAccess: true)
        #expect(read.records == export.records && read.skippedZeroSizeRecords == 0)
        // Back to our format with the manifest: the loads come back exactly.
        let back = try read.accessTrace(manifest: manifest)
        #expect(back.trace.loads == trace.loads && back.sizeChanges == 0)
        #expect(back.trace.memoryWarningCount == 0)
        // And without it: synthetic names, sizes in a sidecar, ids preserved on re-export.
        let anonymous = try read.accessTrace()
        #expect(anonymous.trace.loads.allSatisfy { $0.hasPrefix("obj-") })
        let again = try LibCacheSimTrace(exporting: anonymous.trace, sizes: anonymous.sizes)
        #expect(again.oracleGeneralBytes() == bytes)
    }

    @Test func csvRoundTrip() throws {
        let trace = try generated(seed: 3, warnings: 0)
        let export = try LibCacheSimTrace(exporting: trace, sizes: NibSizes(manifest: manifest))
        let text = export.csvBytes()
        #expect(String(decoding: text.prefix(21), as: UTF8.self) == "time,obj_id,obj_size\n")
        let read = try LibCacheSimTrace(csv: text)
        #expect(read.records == export.records, "next-access indices are recomputed on read")
        #expect(try read.accessTrace(manifest: manifest).trace == trace)
    }

    @Test func zeroSizeRecordsAreSkipped() throws {
        let records = [
            LibCacheSimRecord(timestamp: 1, objectID: 7, objectSize: 10, nextAccessVtime: 3),
            LibCacheSimRecord(timestamp: 2, objectID: 8, objectSize: 0, nextAccessVtime: -1),
            LibCacheSimRecord(timestamp: 3, objectID: 7, objectSize: 12, nextAccessVtime: Int64.max)
        ]
        let read = try LibCacheSimTrace(oracleGeneral: LibCacheSimTrace(records: records).oracleGeneralBytes(), verifyNextAccess: true)
        #expect(read.records.map(\.objectID) == [7, 7] && read.skippedZeroSizeRecords == 1)
        let imported = try read.accessTrace()
        #expect(imported.trace.loads == ["obj-7", "obj-7"] && imported.sizes["obj-7"] == 10 && imported.sizeChanges == 1)
        let csv = try LibCacheSimTrace(csv: Array("time,obj_id,obj_size\n1,5,0\n2,5,9\n".utf8))
        #expect(csv.records == [LibCacheSimRecord(timestamp: 2, objectID: 5, objectSize: 9, nextAccessVtime: -1)] && csv.skippedZeroSizeRecords == 1)
    }

    @Test(arguments: [1, 5, 23, 25, 47, 71])
    func truncatedRecordReportsItsOffset(length: Int) throws {
        let bytes = LibCacheSimTrace(records: (0..<3).map { LibCacheSimRecord(timestamp: $0, objectID: 1, objectSize: 1, nextAccessVtime: -1) })
            .oracleGeneralBytes()
        let error = try #require(inputError { _ = try LibCacheSimTrace(oracleGeneral: Array(bytes.prefix(length)), file: "t.bin") })
        #expect(error.code == .truncatedRecord && error.offset == length / 24 * 24 && error.file == "t.bin")
        #expect(error.description.hasPrefix("t.bin: byte \(length / 24 * 24): truncated record: \(length % 24) of 24 bytes"))
    }

    @Test func wrongNextAccessIsReportedAtItsRecord() throws {
        var records = try LibCacheSimTrace(exporting: generated(seed: 4), sizes: NibSizes(manifest: manifest)).records
        records[57].nextAccessVtime += 1
        let bytes = LibCacheSimTrace(records: records).oracleGeneralBytes()
        let error = try #require(inputError { _ = try LibCacheSimTrace(oracleGeneral: bytes, verifyNextAccess: true) })
        #expect(error.code == .badNextAccess && error.offset == 57 * 24)
        #expect(try LibCacheSimTrace(oracleGeneral: bytes).records.count == records.count, "unchecked by default")
    }

    struct BadCSV: CustomTestStringConvertible, Sendable {
        let text: String
        let line: Int
        let column: Int
        let code: InputError.Code
        var testDescription: String { text.debugDescription }
    }

    static let badCSV: [BadCSV] = [
        BadCSV(text: "", line: 1, column: 1, code: .badHeader),
        BadCSV(text: "time,obj,obj_size\n", line: 1, column: 9, code: .badHeader),
        BadCSV(text: "time,obj_id,obj_size\n1,2\n", line: 2, column: 4, code: .badField),
        BadCSV(text: "time,obj_id,obj_size\n1,2,3,4\n", line: 2, column: 6, code: .badField),
        BadCSV(text: "time,obj_id,obj_size\n1,2,3\n4,x,6\n", line: 3, column: 3, code: .badField),
        BadCSV(text: "time,obj_id,obj_size\n1,2,\n", line: 2, column: 5, code: .badField),
        BadCSV(text: "time,obj_id,obj_size\n4294967296,2,3\n", line: 2, column: 1, code: .badField),
        BadCSV(text: "time,obj_id,obj_size\n1,18446744073709551616,3\n", line: 2, column: 3, code: .badField),
        BadCSV(text: "time,obj_id,obj_size\n1,2,-3\n", line: 2, column: 5, code: .badField),
        BadCSV(text: "time,obj_id,obj_size\n1,2,3\n\n", line: 3, column: 1, code: .badField)
    ]

    @Test(arguments: badCSV)
    func csvErrorsPointAtLineAndColumn(_ c: BadCSV) throws {
        let error = try #require(inputError { _ = try LibCacheSimTrace(csv: Array(c.text.utf8), file: "l.csv") })
        #expect(error.code == c.code && error.line == c.line && error.column == c.column, "\(error)")
    }

    @Test func exportRejectsWhatLibCacheSimCannotHold() throws {
        let trace = AccessTrace([.load("A"), .load("B")])
        let zero = try #require(inputError { _ = try LibCacheSimTrace(exporting: trace, sizes: NibSizes(bytes: ["A": 1, "B": 0])) })
        #expect(zero.code == .unrepresentable)
        let missing = try #require(inputError { _ = try LibCacheSimTrace(exporting: trace, sizes: NibSizes(bytes: ["A": 1])) })
        #expect(missing.code == .unknownNib)
        let huge = try #require(inputError { _ = try LibCacheSimTrace(exporting: trace, sizes: NibSizes(bytes: ["A": 1, "B": 1 << 32])) })
        #expect(huge.code == .unrepresentable)
        // "obj-<FNV-1a of A>" collides with "A".
        let clash = AccessTrace([.load("A"), .load("obj-\(LibCacheSimTrace.objectID(forNib: "A"))")])
        let collision = try #require(
            inputError {
                _ = try LibCacheSimTrace(exporting: clash, sizes: NibSizes(bytes: ["A": 1, "obj-\(LibCacheSimTrace.objectID(forNib: "A"))": 1]))
            })
        #expect(collision.code == .unrepresentable && collision.message.contains("same object id"))
    }

    @Test func importWithAManifestRejectsUnknownIDs() throws {
        let trace = LibCacheSimTrace(records: [LibCacheSimRecord(timestamp: 1, objectID: 12345, objectSize: 1, nextAccessVtime: -1)])
        let error = try #require(inputError { _ = try trace.accessTrace(manifest: manifest) })
        #expect(error.code == .unknownNib && error.message.contains("12345"))
    }
}
