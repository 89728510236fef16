import Foundation
import Testing

/// Issue 16, item 14: every command's and subcommand's `--help` has examples; `run --help`
/// lists the strategies and the defaults of `--repetitions` and `--warmup`.
@Suite("CLI help")
struct HelpTests {
    static let commands: [[String]] = [
        [], ["run"], ["inspect"], ["compile"], ["generate"], ["import"], ["trace"], ["trace", "generate"],
        ["trace", "stats"], ["trace", "convert"], ["simulate"], ["compare"], ["report"], ["instantiate"], ["diff"],
        ["bench"], ["bench", "decode"], ["bench", "instantiate"], ["bench", "compile"], ["profile"], ["merge-profiles"],
        ["history"], ["history", "add"], ["history", "check"], ["history", "report"]
    ]

    @Test("every --help page has examples", arguments: commands)
    func examples(_ command: [String]) throws {
        let outcome = try CLI.run(command + ["--help"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.contains("Examples:"), "no examples in \(command) --help")
        #expect(outcome.stdout.contains("nibbench \(command.joined(separator: " "))".trimmingCharacters(in: .whitespaces)))
    }

    @Test("run --help lists every strategy and the defaults of --repetitions and --warmup")
    func runHelp() throws {
        let help = try CLI.run(["run", "--help"]).stdout
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for strategy in ["cold", "uinib", "bytes-lru", "mmap"]
            + ["fifo", "lru", "clock", "sieve", "s3fifo", "arc", "2q", "wtinylfu", "gdsf", "greedydual"].map({ "decoded-" + $0 })
        {
            #expect(flat.contains(strategy + ",") || flat.contains(strategy + "."), "run --help lacks \(strategy)")
        }
        #expect(flat.contains("(default: 3; --quick: 1)"), "\(flat)")
        #expect(flat.contains("(default: 300; --quick: 100)"), "\(flat)")
        #expect(flat.contains("relative to the current folder"))
    }

    @Test("compare's --tail-noise is in the command reference's compare section")
    func tailNoiseInReadme() throws {
        let readme = try String(contentsOfFile: CLI.packageRoot + "/docs/commands.md", encoding: .utf8)
        let section = readme.components(separatedBy: "\n## `nibbench compare`").dropFirst().first ?? ""
        #expect(!section.isEmpty, "docs/commands.md has no compare section")
        #expect(section.components(separatedBy: "\n## ").first?.contains("--tail-noise") == true)
    }
}
