import ArgumentParser
import Traces

extension Trace {
    /// `nibbench trace convert IN OUT --from FORMAT --to FORMAT`.
    struct Convert: Command {
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
                load-log → ours: each line's nib, matched to --corpus's manifest exactly or by \
                last path component (an unknown or ambiguous name is an error at its \
                line:column); timestamps are dropped. \
                Output files are written atomically.

                Examples:
                  nibbench trace convert t.csv t.oracleGeneral.bin --from ours \\
                    --to oracle-general --corpus Corpora/default
                  nibbench trace convert cp.oracleGeneral.bin cp.csv --from oracle-general \\
                    --to ours
                  nibbench trace convert app.log app.csv --from load-log --to ours \\
                    --corpus Corpora/app
                """
        )

        @Argument(help: "The trace to read.")
        var input: String
        @Argument(help: "The trace to write.")
        var output: String
        @Option(help: "Format of IN: ours, oracle-general, libcachesim-csv or load-log.")
        var from: Format
        @Option(help: "Format of OUT: ours, oracle-general, libcachesim-csv or load-log.")
        var to: Format
        @OptionGroup var nibs: TraceNibs

        func execute() throws {
            emit(
                try TraceConversion(
                    input: input, output: output, from: from, to: to, manifest: .load(ifGiven: nibs.corpus),
                    sizesPath: nibs.sizes
                ).run().joined(separator: "\n"))
        }
    }
}
