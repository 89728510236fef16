import Foundation
import Testing
import TestSupport

/// Issue 31 items 3 and 5: the CI scripts pass PROFILE_ARGS and COMPARE_ARGS as the words a
/// shell would make of them — `--exclude '*Tests*'` reaches `nibbench profile` as `--exclude`
/// and `*Tests*`, without the quotes, so the test nibs are left out — and refuse bad usage
/// with exit 64 before building anything.
@Suite(.serialized) struct ScriptArgumentTests {
    /// Runs `bash scripts/NAME ARGUMENTS` from the package root with `environment` added.
    static func script(_ name: String, _ arguments: [String], environment: [String: String] = [:]) throws -> CLI.Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [CLI.packageRoot + "/scripts/" + name] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.packageRoot)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-script-\(UUID().uuidString).out")
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-script-\(UUID().uuidString).err")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: out); try? FileManager.default.removeItem(at: err) }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return CLI.Outcome(
            status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8), crashed: process.terminationReason == .uncaughtSignal)
    }

    /// Runs git in `folder`; fails the test when git does.
    static func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=nibbench", "-c", "user.email=nibbench@example.invalid"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed in \(folder)")
    }

    @Test func profileArgsAreSplitAsAShellWouldAndTheExcludesExclude() throws {
        let vectors = try Vectors.xibFolder()
        try CLI.withTemporaryFolder("profile-commits-args") { folder in
            let app = folder + "/repo/App"
            try FileManager.default.createDirectory(atPath: app + "/AppTests", withIntermediateDirectories: true)
            for (vector, target) in [
                ("pocket-casts-ios/ButtonCell.xib", "ButtonCell.xib"), ("pocket-casts-ios/DisclosureCell.xib", "DisclosureCell.xib"),
                ("wikipedia-ios/FontSizeSliderView.xib", "AppTests/FontSizeSliderView.xib")
            ] {
                try FileManager.default.copyItem(atPath: vectors + "/" + vector, toPath: app + "/" + target)
            }
            try Self.git(["init", "-q"], in: folder + "/repo")
            try Self.git(["add", "."], in: folder + "/repo")
            try Self.git(["commit", "-q", "-m", "app"], in: folder + "/repo")
            let environment = ["NIBBENCH": CLI.executable, "PROFILE_MEASURE": "time", "TMPDIR": folder]
            // As written in a workflow: quoted globs on one line, and one option per line.
            for args in ["--exclude '*Tests*' --warm-repetitions 2", "--exclude \"*Tests*\"\n--warm-repetitions 2"] {
                let outcome = try Self.script(
                    "profile-commits", ["HEAD", "HEAD", app], environment: environment.merging(["PROFILE_ARGS": args]) { $1 })
                #expect(outcome.status == 0, "\(outcome)")
                #expect(outcome.stdout.contains("0 regressed, 0 improved, 2 unchanged (2 compared,"), "the test xib is excluded: \(outcome)")
            }
            let all = try Self.script(
                "profile-commits", ["HEAD", "HEAD", app],
                environment: environment.merging(["PROFILE_ARGS": "--warm-repetitions 2", "COMPARE_ARGS": "--threshold 'allocations=2%'"]) { $1 })
            #expect(all.status == 0 && all.stdout.contains("(3 compared,"), "without the exclude all three are profiled: \(all)")
            #expect(all.stdout.contains("±2%"), "COMPARE_ARGS reach compare: \(all)")
            // The scratch folders went to TMPDIR and were removed.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["repo"])

            let unmatched = try Self.script(
                "profile-commits", ["HEAD", "HEAD", app], environment: environment.merging(["PROFILE_ARGS": "--exclude '*Tests*"]) { $1 })
            #expect(unmatched.status == 64 && unmatched.stderr.contains("cannot split \"--exclude '*Tests*\" into words"), "\(unmatched)")
        }
    }

    /// Runs `bash -c COMMAND` in `folder` and returns its standard output; fails the test when it fails.
    static func shell(_ command: String, in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging([
            "GIT_AUTHOR_NAME": "nibbench", "GIT_AUTHOR_EMAIL": "nibbench@example.invalid",
            "GIT_COMMITTER_NAME": "nibbench", "GIT_COMMITTER_EMAIL": "nibbench@example.invalid"
        ]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(command) failed in \(folder)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A commit git cannot check out (a file named `.git` in its tree): profile-commits prints
    /// git's own error, then its line naming the commit, and exits 1.
    @Test func aFailedCheckoutShowsGitsOwnError() throws {
        try CLI.withTemporaryFolder("profile-commits-checkout") { folder in
            let bad = try Self.shell(
                """
                git init -q repo && cd repo && mkdir App && echo '<document/>' > App/A.xib && git add . && git commit -qm app \
                && blob=$(echo not-a-repository | git hash-object -w --stdin) \
                && tree=$(printf '040000 tree %s\tApp\n100644 blob %s\t.git\n' "$(git rev-parse HEAD:App)" "$blob" | git mktree) \
                && git commit-tree "$tree" -p HEAD -m unreadable
                """, in: folder)
            let outcome = try Self.script(
                "profile-commits", [bad, "HEAD", folder + "/repo/App"],
                environment: ["NIBBENCH": CLI.executable, "PROFILE_MEASURE": "time", "TMPDIR": folder])
            #expect(outcome.status == 1, "\(outcome)")
            #expect(outcome.stderr.contains("invalid path '.git'"), "git's own error is shown: \(outcome)")
            #expect(outcome.stderr.contains("profile-commits: cannot check out \(bad.prefix(12)) of "), "\(outcome)")
        }
    }

    @Test func compareCommitsRefusesBadUsageBeforeBuilding() throws {
        for arguments in [[], ["--bogus", "HEAD"], ["a", "b", "c"]] {
            let outcome = try Self.script("compare-commits", arguments)
            #expect(outcome.status == 64 && outcome.stderr == "usage: scripts/compare-commits [--full] [--all] BASE [HEAD]\n", "\(outcome)")
        }
        let quote = try Self.script("compare-commits", ["HEAD"], environment: ["COMPARE_ARGS": "--threshold 'instructions=1%"])
        #expect(quote.status == 64 && quote.stderr.contains("cannot split"), "\(quote)")
    }
}
