import Verdicts
import ArgumentParser
import Foundation
import History
import Reporting
import Sessions

extension HistoryCommand {
    /// `nibbench history check`.
    struct Check: Command {
        static let configuration = CommandConfiguration(
            abstract: "Exit 2 when the newest commit of a series is a step up, or a figure crept over the budget.",
            discussion: """
                A step: a deterministic figure of the newest result rose past compare's \
                threshold and floor against the result before it in its series. Creep: it rose \
                by more than --creep over the last --over commits; the commits that raised it \
                are named.

                --commit judges that commit instead of the newest; with --base, against the \
                base's result, the base and the commits before it being the creep window (a \
                pull request's head against its base). A series with a result at the commit \
                and none at the base is an error (exit 1), as is a commit no series has.

                Examples:
                  nibbench history check
                  nibbench history check --db ci/history.sqlite --creep 5% --over 20
                  nibbench history check --commit "$HEAD_SHA" --base "$BASE_SHA" --repo app
                """)

        @Option(help: "The history file.")
        var db = HistoryCommand.defaultDatabase
        @Option(help: ArgumentHelp("The budget of creep over the window, such as 5%.", valueName: "PCT"))
        var creep: String?
        @Option(help: "How many commits back creep is measured over.")
        var over = 20
        @Option(help: "The commit to judge (default: each series' newest).")
        var commit: String?
        @Option(help: "The commit to judge --commit against (default: the one before it in its series).")
        var base: String?
        @Option(help: "The git repository that resolves --commit and --base.")
        var repo = "."
        @Option(
            help: ArgumentHelp(
                "text, or github: GitHub Actions workflow commands, an error annotation per step and creep on the nib's source file and line.",
                valueName: "format"))
        var format: OutputFormat = .text
        @Option(
            help: ArgumentHelp(
                "With --format github: the folder the profiles' nib names are relative to, from the repository's top.", valueName: "dir"))
        var sourceRoot = "."

        func validate() throws {
            guard over >= 1 else { throw ValidationError("--over: at least 1 commit") }
            if base != nil && commit == nil { throw ValidationError("--base needs --commit: the commit judged against it") }
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
            let verdict = try HistorySession.check(db, with: check, commit: commit, base: base, repository: repo)
            if format == .github {
                for annotation in verdict.annotations(sourceRoot: sourceRoot) { emit(annotation.rendered) }
                if verdict.fails { throw ExitCode(2) }
                return
            }
            for name in verdict.notAtCommit { emit("not judged: no result at \(commit ?? "") [\(name)]") }
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
                emit("no step and no creep at \(commit.map { "commit \($0)" } ?? "the newest commit") of \(verdict.series.count) series")
                return
            }
            throw ExitCode(2)
        }

        static func number(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(format: "%.4g", x) }
        static func percent(_ x: Double) -> String { String(format: "%+.2f%%", x * 100) }
    }
}
