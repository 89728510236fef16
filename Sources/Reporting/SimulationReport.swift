import Foundation
import NibbenchSupport
import Records

/// A simulation's rows as `nibbench simulate` shows and writes them.
package enum SimulationReport {
    /// The table: one line per row with miss ratios and simulation throughput (Mreq/s), then
    /// why a marked policy admits nothing and how many memory warnings emptied the caches.
    package static func table(_ rows: [SimulationRow], memoryWarnings: Int) -> String {
        var lines = ["policy        capacity            requests    miss ratio   byte miss   cost miss     Mreq/s"]
        for r in rows {
            lines.append(
                r.policy.padding(toLength: 14, withPad: " ", startingAt: 0) + r.capacity.padding(toLength: 16, withPad: " ", startingAt: 0)
                    + String(r.requests).padded(12) + String(format: "%.6f", r.missRatio).padded(14)
                    + String(format: "%.6f", r.byteMissRatio).padded(12) + String(format: "%.6f", r.costMissRatio).padded(12)
                    + String(format: "%.2f", Double(r.requests) / max(r.seconds, 1e-9) / 1e6).padded(11)
                    + (r.admitsNothing == nil ? "" : "  *"))
        }
        let notes = rows.compactMap(\.admitsNothing)
        if !notes.isEmpty {
            lines.append("* admits nothing at this capacity, so every request misses:")
            lines += notes.map { "  " + $0 }
        }
        if memoryWarnings > 0 { lines.append("\(MessageText.counted(memoryWarnings, "memory warning")) emptied the caches (not the LRU curve)") }
        return lines.joined(separator: "\n")
    }

    /// How fast the trace was read: `read 240.0 MB in 0.21 s (1142 MB/s, 10000000 requests)`.
    package static func readLine(bytes: Int, seconds: Double, requests: Int) -> String {
        String(
            format: "read %.1f MB in %.3f s (%.0f MB/s, %d requests)", Double(bytes) / 1e6, seconds,
            Double(bytes) / 1e6 / max(seconds, 1e-9), requests)
    }

    /// One CSV row per simulation row, with a header.
    package static func csv(_ rows: [SimulationRow]) -> String {
        var out = "policy,capacity,requests,hits,miss_ratio,byte_miss_ratio,cost_miss_ratio,seconds\n"
        for r in rows {
            out += "\(r.policy),\(r.capacity),\(r.requests),\(r.hits),\(r.missRatio),\(r.byteMissRatio),\(r.costMissRatio),\(r.seconds)\n"
        }
        return out
    }

    /// The rows as one JSON document (an array), keys sorted.
    package static func json(_ rows: [SimulationRow]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(rows), as: UTF8.self)
    }
}
