import ArgumentParser
import NibCache
import Probes
import SystemPackage

/// The `nibbench` command: benchmarks and profiles nib loading and nib caching strategies.
struct Nibbench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibbench",
        abstract: "Benchmark and profile nib loading and nib caching strategies.",
        discussion: """
            Exit codes: 0 success; 1 invalid input (a file that is not a valid NIBArchive, \
            an unreadable file, a missing corpus); 64 a usage error (an unknown option, a \
            malformed option value); 130 interrupted (Ctrl-C or SIGTERM: temporaries are \
            removed and one line says what was kept).
            Errors go to standard error as one line: the file, the byte offset, the message \
            and a stable error code in parentheses.

            Examples:
              nibbench run --quick
              nibbench compare Results/<old-run> Results/<new-run>
              nibbench simulate --trace t.csv --capacities 64,128
            """,
        version: BuildInfo.versionText,
        subcommands: [
            Run.self, Inspect.self, Diff.self, Compile.self, Generate.self, Import.self, Trace.self, Simulate.self, Compare.self, Report.self,
            Instantiate.self, Bench.self, Profile.self, MergeProfiles.self, Recommend.self, HistoryCommand.self, Verify.self
        ]
    )

    /// No subcommand is a usage error: the help goes to standard error and the exit code is 64.
    func run() throws {
        _ = try? FileDescriptor.standardError.writeAll((Self.helpMessage() + "\n").utf8)
        throw ExitCode(64)
    }

    /// Parses the command line (capacities that look negative attached to their option, so
    /// that the capacity check words the error) and runs the command.
    static func main() {
        main(CacheCapacity.attachingNegativeValues(Array(CommandLine.arguments.dropFirst()), to: ["--capacity", "--capacities"]))
    }
}
