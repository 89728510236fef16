import Foundation
import Records

/// Outputs for other tools: the `customSmallerIsBetter` JSON that
/// github-action-benchmark reads, and Chrome trace-event JSON (Perfetto, chrome://tracing)
/// with one span per load and one per phase.
package enum ExternalFormats {
    /// `[{"name", "unit", "value", "extra"}]`: per configuration, p50 and p99 latency (ns),
    /// bytes allocated per load and miss ratio (×1000, as github-action-benchmark wants
    /// smaller-is-better numbers).
    package static func githubActionBenchmark(_ run: RunResult) throws -> String {
        struct Entry: Encodable { var name: String; var unit: String; var value: Double; var extra: String }
        var entries: [Entry] = []
        for s in run.summaries {
            let extra = "\(s.loads) loads; 95% CI of the median \(Int(s.latency.medianCI.lowerBound))–\(Int(s.latency.medianCI.upperBound)) ns"
            entries.append(Entry(name: "\(s.config) p50", unit: "ns", value: Double(s.latency.p50), extra: extra))
            entries.append(Entry(name: "\(s.config) p99", unit: "ns", value: Double(s.latency.p99), extra: "\(s.loads) loads"))
            entries.append(
                Entry(name: "\(s.config) bytes/load", unit: "bytes", value: s.meanAllocatedBytes.rounded(), extra: "jemalloc thread.allocatedp"))
            entries.append(Entry(name: "\(s.config) miss ratio", unit: "‰", value: (s.missRatio * 1000 * 1000).rounded() / 1000, extra: "requests"))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self)
    }

    /// Trace-event JSON: one process per configuration, one thread per repetition, a complete
    /// event ("X") per load with nested events for its phases, laid end to end in replay order
    /// (timestamps are microseconds of measured time, not wall-clock).
    package static func traceEvents(_ run: RunResult) throws -> String {
        struct Event: Encodable {
            var name: String, cat: String, ph: String, ts: Double, dur: Double, pid: Int, tid: Int
            var args: [String: String]?
        }
        struct Metadata: Encodable { var name: String; var ph = "M"; var pid: Int; var tid = 0; var args: [String: String] }
        var events: [Event] = []
        var clock: [Int: [Int: Double]] = [:]
        for r in run.records {
            var t = clock[r.config]?[r.repetition] ?? 0
            let total = Double(r.total) / 1000
            events.append(
                Event(
                    name: r.nib, cat: r.hit ? "hit" : "miss", ph: "X", ts: t, dur: total, pid: r.config, tid: r.repetition,
                    args: ["seq": String(r.seq), "allocatedBytes": String(r.allocatedBytes)]))
            var phase = t
            for (name, ns) in [("read", r.read), ("decode", r.decode), ("create", r.create), ("connect", r.connect), ("awake", r.awake)] where ns > 0
            {
                let d = Swift.min(Double(ns) / 1000, t + total - phase)
                guard d > 0 else { continue }
                events.append(Event(name: name, cat: "phase", ph: "X", ts: phase, dur: d, pid: r.config, tid: r.repetition, args: nil))
                phase += d
            }
            t += total
            clock[r.config, default: [:]][r.repetition] = t
        }
        let names = run.configs.enumerated().map { Metadata(name: "process_name", pid: $0.offset, args: ["name": $0.element.description]) }
        let metadata = try JSONEncoder().encode(names)
        let body = try JSONEncoder().encode(events)
        // {"traceEvents": [metadata…, events…], "displayTimeUnit": "ns"}
        var json = "{\"displayTimeUnit\":\"ns\",\"traceEvents\":"
        let m = String(decoding: metadata, as: UTF8.self), e = String(decoding: body, as: UTF8.self)
        json += m == "[]" ? e : e == "[]" ? m : String(m.dropLast()) + "," + String(e.dropFirst())
        return json + "}"
    }
}
