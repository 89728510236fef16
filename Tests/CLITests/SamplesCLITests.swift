import Foundation
import Testing

/// Issue 22: a run's folder keeps its samples once, in samples.sqlite; samples.csv on request;
/// report and compare read the store, and an older folder is rewritten in the new form.
@Suite struct SamplesCLITests {
    static func files(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
    }

    static func lines(_ path: String) throws -> Int {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count
    }

    @Test func aRunKeepsItsSamplesInTheStoreAndCSVOnRequest() throws {
        try CLI.withTemporaryFolder("samples") { folder in
            try FileManager.default.copyItem(atPath: CLI.packageRoot + "/Corpora/small.json", toPath: folder + "/small.json")
            let run = try CLI.run(["run", "--corpus", folder + "/small.json", "--quick", "--strategies", "cold,uinib", "--out", folder + "/a"])
            try #require(run.status == 0, "\(run)")
            #expect(try Self.files(folder + "/a") == ["charts", "report.html", "report.md", "run.json", "samples.sqlite", "summary.csv"])
            #expect(run.stdout.contains("samples.sqlite") && !run.stdout.contains("samples.csv"), "\(run)")
            let json = try String(contentsOfFile: folder + "/a/run.json", encoding: .utf8)
            #expect(!json.contains("\"records\""), "run.json does not repeat the samples")

            let withCSV = try CLI.run([
                "run", "--corpus", folder + "/small.json", "--quick", "--strategies", "cold,uinib",
                "--samples", "csv", "--out", folder + "/b"
            ])
            try #require(withCSV.status == 0, "\(withCSV)")
            #expect(try Self.files(folder + "/b").contains("samples.csv"))
            // 2 strategies × (1,500 loads − 100 warm-up) + the header.
            let loads = try Self.lines(folder + "/b/samples.csv") - 1
            #expect(loads > 0 && loads % 2 == 0, "\(loads)")

            // report writes samples.csv from the store on request; compare reads both stores.
            let report = try CLI.run(["report", folder + "/a", "--samples", "csv"])
            #expect(report.status == 0, "\(report)")
            #expect(try Self.lines(folder + "/a/samples.csv") - 1 == loads)
            let same = try CLI.run(["compare", folder + "/a", folder + "/a"])
            #expect(same.status == 0 && same.stdout.contains("0 regression"), "\(same)")
            let other = try CLI.run(["compare", folder + "/a", folder + "/b"])
            #expect(!other.crashed && [0, 2, 3, 4].contains(other.status), "\(other)")
        }
    }

    @Test func anOlderRunFolderIsReadAndRewrittenWithAStore() throws {
        try CLI.withTemporaryFolder("samples-old") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/old", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: ResultErrorTests.fixture, toPath: folder + "/old/run.json")
            let before = try CLI.run(["compare", folder + "/old", folder + "/old"])
            #expect(before.status == 0, "\(before)")
            let report = try CLI.run(["report", folder + "/old"])
            try #require(report.status == 0, "\(report)")
            #expect(try Self.files(folder + "/old").contains("samples.sqlite"))
            let json = try String(contentsOfFile: folder + "/old/run.json", encoding: .utf8)
            #expect(!json.contains("\"records\"") && json.contains("\"schemaVersion\":2"))
            let after = try CLI.run(["compare", folder + "/old", folder + "/old"])
            #expect(after.status == 0 && after.stdout == before.stdout, "\(after)")
        }
    }

    @Test func aMissingOrBrokenStoreIsOneLineNamingIt() throws {
        try CLI.withTemporaryFolder("samples-bad") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/old", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: ResultErrorTests.fixture, toPath: folder + "/old/run.json")
            try #require(try CLI.run(["report", folder + "/old"]).status == 0)
            let store = folder + "/old/samples.sqlite"
            let bytes = try Data(contentsOf: URL(fileURLWithPath: store))
            try bytes.prefix(1000).write(to: URL(fileURLWithPath: store))
            for arguments in [["report", folder + "/old"], ["compare", folder + "/old", folder + "/old"]] {
                expectOneLineError(try CLI.run(arguments), mentions: ["old/samples.sqlite", "(invalid-samples)"])
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: store)).count == 1000, "a failed report leaves the folder as it was")
            try FileManager.default.removeItem(atPath: store)
            expectOneLineError(try CLI.run(["report", folder + "/old"]), mentions: ["old/samples.sqlite", "no samples store", "(invalid-samples)"])
        }
    }
}
