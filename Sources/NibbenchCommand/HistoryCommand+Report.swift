import Verdicts
import ArgumentParser
import History
import Reporting
import Sessions

extension HistoryCommand {
    /// `nibbench history report --out DIR`.
    struct Report: Command {
        static let configuration = CommandConfiguration(
            abstract: "Write the history's trend charts, steps and creep: report.md, report.html, steps.csv, change-points.csv, charts/.",
            discussion: """
                Per series: every step of a deterministic figure (compare's thresholds and \
                floors) and every change point of a timed figure (PELT on the mean; \
                docs/history.md), the creep over the last --over commits against --creep, and \
                a chart per configuration and figure of a run series, per figure of the most \
                changed nibs of a profile series. steps.csv lists the steps, change-points.csv \
                the change points; both name each commit by its full SHA.

                Examples:
                  nibbench history report --out Results/history
                  nibbench history report --db ci/history.sqlite --out report --creep 5% --over 20
                """)

        @Option(help: "The history file.")
        var db = HistoryCommand.defaultDatabase
        @Option(help: "The report folder (replaced atomically).")
        var out: String
        @Option(help: ArgumentHelp("The budget of creep over the window, such as 5%.", valueName: "PCT"))
        var creep = "5%"
        @Option(help: "How many commits back creep is measured over.")
        var over = 20
        @Option(help: "How many of a profile's nibs get charts (the most changed first).")
        var nibs = 8

        func validate() throws {
            guard over >= 1, nibs >= 0 else { throw ValidationError("--over: at least 1 commit; --nibs: 0 or more") }
            _ = try Check.fraction(creep)
        }

        func execute() throws {
            let report = HistoryReport(check: HistoryCheck(creep: try Check.fraction(creep), window: over), nibsCharted: nibs)
            let written = try HistorySession.report(db, to: out, with: report)
            emit("wrote \(out): \(written.series) series, \(written.changes) steps and change points (steps.csv, change-points.csv)")
        }
    }
}
