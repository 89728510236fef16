import ArgumentParser
import Harness
import Reporting
import Sessions

/// `nibbench compare BASELINE NEW`: statistically sound regression verdicts.
struct Compare: Command {
    static let configuration = CommandConfiguration(
        abstract: "Compare two runs (or two profiles) and give regression verdicts.",
        discussion: """
            BASELINE and NEW: run folders, run.json files or saved baseline names \
            (run --save-baseline NAME), or two profile folders of `nibbench profile`.
            Runs gate instructions, allocations and miss ratios by default; latency only with --gate time.
            Profiles gate each nib's first-load and warm-instantiate cost (instructions, else allocations).

            Examples:
              nibbench compare Results/<old-run> Results/<new-run>
              nibbench compare main Results/<new-run> --threshold instructions=1%
              nibbench compare main Results/<run> --gate time --strict
              nibbench compare Results/profile-base Results/profile-head --markdown nibs.md
              nibbench compare base-run head-run --markdown gate.md --base-label 3770876 --new-label 26077bf
              nibbench compare profile-base profile-head --budget nibbench-budget.json --accept 'App/Cells/*'

            Exit codes:
              0  no regression
              1  usage or input error
              2  a regression (profiles: one no budget entry or --accept accepts)
              3  improvements only (--fail-on-improvement)
              4  inconclusive gated rows (--strict)
              5  a gated metric the runs cannot be compared on (different toolchains)
              6  the runs replayed different inputs: another corpus or trace, by digest
                 (refused; --allow-different-inputs compares anyway)

            Thresholds, the timing rule and profile matching: docs/commands.md#nibbench-compare.
            """
    )

    @Argument(help: "The baseline: run folder, run.json, or baseline name.")
    var baseline: String
    @Argument(help: "The new run: run folder, run.json, or baseline name.")
    var new: String
    @Option(
        name: .customLong("gate"),
        help: ArgumentHelp(
            "Also gate these metric families (comma-separated, repeatable): instructions, allocations, miss-ratio, time.",
            discussion: "instructions, allocations and miss-ratio gate by default; time adds the latency rows.", valueName: "families"))
    var gate: [String] = []
    @Option(
        name: .customLong("no-gate"),
        help: ArgumentHelp(
            "Do not gate these metric families (comma-separated, repeatable); their rows become informational.",
            valueName: "families"))
    var noGate: [String] = []
    @Option(
        name: .customLong("threshold"),
        help: ArgumentHelp(
            "Relative threshold of a deterministic metric (repeatable): instructions, allocations, allocated_bytes, miss_ratio, cost_miss_ratio.",
            discussion: "Defaults: instructions=0.5%, every other 0% (exact). Profiles: instructions=1%,50000 and allocations=1%,20 — "
                + "a relative and an absolute threshold, both to be exceeded.", valueName: "metric=pct[,abs]"))
    var threshold: [String] = []
    @Option(help: ArgumentHelp("Profiles: a budget file of accepted nib costs (nibbench-budget.json; docs/ci-gating.md).", valueName: "file"))
    var budget: String?
    @Option(
        name: .customLong("accept"),
        help: ArgumentHelp(
            "Profiles: accept the regressions of these nibs (a name or glob, repeatable).",
            discussion:
                "A tab then who accepted it (commit SHA: SUBJECT) may follow the glob; scripts/profile-commits passes Nibbench-Accept trailers so.",
            valueName: "glob"))
    var accept: [String] = []
    @Option(help: "Noise band of medians in percent (timing rule).")
    var noise = 5.0
    @Option(help: "Noise band of tail percentiles (p99) in percent (timing rule).")
    var tailNoise = 15.0
    @Option(help: "Significance level of the Mann-Whitney U test (timing rule).")
    var alpha = 0.01
    @Option(
        help: ArgumentHelp(
            "Threshold of allocation and miss-ratio metrics in percent (older spelling of --threshold for those four).", visibility: .hidden))
    var tolerance: Double?
    @Flag(help: "Exit 3 when there are improvements and no regression.")
    var failOnImprovement = false
    @Flag(help: "Exit 4 when any gated row is inconclusive (and no regression).")
    var strict = false
    @Flag(help: "Compare runs of different corpora or traces anyway (otherwise refused, exit 6); the verdicts carry a note.")
    var allowDifferentInputs = false
    @Option(help: "Also write the comparison as Markdown to this file.")
    var markdown: String?
    @Option(help: ArgumentHelp("What the Markdown calls the baseline (e.g. a commit's short SHA; default: BASELINE as given).", valueName: "label"))
    var baseLabel: String?
    @Option(help: ArgumentHelp("What the Markdown calls the new run (default: NEW as given).", valueName: "label"))
    var newLabel: String?
    @Flag(help: "Every row in the runs' Markdown, informational ones too (default: the summary, the regressions and the gated rows).")
    var all = false
    @Flag(help: "Print one JSON document instead of the table.")
    var json = false
    @Option(
        help: ArgumentHelp(
            "text, or github: GitHub Actions workflow commands, an error annotation per regression (profiles: on the nib's source file and line).",
            valueName: "format"))
    var format: OutputFormat = .text
    @Option(
        help: ArgumentHelp(
            "With --format github: the folder profiles' nib names are relative to, from the repository's top (default: the parent of the new profile's input).",
            valueName: "dir"))
    var sourceRoot: String?

    func validate() throws {
        if json && format == .github { throw ValidationError("--json and --format github: choose one") }
    }

    /// The exit code of a refusal to compare runs of different inputs.
    static let differentInputsExitCode: Int32 = 6

    func execute() throws {
        var session = CompareSession(baseline: baseline, new: new)
        (session.thresholds, session.gate, session.noGate, session.tolerancePercent) = (threshold, gate, noGate, tolerance)
        (session.noisePercent, session.tailNoisePercent, session.alpha) = (noise, tailNoise, alpha)
        (session.markdownFile, session.json, session.strict, session.failOnImprovement) = (markdown, json, strict, failOnImprovement)
        (session.baseLabel, session.newLabel, session.allRows) = (baseLabel, newLabel, all)
        (session.budgetFile, session.accepts, session.allowDifferentInputs) = (budget, accept, allowDifferentInputs)
        (session.github, session.sourceRoot) = (format == .github, sourceRoot)
        let outcome: CompareSession.Outcome
        do {
            outcome = try ProgressLine.showing { line in try session.run(progress: { line.show($0) }) }
        } catch let error as ReportingError where error.code == .differentInputs {
            throw fail(error, code: Self.differentInputsExitCode)
        }
        emit(outcome.text)
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
