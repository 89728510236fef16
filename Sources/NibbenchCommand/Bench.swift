import ArgumentParser
import Harness
import Records
import Sessions

/// `nibbench bench …`: micro-benchmarks that print ratios measured in one run.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Micro-benchmarks of nibbench's own machinery.",
        discussion: """
            Build with -c release for meaningful figures.

            Examples:
              nibbench bench decode
              nibbench bench compile Tests/Vectors/xib-ios --rounds 3
              nibbench bench instantiate --sizes 10 100
            """,
        subcommands: [BenchDecode.self, BenchInstantiate.self, BenchCompile.self]
    )
}

/// `nibbench bench decode [DIR]`: NIBArchive decode throughput against memcpy.
struct BenchDecode: Command {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Decode throughput (MB/s, ns per value) beside memcpy of the same bytes.",
        discussion: """
            Reads every .nib file in DIR (default: Tests/Vectors/nibarchive-macos, the \
            Apple-compiled vectors, relative to the current folder) into memory, then \
            times memcpy, the index pass and index + every value materialised, interleaved, and \
            prints medians over rounds. Build with -c release for meaningful figures.

            Examples:
              nibbench bench decode
              nibbench bench decode ~/nibs --rounds 5
            """
    )

    @Argument(help: "A folder of .nib files (default: \(BenchmarkInputs.defaultNibFolder), \(BenchmarkInputs.defaultRootDescription)).")
    var directory: String?
    @Option(help: "Timed rounds per pass.")
    var rounds = 15

    func execute() throws {
        emit(try BenchSession.decode(directory: directory, rounds: rounds))
    }
}

/// `nibbench bench instantiate`: instantiate cost per object, time and bytes.
struct BenchInstantiate: Command {
    static let configuration = CommandConfiguration(
        commandName: "instantiate",
        abstract: "Instantiate cost per object (ns, bytes and allocations) for nibs of 10, 100 and 1,000 objects.",
        discussion: """
            Builds view-tree nibs through the real model and writer (sizes 10, 100 and 1,000 \
            make 14, 134 and 1,334 runtime objects), caches the decoded archive (as UINib does) \
            and times instantiate alone; also times decode + first instantiate of a fresh Nib. \
            Bytes allocated come from jemalloc's per-thread counter, allocations from a private \
            arena's request count. Prints whether each size meets its target: under 6 µs for the \
            size-10 nib, under 300 ns per object for larger ones. With --measure instructions, \
            counts instructions per instantiate and per object under Valgrind's callgrind \
            instead (deterministic; needs valgrind). Build with -c release.

            Examples:
              nibbench bench instantiate
              nibbench bench instantiate --sizes 10 100 1000 10000 --rounds 5
              nibbench bench instantiate --measure instructions
            """
    )

    @Option(parsing: .upToNextOption, help: "Object counts to build nibs of.")
    var sizes: [Int] = [10, 100, 1000]
    @Option(help: "Timed rounds per size.")
    var rounds = 15
    @Option(
        help: ArgumentHelp(
            "What instantiate is measured by: time (wall clock, the default), instructions (counted under Valgrind's callgrind) or cycles (instructions with callgrind's cache simulator: estimated cycles, misses and system calls).",
            valueName: "time|instructions|cycles"))
    var measure: MeasureMode = .time

    func execute() throws {
        emit(try BenchSession.instantiate(sizes: sizes, rounds: rounds, measure: measure))
    }
}

/// `nibbench bench compile [DIR]`: xib compile throughput.
struct BenchCompile: Command {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "xib compile throughput (xibs/s, MB/s of xib), split into parse, compile and encode.",
        discussion: """
            Reads every .xib below DIR (default: Tests/Vectors/xib-ios, the iOS xib vectors, \
            relative to the current folder) into memory and compiles \
            them all, one core, for several rounds; prints medians. Build with -c release.

            Examples:
              nibbench bench compile
              nibbench bench compile Corpora/default --rounds 3
            """
    )

    @Argument(
        help:
            "A folder of .xib files, searched recursively (default: \(BenchmarkInputs.defaultXIBFolder), \(BenchmarkInputs.defaultRootDescription)).")
    var directory: String?
    @Option(help: "Timed rounds.")
    var rounds = 7

    func execute() throws {
        emit(try BenchSession.compile(directory: directory, rounds: rounds))
    }
}
