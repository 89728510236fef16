import Foundation
import Testing
import TestSupport

/// Issue 42, item 5: scripts/profile-history backfills an app repository's history, profiling
/// only the sources each commit changed; the report names the commit that stepped, and a source
/// that cannot be profiled is named and recorded as missing.
@Suite struct ProfileHistoryScriptTests {
    @Test func aBackfilledHistoryNamesTheCommitThatAddedLabels() throws {
        let paths = try Vectors.xibPaths().filter { $0.contains("/wikipedia-ios/") }
        let withSubviews = try paths.filter { try String(contentsOfFile: $0, encoding: .utf8).contains("<subviews>") }
        let target = try #require(withSubviews.first)
        let others = Array(paths.filter { $0 != target }.prefix(2))
        try CLI.withTemporaryFolder("profile-history") { folder in
            let repo = folder + "/repo"
            try FileManager.default.createDirectory(atPath: repo + "/App", withIntermediateDirectories: true)
            try ScriptArgumentTests.git(["init", "--quiet"], in: repo)
            for source in [target] + others {
                try FileManager.default.copyItem(atPath: source, toPath: repo + "/App/" + (source as NSString).lastPathComponent)
            }
            try ScriptArgumentTests.git(["add", "-A"], in: repo)
            try ScriptArgumentTests.git(["commit", "--quiet", "-m", "views"], in: repo)
            // A source that cannot be profiled is named, and the history is told it is missing.
            try "<document".write(toFile: repo + "/App/Broken.xib", atomically: true, encoding: .utf8)
            try ScriptArgumentTests.git(["add", "-A"], in: repo)
            try ScriptArgumentTests.git(["commit", "--quiet", "-m", "broken"], in: repo)
            // Twenty labels in one view: +20 objects, more allocations than the floor of 20.
            let path = repo + "/App/" + (target as NSString).lastPathComponent
            var text = try String(contentsOfFile: path, encoding: .utf8)
            let at = try #require(text.range(of: "<subviews>")).upperBound
            text.insert(
                contentsOf: (0..<20).map {
                    #"<label opaque="NO" contentMode="left" text="L\#($0)" id="hist-\#($0)-lbl"><rect key="frame" x="0.0" y="\#($0 * 20).0" width="100" height="20"/></label>"#
                }.joined(),
                at: at)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            try ScriptArgumentTests.git(["commit", "--quiet", "-am", "labels"], in: repo)
            // A comment in another source: profiled again, the same figures.
            let commented = repo + "/App/" + (others[0] as NSString).lastPathComponent
            try (String(contentsOfFile: commented, encoding: .utf8) + "<!-- a comment -->\n").write(
                toFile: commented, atomically: true, encoding: .utf8)
            try ScriptArgumentTests.git(["commit", "--quiet", "-am", "comment"], in: repo)
            let db = folder + "/history.sqlite"
            let outcome = try ScriptArgumentTests.script(
                "profile-history", ["--measure", "time", "--db", db, repo, "App", "--last", "5"], environment: ["NIBBENCH": CLI.executable])
            #expect(outcome.status == 0, "\(outcome)")
            let lines = outcome.stdout.split(separator: "\n")
            #expect(lines.count == 5 && lines[0].hasSuffix("s") && lines[1].contains(": 1 files profiled, 3 nibs"), "\(outcome)")
            #expect(outcome.stderr.contains("App/Broken.xib") && outcome.stderr.contains("1 not measured in this result"), "\(outcome)")
            // The newest commit (the comment) is no step; the one before it, the labels, was.
            let report = try CLI.run(["history", "report", "--db", db, "--out", folder + "/report"])
            #expect(report.status == 0, "\(report)")
            let labels = try Self.commit("HEAD~1", of: repo)
            let steps = try String(contentsOfFile: folder + "/report/steps.csv", encoding: .utf8)
            #expect(steps.contains(labels + ",") && steps.contains(",step-up,"), "\(steps)")
            #expect(try CLI.run(["history", "check", "--db", db]).status == 0)
            try Self.twoShardsMerged(repo: repo, in: folder, giveSteps: steps)
            let usage = try ScriptArgumentTests.script("profile-history", [repo, "App"])
            #expect(usage.status == 64 && usage.stderr.hasPrefix("usage: scripts/profile-history"), "\(usage)")
        }
    }

