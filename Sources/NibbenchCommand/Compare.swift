import ArgumentParser
import Harness
import Reporting

/// `nibbench compare BASELINE NEW`: statistically sound regression verdicts.
struct Compare: Command {
    static let configuration = CommandConfiguration(
        abstract: "Compare a run with a baseline (verdict per strategy and metric), or two profiles (verdict per nib).",
        discussion: """
            BASELINE and NEW are run folders, run.json files, or baseline names saved with \
            `nibbench run --save-baseline NAME` (Results/baselines/NAME/) — or two profile \
            folders (or profile.json files) of `nibbench profile`, recognised by profile.json's \
            kind; a profile and a run cannot be compared. Profiles: nibs added, removed, \
            renamed (same bytes, or same objects and archive figures) and changed, every figure's \
            change; a nib whose first load or warm instantiate costs more than +threshold is a \
            regression — instructions when both profiles counted them, else allocation \
            requests (default 1% each; --threshold instructions=PCT, allocations=PCT; \
            --no-gate instructions gates allocations); the Markdown is printed. Runs: deterministic \
            metrics gate by default: instructions per load (runs with --measure \
            instructions; threshold 0.5%), allocation bytes and counts per load and miss \
            ratios (exact): regression beyond +threshold, improvement beyond -threshold, else \
            unchanged. Instruction counts of runs built by different Swift compilers or \
            counted by different Valgrind versions are not gated (exit 5). Latency (p50, \
            p99) is informational unless --gate time: then a regression only when the \
            bootstrap 95% interval lies entirely above +noise and a Mann-Whitney U test \
            rejects at alpha (improvement symmetric; unchanged within ±noise; else \
            inconclusive).
            Exit codes: 0 no regression; 2 a regression; 3 improvements only, with \
            --fail-on-improvement; 4 inconclusive gated rows, with --strict; 5 a gated \
            metric the two runs cannot be compared on (different toolchains), and no \
            regression; 1 usage or input error.

            Examples:
              nibbench compare Results/<old-run> Results/<new-run>
              nibbench compare main Results/<new-run> --threshold instructions=1%
              nibbench compare main Results/<run> --gate time --strict
              nibbench compare main Results/<run> --no-gate allocations --markdown c.md
              nibbench compare Results/profile-base Results/profile-head --markdown nibs.md
            """
    )

    @Argument(help: "The baseline: run folder, run.json, or baseline name.")
    var baseline: String
    @Argument(help: "The new run: run folder, run.json, or baseline name.")
    var new: String
    @Option(name: .customLong("gate"), help: ArgumentHelp(
        "Also gate these metric families (comma-separated, repeatable): instructions, allocations, miss-ratio, time.",
        discussion: "instructions, allocations and miss-ratio gate by default; time adds the latency rows.", valueName: "families"))
    var gate: [String] = []
    @Option(name: .customLong("no-gate"), help: ArgumentHelp("Do not gate these metric families (comma-separated, repeatable); their rows become informational.",
                                                             valueName: "families"))
    var noGate: [String] = []
    @Option(name: .customLong("threshold"), help: ArgumentHelp(
        "Relative threshold of a deterministic metric (repeatable): instructions, allocations, allocated_bytes, miss_ratio, cost_miss_ratio.",
        discussion: "Defaults: instructions=0.5%, every other 0% (exact).", valueName: "metric=pct"))
    var threshold: [String] = []
    @Option(help: "Noise band of medians in percent (timing rule).")
    var noise = 5.0
    @Option(help: "Noise band of tail percentiles (p99) in percent (timing rule).")
    var tailNoise = 15.0
    @Option(help: "Significance level of the Mann-Whitney U test (timing rule).")
    var alpha = 0.01
    @Option(help: ArgumentHelp("Threshold of allocation and miss-ratio metrics in percent (older spelling of --threshold for those four).", visibility: .hidden))
    var tolerance: Double?
    @Flag(help: "Exit 3 when there are improvements and no regression.")
    var failOnImprovement = false
    @Flag(help: "Exit 4 when any gated row is inconclusive (and no regression).")
    var strict = false
    @Option(help: "Also write the comparison as Markdown to this file.")
    var markdown: String?
    @Flag(help: "Print one JSON document instead of the table.")
    var json = false

    func execute() throws {
        let (baseIsProfile, newIsProfile) = (NibProfile.isProfile(baseline), NibProfile.isProfile(new))
        if baseIsProfile || newIsProfile {
            guard baseIsProfile && newIsProfile else {
                throw ReportingError(.kindMismatch, "not a profile, while \(baseIsProfile ? baseline : new) is one: compare two runs or two profiles",
                                     file: baseIsProfile ? new : baseline)
            }
            return try compareProfiles()
        }
        let progress = ProgressLine()
        progress.show("reading \(baseline)")
        let base = try ResultDirectory.read(ResultDirectory.resolve(baseline))
        progress.show("reading \(new)")
        let newRun = try ResultDirectory.read(ResultDirectory.resolve(new))
        let options = try Comparison.Options(noisePercent: noise, tailNoisePercent: tailNoise, alpha: alpha, thresholds: threshold,
                                             gate: gate, noGate: noGate, tolerancePercent: tolerance)
        let comparison = Comparison(base: base, new: newRun, options: options) { done, total in
            progress.show("comparing: \(done)/\(total) configurations")
        }
        progress.clear()
        if let markdown { try ResultDirectory.atomically(comparison.markdown(base: baseline, new: new), to: markdown) }
        emit(json ? try comparison.json() : comparison.text)
        let code = comparison.exitCode(strict: strict, failOnImprovement: failOnImprovement)
        if code != 0 { throw ExitCode(code) }
    }

    /// Two profiles: the Markdown on standard output (or the JSON with --json), also to --markdown FILE.
    private func compareProfiles() throws {
        let options = try ProfileComparison.options(thresholds: threshold, gate: gate, noGate: noGate)
        let comparison = ProfileComparison(base: try NibProfile.read(baseline), new: try NibProfile.read(new), options: options)
        let markdown = comparison.markdown(base: baseline, new: new)
        if let file = self.markdown { try ResultDirectory.atomically(markdown, to: file) }
        emit(json ? try comparison.json() : String(markdown.dropLast()))
        let code = comparison.exitCode(failOnImprovement: failOnImprovement)
        if code != 0 { throw ExitCode(code) }
    }
}
