import Measurements
import Records

/// What `report.md` shows of a counted run (`--measure instructions` or `cycles`): its loads
/// ran under callgrind, so its counts rank the strategies and its times — Valgrind's, tens of
/// times a real load's and slowed unevenly (docs/results.md) — rank nothing.
extension MarkdownReport {
    /// Whether `run`'s loads were counted under callgrind rather than timed. A run recorded
    /// before `measure` was kept is counted when it has instruction counts.
    static func isCounted(_ run: RunResult) -> Bool {
        run.measure?.isCounted ?? run.hasInstructionCounts
    }

    /// The Method sentences of a counted run, in place of the timed run's harness overhead.
    static func countedMethod(_ run: RunResult) -> String {
        let cache =
            run.cacheModel.map {
                " with its cache simulator (first-level instruction and data caches \($0.d1.argument), last level \($0.ll.argument): bytes, ways, line) and its system-call counter"
            } ?? ""
        return "Loads were counted, not timed: each configuration replayed in its own copy of a child process under callgrind\(cache), "
            + "counting from the request to the loader until `instantiate` returns (read, decode, create, connect, awake), in one pass for the first load of every nib and one for the warm loads. "
            + "The times those loads took are Valgrind's and are not reported (they stay in `samples.sqlite`). "
    }

    /// A counted run's tables, in place of the timed run's latency tables: estimated cycles
    /// (cycles runs) and instructions per load, each ranked by warm load.
    static func countedTables(_ run: RunResult) -> String {
        let s = run.summaries
        var md = s.contains { $0.cyclesPerLoad != nil } ? cyclesTable(s, model: run.cacheModel) : ""
        if s.contains(where: { $0.instructionsPerLoad != nil }) {
            md += table(
                "Instructions per load (callgrind), ranked by warm load",
                s.enumerated().sorted {
                    ($0.element.instructionsPerLoad ?? .infinity, $0.offset) < ($1.element.instructionsPerLoad ?? .infinity, $1.offset)
                }
                .map(\.element),
                ["warm load", "first load of a nib"]
            ) {
                [$0.instructionsPerLoad.map(instructions) ?? "—", $0.instructionsFirstLoad.map(instructions) ?? "—"]
            }
        }
        return md
    }

    /// The conclusion's word on a counted run's times: why none is ranked, and what ranks them.
    static func untimedLine(_ run: RunResult) -> String {
        "Latency is not ranked: this run's loads ran under callgrind (`--measure \((run.measure ?? .instructions).rawValue)`), "
            + "which slows them tens of times, unevenly; `nibbench run --measure time` ranks latency."
    }

    /// The estimated-cycles table of a `--measure cycles` run: configurations ranked by
    /// estimated cycles per warm load, with the first load's, and the warm loads' instructions,
    /// first- and last-level misses (instruction / data) and system calls beside them.
    static func cyclesTable(_ summaries: [ConfigSummary], model: CacheModel?) -> String {
        let shape = model.map { " on I1 and D1 \($0.d1.argument), LL \($0.ll.argument) (bytes,ways,line)" } ?? ""
        func pair(_ a: Double, _ b: Double) -> String { "\(count(a)) / \(count(b))" }
        return table(
            "Estimated cycles per load (callgrind's cache simulation\(shape)), ranked by warm load",
            summaries.enumerated().sorted {
                ($0.element.cyclesPerLoad?.estimatedCycles ?? .infinity, $0.offset) < (
                    $1.element.cyclesPerLoad?.estimatedCycles ?? .infinity, $1.offset
                )
            }
            .map(\.element),
            ["est. cycles, warm", "est. cycles, first load", "instructions", "L1 misses (I / D)", "LL misses (I / D)", "system calls"]
        ) {
            guard let w = $0.cyclesPerLoad else { return ["—", "—", "—", "—", "—", "—"] }
            return [
                instructions(w.estimatedCycles), $0.cyclesFirstLoad.map { instructions($0.estimatedCycles) } ?? "—", instructions(w.instructions),
                pair(w.l1InstructionMisses, w.l1DataMisses), pair(w.llInstructionMisses, w.llDataMisses), count(w.systemCalls)
            ]
        }
    }

    /// The cheapest-by-cycles finding of a `--measure cycles` run, with `cold`'s figures beside
    /// it; nil for a run without estimated cycles.
    static func cyclesLine(_ summaries: [ConfigSummary]) -> String? {
        let counted = summaries.compactMap { s in s.cyclesPerLoad.map { (s.config, $0) } }
        guard let (best, b) = counted.min(by: { $0.1.estimatedCycles < $1.1.estimatedCycles }) else { return nil }
        let cold = counted.first { $0.0.strategy == "cold" && $0.0 != best }?.1
        let against =
            cold.map {
                ", against \(instructions($0.estimatedCycles)) for `cold` (\(count($0.llMisses)) LL misses, \(count($0.systemCalls)) system calls)"
            } ?? ""
        return "Fewest estimated cycles per warm load: **\(best)**, \(instructions(b.estimatedCycles)) "
            + "(\(count(b.llMisses)) LL misses, \(count(b.systemCalls)) system calls per load)\(against)."
    }

    /// The cheapest-by-instructions finding of a `--measure instructions` run, with `cold`'s
    /// count beside it; nil for a run without instruction counts.
    static func instructionsLine(_ summaries: [ConfigSummary]) -> String? {
        let counted = summaries.compactMap { s in s.instructionsPerLoad.map { (s.config, $0, s.instructionsFirstLoad) } }
        guard let (best, warm, first) = counted.min(by: { $0.1 < $1.1 }) else { return nil }
        let cold = counted.first { $0.0.strategy == "cold" && $0.0 != best }.map { ", against \(instructions($0.1)) for `cold`" } ?? ""
        let firstLoad = first.map { " (\(instructions($0)) for the first load of a nib)" } ?? ""
        return "Fewest instructions per warm load: **\(best)**, \(instructions(warm))\(firstLoad)\(cold)."
    }

    /// A per-load count: one decimal under 100, whole numbers with separators above.
    private static func count(_ x: Double) -> String { x < 100 ? String(format: "%.1f", x) : instructions(x) }
}