    /// Issue 55, item 4: the four commits in two shards (the second walks the first two as one
    /// run does, adding neither: the first profiled whole, then the broken file), merged by
    /// `history merge`, give the unsharded history's steps.csv.
    static func twoShardsMerged(repo: String, in folder: String, giveSteps unsharded: String) throws {
        var shards: [String] = []
        for i in 1...2 {
            let db = folder + "/shard-\(i).sqlite"
            let outcome = try ScriptArgumentTests.script(
                "profile-history", ["--measure", "time", "--db", db, "--shard", "\(i)/2", repo, "App", "--last", "5"],
                environment: ["NIBBENCH": CLI.executable])
            #expect(outcome.status == 0, "\(outcome)")
            let lines = outcome.stdout.split(separator: "\n")
            #expect(lines.count == (i == 1 ? 3 : 5) && lines.last?.contains("shard \(i)/2: 2 commits in") == true, "\(outcome)")
            #expect(
                i == 1 || lines[0].hasSuffix("(the first commit: not added)") && lines[1].hasSuffix("(before shard 2/2: not added)"),
                "\(outcome)")
            // Every commit has the three nibs: the second shard's carry them over from its start.
            #expect(lines.dropLast().allSatisfy { $0.contains(" files profiled, 3 nibs, ") }, "\(outcome)")
            // Both name the broken file: the first at its commit, the second at its start.
            #expect(outcome.stderr.contains("App/Broken.xib"), "\(outcome)")
            shards.append(db)
        }
        let merged = folder + "/merged.sqlite"
        let merge = try CLI.run(["history", "merge"] + shards + ["--db", merged])
        #expect(merge.status == 0 && merge.stdout.contains("4 results at 4 commits in 1 series"), "\(merge)")
        let report = try CLI.run(["history", "report", "--db", merged, "--out", folder + "/merged-report"])
        #expect(report.status == 0, "\(report)")
        #expect(try String(contentsOfFile: folder + "/merged-report/steps.csv", encoding: .utf8) == unsharded)
        // A history of another series (a run's) is refused, naming it, and nothing is written.
        let runs = folder + "/runs.sqlite"
        let run = try HistoryCLITests.run("run", in: folder, extraAllocations: 0)
        #expect(try CLI.run(["history", "add", run, "--db", runs, "--commit", String(repeating: "a", count: 40)]).status == 0)
        let refused = try CLI.run(["history", "merge", shards[0], runs, "--db", folder + "/refused.sqlite"])
        #expect(refused.status == 1 && refused.stderr.contains("runs.sqlite") && refused.stderr.contains("(series-differ)"), "\(refused)")
        #expect(refused.stderr.split(separator: "\n").count == 1 && !FileManager.default.fileExists(atPath: folder + "/refused.sqlite"))
        // More shards than commits is refused; so is a shard past the count.
        let tooMany = try ScriptArgumentTests.script(
            "profile-history", ["--db", folder + "/x.sqlite", "--shard", "1/5", repo, "App", "--last", "5"], environment: ["NIBBENCH": CLI.executable]
        )
        #expect(tooMany.status == 1 && tooMany.stderr.contains("5 shards for 4 commits"), "\(tooMany)")
        let past = try ScriptArgumentTests.script("profile-history", ["--shard", "3/2", repo, "App", "--last", "5"])
        #expect(past.status == 64 && past.stderr.hasPrefix("usage: scripts/profile-history"), "\(past)")
    }

    static func commit(_ revision: String, of repo: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repo, "rev-parse", revision]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        process.waitUntilExit()
        return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
