import Foundation
import NibbenchSupport

extension TraceStats {
    /// The statistics as `nibbench trace stats` prints them: one figure a line, the top nibs
    /// (loads, share, cumulative share, name), then `notes`.
    package func rendered(file: String, notes: [String]) -> String {
        func percent(_ ratio: Double?) -> String { ratio.map { String(format: "%.2f%%", $0 * 100) } ?? "n/a" }
        let bytes =
            requestedBytes.map { requested in
                "\(uniqueBytes ?? 0) of \(requested) bytes (\(percent(compulsoryByteMissRatio)))"
            } ?? "n/a (no sizes: pass --corpus or --sizes)"
        let reuse: String
        if let p50 = self.reuse.p50, let p90 = self.reuse.p90, let p99 = self.reuse.p99, let max = self.reuse.max {
            reuse =
                "p50 \(p50), p90 \(p90), p99 \(p99), max \(max) (\(MessageText.counted(self.reuse.reuses, "reuse")), \(MessageText.counted(self.reuse.firstAccesses, "first load")))"
        } else {
            reuse = "none (no nib is loaded twice)"
        }
        var lines = [
            "trace: \(file)",
            "events              \(events)",
            "requests (loads)    \(requests)",
            "memory warnings     \(memoryWarnings)",
            "unique nibs         \(uniqueNibs)",
            "compulsory misses   \(compulsoryMisses) (\(percent(compulsoryMissRatio)) of requests)",
            "compulsory bytes    \(bytes)",
            "one-hit wonders     \(oneHitWonders) (\(percent(oneHitWonderShare)) of unique nibs)",
            "reuse distance      \(reuse)"
        ]
        if !topNibs.isEmpty {
            lines.append("top nibs            loads, share, cumulative share")
            for nib in topNibs {
                let figures = String(format: "%6d %6.2f%% %9.2f%%", nib.loads, nib.share * 100, nib.cumulativeShare * 100)
                lines.append("  \(figures)  \(nib.name)")
            }
        }
        lines += notes.map { "note: \($0)" }
        return lines.joined(separator: "\n")
    }

    /// The statistics as one JSON document (`{"schema":1, "file", "format", "stats"}`), keys
    /// sorted; absent values are omitted.
    package func jsonDocument(file: String, format: TraceFileFormat) throws -> String {
        struct Document: Encodable {
            var schema: Int
            var file: String
            var format: String
            var stats: TraceStats
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Document(schema: 1, file: file, format: format.rawValue, stats: self)), as: UTF8.self)
    }
}
