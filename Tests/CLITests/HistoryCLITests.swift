import Foundation
import Testing

/// Issue 42: `nibbench history add` keeps results by commit, once; `history check` exits 2 at
/// a step of the newest commit and names it.
@Suite struct HistoryCLITests {
    /// A copy of Results/example in `folder/name`, its first configuration's allocations per
    /// load raised by `extra`.
    static func run(_ name: String, in folder: String, extraAllocations extra: Double) throws -> String {
        try run(name, in: folder, extraAllocations: extra, salt: nil)
    }

    /// The same, with `salt` written into the document under a key no reader knows: another
    /// result of the same figures.
    static func run(_ name: String, in folder: String, extraAllocations extra: Double, salt: String?) throws -> String {
        let source = CLI.packageRoot + "/Results/example/run.json"
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: source))) as? [String: Any])
        var summaries = try #require(json["summaries"] as? [[String: Any]])
        summaries[0]["meanAllocations"] = try #require(summaries[0]["meanAllocations"] as? Double) + extra
        json["summaries"] = summaries
        if let salt { json["testSalt"] = salt }
        let run = folder + "/" + name
        try FileManager.default.createDirectory(atPath: run, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: run + "/run.json"))
        return run
    }

    @Test func addKeepsEachResultOnceAndCheckNamesTheStep() throws {
        try CLI.withTemporaryFolder("history-cli") { folder in try Self.addAndCheck(in: folder) }
    }

    static func addAndCheck(in folder: String) throws {
        let db = folder + "/history.sqlite"
        let before = try Self.run("before", in: folder, extraAllocations: 0), after = try Self.run("after", in: folder, extraAllocations: 3)
        let first = try CLI.run(["history", "add", before, "--db", db, "--commit", String(repeating: "a", count: 40)])
        #expect(first.status == 0 && first.stdout.contains("starts a new series") && first.stdout.contains("at commit aaaaaaaaaaaa"), "\(first)")
        let again = try CLI.run(["history", "add", before, "--db", db, "--commit", String(repeating: "c", count: 40)])
        #expect(again.status == 0 && again.stdout.contains("already in the history") && !again.stdout.contains("starts a new series"), "\(again)")
        let passing = try CLI.run(["history", "check", "--db", db])
        #expect(passing.status == 0 && passing.stdout.contains("no step and no creep"), "\(passing)")
        let second = try CLI.run(["history", "add", after, "--db", db, "--commit", String(repeating: "b", count: 40)])
        #expect(second.status == 0 && !second.stdout.contains("new series"), "\(second)")
        let failing = try CLI.run(["history", "check", "--db", db])
        #expect(failing.status == 2, "\(failing)")
        #expect(
            failing.stdout.contains("step: ") && failing.stdout.contains("allocations_per_load") && failing.stdout.contains("at bbbbbbbbbbbb"),
            "\(failing)")
        // A run's configuration has no source: the annotation is on the workflow run.
        let annotated = try CLI.run(["history", "check", "--db", db, "--format", "github"])
        #expect(annotated.status == 2, "\(annotated)")
        let lines = annotated.stdout.split(separator: "\n")
        #expect(
            lines.count == 2 && lines[0].hasPrefix("::error title=nibbench%3A ") && lines[0].contains("allocations_per_load stepped up::")
                && lines[0].contains(" at bbbbbbbbbbbb, after aaaaaaaaaaaa [run ("),
            "\(annotated)")
        #expect(lines.last == "::notice title=nibbench history check::1 of 1 series with a step or creep", "\(annotated)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["after", "before", "history.sqlite"])
        try Self.judgeOneCommit(db: db, folder: folder)
        let missing = try CLI.run(["history", "check", "--db", folder + "/none.sqlite"])
        #expect(missing.status == 1 && missing.stderr.contains("none.sqlite") && missing.stderr.contains("(io)"), "\(missing)")
    }

    /// `--commit` and `--base`: a pull request's head judged against its base, whatever came
    /// between them on the base branch.
    static func judgeOneCommit(db: String, folder: String) throws {
        let (a, b, c) = (String(repeating: "a", count: 40), String(repeating: "b", count: 40), String(repeating: "c", count: 40))
        let head = try Self.run("head", in: folder, extraAllocations: 0, salt: "head")
        #expect(try CLI.run(["history", "add", head, "--db", db, "--commit", c]).status == 0)
        // Against its base (a), the head is unchanged; against the commit before it (b), it fell.
        let againstBase = try CLI.run(["history", "check", "--db", db, "--commit", c, "--base", a])
        #expect(againstBase.status == 0 && againstBase.stdout.contains("no step and no creep at commit \(c)"), "\(againstBase)")
        let stepped = try CLI.run(["history", "check", "--db", db, "--commit", b, "--base", a])
        #expect(stepped.status == 2 && stepped.stdout.contains("at bbbbbbbbbbbb, after aaaaaaaaaaaa"), "\(stepped)")
        let noBase = try CLI.run(["history", "check", "--db", db, "--commit", c, "--base", String(repeating: "d", count: 40)])
        #expect(noBase.status == 1 && noBase.stderr.contains("none at its base dddddddddddd"), "\(noBase)")
        let noCommit = try CLI.run(["history", "check", "--db", db, "--commit", String(repeating: "e", count: 40)])
        #expect(noCommit.status == 1 && noCommit.stderr.contains("(no-commit)"), "\(noCommit)")
        let baseAlone = try CLI.run(["history", "check", "--db", db, "--base", a])
        #expect(baseAlone.status != 0 && baseAlone.stderr.contains("--base needs --commit"), "\(baseAlone)")
    }
}
