import ArgumentParser
import History
import Sessions

/// `nibbench history add|check|report|merge`: every commit's costs in one store, and the gate
/// over time.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Keep every commit's costs in one store, and find steps and slow creep across commits.",
        discussion: """
            The history is one SQLite file (default Results/history.sqlite) to which run and \
            profile folders are added, keyed by commit. A deterministic figure (instructions, \
            allocations, miss ratios) moves only when code or input moves: a change between \
            two consecutive results of a series beyond compare's thresholds is a step. Creep is \
            a figure that rose by more than a budget over the last N commits, each of whose \
            changes passed. docs/history.md has the schema and the rules.

            Examples:
              nibbench history add Results/<run-id> --commit $(git rev-parse HEAD)
              nibbench history add profile-out --db ci/history.sqlite --branch main
              nibbench history check --creep 5% --over 20
              nibbench history report --out Results/history
              nibbench history merge shard-1.sqlite shard-2.sqlite --db history.sqlite
            """,
        subcommands: [Add.self, Check.self, Report.self, Merge.self]
    )

    /// The default history file.
    static let defaultDatabase = "Results/history.sqlite"
}

extension HistoryCommand {
    /// `nibbench history add RESULT…`.
    struct Add: Command {
        static let configuration = CommandConfiguration(
            abstract: "Add run and profile folders to the history (adding the same result again changes nothing).",
            discussion: """
                Each result's commit is --commit when given, else the nibbench commit the result \
                recorded; git in --repo gives its full SHA, author date and parents. A result \
                measured another way, on other inputs or with another toolchain than a series \
                starts a new series, and the command says so. The file is written once, atomically.

                Examples:
                  nibbench history add Results/<run-id>
                  nibbench history add profile-out --commit $(git rev-parse HEAD) --branch main
                """)

        @Argument(help: "Run folders (with run.json) and profile folders (with profile.json).")
        var results: [String]
        @Option(help: "The history file.")
        var db = HistoryCommand.defaultDatabase
        @Option(help: "The commit the results measured (a SHA or anything git in --repo resolves).")
        var commit: String?
        @Option(help: "The branch the commit is on.")
        var branch: String?
        @Option(help: "The git repository the commits belong to.")
        var repo = "."

        func validate() throws {
            guard !results.isEmpty else { throw ValidationError("name at least one run or profile folder") }
        }

        func execute() throws {
            for a in try HistorySession.add(results, to: db, commit: commit, branch: branch, repository: repo) {
                let sha = String(a.commit.prefix(12))
                switch a.outcome {
                case .alreadyPresent(let at): emit("\(a.source): already in the history (commit \(at.prefix(12))): nothing added")
                case .added(let newSeries):
                    if !a.unmeasured.isEmpty {
                        emit(
                            "\(a.source): \(a.unmeasured.count) not measured in this result, missing at this commit: \(a.unmeasured.joined(separator: ", "))"
                        )
                    }
                    if newSeries { emit("\(a.source): starts a new series: \(a.series)") }
                    emit("\(a.source): added \(a.figures) figures at commit \(sha)")
                }
            }
        }
    }
}
