import ArgumentParser
import Sessions

extension HistoryCommand {
    /// `nibbench history merge HISTORY… --db OUT`.
    struct Merge: Command {
        static let configuration = CommandConfiguration(
            abstract: "Merge history files (a backfill's shards) into one, each result kept once.",
            discussion: """
                Writes --db, replacing it atomically, with every input's commits, results, \
                figures and subjects; a result that is in several inputs (the same digest) is \
                kept once. Give a backfill's shards in their order: a commit arrives when its \
                first result does. To merge into an existing history, name it among the inputs. \
                Every input must have the series of the first (the same set of series: measure, \
                inputs, toolchain); an input whose series differ is refused (series-differ), \
                naming the file, and nothing is written.

                Examples:
                  nibbench history merge shard-1.sqlite shard-2.sqlite --db history.sqlite
                  nibbench history merge Results/history.sqlite new.sqlite --db Results/history.sqlite
                """)

        @Argument(help: "The history files to merge, in order.")
        var histories: [String]
        @Option(help: "The merged history file (replaced atomically).")
        var db: String

        func validate() throws {
            guard !histories.isEmpty else { throw ValidationError("name at least one history file to merge") }
        }

        func execute() throws {
            let merged = try HistorySession.merge(histories, into: db)
            let kept = merged.duplicates == 0 ? "" : "; \(merged.duplicates) results in more than one input, kept once"
            emit(
                "wrote \(db): \(histories.count) histories merged, \(merged.results) results at \(merged.commits) commits in \(merged.series.count) series\(kept)"
            )
        }
    }
}
