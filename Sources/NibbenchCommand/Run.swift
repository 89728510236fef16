import ArgumentParser
import Foundation
import Harness
import NibCache
import NibbenchSupport
import Reporting
import Sessions
import SystemPackage
import Records

/// `nibbench run`: the main job.
struct Run: Command {
    /// SIGINT and SIGTERM ask the runner to stop after the current load (and reach the child
    /// processes); the completed replays are written, marked incomplete, for `--resume`.
    static let interruptResponse = Interrupts.Response.stop

    static let configuration = CommandConfiguration(
        abstract: "Replay a trace through every strategy and write CSV, Markdown and JSON results.",
        discussion: """
            With no arguments: generates the default corpus (Corpora/default.json → \
            Corpora/default/) and its default trace if missing, runs every strategy (each \
            bounded one at capacities of 5%, 15% and 40% of the corpus's nibs), 3 repetitions in a seeded \
            random order, and writes Results/<run-id>/: samples.sqlite (every load, packed a replay a row), \
            summary.csv, report.md, report.html, charts/*.svg, run.json; samples.csv too with \
            --samples csv. --quick is a short run for CI smoke use (one capacity, 15% of the nibs). \
            The digest ends with warnings when the inputs cannot decide between the policies. Ctrl-C stops between loads and \
            writes a complete result marked incomplete. --isolate runs every repetition in a \
            fresh process. The default --corpus, Corpora/default.json, is relative to the \
            current folder: run from the nibbench checkout or pass --corpus. --corpus takes a \
            corpus folder (of generate or import), a corpus spec (generated into \
            <spec's folder>/<name>), or a profile of nibbench profile (its folder or profile.json; \
            a corpus like the app's is generated into <profile folder>/corpus); a generated corpus \
            is reused while its manifest.json is there. An app's source folder is imported first \
            (nibbench import).

            Strategies: \(Strategies.current.defaultNames.joined(separator: ", ")).

            Examples:
              nibbench run --quick
              nibbench run --strategies uinib,decoded-lru --capacity 64,8MiB
              nibbench run --corpus Corpora/small.json --out Results/small
              nibbench run --corpus MyApp-profile --quick
              nibbench run --resume Results/<run-id>
            """
    )

    @Option(
        help:
            "A corpus folder (with manifest.json), or a corpus spec (.json) or a profile (profile.json or its folder) to generate from (default: Corpora/default.json in the current folder)."
    )
    var corpus = "Corpora/default.json"
    @Option(help: "A trace file (ours; default: <corpus>/traces/default.csv, generated if missing).")
    var trace: String?
    @Option(
        parsing: .upToNextOption,
        help:
            "Strategies (comma or space separated; default: all but those that need the future): \(Strategies.current.names.joined(separator: ", "))."
    )
    var strategies: [String] = []
    @Option(
        name: .customLong("capacity"), parsing: .upToNextOption,
        help: "Capacities: counts (64) or bytes (8MiB); default 5%, 15% and 40% of the corpus's nibs (--quick: 15%).")
    var capacities: [String] = []
    @Option(help: "Replays per strategy × capacity (default: \(RunPlan.defaultRepetitions); --quick: \(RunPlan.quickRepetitions)).")
    var repetitions: Int?
    @Option(
        help: "Loads per replay that warm up and are not recorded (default: \(RunPlan.defaultWarmupLoads); --quick: \(RunPlan.quickWarmupLoads)).")
    var warmup: Int?
    @Option(
        help:
            "What a decoded cache's miss costs (GDSF and GreedyDual rank by it; it weights the cost miss ratio): objects (archive objects + values; the default), bytes (file bytes) or measured (read + decode time, so those miss ratios vary between runs and compare does not gate them)."
    )
    var cost: MissCost?
    @Flag(help: "Evict each nib file from the page cache before every load (cold I/O).")
    var coldIO = false
    @Flag(help: "Run each repetition in a fresh process.")
    var isolate = false
    @Flag(help: "Check after every load that each cache holds no more than its capacity (for strategies of your own).")
    var checkCapacity = false
    @Option(
        help: ArgumentHelp(
            "Continue the interrupted run in this results folder (or its run.json): completed replays are kept, the rest run with the same plan, and the folder is rewritten.",
            valueName: "RESULTS"))
    var resume: String?
    @Flag(help: "A short run (1,500-load trace, 1 repetition) for CI smoke use.")
    var quick = false
    @Option(help: "Seed of the schedule and the bootstrap.")
    var seed: UInt64 = 1
    @Option(help: "The results folder (default: Results/<run-id>).")
    var out: String?
    @Option(
        help: ArgumentHelp(
            "Where the samples (one row per load) go: sqlite (samples.sqlite only, the default) or csv (samples.csv too).", valueName: "sqlite|csv"))
    var samples: SamplesFormat = .sqlite
    @Option(help: "Also save the result as baseline NAME (Results/baselines/NAME/) for `nibbench compare`.")
    var saveBaseline: String?
    @Option(help: "Standard output: text (ranking) or github-action-benchmark (its customSmallerIsBetter JSON).")
    var format = "text"
    @Option(help: "Also write Chrome trace-event JSON (one span per load and per phase) to this file.")
    var traceEvents: String?
    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Test only: STRATEGY=NANOSECONDS of busy delay added to every load of a strategy.", visibility: .hidden))
    var injectDelay: [String] = []
    @Option(
        help: ArgumentHelp(
            "What a load is measured by: time (wall clock, the default; with page faults per load), instructions (counted under Valgrind's callgrind: deterministic, for gating commits in CI; needs valgrind) or cycles (instructions with callgrind's cache simulator on a fixed cache and its system-call counter: estimated cycles, cache misses and system calls per load, deterministic, to compare strategies).",
            valueName: "time|instructions|cycles"))
    var measure: MeasureMode = .time
    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Test only: STRATEGY=N iterations of a fixed work loop added to every load of a strategy (a known instruction regression).",
            visibility: .hidden))
    var injectWork: [String] = []

    func execute() throws {
        let line = ProgressLine()
        let session = RunSession(
            strategies: Strategies.current, executable: { ChildProgram.currentExecutable },
            note: { _ = try? FileDescriptor.standardError.writeAll("nibbench: \($0)\n".utf8) },
            progress: { line.interactive ? line.show(RunDigest.bar($0)) : line.note($0.description) },
            shouldStop: { Interrupts.requested.load(ordering: .relaxed) })
        let outcome: RunSession.Outcome
        do {
            outcome = try resume.map(session.resume) ?? session.run(try request(), out: out, samplesCSV: samples == .csv)
        } catch  where Interrupts.requested.load(ordering: .relaxed) {
            // Interrupted before anything could be kept (no replay, or no child, finished).
            line.clear()
            line.note("nibbench: interrupted: nothing written (\(MessageText.oneLine(MessageText.describing(error))))")
            throw ExitCode(130)
        }
        line.clear()
        try RunSession.writeExtras(outcome.result, baseline: saveBaseline, traceEvents: traceEvents)
        emit(
            format == "github-action-benchmark"
                ? try ExternalFormats.githubActionBenchmark(outcome.result)
                : RunDigest.text(outcome.result, folder: outcome.folder, trace: outcome.trace))
        if let interruption = outcome.result.incomplete {
            ProgressLine().note("nibbench: \(interruption); \(outcome.folder) kept for nibbench run --resume \(outcome.folder)")
            throw ExitCode(130)
        }
        if outcome.result.failures != nil { throw ExitCode(1) }
    }
}
