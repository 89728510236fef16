import Harness
import Probes

extension MarkdownReport {
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
        let counted = summaries.filter { $0.cyclesPerLoad != nil }
        guard let best = counted.min(by: { $0.cyclesPerLoad!.estimatedCycles < $1.cyclesPerLoad!.estimatedCycles }), let b = best.cyclesPerLoad
        else { return nil }
        let cold = counted.first { $0.config.strategy == "cold" && $0.config != best.config }?.cyclesPerLoad
        let against =
            cold.map {
                ", against \(instructions($0.estimatedCycles)) for `cold` (\(count($0.llMisses)) LL misses, \(count($0.systemCalls)) system calls)"
            } ?? ""
        return "Fewest estimated cycles per warm load: **\(best.config)**, \(instructions(b.estimatedCycles)) "
            + "(\(count(b.llMisses)) LL misses, \(count(b.systemCalls)) system calls per load)\(against)."
    }

    /// A per-load count: one decimal under 100, whole numbers with separators above.
    private static func count(_ x: Double) -> String { x < 100 ? String(format: "%.1f", x) : instructions(x) }
}
