import ArgumentParser
import Reporting
import Sessions

/// `nibbench report DIR`: re-renders every output from `run.json`.
struct Report: Command {
    static let configuration = CommandConfiguration(
        abstract: "Re-render a run folder's reports (CSV, Markdown, SVG charts, HTML, JSON) from its run.json and samples.",
        discussion: """
            Old runs get the current report format: a run.json of schema 1, which held the \
            samples itself, is rewritten without them and samples.sqlite is written beside \
            it. The folder is rewritten atomically; run.json's content is otherwise unchanged. \
            A samples.csv already there is rewritten; --samples csv writes one.

            Examples:
              nibbench report Results/<run-id>
              nibbench report Results/<run-id> --samples csv
              nibbench report Results/baselines/main
            """
    )

    @Argument(help: "A run folder (with run.json).")
    var folder: String
    @Option(
        help: ArgumentHelp("sqlite (samples.sqlite; samples.csv only when the folder has one) or csv (samples.csv too).", valueName: "sqlite|csv"))
    var samples: SamplesFormat = .sqlite

    func execute() throws {
        try ReportSession.rerender(folder, samplesCSV: samples == .csv)
        emit("re-rendered \(folder)")
    }
}
