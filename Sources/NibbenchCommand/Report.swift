import ArgumentParser
import Foundation
import Reporting

/// `nibbench report DIR`: re-renders every output from `run.json`.
struct Report: Command {
    static let configuration = CommandConfiguration(
        abstract: "Re-render a run folder's reports (CSV, Markdown, SVG charts, HTML, JSON) from its run.json.",
        discussion: """
            Old runs get the current report format. Files are rewritten atomically; run.json \
            itself is rewritten unchanged in content.

            Examples:
              nibbench report Results/<run-id>
              nibbench report Results/baselines/main
            """
    )

    @Argument(help: "A run folder (with run.json).")
    var folder: String

    func execute() throws {
        let result = try ResultDirectory.read(folder + "/run.json")
        let id = URL(fileURLWithPath: folder).lastPathComponent
        try ResultDirectory.write(result, id: id, to: folder)
        emit("re-rendered \(folder)")
    }
}
