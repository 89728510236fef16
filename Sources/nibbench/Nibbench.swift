import ArgumentParser
import Probes
import SystemPackage

/// The `nibbench` command: benchmarks and profiles nib loading and nib caching strategies.
@main
struct Nibbench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibbench",
        abstract: "Benchmark and profile nib loading and nib caching strategies.",
        discussion: """
            Exit codes: 0 success; 1 invalid input (a file that is not a valid NIBArchive, \
            an unreadable file); 64 a usage error.
            Errors go to standard error as one line: the file, the byte offset, the message \
            and a stable error code in parentheses.
            """,
        version: BuildInfo.versionText,
        subcommands: [Run.self, Inspect.self, Compile.self, Generate.self, Import.self, Trace.self, Simulate.self, Compare.self, Report.self, Instantiate.self, Bench.self]
    )

    /// No subcommand is a usage error: the help goes to standard error and the exit code is 64.
    func run() throws {
        _ = try? FileDescriptor.standardError.writeAll((Self.helpMessage() + "\n").utf8)
        throw ExitCode(64)
    }
}
