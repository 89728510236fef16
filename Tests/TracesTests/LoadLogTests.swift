import NibbenchSupport
import Testing
import Traces
import Manifest
import TestSupport

/// Recorded load logs as a trace format (issue 32, item 3): grammar, name matching, errors at
/// line:column, detection, and conversion to our CSV.
struct LoadLogTests {
    static let manifest = CorpusManifest(
        nibs: ["Main/FeedCell", "Main/Feed", "Settings", "A/Row", "B/Row"].enumerated().map {
            .init(name: $1, kind: .view, objectCount: 1, xibBytes: 1, nibBytes: 10 + $0, sha256: Fixture.sha($0))
        })

    func parse(_ text: String, manifest: CorpusManifest? = LoadLogTests.manifest) throws -> [TraceEvent] {
        try LoadLogTraceFormat.parse(Array(text.utf8), file: "app.log", manifest: manifest).events
    }

    @Test func readsNamesTimestampsCommentsAndWarnings() throws {
        let text = """
            # recorded with a symbolic breakpoint

            [0.512] Main/Feed
              [12.345]   FeedCell\r
            2026-11-26T10:00:03.120Z Settings
            Settings 2026-11-26T10:00:04+01:00
            FeedCell [13]
            <memory-warning>
            \tMain/FeedCell
            """
        #expect(
            try parse(text) == [
                .load("Main/Feed"), .load("Main/FeedCell"), .load("Settings"), .load("Settings"), .load("Main/FeedCell"), .memoryWarning,
                .load("Main/FeedCell")
            ])
        // Without a manifest, names are kept as written.
        #expect(try parse("[1] FeedCell\nA/Row\n", manifest: nil) == [.load("FeedCell"), .load("A/Row")])
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        let text: String
        let line: Int
        let column: Int
        let code: InputError.Code
        let message: String
        var testDescription: String { text }
    }

    static let bad: [Bad] = [
        Bad(text: "Main/Feed\n  Missing\n", line: 2, column: 3, code: .unknownNib, message: "nib \"Missing\" is not in the manifest"),
        Bad(text: "Row\n", line: 1, column: 1, code: .unknownNib, message: "several nibs: A/Row, B/Row"),
        Bad(text: "# c\n[1.2.3] Settings\n", line: 2, column: 1, code: .badField, message: "malformed timestamp \"[1.2.3]\""),
        Bad(text: "Settings 2026-11-26T10:00Z\n", line: 1, column: 10, code: .badField, message: "malformed timestamp"),
        Bad(text: "[4.5]\n", line: 1, column: 1, code: .badField, message: "a timestamp without a nib name")
    ]

    @Test(arguments: bad)
    func badLinesAreReportedAtLineAndColumn(_ c: Bad) throws {
        let error = try #require(inputError { _ = try parse(c.text) })
        #expect((error.code, error.line, error.column, error.file) == (c.code, c.line, c.column, "app.log"), "\(error)")
        #expect(error.message.contains(c.message), "\(error)")
    }

    @Test func invalidNameWithoutAManifest() throws {
        let error = try #require(inputError { _ = try parse("ok\na,b\n", manifest: nil) })
        #expect(error.code == .badField && error.line == 2 && error.column == 1)
    }

    @Test func detectionTellsLogsFromCSV() {
        #expect(TraceFileFormat.sniff(Array("# log\nFeedCell\n".utf8)) == .loadLog)
        #expect(TraceFileFormat.sniff(Array("[0.1] Main/Feed\n".utf8)) == .loadLog)
        #expect(TraceFileFormat.sniff(Array("seq,nib,event\n1,A,load\n".utf8)) == .ours)
        #expect(TraceFileFormat.sniff(Array("".utf8)) == .ours)
        #expect(TraceFileFormat(rawValue: "load-log") == .loadLog)
    }

    @Test func convertsToOursAndBack() throws {
        let folder = ScratchDirectory()
        let log = folder.write("app.log", "[0.1] Feed\nFeedCell\n<memory-warning>\nSettings\n")
        let file = try TraceFile(path: log)
        #expect(file.format == .loadLog)
        let loaded = try LoadLogTraceFormat.read(file, manifest: Self.manifest, sizes: nil)
        #expect(loaded.trace.events == [.load("Main/Feed"), .load("Main/FeedCell"), .memoryWarning, .load("Settings")])
        _ = try LoadLogTraceFormat.write(loaded, to: folder.file("out.log"), manifest: Self.manifest, source: log)
        let again = try LoadLogTraceFormat.read(try TraceFile(path: folder.file("out.log")), manifest: Self.manifest, sizes: nil)
        #expect(again.trace == loaded.trace)
    }
}
