import Verdicts
import Foundation
import History
import Reporting

/// The flows of `nibbench history`: adding results to a history file and checking it.
package enum HistorySession {
    /// What adding one result did.
    package struct Addition: Sendable {
        package var source: String
        package var commit: String
        package var series: String
        package var figures: Int
        /// What the result could not measure (see ``HistoryEntry/unmeasured``).
        package var unmeasured: [String]
        package var outcome: HistoryStore.Outcome
    }

    /// Adds the results at `paths` to the history at `database` (created when missing) and
    /// writes it back once, atomically. Each result's commit is `commit` when given, else the one
    /// the result recorded; git in `repository` gives its full SHA, author date and parents.
    ///
    /// - Throws: ``HistoryError``: `.noCommit` for a result that records no commit when none is
    ///   given; what reading a result or the history throws. Nothing is written then.
    package static func add(
        _ paths: [String], to database: String, commit: String?, branch: String?, repository: String
    ) throws(HistoryError) -> [Addition] {
        let store = try HistoryStore(path: database)
        var additions: [Addition] = []
        for path in paths {
            let entry = try HistoryEntry.read(path)
            guard let sha = commit ?? entry.commit else {
                throw HistoryError(.noCommit, "the result records no commit: pass --commit", file: path)
            }
            let resolved = HistoryCommit.resolving(sha, in: repository, branch: branch)
            let outcome = try store.add(entry, commit: resolved, source: path)
            additions.append(
                Addition(
                    source: path, commit: resolved.sha, series: entry.series, figures: entry.figures.count, unmeasured: entry.unmeasured,
                    outcome: outcome))
        }
        if additions.contains(where: { if case .added = $0.outcome { true } else { false } }) { try store.save() }
        return additions
    }

    /// What checking a history found: per series, the judged commit's regression steps and the
    /// creep over the budget.
    package struct Verdict: Sendable {
        package var series: [(name: String, newest: String, steps: [HistoryCheck.Step], creeps: [HistoryCheck.Creep])]
        /// The series that have no result at the commit judged (when one was named).
        package var notAtCommit: [String] = []
        /// How many series fail: a step or creep at the commit judged.
        package var failing: Int { series.filter { !$0.steps.isEmpty || !$0.creeps.isEmpty }.count }
        /// Whether any series fails.
        package var fails: Bool { failing > 0 }

        /// The findings as GitHub Actions workflow commands: an error annotation per step and
        /// creep, on the source of the nib or scene (found under `sourceRoot`, the folder the
        /// profiles' names are relative to) when there is one, and a notice with the outcome.
        package func annotations(sourceRoot: String = ".") -> [WorkflowAnnotation] {
            let locator = NibSourceLocator(root: sourceRoot)
            var found = series.flatMap {
                WorkflowAnnotation.annotations(steps: $0.steps, creeps: $0.creeps, series: $0.name) { subject in
                    locator.locate(subject: subject).map { ($0.file, $0.line) }
                }
            }
            found.append(
                WorkflowAnnotation(
                    .notice, title: "nibbench history check",
                    message: "\(failing) of \(series.count) series with a step or creep"
                        + (notAtCommit.isEmpty ? "" : "; not judged (no result at the commit): \(notAtCommit.joined(separator: ", "))")))
            return found
        }
    }

    /// Checks every series of the history at `database` with `check`: at its newest commit, or
    /// at `commit` against `base` (a pull request's head against its base), both resolved by
    /// git in `repository`.
    ///
    /// - Throws: ``HistoryError`` when the history cannot be read; `.noCommit` when no series
    ///   has a result at `commit`, or one that has lacks `base`.
    package static func check(
        _ database: String, with check: HistoryCheck, commit: String? = nil, base: String? = nil, repository: String = "."
    ) throws(HistoryError) -> Verdict {
        let store = try existing(database)
        let sha = commit.map { HistoryCommit.resolving($0, in: repository, branch: nil).sha }
        let baseSHA = base.map { HistoryCommit.resolving($0, in: repository, branch: nil).sha }
        var verdict = Verdict(series: [])
        for series in try store.series() {
            var judged = series
            if let sha {
                guard let cut = try series.judging(sha, after: baseSHA) else {
                    verdict.notAtCommit.append(series.name)
                    continue
                }
                judged = cut
            }
            guard let newest = judged.points.last else { continue }
            let (steps, creeps) = check.fails(judged)
            verdict.series.append((series.name, newest.commit, steps, creeps))
        }
        if let sha, verdict.series.isEmpty {
            throw HistoryError(.noCommit, "no series of the history has a result at \(sha.prefix(12)): add the commit's first", file: database)
        }
        return verdict
    }

    /// Writes the report of the history at `database` into `folder` (replaced atomically):
    /// `report.md`, `report.html`, `steps.csv`, `charts/`.
    ///
    /// - Returns: How many series and changes the report has.
    /// - Throws: ``HistoryError`` when the history cannot be read or the folder written.
    package static func report(_ database: String, to folder: String, with report: HistoryReport) throws(HistoryError) -> (series: Int, changes: Int)
    {
        let series = try existing(database).series()
        let (files, changes) = report.render(series)
        do {
            try ResultDirectory.writeFolder(files, to: folder)
        } catch {
            throw HistoryError(.io, "cannot write the history report", file: folder, cause: error)
        }
        return (series.count, changes)
    }

    /// What merging histories did.
    package struct Merge: Sendable {
        /// The series of every input (the same in each).
        package var series: Set<String>
        /// Results and commits in the merged history; results that were in more than one input.
        package var results: Int, commits: Int, duplicates: Int
    }

    /// Merges the histories at `inputs` (the files of a backfill's shards, in their order) into
    /// one written to `output` atomically, replacing it: every input's commits, results, figures
    /// and subjects, a result (digest) in several inputs kept once (``HistoryStore/merge(_:)``).
    /// To merge into an existing history, name it among the inputs.
    ///
    /// Every input must have results, in the same series as the first input: the series are
    /// the same set of names (measure, inputs, toolchain; docs/history.md). A history of
    /// another series measured something else, and its figures would read as steps.
    ///
    /// - Throws: ``HistoryError`` `.seriesDiffer` naming the input whose series differ from the
    ///   first's (or that has no results); what opening an input (which must exist) or writing
    ///   `output` throws. Nothing is written then.
    package static func merge(_ inputs: [String], into output: String) throws(HistoryError) -> Merge {
        guard let first = inputs.first else { throw HistoryError(.io, "no history to merge", file: output) }
        let merged = try existing(first)
        let series = try merged.seriesNames()
        var duplicates = 0
        for (index, input) in inputs.enumerated() {
            let store = index == 0 ? merged : try existing(input)
            let names = try store.seriesNames()
            guard !names.isEmpty else { throw HistoryError(.seriesDiffer, "the history has no results to merge", file: input) }
            guard names == series else {
                let here = names.subtracting(series).sorted().map { "'\($0)'" }, there = series.subtracting(names).sorted().map { "'\($0)'" }
                let difference = [
                    here.isEmpty ? nil : "series \(here.joined(separator: ", ")) not in \(first)",
                    there.isEmpty ? nil : "no series \(there.joined(separator: ", ")) of \(first)"
                ].compactMap { $0 }
                throw HistoryError(.seriesDiffer, "its series differ from the first history's: \(difference.joined(separator: "; "))", file: input)
            }
            if index > 0 { duplicates += try merged.merge(store).alreadyPresent }
        }
        try merged.save(to: output)
        let (results, commits) = try merged.counts()
        return Merge(series: series, results: results, commits: commits, duplicates: duplicates)
    }

    /// The history at `database`, which must exist: checking or reporting an empty one would
    /// pass in silence.
    ///
    /// - Throws: ``HistoryError`` `.io` when there is no such file; what opening it throws.
    private static func existing(_ database: String) throws(HistoryError) -> HistoryStore {
        guard FileManager.default.fileExists(atPath: database) else {
            throw HistoryError(.io, "no history here: add results with nibbench history add", file: database)
        }
        return try HistoryStore(path: database)
    }
}
