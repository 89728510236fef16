import Harness
import Reporting
import Records
import Verdicts

/// `nibbench compare`'s work once its options are read: two runs (or two profiles) read,
/// compared and rendered; the Markdown written where asked; the text to print and the exit
/// code the gate gives.
package struct CompareSession {
    /// The baseline: a results folder, a `run.json`, a baseline name, or a profile.
    package var baseline: String
    /// The new run or profile.
    package var new: String
    /// `METRIC=PERCENT` thresholds (`--threshold`).
    package var thresholds: [String] = []
    /// Metric families gated, and families not gated (comma-separated lists).
    package var gate: [String] = []
    /// Metric families whose rows are informational only.
    package var noGate: [String] = []
    /// Noise band of medians, in percent (runs' timing rule).
    package var noisePercent = 5.0
    /// Noise band of tail percentiles, in percent (runs' timing rule).
    package var tailNoisePercent = 15.0
    /// Significance level of the Mann-Whitney U test (runs' timing rule).
    package var alpha = 0.01
    /// The older threshold of allocation and miss-ratio metrics, in percent, where given.
    package var tolerancePercent: Double?
    /// Where to write the comparison as Markdown, where given.
    package var markdownFile: String?
    /// What the Markdown calls the two sides (a commit's short SHA, say) instead of the paths
    /// given (`--base-label`, `--new-label`).
    package var baseLabel: String?
    package var newLabel: String?
    /// Every row in the runs' Markdown, informational ones too (`--all`); otherwise the gated rows.
    package var allRows = false
    /// One JSON document instead of the table.
    package var json = false
    /// GitHub Actions workflow commands instead of the table (``WorkflowAnnotation``): an
    /// error annotation per regression on the nib's source file and line, a notice with the summary.
    package var github = false
    /// The folder a profile's nib names are relative to, from the repository's top (default:
    /// the parent of the new profile's input, ``NibSourceLocator/root(ofInputs:)``).
    package var sourceRoot: String?
    /// Exit 4 when a gated row is inconclusive (runs only).
    package var strict = false
    /// Exit 3 when there are improvements and no regression.
    package var failOnImprovement = false
    /// Compare runs of different corpora or traces anyway (`--allow-different-inputs`); the
    /// verdicts then carry a note.
    package var allowDifferentInputs = false
    /// A budget file of accepted nib costs (profiles only, `--budget`).
    package var budgetFile: String?
    /// Nib names or globs whose regressions are accepted (profiles only, `--accept`): `GLOB`
    /// or `GLOB<TAB>WHO`.
    package var accepts: [String] = []

    /// A comparison of `new` against `baseline` with the default rules.
    package init(baseline: String, new: String) {
        (self.baseline, self.new) = (baseline, new)
    }

    /// What a comparison gives: the text to print and the exit code (0 when the gate passes).
    package struct Outcome {
        /// The table, the profile Markdown or the JSON document.
        package var text: String
        /// 0, or 2 (regression), 3 (improvement with `failOnImprovement`), 4 (inconclusive with `strict`).
        package var exitCode: Int32
    }

    /// Reads both sides, compares them and writes the Markdown asked for; `progress` is told
    /// what is being read or compared.
    /// - Throws: ``ReportingError`` `.kindMismatch` when one side is a profile and the other a
    ///   run, `.invalidBudget` for a budget file that does not follow its schema;
    ///   `ComparisonOptionError` for a threshold, family or accept that does not apply;
    ///   ``ReportingError`` `.differentInputs` for runs of different corpora or traces without
    ///   ``allowDifferentInputs``; what reading either side throws.
    package func run(progress: @escaping (String) -> Void = { _ in }) throws -> Outcome {
        let (baseIsProfile, newIsProfile) = (NibProfile.isProfile(baseline), NibProfile.isProfile(new))
        if baseIsProfile || newIsProfile {
            guard baseIsProfile && newIsProfile else {
                throw ReportingError(
                    .kindMismatch, "not a profile, while \(baseIsProfile ? baseline : new) is one: compare two runs or two profiles",
                    file: baseIsProfile ? new : baseline)
            }
            let options = try ProfileComparison.options(thresholds: thresholds, gate: gate, noGate: noGate)
            let floors = try ProfileComparison.floors(thresholds: thresholds)
            var acknowledgements = ProfileComparison.Acknowledgements(budgetFile: budgetFile)
            for accept in accepts { acknowledgements.accepts.append(try ProfileComparison.Accept(argument: accept)) }
            if let budgetFile { acknowledgements.budget = try ProfileBudget.read(budgetFile) }
            let newProfile = try NibProfile.read(new)
            let comparison = ProfileComparison(
                base: try NibProfile.read(baseline), new: newProfile, options: options,
                floors: floors, acknowledgements: acknowledgements)
            let markdown = comparison.markdown(base: baseLabel ?? baseline, new: newLabel ?? new)
            if let markdownFile { try ResultDirectory.atomically(markdown, to: markdownFile) }
            let text: String
            if github {
                let locator = NibSourceLocator(root: sourceRoot ?? NibSourceLocator.root(ofInputs: newProfile.inputs))
                let entries = Dictionary(newProfile.nibs.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
                let annotations = WorkflowAnnotation.annotations(
                    comparison, place: { name in entries[name].map { locator.locate($0) }.map { ($0.file, $0.line) } },
                    file: { locator.path($0) })
                text = annotations.map(\.rendered).joined(separator: "\n")
            } else {
                text = json ? try comparison.json() : String(markdown.dropLast())
            }
            return Outcome(text: text, exitCode: comparison.exitCode(failOnImprovement: failOnImprovement))
        }
        if budgetFile != nil || !accepts.isEmpty {
            throw ComparisonOptionError(
                .badAccept, "--budget and --accept apply to profile comparisons (nibbench profile), not to runs",
                value: budgetFile ?? accepts[0])
        }
        progress("reading \(baseline)")
        let base = try ResultDirectory.read(ResultDirectory.resolve(baseline)).resolvingPredatingConfigs()
        progress("reading \(new)")
        let newRun = try ResultDirectory.read(ResultDirectory.resolve(new)).resolvingPredatingConfigs()
        let inputs = ComparisonInputs(base: base, new: newRun)
        if !allowDifferentInputs, let refusal = inputs.refusal(base: baseline, new: new) {
            throw ReportingError(.differentInputs, refusal)
        }
        let options = try Comparison.Options(
            noisePercent: noisePercent, tailNoisePercent: tailNoisePercent, alpha: alpha,
            thresholds: thresholds, gate: gate, noGate: noGate, tolerancePercent: tolerancePercent)
        var comparison = Comparison(base: base, new: newRun, options: options) { done, total in
            progress("comparing: \(done)/\(total) configurations")
        }
        comparison.inputNotes = inputs.notes(base: baseLabel ?? baseline, new: newLabel ?? new)
        if let markdownFile {
            try ResultDirectory.atomically(comparison.markdown(base: baseLabel ?? baseline, new: newLabel ?? new, all: allRows), to: markdownFile)
        }
        let text: String
        if github {
            text = WorkflowAnnotation.annotations(comparison).map(\.rendered).joined(separator: "\n")
        } else {
            text = json ? try comparison.json() : comparison.text
        }
        return Outcome(
            text: text,
            exitCode: comparison.exitCode(strict: strict, failOnImprovement: failOnImprovement))
    }
}
