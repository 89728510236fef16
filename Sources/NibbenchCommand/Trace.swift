import ArgumentParser
import Traces

extension TraceFileFormat: ExpressibleByArgument {}

/// `nibbench trace generate|stats|convert`: makes, summarises and converts access traces.
struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make, summarise and convert nib access traces (ours and libCacheSim's formats).",
        discussion: """
            Our trace format is CSV with the header seq,nib,event (nib empty for a memory \
            warning). libCacheSim formats: oracle-general (24-byte binary records) and \
            libcachesim-csv (time,obj_id,obj_size). Object ids: obj-<n> → n, any other name → \
            64-bit FNV-1a of its UTF-8 bytes. load-log: a recorded load log, one nib name a \
            line with an optional [seconds] or ISO 8601 timestamp, # comments; names match the \
            manifest exactly or by last path component. Formats in full: docs/commands.md and \
            docs/formats.md.

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
                a libCacheSim trace. --json prints one JSON document (schema 1, fields in \
                docs/commands.md).

                Examples:
                  nibbench trace stats t.csv --corpus Corpora/default
                  nibbench trace stats cloudPhysicsIO.oracleGeneral.bin --json
                """
        )

        @Argument(help: "The trace file.")
        var file: String
        @Option(
            help:
                "Format of FILE: ours, oracle-general, libcachesim-csv or load-log (default: by a libCacheSim name such as X.oracleGeneral.bin, else by content)."
        )
        var from: Format?
        @OptionGroup var nibs: TraceNibs
        @Flag(help: "Print one JSON document.")
        var json = false

        func execute() throws {
            let loaded = try nibs.load(file, format: from)
            let stats = try TraceStats(trace: loaded.trace, sizes: loaded.sizes)
            emit(json ? try stats.jsonDocument(file: file, format: loaded.format) : stats.rendered(file: file, notes: loaded.notes))
        }
    }
}

/// `--corpus` and `--sizes`: where a trace's nib names and sizes come from.
struct TraceNibs: ParsableArguments {
    @Option(help: "Corpus folder (or manifest.json): validates nib names, gives sizes.")
    var corpus: String?
    @Option(help: "A sizes sidecar (JSON) when there is no corpus.")
    var sizes: String?

    /// Reads `path` in `format` (nil: by name or content) with these names and sizes.
    func load(_ path: String, format: Trace.Format?) throws -> LoadedTrace {
        try LoadedTrace.load(path, format: format, manifest: .load(ifGiven: corpus), sizesPath: sizes)
    }
}
