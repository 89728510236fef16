import Foundation
import NibCache
import NibbenchSupport
import Testing
import Traces
import Manifest
import TestSupport

/// The fast readers `simulate` uses give exactly what the reference readers give: the same
/// requests, sizes and notes, and the same errors.
struct IngestedTraceTests {
    let manifest = Fixture.manifest(screens: 6, views: 2, cells: 12, nested: 2)

    private func generated(seed: UInt64) throws -> AccessTrace {
        let spec = TraceSpec(model: .zipf(alpha: 0.8), length: 3000, seed: seed, memoryWarnings: MemoryWarningSpec(ratePerLoad: 0.01))
        return try TraceGenerator(manifest: manifest, spec: spec).generate()
    }

    private func reference(_ path: String, sizes: String? = nil) throws -> IngestedTrace {
        IngestedTrace(try LoadedTrace.load(path, format: nil, manifest: nil, sizesPath: sizes))
    }

    private func expectSame(_ path: String, sizes: String? = nil) throws {
        let fast = try IngestedTrace.load(path, format: nil, manifest: nil, sizesPath: sizes)
        let slow = try reference(path, sizes: sizes)
        #expect(fast.requests == slow.requests && fast.hasSizes == slow.hasSizes && fast.notes == slow.notes && fast.format == slow.format)
        #expect(fast.fileBytes > 0)
    }

    @Test(arguments: [1, 2]) func everyFormatReadsAsTheReferenceReadersRead(seed: UInt64) throws {
        let folder = ScratchDirectory()
        let trace = try generated(seed: seed)
        try trace.write(to: folder.file("t.csv"))
        try expectSame(folder.file("t.csv"))
        try NibSizes(manifest: manifest).write(to: NibSizes.sidecarPath(forTrace: folder.file("t.csv")))
        try expectSame(folder.file("t.csv"))
        // libCacheSim formats: size-0 records skipped, a size that changes noted.
        var records = try LibCacheSimTrace(exporting: trace, sizes: NibSizes(manifest: manifest)).records
        records[3].objectSize = 0
        records[10].objectSize += 5
        let lcs = LibCacheSimTrace(records: records)
        try lcs.writeOracleGeneral(to: folder.file("t.oracleGeneral"))
        try lcs.writeCSV(to: folder.file("l.csv"))
        try expectSame(folder.file("t.oracleGeneral"))
        try expectSame(folder.file("l.csv"))
        let fast = try IngestedTrace.load(folder.file("l.csv"), format: nil, manifest: nil, sizesPath: nil)
        #expect(fast.notes.count == 2 && fast.requests.requests.count == records.count - 1)
        try NibSizes(bytes: ["obj-\(records[0].objectID)": 77]).write(to: folder.file("sizes.json"))
        try expectSame(folder.file("t.oracleGeneral"), sizes: folder.file("sizes.json"))
    }

    @Test(arguments: [
        "", "seq,nib,event\n1,a,load\n3,b,load\n", "seq,nib,event\n1,a,load\n2,,load\n", "seq,nib,event\n1,a\"b,load\n",
        "seq,nib,event\n01,a,load\n", "seq,nib,event\n1,a,load,x\n", "seq,nib,event\n1,a,memory-warning\n", "seq,nib,event\n1,a,load\n\n",
        "time,obj_id,obj_size\n1,2\n", "time,obj_id,obj_size\n1,2,3\n4,x,6\n", "time,obj_id,obj_size\n1,18446744073709551616,3\n"
    ])
    func errorsAreTheReferenceReadersErrors(text: String) throws {
        let folder = ScratchDirectory()
        let path = folder.file("bad.csv")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let fast = inputError { _ = try IngestedTrace.load(path, format: nil, manifest: nil, sizesPath: nil) }
        let slow = inputError { _ = try reference(path) }
        #expect(fast != nil && fast?.description == slow?.description, "\(String(describing: fast))")
    }

    @Test func aTruncatedOracleGeneralFileNamesItsOffset() throws {
        let folder = ScratchDirectory()
        try Data(repeating: 1, count: 50).write(to: URL(fileURLWithPath: folder.file("t.oracleGeneral")))
        let error = try #require(
            inputError { _ = try IngestedTrace.load(folder.file("t.oracleGeneral"), format: nil, manifest: nil, sizesPath: nil) })
        #expect(error.code == .truncatedRecord && error.offset == 48)
        let missing = try #require(inputError { _ = try IngestedTrace.load(folder.file("none"), format: nil, manifest: nil, sizesPath: nil) })
        #expect(missing.code == .io)
    }
}
