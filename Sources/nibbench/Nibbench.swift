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
            an unreadable file, a missing corpus); 64 a usage error (an unknown option, a \
            malformed option value).
            Errors go to standard error as one line: the file, the byte offset, the message \
            and a stable error code in parentheses.

            Examples:
              nibbench run --quick
              nibbench compare Results/<old-run> Results/<new-run>
              nibbench simulate --trace t.csv --capacities 64,128
            """,
        version: BuildInfo.versionText,
        subcommands: [Run.self, Inspect.self, Compile.self, Generate.self, Import.self, Trace.self, Simulate.self, Compare.self, Report.self, Instantiate.self, Bench.self]
    )

    /// No subcommand is a usage error: the help goes to standard error and the exit code is 64.
    func run() throws {
        _ = try? FileDescriptor.standardError.writeAll((Self.helpMessage() + "\n").utf8)
        throw ExitCode(64)
    }

    /// Parses the command line (see ``attachingNegativeCapacities(_:)``) and runs the command.
    static func main() {
        main(attachingNegativeCapacities(Array(CommandLine.arguments.dropFirst())))
    }

    /// `arguments` with every value after `--capacity`/`--capacities` that looks like a
    /// negative number attached to its option (`--capacity=-5`). The parser would take `-5`
    /// for an option and report a missing value; attached, it reaches the capacity check,
    /// which says what a capacity must be.
    static func attachingNegativeCapacities(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var option: String?
        for argument in arguments {
            if let current = option, argument.count > 1, argument.hasPrefix("-"),
               argument.dropFirst().first.map({ $0.isNumber || $0 == "." }) == true {
                if result.last == current { result.removeLast() }
                result.append(current + "=" + argument)
                continue
            }
            if argument == "--capacity" || argument == "--capacities" {
                option = argument
            } else if argument.hasPrefix("-") {
                option = nil
            }
            result.append(argument)
        }
        return result
    }
}
