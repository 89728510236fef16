import Foundation
import NibbenchSupport
import Measurements
import Records

/// The micro-benchmarks' results as `nibbench bench` prints them.
package enum BenchmarkReport {
    /// The decode benchmark's result, beside memcpy, for inputs from `folder`, built as `build` names.
    package static func decode(_ r: DecodeBenchmarkResult, folder: String, build: String) -> String {
        return """
            NIBArchive decode benchmark — \(configuration(build)) build
            input: \(MessageText.counted(r.files, "file")), \(r.bytes) bytes, \(r.objects) objects, \(r.values) values (\(folder))
            rounds: \(r.rounds), medians of per-round means; passes per round: memcpy \(r.memcpy.repetitions), index \(r.index.repetitions), index+values \(r.indexAndValues.repetitions)

            pass            MB/s     ns/value   vs memcpy   best round MB/s
            memcpy     \(f(r.memcpyMBps).padded(9))   \(f(r.memcpy.medianSeconds * 1e9 / Double(r.values), 2).padded(10))       1.00x   \(f(Double(r.bytes) / r.memcpy.minimumSeconds / 1e6).padded(9))
            index      \(f(r.indexMBps).padded(9))   \(f(r.indexNanosecondsPerValue, 2).padded(10))   \(f(r.memcpy.medianSeconds / r.index.medianSeconds, 3).padded(8))x   \(f(Double(r.bytes) / r.index.minimumSeconds / 1e6).padded(9))
            index+vals \(f(r.indexAndValuesMBps).padded(9))   \(f(r.indexAndValuesNanosecondsPerValue, 2).padded(10))   \(f(r.memcpy.medianSeconds / r.indexAndValues.medianSeconds, 3).padded(8))x   \(f(Double(r.bytes) / r.indexAndValues.minimumSeconds / 1e6).padded(9))

            allocated by one index pass: \(r.indexAllocatedBytes) bytes (\(f(Double(r.indexAllocatedBytes) / Double(r.bytes), 2)) per input byte, \(f(Double(r.indexAllocatedBytes) / Double(r.files), 0)) per file; source: \(r.allocationSource))
            target: index >= 1000 MB/s — \(r.indexMBps >= 1000 ? "met" : "NOT met")
            """
    }

    /// The instantiate benchmark's rows, one per nib size, built as `build` names, and
    /// whether each meets its target.
    package static func instantiate(_ rows: [InstantiateBenchmarkRow], build: String) -> String {
        var lines = [
            "Nib instantiate benchmark — \(configuration(build)) build (medians; bytes from jemalloc thread.allocatedp, allocations from a private arena's nrequests)",
            "",
            "objects   nib bytes   instantiate µs   ns/object   bytes/object   allocs/object   teardown ns/object   decode+first µs"
        ]
        for r in rows {
            lines.append(
                "\(String(r.objects).padded(7))   \(String(r.bytes).padded(9))   \(f(r.instantiateNanoseconds / 1000, 2).padded(14))   \(f(r.nanosecondsPerObject).padded(9))   \(f(r.bytesPerObject).padded(12))   \(f(r.allocationsPerObject, 2).padded(13))   \(f(r.teardownNanoseconds / Double(r.objects)).padded(18))   \(f(r.coldNanoseconds / 1000, 2).padded(15))"
            )
        }
        lines.append("")
        lines.append("objects = runtime objects created (views, connections, …); strings and numbers are values")
        for r in rows {
            let figure =
                r.size <= InstantiateBenchmarkRow.smallNibSize
                ? "\(f(r.instantiateNanoseconds / 1000, 2)) µs" : "\(f(r.nanosecondsPerObject)) ns/object"
            lines.append("target at \(r.objects) objects: \(r.target) — \(r.meetsTarget ? "met" : "NOT met") (\(figure))")
        }
        return lines.joined(separator: "\n")
    }

    /// The instantiate benchmark counted in instructions under callgrind, one row per nib size.
    package static func instantiateInstructions(
        _ rows: [InstantiateInstructionRow], valgrind: String, cache: CacheModel? = nil, build: String
    ) -> String {
        var lines = [
            "Nib instantiate benchmark — \(configuration(build)) build, instructions counted by callgrind (\(valgrind); deterministic, teardown not included)"
                + (cache.map { "; cache simulated (I1 and D1 \($0.d1.argument), LL \($0.ll.argument))" } ?? ""),
            "",
            "objects   instantiates   instructions/instantiate   instructions/object"
                + (cache == nil ? "" : "   est. cycles/instantiate   L1 misses   LL misses   system calls")
        ]
        for r in rows {
            var line =
                "\(String(r.objects).padded(7))   \(String(r.repetitions).padded(12))   \(f(r.instructionsPerInstantiate, 0).padded(24))   \(f(r.instructionsPerObject, 1).padded(19))"
            if let cache, let e = r.events {
                let n = Double(r.repetitions)
                line +=
                    "   \(f(Double(e.estimatedCycles(cache)) / n, 0).padded(23))   \(f(Double(e.l1Misses) / n, 1).padded(9))   \(f(Double(e.llMisses) / n, 1).padded(9))   \(f(Double(e.systemCalls) / n, 1).padded(12))"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The compile benchmark's result for inputs from `folder`, built as `build` names.
    package static func compile(_ r: CompileBenchmarkResult, folder: String, build: String) -> String {
        return """
            xib compile benchmark — \(configuration(build)) build, one core, medians of \(MessageText.counted(r.rounds, "round"))
            input: \(MessageText.counted(r.files, "xib")), \(r.xibBytes) bytes of xib → \(r.nibBytes) bytes of nib (\(folder))

            throughput: \(f(r.xibsPerSecond)) xibs/s, \(f(r.megabytesPerSecond, 2)) MB/s of xib
            phases (ms per pass over all files): parse \(f(r.parseSeconds * 1e3, 2)), compile \(f(r.compileSeconds * 1e3, 2)), encode \(f(r.encodeSeconds * 1e3, 2))
            """
    }

    /// `x` with `digits` decimals.
    private static func f(_ x: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }

    /// The build configuration `build` (Probes' `BuildInfo.configuration` of the binary that
    /// measured), warning that a debug build's figures mean nothing.
    private static func configuration(_ build: String) -> String {
        build == "release" ? "release" : "\(build) (figures are not meaningful; use -c release)"
    }
}
