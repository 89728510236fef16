import ArgumentParser
import Foundation
import NibArchive
import NibCache
import Probes
import Reporting
import Workload

/// `nibbench simulate`: trace-driven miss ratios, no I/O.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Trace-driven request, byte and cost-weighted miss ratios for policies × capacities; exact LRU miss-ratio curves.",
        discussion: """
            Reads our CSV traces (memory warnings empty the cache) and libCacheSim's \
            oracleGeneral and CSV traces. Capacities are object counts (64) or bytes (8MiB, \
            512KiB, 1000B); a byte capacity charges each object its size (from --corpus, \
            --sizes or the trace), a count capacity charges 1. The cost of a miss is the \
            object's size in bytes. --mrc adds the exact LRU miss-ratio curve (Mattson stack \
            distances, Fenwick tree) at the same capacities. Prints a table with simulation \
            throughput (trace loading excluded); --csv writes one row per policy × capacity; \
            --json prints one JSON document.

            Examples:
              nibbench simulate --trace t.csv --capacities 16,64,256 --mrc
              nibbench simulate --trace t.csv --corpus Corpora/default --capacities 1MiB
              nibbench simulate --trace cloudPhysicsIO.oracleGeneral.bin --capacities 1000
            """
    )

    @Option(help: "The trace file.")
    var trace: String

    @Option(help: "Its format: ours, oracle-general or libcachesim-csv (default: by a libCacheSim name such as X.oracleGeneral.bin, else by content).")
    var format: Trace.Format?

    @Option(help: "Corpus folder (manifest sizes, names).")
    var corpus: String?

    @Option(help: "A sizes sidecar (JSON).")
    var sizes: String?

    @Option(parsing: .upToNextOption, help: "Policies (comma or space separated).")
    var policies: [String] = ["lru", "fifo", "clock", "sieve", "s3fifo", "arc", "2q", "wtinylfu", "gdsf", "greedydual", "belady"]

    @Option(parsing: .upToNextOption, help: "Capacities: counts (64) or bytes (8MiB).")
    var capacities: [String]

    @Flag(help: "Add the exact LRU miss-ratio curve at the capacities.")
    var mrc = false

    @Option(help: "Write the results as CSV to this file.")
    var csv: String?

    @Flag(help: "Print one JSON document.")
    var json = false

    /// The capacities given, parsed (`validate()` has checked them).
    var parsedCapacities: [CacheCapacity] {
        get throws { try capacities.flatMap { $0.split(separator: ",") }.map { try CacheCapacity(argument: String($0)) } }
    }

    func validate() throws {
        try Self.checkCapacities(capacities, option: "--capacities")
    }

    /// Checks capacity arguments (comma or space separated) as a usage error names them.
    static func checkCapacities(_ texts: [String], option: String) throws {
        for text in texts.flatMap({ $0.split(separator: ",") }) {
            do {
                _ = try CacheCapacity(argument: String(text))
            } catch {
                throw ValidationError("\(option): \(error.message)")
            }
        }
    }

    func run() throws {
        do {
            let loaded = try Trace.load(trace, format: format, manifest: Trace.manifest(corpus), sizesPath: sizes)
            let parsedCapacities = try parsedCapacities
            let names = policies.flatMap { $0.split(separator: ",").map(String.init) }
            let needsSizes = parsedCapacities.contains { $0.isByteBounded }
            guard !needsSizes || loaded.sizes != nil else {
                throw CommandMessage("\(trace): byte capacities need sizes: pass --corpus or --sizes (\(loaded.format.rawValue) traces of ours carry none)")
            }
            // Keys are libCacheSim object ids (n for obj-<n>, else FNV-1a of the name), so that
            // hashing policies (W-TinyLFU) see what libCacheSim sees.
            var segments: [[CacheRequest<UInt64>]] = [[]]
            var ids: [String: UInt64] = [:]
            for event in loaded.trace.events {
                if let nib = event.nib {
                    let size = max(1, loaded.sizes?.bytes[nib] ?? 1)
                    let id = ids[nib] ?? LibCacheSimTrace.objectID(forNib: nib)
                    ids[nib] = id
                    segments[segments.count - 1].append(CacheRequest(key: id, size: size, cost: Double(size)))
                } else {
                    segments.append([])
                }
            }
            var rows: [SimulationRow] = []
            let clock = ContinuousClock()
            let smallestSize = segments.lazy.flatMap { $0 }.map(\.size).min() ?? 1
            for name in names {
                for capacity in parsedCapacities {
                    let start = clock.now
                    var row = SimulationRow(try CacheSimulator.runSpecialized(policyNamed: name, capacity: capacity, segments: segments))
                    row.seconds = (clock.now - start).seconds
                    row.admitsNothing = EvictionPolicies.admitsNothing(policyNamed: name, capacity: capacity,
                                                                       smallestCharge: capacity.charge(forSize: smallestSize))
                    rows.append(row)
                }
            }
            if mrc {
                // The curve has no memory warnings: it is computed over the whole trace.
                let start = clock.now
                let curve = LRUMissRatioCurve(segments.flatMap { $0 })
                let points = curve.curve(parsedCapacities)
                let seconds = (clock.now - start).seconds
                for point in points {
                    var row = SimulationRow(point)
                    row.seconds = seconds
                    rows.append(row)
                }
            }
            if let csv { try Self.writeCSV(rows, to: csv) }
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                emit(String(decoding: try encoder.encode(rows), as: UTF8.self))
            } else {
                emit(Self.table(rows, warnings: segments.count - 1))
            }
        } catch {
            throw fail(error)
        }
    }

    struct SimulationRow: Codable {
        var policy: String
        var capacity: String
        var requests: Int
        var hits: Int
        var missRatio: Double
        var byteMissRatio: Double
        var costMissRatio: Double
        /// Seconds of simulation (for the curve: building it and reading every capacity).
        var seconds = 0.0
        /// Why the policy admits no object at this capacity (so every request misses), if so.
        var admitsNothing: String?

        init(_ r: CacheSimulationResult) {
            (policy, capacity, requests, hits) = (r.policy, r.capacity.description, r.requests, r.hits)
            (missRatio, byteMissRatio, costMissRatio) = (r.missRatio, r.byteMissRatio, r.costMissRatio)
        }

        init(_ p: MissRatioPoint) {
            (policy, capacity, requests, hits) = ("lru-mrc", p.capacity.description, p.requests, p.hits)
            (missRatio, byteMissRatio, costMissRatio) = (p.missRatio, p.byteMissRatio, p.costMissRatio)
        }
    }

    static func table(_ rows: [SimulationRow], warnings: Int) -> String {
        var lines = ["policy        capacity            requests    miss ratio   byte miss   cost miss     Mreq/s"]
        for r in rows {
            lines.append(r.policy.padding(toLength: 14, withPad: " ", startingAt: 0) + r.capacity.padding(toLength: 16, withPad: " ", startingAt: 0)
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
        if warnings > 0 { lines.append("\(MessageText.counted(warnings, "memory warning")) emptied the caches (not the LRU curve)") }
        return lines.joined(separator: "\n")
    }

    static func writeCSV(_ rows: [SimulationRow], to path: String) throws {
        var out = "policy,capacity,requests,hits,miss_ratio,byte_miss_ratio,cost_miss_ratio,seconds\n"
        for r in rows {
            out += "\(r.policy),\(r.capacity),\(r.requests),\(r.hits),\(r.missRatio),\(r.byteMissRatio),\(r.costMissRatio),\(r.seconds)\n"
        }
        try ResultDirectory.atomically(out, to: path)
    }
}
