import ArgumentParser
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
}

extension Trace {
    /// `nibbench trace stats FILE`: summary statistics of a trace.
    struct Stats: Command {
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

        func execute() throws {
            let loaded = try LoadedTrace.load(file, format: from, manifest: .load(ifGiven: corpus), sizesPath: sizes)
            let stats = try TraceStats(trace: loaded.trace, sizes: loaded.sizes)
            emit(json ? try stats.jsonDocument(file: file, format: loaded.format) : stats.rendered(file: file, notes: loaded.notes))
        }
    }
}
