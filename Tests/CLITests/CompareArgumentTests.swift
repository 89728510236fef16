import Foundation
import Testing

/// Issue 28 items 5, 6 and 10: `compare` reports a missing path as itself and keeps its help
/// short with the exit codes; `--capacity 8MB` suggests the binary spelling.
@Suite struct CompareArgumentTests {
    /// The Reporting tests' fixture run, a valid run.json.
    static let fixture = CLI.packageRoot + "/Tests/ReportingTests/Fixtures/run.json"

    @Test func aMissingPathIsReportedAsItself() throws {
        try CLI.withTemporaryFolder("compare-missing") { folder in
            for missing in ["/some/missing", "runs/missing", "missing.json"] {
                let outcome = try CLI.run(["compare", Self.fixture, missing], in: folder)
                expectOneLineError(outcome, mentions: ["\(missing): no run.json here (no such file or folder) (io)"])
                #expect(!outcome.stderr.contains("Results/baselines"), "a path is not looked up as a baseline: \(outcome)")
            }
            // A folder that holds no run.json is named, not its run.json.
            try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
            expectOneLineError(
                try CLI.run(["compare", "empty", Self.fixture], in: folder),
                mentions: ["empty: no run.json here (a folder, but not a run folder) (io)"])
            // Only a bare name is a baseline name.
            expectOneLineError(
                try CLI.run(["compare", "main", Self.fixture], in: folder),
                mentions: ["main: no such run folder, run.json or saved baseline (looked for Results/baselines/main/run.json) (io)"])
        }
    }

    /// Issue 31 item 3: the Markdown names the sides by the labels given (commits' short SHAs in
    /// scripts/compare-commits, not temporary folders) and shows informational rows only with --all.
    @Test func labelsNameTheSidesAndAllShowsEveryRow() throws {
        try CLI.withTemporaryFolder("compare-labels") { folder in
            let outcome = try CLI.run(
                [
                    "compare", Self.fixture, Self.fixture, "--markdown", "gate.md", "--base-label", "3770876114cc",
                    "--new-label", "26077bf4d0e1"
                ], in: folder)
            #expect(outcome.status == 0, "\(outcome)")
            let md = try String(contentsOfFile: folder + "/gate.md", encoding: .utf8)
            #expect(md.contains("Baseline `3770876114cc` → new `26077bf4d0e1`.") && !md.contains(Self.fixture), "\(md)")
            #expect(
                md.contains("## Gated rows") && !md.contains("latency_p50") && md.contains("not shown (`compare --all` shows every row)"), "\(md)")
            let all = try CLI.run(["compare", Self.fixture, Self.fixture, "--markdown", "all.md", "--all"], in: folder)
            #expect(all.status == 0, "\(all)")
            let every = try String(contentsOfFile: folder + "/all.md", encoding: .utf8)
            #expect(every.contains("Baseline `\(Self.fixture)`") && every.contains("## Every row") && every.contains("latency_p50"), "\(every)")
        }
    }

    @Test func helpIsShortAndListsTheExitCodes() throws {
        let outcome = try CLI.run(["compare", "--help"])
        #expect(outcome.status == 0, "\(outcome)")
        let help = outcome.stdout
        let overview = help.components(separatedBy: "USAGE:").first ?? ""
        let lines = overview.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("OVERVIEW: Compare") == true && lines.count > 1 && lines[1].isEmpty, "the abstract is one line: \(overview)")
        for code in [
            "0  no regression", "1  usage or input error", "2  a regression", "3  improvements only (--fail-on-improvement)",
            "4  inconclusive gated rows (--strict)", "5  a gated metric the runs cannot be compared on"
        ] {
            #expect(help.contains(code), "compare --help lacks exit code line \(code)")
        }
        #expect(overview.split(separator: "\n").allSatisfy { $0.count <= 110 }, "every overview line is short: \(overview)")
        #expect(help.contains("docs/commands.md"), "the detail is in the command reference")
    }

    @Test func aDecimalCapacitySuggestsTheBinaryUnit() throws {
        for arguments in [["run", "--capacity", "8MB", "--quick"], ["simulate", "--trace", "t.csv", "--capacities", "64", "512kb"]] {
            let outcome = try CLI.run(arguments)
            #expect(outcome.status == 64, "a usage error: \(outcome)")
            let suggestion = arguments.contains("8MB") ? "did you mean 8MiB?" : "did you mean 512KiB?"
            #expect(outcome.stderr.contains(suggestion + " nibbench counts bytes in KiB/MiB/GiB"), "\(outcome)")
        }
    }
}
