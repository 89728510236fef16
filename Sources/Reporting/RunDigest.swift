import Foundation
import Harness
import NibbenchSupport

/// The lines `nibbench run` prints after a run: where the results are, the trace, the
/// strategies ranked by median latency, the report's conclusions and the run's warnings.
package enum RunDigest {
    /// The digest of `run`, written to `folder` from `trace`.
    package static func text(_ run: RunResult, folder: String, trace: String) -> String {
        let files = (FileManager.default.fileExists(atPath: folder + "/samples.csv") ? "samples.sqlite, samples.csv" : "samples.sqlite")
        var lines = [
            "results: \(folder) (report.md, report.html, charts/, \(files), summary.csv, run.json)",
            "trace: \(trace) — \(MessageText.counted(run.traceLoads, "load")), \(MessageText.counted(run.traceMemoryWarnings, "memory warning")); harness overhead \(run.overheadNanoseconds) ns per sample",
            ""
        ]
        lines.append("strategy                              p50         p99      hit ratio   bytes/load")
        for s in run.summaries.sorted(by: { $0.latency.p50 < $1.latency.p50 }) {
            lines.append(
                s.config.description.padding(toLength: 34, withPad: " ", startingAt: 0)
                    + MarkdownReport.time(s.latency.p50).padded(10) + MarkdownReport.time(s.latency.p99).padded(12)
                    + String(format: "%.1f%%", s.hitRatio * 100).padded(13) + MarkdownReport.bytes(s.meanAllocatedBytes).padded(13))
        }
        lines.append("")
        lines += MarkdownReport.conclusion(run).map { "• " + $0.replacingOccurrences(of: "**", with: "") }
        lines += run.warnings.map { "warning: " + $0 }
        if let incomplete = run.incomplete { lines.append("INCOMPLETE: \(incomplete)") }
        lines += (run.failures ?? []).map { "FAILED: \($0)" }
        return lines.joined(separator: "\n")
    }

    /// The progress bar a terminal shows during a run: 30 cells and the step's description.
    package static func bar(_ progress: RunProgress) -> String {
        let width = 30, filled = progress.total == 0 ? width : progress.done * width / progress.total
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] " + progress.description
    }
}
