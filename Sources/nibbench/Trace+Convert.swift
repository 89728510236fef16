import ArgumentParser
import NibArchive
import Workload

extension Trace {
    /// `nibbench trace convert IN OUT --from FORMAT --to FORMAT`.
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Convert a trace between our CSV format, libCacheSim oracleGeneral and libCacheSim CSV.",
            discussion: """
                ours → libCacheSim: one record per load, time = the load's 1-based index, \
                obj_id = n for a nib named obj-<n>, else FNV-1a 64 of the name; obj_size = the \
                nib's size from --corpus (nibBytes), --sizes, or IN.sizes.json. Memory warnings \
                cannot be represented and are dropped (the count is reported). libCacheSim → \
                ours: with --corpus, ids map back to manifest names (an unknown id is an error); \
                without, nibs are named obj-<id> and their sizes are written to OUT.sizes.json. \
                Between libCacheSim formats, records are kept (next_access_vtime is recomputed). \
                Output files are written atomically.

                Examples:
                  nibbench trace convert t.csv t.oracleGeneral.bin --from ours \\
                    --to oracle-general --corpus Corpora/default
                  nibbench trace convert cp.oracleGeneral.bin cp.csv --from oracle-general \\
                    --to ours
                """
        )

        @Argument(help: "The trace to read.")
        var input: String

        @Argument(help: "The trace to write.")
        var output: String

        @Option(help: "Format of IN: ours, oracle-general or libcachesim-csv.")
        var from: Format

        @Option(help: "Format of OUT: ours, oracle-general or libcachesim-csv.")
        var to: Format

        @Option(help: "Corpus folder (or manifest.json): names and sizes of the nibs.")
        var corpus: String?

        @Option(help: "A sizes sidecar (JSON) when there is no corpus.")
        var sizes: String?

        func run() throws {
            do {
                let manifest = try Trace.manifest(corpus)
                var notes: [String]
                switch (from, to) {
                case (.oracleGeneral, .oracleGeneral), (.oracleGeneral, .libcachesimCSV),
                     (.libcachesimCSV, .oracleGeneral), (.libcachesimCSV, .libcachesimCSV):
                    var records = try TraceFile(path: input, format: from).libCacheSimTrace()
                    let next = LibCacheSimTrace.nextAccessVtimes(records.records.map(\.objectID))
                    for i in records.records.indices { records.records[i].nextAccessVtime = next[i] }
                    try write(records)
                    notes = ["wrote \(MessageText.counted(records.records.count, "record")) to \(output)"]
                    if records.skippedZeroSizeRecords > 0 { notes.append("skipped \(MessageText.counted(records.skippedZeroSizeRecords, "record")) of size 0") }
                case (.ours, .oracleGeneral), (.ours, .libcachesimCSV):
                    let loaded = try Trace.load(input, format: .ours, manifest: manifest, sizesPath: sizes)
                    guard let sizes = loaded.sizes else {
                        throw CommandMessage("\(input): sizes are needed for libCacheSim formats: pass --corpus or --sizes, or put \(NibSizes.sidecarPath(forTrace: input)) beside the trace")
                    }
                    let records = try LibCacheSimTrace(exporting: loaded.trace, sizes: sizes)
                    try write(records)
                    notes = [
                        "wrote \(MessageText.counted(records.records.count, "record")) to \(output)",
                        "dropped \(MessageText.counted(records.droppedMemoryWarnings, "memory warning")) (libCacheSim formats cannot represent them)",
                    ]
                case (_, .ours):
                    let loaded = try Trace.load(input, format: from, manifest: manifest, sizesPath: sizes)
                    try loaded.trace.write(to: output, manifest: manifest)
                    notes = ["wrote \(MessageText.counted(loaded.trace.events.count, "event")) to \(output)"] + loaded.notes
                    if from != .ours, manifest == nil, let sizes = loaded.sizes {
                        let sidecar = NibSizes.sidecarPath(forTrace: output)
                        try sizes.write(to: sidecar)
                        notes.append("wrote the sizes of \(MessageText.counted(sizes.bytes.count, "object")) to \(sidecar)")
                    }
                }
                emit(notes.joined(separator: "\n"))
            } catch {
                throw fail(error)
            }
        }

        private func write(_ records: LibCacheSimTrace) throws {
            if to == .oracleGeneral {
                try records.writeOracleGeneral(to: output)
            } else {
                try records.writeCSV(to: output)
            }
        }
    }
}
