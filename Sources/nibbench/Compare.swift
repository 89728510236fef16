import ArgumentParser
import Foundation
import Harness
import Reporting

/// `nibbench compare BASELINE NEW`: statistically sound regression verdicts.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare a run with a baseline: verdict per strategy and metric.",
        discussion: """
            BASELINE and NEW are run folders, run.json files, or baseline names saved with \
            `nibbench run --save-baseline NAME` (Results/baselines/NAME/). For latency (p50, \
            p99): the relative change with a bootstrap 95% interval and a Mann-Whitney U \
            p-value; a regression only when the interval lies entirely above +noise and the \
            test rejects at alpha (improvement symmetric; unchanged when the interval is within \
            ±noise; else inconclusive). Allocation bytes and counts and miss ratios are \
            deterministic and compared within --tolerance.
            Exit codes: 0 no regression; 2 a regression; 3 improvements only, with \
            --fail-on-improvement; 4 inconclusive rows, with --strict; 1 usage or input error.

            Examples:
              nibbench compare Results/<old-run> Results/<new-run>
              nibbench compare main Results/<new-run> --strict
              nibbench compare main Results/<run> --tail-noise 10 --markdown c.md
            """
    )

    @Argument(help: "The baseline: run folder, run.json, or baseline name.")
    var baseline: String

    @Argument(help: "The new run: run folder, run.json, or baseline name.")
    var new: String

    @Option(help: "Noise band of medians in percent.")
    var noise = 5.0

    @Option(help: "Noise band of tail percentiles (p99) in percent.")
    var tailNoise = 15.0

    @Option(help: "Significance level of the Mann-Whitney U test.")
    var alpha = 0.01

    @Option(help: "Relative tolerance for deterministic metrics, in percent.")
    var tolerance = 0.1

    @Flag(help: "Exit 3 when there are improvements and no regression.")
    var failOnImprovement = false

    @Flag(help: "Exit 4 when any row is inconclusive (and no regression).")
    var strict = false

    @Option(help: "Also write the comparison as Markdown to this file.")
    var markdown: String?

    @Flag(help: "Print one JSON document instead of the table.")
    var json = false

    func run() throws {
        let comparison: Comparison
        do {
            let base = try ResultDirectory.read(Self.resolve(baseline))
            let newRun = try ResultDirectory.read(Self.resolve(new))
            comparison = Comparison(base: base, new: newRun, options: .init(noise: noise / 100, tailNoise: tailNoise / 100, alpha: alpha, tolerance: tolerance / 100))
            if let markdown { try ResultDirectory.atomically(comparison.markdown(base: baseline, new: new), to: markdown) }
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                emit(String(decoding: try encoder.encode(comparison), as: UTF8.self))
            } else {
                emit(comparison.text)
            }
        } catch {
            throw fail(error)
        }
        if comparison.hasRegression { throw ExitCode(2) }
        if strict && comparison.hasInconclusive { throw ExitCode(4) }
        if failOnImprovement && comparison.hasImprovement { throw ExitCode(3) }
    }

    /// The run.json for a folder, a file, or a saved baseline name.
    static func resolve(_ reference: String) throws -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: reference, isDirectory: &isFolder) {
            return isFolder.boolValue ? reference + "/run.json" : reference
        }
        let saved = "Results/baselines/\(reference)/run.json"
        guard FileManager.default.fileExists(atPath: saved) else {
            throw CommandMessage("\(reference): no such run folder, run.json or saved baseline (looked for \(saved))")
        }
        return saved
    }
}

/// `nibbench report DIR`: re-renders every output from `run.json`.
struct Report: ParsableCommand {
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

    func run() throws {
        do {
            let result = try ResultDirectory.read(folder + "/run.json")
            let id = URL(fileURLWithPath: folder).lastPathComponent
            try ResultDirectory.write(result, id: id, to: folder)
            emit("re-rendered \(folder)")
        } catch {
            throw fail(error)
        }
    }
}
