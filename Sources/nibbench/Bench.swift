import ArgumentParser
import Foundation
import Harness
import NibArchive
import XIB

/// `nibbench bench …`: micro-benchmarks that print ratios measured in one run.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Micro-benchmarks of nibbench's own machinery.",
        discussion: """
            Build with -c release for meaningful figures.

            Examples:
              nibbench bench decode
              nibbench bench compile ../shared/vectors/xib-ios --rounds 3
              nibbench bench instantiate --sizes 10 100
            """,
        subcommands: [BenchDecode.self, BenchInstantiate.self, BenchCompile.self]
    )

    /// The build configuration, for benchmark headers.
    static var buildConfiguration: String {
        #if DEBUG
        "debug (figures are not meaningful; use -c release)"
        #else
        "release"
        #endif
    }
}

/// `nibbench bench decode [DIR]`: NIBArchive decode throughput against memcpy.
struct BenchDecode: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Decode throughput (MB/s, ns per value) beside memcpy of the same bytes.",
        discussion: """
            Reads every .nib file in DIR (default: $NIBBENCH_VECTORS/nibarchive-macos, else \
            ../shared/vectors/nibarchive-macos relative to the current folder) into memory, then \
            times memcpy, the index pass and index + every value materialised, interleaved, and \
            prints medians over rounds. Build with -c release for meaningful figures.

            Examples:
              nibbench bench decode
              nibbench bench decode ~/nibs --rounds 5
            """
    )

    @Argument(help: "A folder of .nib files (default: the nibarchive-macos vectors, from \(VectorFolder.defaultRootDescription)).")
    var directory: String?

    @Option(help: "Timed rounds per pass.")
    var rounds = 15

    func run() throws {
        do {
            let folder = try VectorFolder.existing(directory ?? VectorFolder.defaultNibArchives(), given: directory)
            let inputs = try VectorFolder.nibFiles(in: folder).map { path in
                DecodeBenchmark.Input(name: path, bytes: try FileBytes.read(path))
            }
            let result = try DecodeBenchmark(inputs: inputs, rounds: rounds).run()
            emit(Self.render(result, folder: folder))
        } catch {
            throw fail(error)
        }
    }

    static func render(_ r: DecodeBenchmark.Result, folder: String) -> String {
        func f(_ x: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }
        let configuration = Bench.buildConfiguration
        return """
            NIBArchive decode benchmark — \(configuration) build
            input: \(r.files) files, \(r.bytes) bytes, \(r.objects) objects, \(r.values) values (\(folder))
            rounds: \(r.rounds), medians of per-round means; passes per round: memcpy \(r.memcpy.repetitions), index \(r.index.repetitions), index+values \(r.indexAndValues.repetitions)

            pass            MB/s     ns/value   vs memcpy   best round MB/s
            memcpy     \(f(r.memcpyMBps).padded(9))   \(f(r.memcpy.medianSeconds * 1e9 / Double(r.values), 2).padded(10))       1.00x   \(f(Double(r.bytes) / r.memcpy.minimumSeconds / 1e6).padded(9))
            index      \(f(r.indexMBps).padded(9))   \(f(r.indexNanosecondsPerValue, 2).padded(10))   \(f(r.memcpy.medianSeconds / r.index.medianSeconds, 3).padded(8))x   \(f(Double(r.bytes) / r.index.minimumSeconds / 1e6).padded(9))
            index+vals \(f(r.indexAndValuesMBps).padded(9))   \(f(r.indexAndValuesNanosecondsPerValue, 2).padded(10))   \(f(r.memcpy.medianSeconds / r.indexAndValues.medianSeconds, 3).padded(8))x   \(f(Double(r.bytes) / r.indexAndValues.minimumSeconds / 1e6).padded(9))

            allocated by one index pass: \(r.indexAllocatedBytes) bytes (\(f(Double(r.indexAllocatedBytes) / Double(r.bytes), 2)) per input byte, \(f(Double(r.indexAllocatedBytes) / Double(r.files), 0)) per file; source: \(r.allocationSource))
            target: index >= 1000 MB/s — \(r.indexMBps >= 1000 ? "met" : "NOT met")
            """
    }
}

