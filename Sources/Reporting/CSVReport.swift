import Foundation
import Records

/// The CSV files of a run: `samples.csv` (one row per load) and `summary.csv` (one row per
/// configuration × metric). Schemas are documented in the README and snapshot-tested.
package enum CSVReport {
    /// `samples.csv` header.
    package static let samplesHeader =
        "strategy,capacity,repetition,seq,nib,hit,total_ns,read_ns,decode_ns,create_ns,connect_ns,awake_ns,allocated_bytes,allocations,nib_bytes"
    /// `summary.csv` header.
    package static let summaryHeader = "strategy,capacity,metric,value,unit,ci_low,ci_high,source"

    /// One row per recorded load.
    ///
    /// - Complexity: O(*n*) in records.
    package static func samples(_ run: RunResult) -> String {
        var out = samplesHeader + "\n"
        out.reserveCapacity(run.records.count * 96)
        for r in run.records {
            let config = run.configs[r.config]
            out += "\(field(config.strategy)),\(capacity(config)),\(r.repetition),\(r.seq),\(field(r.nib)),\(r.hit ? 1 : 0),"
            out +=
                "\(r.total),\(r.read),\(r.decode),\(r.create),\(r.connect),\(r.awake),\(r.allocatedBytes),\(r.allocations.map(String.init) ?? ""),\(r.nibBytes)\n"
        }
        return out
    }

    /// One row per configuration × metric.
    package static func summary(_ run: RunResult) -> String {
        var out = summaryHeader + "\n"
        for s in run.summaries {
            let prefix = "\(field(s.config.strategy)),\(capacity(s.config)),"
            func row(_ metric: String, _ value: Double, _ unit: String, _ ci: ClosedRange<Double>? = nil, _ source: String) {
                out +=
                    prefix
                    + "\(metric),\(number(value)),\(unit),\(ci.map { number($0.lowerBound) } ?? ""),\(ci.map { number($0.upperBound) } ?? ""),\(field(source))\n"
            }
            let l = s.latency
            row("latency_p50", Double(l.p50), "ns", s.latency.medianCI, "clock, hdrhistogram; CI: bootstrap 95% of the median")
            row("latency_mean", l.mean, "ns", s.latency.meanCI, "clock; CI: bootstrap 95% of the mean")
            row("latency_p90", Double(l.p90), "ns", nil, "clock, hdrhistogram")
            row("latency_p99", Double(l.p99), "ns", nil, "clock, hdrhistogram")
            row("latency_p999", Double(l.p999), "ns", nil, "clock, hdrhistogram")
            row("latency_max", Double(l.max), "ns", nil, "clock")
            row("outliers_mild", Double(l.mildOutliers), "loads", nil, "Tukey 1.5 IQR")
            row("outliers_far", Double(l.farOutliers), "loads", nil, "Tukey 3 IQR")
            row("read_p50", Double(s.medianRead), "ns", nil, "clock")
            row("decode_p50", Double(s.medianDecode), "ns", nil, "clock")
            row("create_p50", Double(s.medianCreate), "ns", nil, "clock (phase clock)")
            row("connect_p50", Double(s.medianConnect), "ns", nil, "clock (phase clock)")
            row("awake_p50", Double(s.medianAwake), "ns", nil, "clock (phase clock)")
            row("hit_ratio", s.hitRatio, "ratio", nil, "loader")
            row("miss_ratio", s.missRatio, "ratio", nil, "loader")
            row("byte_miss_ratio", s.byteMissRatio, "ratio", nil, "loader, nib file bytes")
            row("cost_miss_ratio", s.costMissRatio, "ratio", nil, "loader, measured read+decode time")
            row("allocated_bytes_per_load", s.meanAllocatedBytes, "bytes", nil, "jemalloc thread.allocatedp")
            if let a = s.meanAllocations { row("allocations_per_load", a, "count", nil, "jemalloc nrequests of a private arena, untimed pass") }
            if let i = s.instructionsPerLoad { row("instructions_per_load", i, "instructions", nil, "callgrind") }
            if let i = s.instructionsFirstLoad { row("instructions_first_load", i, "instructions", nil, "callgrind") }
            if let c = s.cyclesPerLoad {
                row("cycles_per_load", c.estimatedCycles, "cycles", nil, "callgrind cache simulation, estimated")
                row("l1_misses_per_load", c.l1Misses, "count", nil, "callgrind cache simulation")
                row("ll_misses_per_load", c.llMisses, "count", nil, "callgrind cache simulation")
                row("system_calls_per_load", c.systemCalls, "count", nil, "callgrind --collect-systime")
            }
            if let c = s.cyclesFirstLoad { row("cycles_first_load", c.estimatedCycles, "cycles", nil, "callgrind cache simulation, estimated") }
            row("peak_bytes", Double(s.peakBytes), "bytes", nil, "jemalloc thread.peak")
            row("resident_bytes", Double(s.residentBytes), "bytes", nil, "jemalloc stats.resident")
            row("cache_bytes", Double(s.cacheBytes), "bytes", nil, "loader footprint")
            row("cpu_seconds", s.cpuSeconds, "s", nil, "getrusage")
            row("major_faults", Double(s.majorFaults), "count", nil, "getrusage")
            row("minor_faults", Double(s.minorFaults), "count", nil, "getrusage")
            if let f = s.minorFaultsPerLoad { row("minor_faults_per_load", f, "count", nil, "getrusage per replay / loads") }
            if let f = s.majorFaultsPerLoad { row("major_faults_per_load", f, "count", nil, "getrusage per replay / loads") }
        }
        return out
    }

    static func capacity(_ config: RunConfig) -> String { config.capacity.map(\.description) ?? "" }

    /// Whole numbers as integers, others to 6 significant digits, or to one decimal from a
    /// million on (instruction counts per load: no exponent notation).
    package static func number(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return abs(value) < 1e6 ? String(format: "%.6g", value) : String(format: "%.1f", value)
    }

    /// A CSV field, quoted when it holds a comma, quote or newline.
    package static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
