import NibbenchSupport
import Foundation
import Records

/// `recommend.md`, `recommend.json`, its two charts and the lines `nibbench recommend` prints,
/// from a ``RecommendDocument`` (the files: `RecommendReport+Files.swift`).
package enum RecommendReport {
    /// The chart files, relative to the output folder.
    package static let missRatioChart = "charts/miss-ratio.svg", costChart = "charts/cost.svg"

    /// The answer in a few lines: the recommendation, what it saves against keeping nothing,
    /// and the ties it has.
    package static func summary(_ d: RecommendDocument) -> [String] {
        let r = d.recommendation, unit = d.unit.plural
        var lines: [String] = []
        if let choice = r.recommended {
            lines.append(
                "recommended: \(choice.best) with \(ChartAxis.bytes(Double(choice.budget))) "
                    + "(\(percent(Double(choice.budget) / Double(max(r.distinctBytes, 1)))) of the \(ChartAxis.bytes(Double(r.distinctBytes))) keeping every decoded nib takes): "
                    + "\(number(choice.costPerLoad)) \(unit) per load, miss ratio \(percent(choice.missRatio)); "
                    + "keeping every nib \(number(r.keepEverythingCost)), keeping none (cold) \(number(r.coldCost))")
            if let reason = choice.tieReason {
                lines.append("  cannot be told apart from \(choice.tied.joined(separator: ", ")) at this budget: \(reason)")
            }
        } else {
            lines.append(
                "no budget swept is within \(percent(r.tolerance)) of keeping every nib (\(number(r.keepEverythingCost)) \(unit) per load); sweep larger budgets"
            )
        }
        return lines
    }

    /// What `nibbench recommend` prints when it has written `folder`: the app's lines, the
    /// answer (``summary(_:)``) and the files written.
    package static func text(_ d: RecommendDocument, folder: String) -> String {
        (appLines(d) + summary(d) + ["wrote \(folder)/recommend.md, recommend.json and charts/"]).joined(separator: "\n")
    }

    /// The built app recommended for, with what its `Info.plist` says (`built app MyApp.ipa
    /// (MyApp.app): Xcode 15.3 (DTXcode 1530, build 15E204a), minimum iOS 15.0, …`), and how many
    /// Mac metadata files its import left out, a line each; none for other inputs.
    package static func appLines(_ d: RecommendDocument) -> [String] {
        var lines = d.app.map { ["built app " + $0.summary] } ?? []
        if let compiledAs = d.compiledAs { lines.append("sources compiled as \(compiledAs) writes them") }
        if let ignored = d.ignoredMetadataFiles.flatMap(MessageText.ignoredMacMetadata) { lines.append(ignored) }
        return lines
    }

    /// The Markdown report.
    package static func markdown(_ d: RecommendDocument) -> String {
        let r = d.recommendation, unit = d.unit.plural
        var md = "# Which strategy, and how much memory, for \(d.input)\n\n"
        if let summary = d.unmeasuredSummary, let unmeasured = d.unmeasured {
            md +=
                UnmeasuredLead.markdown(
                    summary: summary,
                    consequence: "the recommendation below is for the rest of the app (the loads of nibs not profiled were left out of the trace).",
                    items: unmeasured.map { ($0.what, $0.cause) }
                ).joined(separator: "\n") + "\n"
        }
        md += summary(d).map { "**" + $0.trimmingCharacters(in: .whitespaces) + "**" }.joined(separator: "\n\n") + "\n\n"
        md +=
            "Decided on \(unit) per load, which do not depend on the machine or its load: each nib's miss (decode + first instantiate) "
            + "and decoded hit (warm instantiate) were profiled, a budget is memory (a decoded nib's footprint, a file's bytes for `bytes-lru`), and every load of the trace was replayed through every strategy at every budget. "
            + "Reading a file costs a system call that \(unit) do not see, so `bytes-lru` and `mmap` cost what `cold` does here.\n\n"
        md += "## Inputs\n\n"
        md += "- Corpus: `\(d.corpus.path)`, \(d.corpus.nibs) nibs, \(ChartAxis.bytes(Double(d.corpus.bytes)))"
        md += d.corpus.importFailures.isEmpty ? "\n" : "; \(d.corpus.importFailures.count) source files could not be imported (listed above)\n"
        for line in appLines(d) { md += "- " + line.prefix(1).uppercased() + line.dropFirst() + "\n" }
        md +=
            "- Trace: \(d.trace.origin); \(d.trace.loads) loads of \(d.trace.distinctNibs) nibs (\(ChartAxis.bytes(Double(d.trace.distinctBytes)))), \(d.trace.memoryWarnings) memory warnings\n"
        md +=
            "- Most loaded: "
            + d.trace.top.map { "`\($0.name)` \(percent(Double($0.loads) / Double(max(d.trace.loads, 1))))" }.joined(separator: ", ") + "\n"
        if !d.estimatedNibs.isEmpty {
            md +=
                "- \(d.estimatedNibs.count) nibs could not be profiled; their costs are estimated from their archive size: "
                + d.estimatedNibs.prefix(10).map { "`\($0)`" }.joined(separator: ", ") + (d.estimatedNibs.count > 10 ? ", …" : "") + "\n"
        }
        md += "\n## Best strategy per budget\n\n"
        md +=
            "| budget | of keeping every nib | best | miss ratio | \(unit)/load | vs keeping every nib | time/load (est.) | cannot be told apart from |\n"
        md += "|---:|---:|---|---:|---:|---:|---:|---|\n"
        for c in r.choices {
            let mark = c.budget == r.recommended?.budget ? " ◀" : ""
            let ties = c.tied.isEmpty ? "" : c.tied.joined(separator: ", ") + " — " + (c.tieReason ?? "")
            md +=
                "| \(ChartAxis.bytes(Double(c.budget)))\(mark) | \(percent(Double(c.budget) / Double(max(r.distinctBytes, 1)))) | \(c.best) "
                + "| \(percent(c.missRatio)) | \(number(c.costPerLoad)) | \(ratio(c.costPerLoad, r.keepEverythingCost)) "
                + "| \(ChartAxis.time(nanoseconds(d, c.best, c.budget))) | \(ties) |\n"
        }
        for note in missRatioRises(d) { md += "\n" + note + "\n" }
        md += "\nKeeping every nib (`uinib`): \(number(r.keepEverythingCost)) \(unit) per load, miss ratio \(percent(r.keepEverythingMissRatio)). "
        md += "Keeping none (`cold`): \(number(r.coldCost)) \(unit) per load (\(ratio(r.coldCost, r.keepEverythingCost)) keeping every nib), "
        md += "about \(ChartAxis.time(nanoseconds(d, "cold", nil))) per load from the profile's medians.\n\n"
        md += "![Miss ratio against budget](\(missRatioChart))\n\n![Expected cost against budget](\(costChart))\n\n"
        if let budget = r.recommended?.budget {
            md +=
                "## Every strategy at \(ChartAxis.bytes(Double(budget)))\n\n| strategy | miss ratio | \(unit)/load | time/load (est.) | note |\n|---|---:|---:|---:|---|\n"
            let at = d.rows.filter { $0.budget == budget || ($0.budget == nil) }.sorted {
                ($0.costPerLoad, $0.strategy) < ($1.costPerLoad, $1.strategy)
            }
            for row in at {
                let note =
                    row.isBound
                    ? "furthest next use (offline: it reads the future of the trace); not a bound when nibs differ in size"
                    : row.budget == nil ? "any budget" : row.admitsNothing ?? ""
                md +=
                    "| \(row.strategy) | \(percent(row.missRatio)) | \(number(row.costPerLoad)) | \(ChartAxis.time(row.nanosecondsPerLoad)) | \(note) |\n"
            }
            md += "\n"
        }
        md += confirmations(d)
        md += "## Time taken\n\n| stage | seconds |\n|---|---:|\n"
        for s in d.seconds { md += "| \(s.stage) | \(String(format: "%.1f", s.seconds)) |\n" }
        md += "| total | \(String(format: "%.1f", d.seconds.reduce(0) { $0 + $1.seconds })) |\n"
        if let peak = d.peakResidentBytes {
            md += "\nPeak resident memory of the command: \(ChartAxis.bytes(Double(peak))) (getrusage, this process).\n"
        }
        return md
    }

    /// The measured runs against the predictions.
    static func confirmations(_ d: RecommendDocument) -> String {
        guard !d.confirmations.isEmpty else {
            return d.unconfirmed.map { "## Not confirmed by measured runs\n\nThe prediction above is not confirmed: \($0).\n\n" } ?? ""
        }
        let unit = d.unit.plural
        var md = "## Confirmed by measured runs\n\n"
        md += "The strategies that matter at the recommended budget, replayed by `nibbench run` on the same corpus and the trace's first "
        md += "\(d.confirmationLoads ?? d.trace.loads) loads"
        md += d.confirmationRun.map { " (`\($0)`, its trace `run-trace.csv`)" } ?? ""
        md +=
            "; the predictions are for the same loads. Times are this machine's, with the 95% interval of the median; \(unit) are the deciding figure"
        md += " (a measured load also counts the file read and the loader's own bookkeeping, which the profile leaves out).\n\n"
        // Under callgrind a load runs tens of times slower than natively: its time says nothing.
        let timed = d.unit == .allocations
        md += "| configuration | \(unit)/load predicted | measured | miss ratio predicted | measured |"
        md += timed ? " median latency [95% interval] |\n|---|---:|---:|---:|---:|---:|\n" : "\n|---|---:|---:|---:|---:|\n"
        for c in d.confirmations {
            md += "| \(c.config) | \(number(c.predictedCost)) | \(c.measuredCost.map(number) ?? "–") | \(percent(c.predictedMissRatio)) "
            md += "| \(percent(c.measuredMissRatio)) |"
            md += timed ? " \(ChartAxis.time(c.medianNanoseconds)) [\(ChartAxis.time(c.medianLow)), \(ChartAxis.time(c.medianHigh))] |\n" : "\n"
        }
        let separated = timed ? overlapping(d.confirmations) : []
        if !separated.isEmpty { md += "\nTheir times cannot be told apart (95% intervals overlap): " + separated.joined(separator: "; ") + ".\n" }
        if !timed { md += "\nThe runs counted \(unit) under callgrind, so their times are not shown.\n" }
        md +=
            "\nThe run's own report may warn that a capacity holds most of the corpus: it estimates each decoded nib as 2.5 × its file's bytes, "
            + "over every nib of the corpus, before anything is loaded. The budgets here are the footprints measured for each nib the trace loads "
            + "(\(ChartAxis.bytes(Double(d.recommendation.distinctBytes))) for all of them), which the runs charge too.\n"
        return md + "\n"
    }

    /// Why a budget's best miss ratio is above a smaller budget's, one sentence each: the best
    /// is the cheapest per load, not the one that misses least, and a policy that weighs size or
    /// cost (GDSF, GreedyDual) spends more memory on a large, costly nib that now fits, evicting
    /// several small ones; furthest next use (Belady) is no optimum either when sizes differ.
    static func missRatioRises(_ d: RecommendDocument) -> [String] {
        let choices = d.recommendation.choices.sorted { $0.budget < $1.budget }
        var notes: [String] = []
        for (smaller, larger) in zip(choices, choices.dropFirst()) where larger.missRatio > smaller.missRatio + 1e-9 {
            let (at, from) = (ChartAxis.bytes(Double(larger.budget)), ChartAxis.bytes(Double(smaller.budget)))
            let why =
                larger.best == smaller.best
                ? "\(larger.best) itself misses more with more memory: the size effect — a policy that weighs a nib's size or cost keeps a large, costly nib that now fits and evicts several small ones, so more loads miss while each costs less"
                : "the best is the cheapest per load (\(number(larger.costPerLoad)) against \(number(smaller.costPerLoad)) \(d.unit.plural)), not the one that misses least: \(larger.best) keeps the nibs whose misses cost the most"
            notes.append("At \(at) the best miss ratio (\(percent(larger.missRatio))) is above \(from)'s (\(percent(smaller.missRatio))): \(why).")
        }
        return notes
    }

    /// Pairs of confirmations whose median intervals overlap.
    static func overlapping(_ c: [RecommendDocument.Confirmation]) -> [String] {
        var pairs: [String] = []
        for i in c.indices {
            for j in c.indices where j > i && c[i].medianLow <= c[j].medianHigh && c[j].medianLow <= c[i].medianHigh {
                pairs.append("\(c[i].config) and \(c[j].config)")
            }
        }
        return pairs
    }

    /// The two charts: miss ratio and expected cost against budget, per strategy.
    package static func charts(_ d: RecommendDocument) -> [(file: String, svg: String)] {
        let bounded = Dictionary(grouping: d.rows.filter { $0.budget != nil }, by: \.strategy)
        let names = d.rows.filter { $0.budget != nil }.map(\.strategy).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let levels = d.rows.filter { $0.budget == nil && $0.strategy != "mmap" }
        func series(_ value: (BudgetRow) -> Double) -> [BudgetChart.Series] {
            names.map { name in BudgetChart.Series(label: name, points: bounded[name, default: []].map { ($0.budget!, value($0)) }) }
        }
        let subtitle = "\(d.trace.loads) loads of \(d.trace.distinctNibs) nibs; \(d.unit.plural) per load decide"
        let recommended = d.recommendation.recommended?.budget
        return [
            (
                missRatioChart,
                BudgetChart(
                    title: "Miss ratio against memory budget", subtitle: subtitle, valueTitle: "miss ratio (%)", isRatio: true,
                    series: series(\.missRatio), levels: levels.map { ($0.strategy, $0.missRatio) }, recommended: recommended
                ).render()
            ),
            (
                costChart,
                BudgetChart(
                    title: "Expected cost of a load against memory budget", subtitle: subtitle, valueTitle: "\(d.unit.plural) per load",
                    isRatio: false, series: series(\.costPerLoad), levels: levels.map { ($0.strategy, $0.costPerLoad) }, recommended: recommended
                ).render()
            )
        ]
    }

    /// The expected nanoseconds per load of `strategy` at `budget` (nil: without one).
    static func nanoseconds(_ d: RecommendDocument, _ strategy: String, _ budget: Int?) -> Double {
        d.rows.first { $0.strategy == strategy && ($0.budget == budget || $0.budget == nil) }?.nanosecondsPerLoad ?? 0
    }

    static func percent(_ x: Double) -> String { String(format: x < 0.1 ? "%.2f%%" : "%.1f%%", x * 100) }
    static func number(_ x: Double) -> String { x >= 1000 ? String(format: "%.0f", x) : String(format: "%.1f", x) }
    static func ratio(_ x: Double, _ base: Double) -> String { base > 0 ? String(format: "×%.2f", x / base) : "–" }
}