/// `nibbench bench instantiate`: instantiate cost per object, time and bytes.
struct BenchInstantiate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instantiate",
        abstract: "Instantiate cost per object (ns, bytes allocated) for nibs of 10, 100 and 1,000 objects.",
        discussion: """
            Builds view-tree nibs through the real model and writer, caches the decoded archive \
            (as UINib does) and times instantiate alone; also times decode + first instantiate \
            of a fresh Nib. Bytes allocated come from jemalloc's per-thread counter. Build with \
            -c release.

            Examples:
              nibbench bench instantiate
              nibbench bench instantiate --sizes 10 100 1000 10000 --rounds 5
            """
    )

    @Option(parsing: .upToNextOption, help: "Object counts to build nibs of.")
    var sizes: [Int] = [10, 100, 1000]

    @Option(help: "Timed rounds per size.")
    var rounds = 15

    func run() throws {
        do {
            let rows = try InstantiateBenchmark(sizes: sizes, rounds: rounds).run()
            emit(Self.render(rows))
        } catch {
            throw fail(error)
        }
    }

    static func render(_ rows: [InstantiateBenchmark.Row]) -> String {
        func f(_ x: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }
        let configuration = Bench.buildConfiguration
        var lines = [
            "Nib instantiate benchmark — \(configuration) build (medians; bytes from jemalloc thread.allocatedp)",
            "",
            "objects   nib bytes   instantiate µs   ns/object   bytes/object   teardown ns/object   decode+first µs",
        ]
        for r in rows {
            lines.append("\(String(r.objects).padded(7))   \(String(r.bytes).padded(9))   \(f(r.instantiateNanoseconds / 1000, 2).padded(14))   \(f(r.nanosecondsPerObject).padded(9))   \(f(r.bytesPerObject).padded(12))   \(f(r.teardownNanoseconds / Double(r.objects)).padded(18))   \(f(r.coldNanoseconds / 1000, 2).padded(15))")
        }
        let worst = rows.map(\.nanosecondsPerObject).max() ?? 0
        lines.append("")
        lines.append("objects = runtime objects created (views, connections, …); strings and numbers are values")
        lines.append("target: < 300 ns per object — \(worst < 300 ? "met" : "NOT met") (worst \(f(worst)) ns)")
        return lines.joined(separator: "\n")
    }
}

/// `nibbench bench compile [DIR]`: xib compile throughput.
struct BenchCompile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "xib compile throughput (xibs/s, MB/s of xib), split into parse, compile and encode.",
        discussion: """
            Reads every .xib below DIR (default: $NIBBENCH_VECTORS/xib-ios, else \
            ../shared/vectors/xib-ios relative to the current folder) into memory and compiles \
            them all, one core, for several rounds; prints medians. Build with -c release.

            Examples:
              nibbench bench compile
              nibbench bench compile Corpora/default --rounds 3
            """
    )

    @Argument(help: "A folder of .xib files, searched recursively (default: the xib-ios vectors, from \(VectorFolder.defaultRootDescription)).")
    var directory: String?

    @Option(help: "Timed rounds.")
    var rounds = 7

    func run() throws {
        do {
            let folder = try VectorFolder.existing(directory ?? VectorFolder.defaultXIBs(), given: directory)
            let paths = (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".xib") }.sorted()
            guard !paths.isEmpty else { throw XIBError(.io, "no .xib files found", file: folder) }
            let inputs = try paths.map { CompileBenchmark.Input(name: $0, bytes: Data(try FileBytes.read(folder + "/" + $0))) }
            let r = try CompileBenchmark(inputs: inputs, rounds: rounds).run()
            func f(_ x: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }
            let configuration = Bench.buildConfiguration
            emit("""
                xib compile benchmark — \(configuration) build, one core, medians of \(r.rounds) rounds
                input: \(r.files) xibs, \(r.xibBytes) bytes of xib → \(r.nibBytes) bytes of nib (\(folder))

                throughput: \(f(r.xibsPerSecond)) xibs/s, \(f(r.megabytesPerSecond, 2)) MB/s of xib
                phases (ms per pass over all files): parse \(f(r.parseSeconds * 1e3, 2)), compile \(f(r.compileSeconds * 1e3, 2)), encode \(f(r.encodeSeconds * 1e3, 2))
                """)
        } catch {
            throw fail(error)
        }
    }
}
