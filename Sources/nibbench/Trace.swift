import ArgumentParser
import Foundation
import NibArchive
import Workload

extension TraceFileFormat: ExpressibleByArgument {}

/// `nibbench trace generate|stats|convert`: makes, summarises and converts access traces.
struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make, summarise and convert nib access traces (ours and libCacheSim's formats).",
        discussion: """
            Our trace format is CSV with the header seq,nib,event: seq counts events from 1, \
            nib is the nib's manifest name (empty for memory warnings), event is load or \
            memory-warning; fields are never quoted. libCacheSim formats: oracle-general \
            (packed little-endian 24-byte records: u32 time, u64 obj_id, u32 obj_size, i64 \
            next_access_vtime) and libcachesim-csv (header time,obj_id,obj_size). Object ids: \
            obj-<n> → n, any other name → 64-bit FNV-1a of its UTF-8 bytes.

            Examples:
              nibbench trace generate --corpus Corpora/default -o t.csv
              nibbench trace stats t.csv --corpus Corpora/default
              nibbench trace convert t.csv t.bin --from ours --to oracle-general \\
                --corpus Corpora/default
            """,
        subcommands: [Generate.self, Stats.self, Convert.self]
    )

    /// A trace file format on the command line.
    typealias Format = TraceFileFormat

    /// A trace read in any format, with the sizes that came with it.
    struct Loaded {
        var trace: AccessTrace
        var sizes: NibSizes?
        var notes: [String]
        /// The format the trace was read in.
        var format: Format
    }

    /// Reads `path` in `format` (nil: by its name or content, see `TraceFileFormat`). Sizes
    /// come from `manifest`, else from `sizesPath`, else from the sidecar beside the trace,
    /// else (libCacheSim formats) from the records themselves.
    static func load(_ path: String, format: Format?, manifest: CorpusManifest?, sizesPath: String?) throws -> Loaded {
        var sizes = try manifest.map(NibSizes.init(manifest:)) ?? sizesPath.map(NibSizes.load(from:))
        let file = try TraceFile(path: path, format: format)
        switch file.format {
        case .ours:
            let trace = try file.accessTrace(manifest: manifest)
            let sidecar = NibSizes.sidecarPath(forTrace: path)
            if sizes == nil, FileManager.default.fileExists(atPath: sidecar) { sizes = try NibSizes.load(from: sidecar) }
            return Loaded(trace: trace, sizes: sizes, notes: [], format: .ours)
        case .oracleGeneral, .libcachesimCSV:
            let records = try file.libCacheSimTrace()
            let imported = try records.accessTrace(manifest: manifest)
            var notes: [String] = []
            if records.skippedZeroSizeRecords > 0 { notes.append("skipped \(MessageText.counted(records.skippedZeroSizeRecords, "record")) of size 0") }
            if imported.sizeChanges > 0 {
                let changed = imported.sizeChanges == 1 ? "request changed its" : "requests changed their"
                notes.append("\(imported.sizeChanges) \(changed) object's size; kept each object's first size")
            }
            return Loaded(trace: imported.trace, sizes: sizes ?? imported.sizes, notes: notes, format: file.format)
        }
    }

    /// The manifest of `corpus` (a folder with `manifest.json`, or the file itself), if given.
    static func manifest(_ corpus: String?) throws -> CorpusManifest? {
        try corpus.map(CorpusManifest.load(from:))
    }
}

extension Trace {
    /// `nibbench trace stats FILE`: summary statistics of a trace.
    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Summarise a trace: requests, unique nibs, compulsory misses, one-hit wonders, reuse distances.",
            discussion: """
                Reuse distance = distinct other nibs between two loads of the same nib (exact); \
                percentiles are nearest-rank over reuses, first loads counted apart. Byte figures \
                need sizes: --corpus, --sizes, FILE.sizes.json beside the trace, or the sizes in \
                a libCacheSim trace. --json prints one JSON document: {"schema":1, "file", \
                "format", "stats": {"events", "requests", "uniqueNibs", "compulsoryMisses", \
                "compulsoryMissRatio", "requestedBytes", "uniqueBytes", "compulsoryByteMissRatio", \
                "oneHitWonders", "oneHitWonderShare", "memoryWarnings", "reuse": {"reuses", \
                "firstAccesses", "p50", "p90", "p99", "max"}}}; absent values are omitted.

                Examples:
                  nibbench trace stats t.csv --corpus Corpora/default
                  nibbench trace stats cloudPhysicsIO.oracleGeneral.bin --json
                """
        )

        @Argument(help: "The trace file.")
        var file: String

        @Option(help: "Format of FILE: ours, oracle-general or libcachesim-csv (default: by a libCacheSim name such as X.oracleGeneral.bin, else by content).")
        var from: Format?

        @Option(help: "Corpus folder (or manifest.json): validates nib names, gives sizes.")
        var corpus: String?

        @Option(help: "A sizes sidecar (JSON) when there is no corpus.")
        var sizes: String?

        @Flag(help: "Print one JSON document.")
        var json = false

        func run() throws {
            do {
                let loaded = try Trace.load(file, format: from, manifest: Trace.manifest(corpus), sizesPath: sizes)
                let stats = try TraceStats(trace: loaded.trace, sizes: loaded.sizes)
                if json {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                    let report = Report(schema: 1, file: file, format: loaded.format.rawValue, stats: stats)
                    emit(String(decoding: try encoder.encode(report), as: UTF8.self))
                } else {
                    emit(Self.render(stats, file: file, notes: loaded.notes))
                }
            } catch {
                throw fail(error)
            }
        }

        struct Report: Encodable {
            var schema: Int
            var file: String
            var format: String
            var stats: TraceStats
        }

        static func render(_ s: TraceStats, file: String, notes: [String]) -> String {
            func percent(_ ratio: Double?) -> String { ratio.map { String(format: "%.2f%%", $0 * 100) } ?? "n/a" }
            let bytes = s.requestedBytes.map { requested in
                "\(s.uniqueBytes ?? 0) of \(requested) bytes (\(percent(s.compulsoryByteMissRatio)))"
            } ?? "n/a (no sizes: pass --corpus or --sizes)"
            let r = s.reuse
            let reuse = r.p50 == nil ? "none (no nib is loaded twice)"
                : "p50 \(r.p50!), p90 \(r.p90!), p99 \(r.p99!), max \(r.max!) (\(r.reuses) reuses, \(r.firstAccesses) first loads)"
            var lines = [
                "trace: \(file)",
                "events              \(s.events)",
                "requests (loads)    \(s.requests)",
                "memory warnings     \(s.memoryWarnings)",
                "unique nibs         \(s.uniqueNibs)",
                "compulsory misses   \(s.compulsoryMisses) (\(percent(s.compulsoryMissRatio)) of requests)",
                "compulsory bytes    \(bytes)",
                "one-hit wonders     \(s.oneHitWonders) (\(percent(s.oneHitWonderShare)) of unique nibs)",
                "reuse distance      \(reuse)",
            ]
            lines += notes.map { "note: \($0)" }
            return lines.joined(separator: "\n")
        }
    }
}
