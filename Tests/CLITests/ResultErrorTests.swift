import Foundation
import Testing

/// Issue 18: a results file nibbench cannot read — a `run.json` cut short, with a bad field, or
/// of another schema — is one line on standard error naming the file and the line:column or the
/// field, exit code 1, for every command that reads results.
@Suite struct ResultErrorTests {
    /// The Reporting tests' fixture run, a valid run.json.
    static let fixture = CLI.packageRoot + "/Tests/ReportingTests/Fixtures/run.json"

    private func withResults(_ runJSON: String, _ body: (String) throws -> Void) throws {
        try CLI.withTemporaryFolder("bad-results") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/results", withIntermediateDirectories: true)
            try Data(runJSON.utf8).write(to: URL(fileURLWithPath: folder + "/results/run.json"))
            try body(folder)
        }
    }

    @Test(
        "a run.json cut short is reported at its line and column",
        arguments: [
            ["report", "results"], ["compare", "results", "results"], ["compare", "results/run.json", "results/run.json"],
            ["run", "--resume", "results"]
        ])
    func truncated(arguments: [String]) throws {
        let good = try String(contentsOfFile: Self.fixture, encoding: .utf8)
        // Two lines, cut in the second: the place is line 2.
        try withResults("{\"schemaVersion\": 1,\n" + good.dropFirst().prefix(200)) { folder in
            let outcome = try CLI.run(arguments, in: folder)
            expectOneLineError(outcome, mentions: ["results/run.json:2:", "not valid JSON", "(invalid-json)"])
        }
    }

    @Test func aBadFieldIsNamedByItsPath() throws {
        let good = try String(contentsOfFile: Self.fixture, encoding: .utf8)
        try withResults(good.replacingOccurrences(of: "\"traceLoads\":80", with: "\"traceLoads\":\"80\"")) { folder in
            expectOneLineError(
                try CLI.run(["report", "results"], in: folder),
                mentions: ["results/run.json: at traceLoads: expected an integer (invalid-json)"])
        }
    }

    @Test func anotherSchemaIsNamed() throws {
        let good = try String(contentsOfFile: Self.fixture, encoding: .utf8)
        let other = good.replacingOccurrences(of: "\"schemaVersion\":1", with: "\"schemaVersion\":99")
        #expect(other != good)
        try withResults(other) { folder in
            expectOneLineError(
                try CLI.run(["compare", "results", "results"], in: folder),
                mentions: ["results/run.json: at schemaVersion: run.json schema 99", "(unsupported-schema)"])
        }
    }
}
