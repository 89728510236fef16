import Foundation
import Testing
import TestSupport

/// Acknowledged costs end to end (issue 31 item 4): `scripts/profile-commits` on an app
/// repository whose change adds 20 labels to a xib flags it (exit 2); the same change with a
/// `Nibbench-Accept:` trailer, or with a committed `nibbench-budget.json` that allows it,
/// passes (exit 0) and shows the nib as accepted, by the commit or by the budget entry.
/// `compare --budget` refuses a bad budget file with its file and position, and runs.
@Suite(.serialized) struct ProfileBudgetCLITests {
    /// Runs git in `folder` with a fixed identity and date, so that the commits are the same
    /// on every machine.
    @discardableResult
    static func git(_ arguments: [String], in folder: String) throws -> String {
        let environment = [
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test",
            "GIT_COMMITTER_EMAIL": "test@example.com", "GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z",
            "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z", "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"
        ]
        let outcome = try CLI.run(arguments, in: folder, environment: environment, program: "/usr/bin/git")
        try #require(outcome.status == 0, "git \(arguments): \(outcome)")
        return outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `scripts/profile-commits BASE HEAD repo/App` with this build's nibbench, measuring time
    /// (allocation requests gate).
    static func profileCommits(_ base: String, _ head: String, repo: String) throws -> CLI.Outcome {
        try CLI.run(
            [CLI.packageRoot + "/scripts/profile-commits", base, head, repo + "/App"],
            environment: ["NIBBENCH": CLI.executable, "PROFILE_MEASURE": "time"], program: "/bin/bash")
    }

    /// The text of the Markdown section `title`, up to the next blank line.
    static func section(_ title: String, _ markdown: String) -> String {
        markdown.components(separatedBy: "## \(title)\n\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
    }

    @Test func aTrailerAndABudgetEachTurnAFlaggedNibIntoAnAcceptedOne() throws {
        let vectors = try Vectors.xibFolder()
        try CLI.withTemporaryFolder("profile-budget") { folder in
            let repo = folder + "/MyApp"
            try FileManager.default.createDirectory(atPath: repo + "/App", withIntermediateDirectories: true)
            var cell = try String(contentsOfFile: vectors + "/pocket-casts-ios/DisclosureCell.xib", encoding: .utf8)
            try cell.write(toFile: repo + "/App/DisclosureCell.xib", atomically: true, encoding: .utf8)
            try String(contentsOfFile: vectors + "/pocket-casts-ios/FolderListCell.xib", encoding: .utf8)
                .write(toFile: repo + "/App/FolderListCell.xib", atomically: true, encoding: .utf8)
            try Self.git(["init", "-q", "-b", "main"], in: repo)
            try Self.git(["add", "."], in: repo)
            try Self.git(["commit", "-q", "-m", "Base"], in: repo)
            let base = try Self.git(["rev-parse", "HEAD"], in: repo)

            let range = try #require(cell.range(of: "<subviews>\n"))
            cell.insert(contentsOf: ProfileCompareCLITests.labels(20), at: range.upperBound)
            try cell.write(toFile: repo + "/App/DisclosureCell.xib", atomically: true, encoding: .utf8)
            try Self.git(["commit", "-q", "-a", "-m", "Add twenty labels"], in: repo)
            let flagged = try Self.git(["rev-parse", "HEAD"], in: repo)
            try Self.git(
                ["commit", "-q", "--allow-empty", "-m", "Accept the labels", "-m", "Nibbench-Accept: App/DisclosureCell\nNibbench-Accept: App/Typo"],
                in: repo)
            let trailed = try Self.git(["rev-parse", "HEAD"], in: repo)

            let plain = try Self.profileCommits(base, flagged, repo: repo)
            #expect(plain.status == 2, "\(plain)")
            #expect(Self.section("Regressions", plain.stdout).hasPrefix("- **`App/DisclosureCell`**: allocations first load +"), "\(plain)")

            let accepted = try Self.profileCommits(base, trailed, repo: repo)
            #expect(accepted.status == 0, "\(accepted)")
            let byCommit = Self.section("Accepted", accepted.stdout)
            #expect(byCommit.hasPrefix("- **`App/DisclosureCell`**: allocations first load +"), "\(accepted)")
            #expect(byCommit.hasSuffix("Accepted by commit \(trailed.prefix(7)): Accept the labels."), "\(accepted)")
            #expect(!accepted.stdout.contains("## Regressions"), "\(accepted)")
            #expect(
                accepted.stdout.contains("> **Note:** `App/Typo`, accepted by commit \(trailed.prefix(7)): Accept the labels, matches no nib."),
                "\(accepted)")

            try Self.git(["reset", "-q", "--hard", flagged], in: repo)
            let budget =
                #"{"version": 1, "budgets": [{"nibs": "App/*Cell", "allow": "400%", "reason": "the disclosure cell shows its details (#12)"}]}"#
            try budget.write(toFile: repo + "/nibbench-budget.json", atomically: true, encoding: .utf8)
            try Self.git(["add", "nibbench-budget.json"], in: repo)
            try Self.git(["commit", "-q", "-m", "Budget the labels"], in: repo)
            let budgeted = try Self.git(["rev-parse", "HEAD"], in: repo)
            let byBudget = try Self.profileCommits(base, budgeted, repo: repo)
            #expect(byBudget.status == 0, "\(byBudget)")
            #expect(byBudget.stdout.contains("**Acknowledged.** Budget `nibbench-budget.json` with 1 entry."), "\(byBudget)")
            #expect(
                Self.section("Accepted", byBudget.stdout)
                    .hasSuffix(
                        "Accepted by budget entry 1 of `nibbench-budget.json` (`App/*Cell`: allow +400%): the disclosure cell shows its details (#12)."
                    ),
                "\(byBudget)")
        }
    }

    @Test func aBadBudgetFileIsRefusedAndRunsTakeNone() throws {
        try CLI.withTemporaryFolder("profile-budget-bad") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/profile", withIntermediateDirectories: true)
            try Data(#"{"kind": "nibbench-profile", "schemaVersion": 1}"#.utf8).write(to: URL(fileURLWithPath: folder + "/profile/profile.json"))
            try Data("{\"version\": 1,\n \"budgets\": [{\"nibs\": \"App/*\", \"allwo\": \"5%\", \"reason\": \"r\"}]}".utf8)
                .write(to: URL(fileURLWithPath: folder + "/budget.json"))
            let bad = try CLI.run(["compare", "profile", "profile", "--budget", "budget.json"], in: folder)
            expectOneLineError(
                bad, mentions: ["budget.json: at budgets[0].allwo: unknown key \"allwo\" (known: nibs, allow, accept, reason) (invalid-budget)"])
            let missing = try CLI.run(["compare", "profile", "profile", "--budget", "nowhere.json"], in: folder)
            expectOneLineError(missing, mentions: ["nowhere.json"])
            try FileManager.default.createDirectory(atPath: folder + "/run", withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/run/run.json"))
            let runs = try CLI.run(["compare", "run", "run", "--accept", "App/Cell"], in: folder)
            expectOneLineError(runs, mentions: ["--budget and --accept apply to profile comparisons"])
        }
    }
}
