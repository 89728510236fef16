import Foundation
import Records
@testable import Reporting
import TestSupport
import Testing

/// recommend's folder from its document (issue 54 item 3): two `recommend.json` files written
/// by `nibbench recommend` before the flow was made one — an app with a file not imported and a
/// nib not profiled, confirmed by measured runs; a corpus with `--confirm 0` — render to the
/// same bytes that command wrote: the JSON, `recommend.md` and the lines it printed.
@Suite struct RecommendReportTests {
    /// The document of the fixture `name`, and its text.
    static func fixture(_ name: String) throws -> (RecommendDocument, String) {
        let text = try String(contentsOf: Snapshot.fixtures.appendingPathComponent("recommend/\(name).json"), encoding: .utf8)
        return (try JSONDecoder().decode(RecommendDocument.self, from: Data(text.utf8)), text)
    }

    @Test(arguments: [("partial", "out-partial"), ("unconfirmed", "out-small0")])
    func aDocumentRendersAsTheCommandWroteIt(_ name: String, out: String) throws {
        let (document, json) = try Self.fixture(name)
        #expect(try RecommendReport.json(document) == json, "recommend.json round-trips byte for byte")
        try Snapshot.check(RecommendReport.markdown(document), "recommend/\(name).md")
        // What the command printed, given `--out` `out`.
        try Snapshot.check(RecommendReport.text(document, folder: out) + "\n", "recommend/\(name).txt")
    }

    @Test func theFilesAreWrittenIntoTheSessionsFolder() throws {
        let (document, json) = try Self.fixture("partial")
        let folder = try TemporaryFolder.make("recommend-report")
        defer { TemporaryFolder.remove(folder) }
        try RecommendReport.write(document, into: folder)
        let files = try RecommendReport.files(document)
        #expect(files.map(\.path) == ["recommend.md", "recommend.json", RecommendReport.missRatioChart, RecommendReport.costChart])
        for (path, text) in files {
            #expect(try String(contentsOfFile: folder + "/" + path, encoding: .utf8) == text, "\(path)")
        }
        #expect(files[1].text == json)
    }

    @Test func aValueJSONCannotHoldIsAnUnrepresentableError() throws {
        var (document, _) = try Self.fixture("unconfirmed")
        document.recommendation.coldCost = .nan
        #expect { try RecommendReport.json(document) } throws: { ($0 as? ReportingError)?.code == .unrepresentable }
    }
}
