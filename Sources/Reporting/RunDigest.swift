import Foundation
import NibbenchSupport
import Records

/// The lines `nibbench run` prints after a run: where the results are, the trace, the
/// strategies ranked by median latency (by estimated cycles or instructions per warm load in
/// a counted run), the report's conclusions and the run's warnings.
package enum RunDigest {
    /// The digest of `run`, written to `folder` from `trace`.
    package static func text(_ run: RunResult, folder: String, trace: String) -> String {
        let files = (FileManager.default.fileExists(atPath: folder + "/samples.csv") ? "samples.sqlite, samples.csv" : "samples.sqlite")
        let counted = MarkdownReport.isCounted(run)
        let overhead = counted ? "counted under callgrind, not timed" : "harness overhead \(run.overheadNanoseconds) ns per sample"
        var lines = [
            "results: \(folder) (report.md, report.html, charts/, \(files), summary.csv, run.json)",
            "trace: \(trace) — \(MessageText.counted(run.traceLoads, "load")), \(MessageText.counted(run.traceMemoryWarnings, "memory warning")); \(overhead)",
            ""
        ]
        lines += counted ? countedTable(run.summaries) : timedTable(run.summaries)
        lines.append("")
        lines += MarkdownReport.conclusion(run).map { "• " + $0.replacingOccurrences(of: "**", with: "") }
        lines += run.warnings.map { "warning: " + $0 }
        if let incomplete = run.incomplete { lines.append("INCOMPLETE: \(incomplete)") }
        lines += (run.failures ?? []).map { "FAILED: \($0)" }
        return lines.joined(separator: "\n")
    }

    /// The strategies by median latency, with p99, hit ratio and bytes per load.
    static func timedTable(_ summaries: [ConfigSummary]) -> [String] {
        ["strategy                              p50         p99      hit ratio   bytes/load"]
            + summaries.sorted(by: { $0.latency.p50 < $1.latency.p50 }).map { s in
                s.config.description.padding(toLength: 34, withPad: " ", startingAt: 0)
                    + MarkdownReport.time(s.latency.p50).padded(10) + MarkdownReport.time(s.latency.p99).padded(12)
                    + String(format: "%.1f%%", s.hitRatio * 100).padded(13) + MarkdownReport.bytes(s.meanAllocatedBytes).padded(13)
            }
    }

    /// The strategies of a counted run by estimated cycles per warm load (cycles runs) or
    /// instructions per warm load, with hit ratio and bytes per load; its times are Valgrind's.
    static func countedTable(_ summaries: [ConfigSummary]) -> [String] {
        let cycles = summaries.contains { $0.cyclesPerLoad != nil }
        func key(_ s: ConfigSummary) -> Double { (cycles ? s.cyclesPerLoad?.estimatedCycles : s.instructionsPerLoad) ?? .infinity }
        let header = (cycles ? ["cycles/load"] : []) + ["instr./load", "hit ratio", "bytes/load"]
        return ["strategy".padding(toLength: 34, withPad: " ", startingAt: 0) + header.map { $0.padded(13) }.joined()]
            + summaries.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element).map { s in
                let counts = (cycles ? [s.cyclesPerLoad?.estimatedCycles] : []) + [s.instructionsPerLoad]
                let cells =
                    counts.map { $0.map(MarkdownReport.instructions) ?? "—" } + [
                        String(format: "%.1f%%", s.hitRatio * 100), MarkdownReport.bytes(s.meanAllocatedBytes)
                    ]
                return s.config.description.padding(toLength: 34, withPad: " ", startingAt: 0) + cells.map { $0.padded(13) }.joined()
            }
    }

    /// The progress bar a terminal shows during a run: 30 cells and the step's description.
    package static func bar(_ progress: RunProgress) -> String {
        let width = 30, filled = progress.total == 0 ? width : progress.done * width / progress.total
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] " + progress.description
    }
}
