import ArgumentParser
import Foundation
import History
import Sessions

extension History {
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
