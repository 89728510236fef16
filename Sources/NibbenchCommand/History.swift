import ArgumentParser
import History
import Sessions

/// `nibbench history add|check`: every commit's costs in one store, and the gate over time.
struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
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
            """,
        subcommands: [Add.self, Check.self]
    )

    /// The default history file.
    static let defaultDatabase = "Results/history.sqlite"
}

extension History {
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
        var db = History.defaultDatabase
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
                    if newSeries { emit("\(a.source): starts a new series: \(a.series)") }
                    emit("\(a.source): added \(a.figures) figures at commit \(sha)")
                }
            }
        }
    }

    /// `nibbench history check`.
    struct Check: Command {
        static let configuration = CommandConfiguration(
            abstract: "Exit 2 when the newest commit of a series is a step up, or a figure crept over the budget.",
            discussion: """
                A step: a deterministic figure of the newest result rose past compare's \
                threshold and floor against the result before it in its series. Creep: it rose \
                by more than --creep over the last --over commits; the commits that raised it \
                are named.

                Examples:
                  nibbench history check
                  nibbench history check --db ci/history.sqlite --creep 5% --over 20
                """)

        @Option(help: "The history file.")
        var db = History.defaultDatabase
        @Option(help: ArgumentHelp("The budget of creep over the window, such as 5%.", valueName: "PCT"))
        var creep: String?
        @Option(help: "How many commits back creep is measured over.")
        var over = 20

        func validate() throws {
            guard over >= 1 else { throw ValidationError("--over: at least 1 commit") }
            if let creep { _ = try Self.fraction(creep) }
        }

        static func fraction(_ text: String) throws -> Double {
            let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let value = Double(digits), value >= 0, value.isFinite else {
                throw ValidationError("--creep: expected a percentage such as 5%, got '\(text)'")
            }
            return value / 100
        }

        func execute() throws {
            let check = HistoryCheck(creep: try creep.map(Self.fraction), window: over)
            let verdict = try HistorySession.check(db, with: check)
            for s in verdict.series {
                for step in s.steps {
                    emit(
                        "step: \(step.subject) \(step.figure) \(Self.number(step.before)) → \(Self.number(step.after)) "
                            + "(\(Self.percent(step.change))) at \(step.commit.prefix(12)), after \(step.previousCommit.prefix(12)) [\(s.name)]")
                }
                for c in s.creeps {
                    let by = c.contributors.map { "\($0.commit.prefix(12)) +\(Self.number($0.rise))" }.joined(separator: ", ")
                    emit(
                        "creep: \(c.subject) \(c.figure) \(Self.number(c.before)) → \(Self.number(c.after)) (\(Self.percent(c.change))) "
                            + "from \(c.fromCommit.prefix(12)) to \(c.toCommit.prefix(12)), raised by \(by) [\(s.name)]")
                }
            }
            guard verdict.fails else {
                emit("no step and no creep at the newest commit of \(verdict.series.count) series")
                return
            }
            throw ExitCode(2)
        }

        static func number(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(format: "%.4g", x) }
        static func percent(_ x: Double) -> String { String(format: "%+.2f%%", x * 100) }
    }
}
