import Foundation
import NibbenchSupport
import Testing
import Traces
import Manifest

/// Issue 30, item 1: each trace file format is one `TraceFormat` type, and everything that
/// reads, ingests or converts traces goes through it.
struct TraceFormatTests {
    static let events: [TraceEvent] = [.load("a"), .load("b"), .memoryWarning, .load("a"), .load("c"), .load("b"), .load("a")]
    static let sizes = NibSizes(bytes: ["a": 100, "b": 2_000, "c": 30])

    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-format-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("every format's type names the format it implements", arguments: TraceFileFormat.allCases)
    func implementationIsTheFormat(_ format: TraceFileFormat) {
        #expect(format.implementation.format == format)
        #expect((format.implementation is any LibCacheSimTraceFormat.Type) == (format != .ours && format != .loadLog))
    }

    @Test(
        "a trace written in a format is detected and read back with its loads and sizes; the fast path agrees with the reference reader",
        arguments: TraceFileFormat.allCases)
    func writeDetectReadIngest(_ format: TraceFileFormat) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/t." + (format == .oracleGeneral ? "oracleGeneral.bin" : format == .loadLog ? "log" : "csv")
        let source = LoadedTrace(trace: AccessTrace(Self.events), sizes: Self.sizes)
        let notes = try format.implementation.write(source, to: path, manifest: nil, source: folder + "/source.csv")
        #expect(notes.first == "wrote \(format == .ours ? "7 events" : format == .loadLog ? "7 lines" : "6 records") to \(path)")

        let read = try LoadedTrace.load(path, format: nil, manifest: nil, sizesPath: nil)
        #expect(read.format == format)
        if format == .ours || format == .loadLog {
            // Nib names and memory warnings are kept.
            #expect(read.trace.events == Self.events)
        } else {
            // libCacheSim formats keep loads only, as obj-<id> names with their sizes.
            let ids = Self.events.compactMap(\.nib).map { "obj-\(LibCacheSimTrace.objectID(forNib: $0))" }
            #expect(read.trace.loads == ids)
            #expect(read.sizes?.bytes["obj-\(LibCacheSimTrace.objectID(forNib: "b"))"] == 2_000)
        }
        let fast = try IngestedTrace.load(path, format: nil, manifest: nil, sizesPath: nil)
        let reference = IngestedTrace(read)
        #expect(fast.requests == reference.requests)
        #expect(fast.format == format && fast.notes == reference.notes)
    }

    @Test("a libCacheSim format needs sizes to write, and says where they could come from")
    func libCacheSimWriteNeedsSizes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let unsized = LoadedTrace(trace: AccessTrace(Self.events), sizes: nil)
        #expect {
            _ = try OracleGeneralTraceFormat.write(unsized, to: folder + "/t.bin", manifest: nil, source: folder + "/in.csv")
        } throws: { error in
            let error = try #require(error as? InputError)
            return error.code == .invalidSpec && "\(error)".contains("put \(folder)/in.csv.sizes.json beside the trace")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/t.bin"))
    }
}
