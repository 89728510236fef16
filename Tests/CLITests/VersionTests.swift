import Foundation
import Testing

/// Item 10 of issue 16: `--version`, and no subcommand is a usage error.
@Suite struct VersionTests {
    @Test func versionPrintsTheVersionCommitAndExactCompiler() throws {
        let outcome = try CLI.run(["--version"])
        #expect(outcome.status == 0, "\(outcome)")
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(outcome)")
        // 0.6.0 (commit <40 hex>[, modified]) — the tests run from a git checkout.
        #expect(lines.first?.contains(/^\d+\.\d+\.\d+ \(commit [0-9a-f]{40}(, modified)?\)$/) == true, "\(outcome)")
        #expect(lines.last?.contains(/^Swift \d+\.\d+\.\d+( or later)?, (release|debug) build$/) == true, "\(outcome)")
    }

    @Test func noSubcommandIsAUsageError() throws {
        let outcome = try CLI.run([])
        #expect(outcome.status == 64, "\(outcome)")
        #expect(outcome.stdout.isEmpty, "\(outcome)")
        #expect(outcome.stderr.contains("USAGE: nibbench <subcommand>"), "\(outcome)")
    }
}
