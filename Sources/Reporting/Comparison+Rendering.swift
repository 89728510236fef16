import Foundation
import NibbenchSupport
import Records
import Verdicts

extension Comparison {
    /// The comparison as Markdown for a pull request: the summary and the regressed rows first,
    /// then which metrics gate and why, then a table of the gated rows, worst first — every
    /// row with `all` (informational ones too). `base` and `new` name the two sides (a path, or
    /// a label such as a commit's short SHA).
    package func markdown(base: String, new: String, all: Bool = false) -> String {
        var md = "# nibbench compare\n\nBaseline `\(base)` → new `\(new)`.\n\n"
        md += "**Summary.** " + summaryLine + ".\n\n"
        for note in inputNotes { md += "> **Note:** \(note).\n\n" }
        let regressions = sortedRows.filter { $0.verdict == .regression }
        if !regressions.isEmpty {
            md += "## Regressions\n\n| configuration | metric | baseline | new | change |\n|---|---|---:|---:|---:|\n"
            for r in regressions {
                md += "| \(r.config) | \(r.metric) | \(Self.value(r.base, r.metric)) | \(Self.value(r.new, r.metric)) | \(Self.change(r)) |\n"
            }
            md += "\n"
        }
        md += "## Gate\n\n**Gate.** " + gateParagraph + "\n\n"
        for note in notes { md += "> **\(note.refused ? "Refused" : "Note"):** \(note.message).\n\n" }
        let shown = all ? sortedRows : sortedRows.filter { $0.verdict != .informational }
        let timed = shown.contains { $0.metric.hasPrefix("latency_") }
        if timed {
            md += "**Timing rule.** A timed metric is a regression only when its bootstrap 95% interval of the relative change lies entirely above "
            md +=
                "+\(Self.percent(options.noise)) (p99: +\(Self.percent(options.tailNoise))) and a Mann–Whitney U test rejects at α = \(options.alpha); symmetrically for an improvement; "
            md +=
                "the change must also separate every repetition of the new run from every repetition of the baseline (with one repetition on a side there is no timed verdict). "
            md += "Informational rows are not gated; in parentheses, what their rule says. "
            if machine != nil {
                md +=
                    "The machine canary (fixed code that is not nibbench's) says how fast the machine was: where it moved beyond ±\(Self.percent(options.noise)) "
                md +=
                    "while a configuration was measured, that configuration gets no timed verdict (inconclusive); otherwise a timed change must also exceed "
                md += "the band plus the canary's upper bound. "
            }
        }
        md += "Times in ns, µs or ms; allocations in bytes (KiB = 1,024 B); ratios and changes in %.\n\n"
        if timed, let line = machineLine { md += line + "\n\n" }
        md += all ? "## Every row\n\n" : "## Gated rows\n\n"
        md +=
            timed
            ? "| verdict | configuration | metric | baseline | new | change | 95% CI | p | canary while measured |\n|---|---|---|---:|---:|---:|---:|---:|---:|\n"
            : "| verdict | configuration | metric | baseline | new | change |\n|---|---|---|---:|---:|---:|\n"
        for r in shown {
            md +=
                "| \(Self.verdictText(r)) | \(r.config) | \(r.metric) | \(Self.value(r.base, r.metric)) | \(Self.value(r.new, r.metric)) | \(Self.change(r)) |"
            guard timed else { md += "\n"; continue }
            md += " " + (r.interval.map { "\(Self.signed($0.lowerBound)) … \(Self.signed($0.upperBound))" } ?? "exact") + " | "
            md += (r.pValue.map(Self.probability) ?? "—") + " | " + Self.canary(r, separator: " … ") + " |\n"
        }
        let hidden = sortedRows.count - shown.count
        if hidden > 0 {
            md += "\n" + MessageText.counted(hidden, "informational row", "informational rows") + " not shown (`compare --all` shows every row).\n"
        }
        if !unmatched.isEmpty { md += "\nOnly on one side (not compared): " + unmatched.joined(separator: ", ") + "\n" }
        return md
    }

    /// The comparison as one JSON document, keys sorted.
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// Aligned text for a terminal.
    package var text: String {
        var lines = inputNotes.map { "note: " + $0 } + ["gate: " + gateLine] + notes.map { ($0.refused ? "refused: " : "note: ") + $0.message }
        if let line = machineLine { lines.append(line) }
        lines.append(
            "verdict                      configuration                   metric                    baseline → new          change   95% CI            p        canary while measured"
        )
        for r in sortedRows {
            let ci = r.interval.map { "\(Self.signed($0.lowerBound))…\(Self.signed($0.upperBound))" } ?? "exact"
            lines.append(
                Self.verdictText(r).padding(toLength: 29, withPad: " ", startingAt: 0)
                    + r.config.padding(toLength: 32, withPad: " ", startingAt: 0)
                    + r.metric.padding(toLength: 26, withPad: " ", startingAt: 0)
                    + "\(Self.value(r.base, r.metric)) → \(Self.value(r.new, r.metric))".padding(toLength: 24, withPad: " ", startingAt: 0)
                    + Self.change(r).padding(toLength: 9, withPad: " ", startingAt: 0)
                    + ci.padding(toLength: 18, withPad: " ", startingAt: 0)
                    + (r.pValue.map(Self.probability) ?? "—").padding(toLength: 9, withPad: " ", startingAt: 0)
                    + Self.canary(r, separator: "…"))
        }
        if !unmatched.isEmpty { lines.append("only on one side: " + unmatched.joined(separator: ", ")) }
        lines.append(summaryLine)
        return lines.joined(separator: "\n")
    }

    /// "N regressions, N improvements, N unchanged, N inconclusive, N informational" (`1 regression`).
    package var summaryLine: String {
        let counts = Dictionary(grouping: rows, by: \.verdict).mapValues(\.count)
        return [Verdict.regression, .improvement, .unchanged, .inconclusive, .informational].map { verdict in
            let noun = verdict.rawValue
            // Adjectives (unchanged, inconclusive, informational) take no plural.
            return MessageText.counted(counts[verdict] ?? 0, noun, verdict == .regression || verdict == .improvement ? noun + "s" : noun)
        }.joined(separator: ", ")
    }

    /// The gate in one line: "instructions ±0.5%, allocations exact, miss-ratio exact; timing
    /// informational (--gate time gates it)".
    package var gateLine: String {
        let gated = options.gate.filter { $0 != .time }.map { "\($0.rawValue) \(thresholdText($0))" }
        let time = options.gate.contains(.time) ? "timing gated by the timing rule (--gate time)" : "timing informational (--gate time gates it)"
        return (gated.isEmpty ? "no deterministic metric" : gated.joined(separator: ", ")) + "; " + time
    }

    /// The verdict cell: the verdict, and for an informational row what its rule says, as in
    /// "informational (regression)".
    static func verdictText(_ r: Row) -> String {
        r.verdict.rawValue + (r.ruleVerdict.map { " (\($0.rawValue))" } ?? "")
    }

    /// What the machine canary says of the two runs, or nil when a run has no canary.
    package var machineLine: String? {
        guard let m = machine else { return nil }
        let ci = "\(Self.signed(m.interval.lowerBound))…\(Self.signed(m.interval.upperBound))"
        let band = Self.percent(options.noise)
        let speed =
            m.differs
            ? (m.change > 0
                ? "the new run's machine was slower, so timed changes are not called regressions (inconclusive)"
                : "the new run's machine was faster, so timed changes are not called improvements (inconclusive)")
            : m.interval.lowerBound >= -options.noise && m.interval.upperBound <= options.noise
                ? "the same machine speed within ±\(band)"
                : "the machine's speed may have changed (the interval reaches beyond ±\(band)), so a timed change must also exceed the canary's bound"
        return
            "machine canary: median \(MarkdownReport.time(m.base)) → \(MarkdownReport.time(m.new)), \(Self.signed(m.change)) (95% CI \(ci)): \(speed)"
    }

    /// "+1.2% (−0.5%…+3.0%)": the canary's change while the row's configuration ran, or "—".
    static func canary(_ r: Row, separator: String) -> String {
        guard let c = r.machineChange, let i = r.machineInterval else { return "—" }
        return "\(signed(c)) (\(signed(i.lowerBound))\(separator)\(signed(i.upperBound)))"
    }

    private var sortedRows: [Row] {
        let order: [Verdict: Int] = [.regression: 0, .inconclusive: 1, .improvement: 2, .unchanged: 3, .informational: 4]
        return rows.sorted { (order[$0.verdict]!, $0.config, $0.metric) < (order[$1.verdict]!, $1.config, $1.metric) }
    }

    /// A row's change: two decimals for instruction counts (thresholds of a fraction of a
    /// percent), one otherwise.
    static func change(_ r: Row) -> String {
        r.metric.hasPrefix("instructions_") ? String(format: "%+.2f%%", r.change * 100) : signed(r.change)
    }
    static func signed(_ x: Double) -> String { String(format: "%+.1f%%", x * 100) }
    /// A metric's value with its unit: times (ns) as ns, µs or ms; bytes as B, KiB or MiB;
    /// ratios as percentages; instructions as whole numbers with thousands separators; counts
    /// with one decimal.
    static func value(_ x: Double, _ metric: String) -> String {
        if metric.hasPrefix("latency_") { return MarkdownReport.time(x) }
        if metric.hasSuffix("_bytes_per_load") { return MarkdownReport.bytes(x) }
        if metric.hasSuffix("miss_ratio") { return String(format: "%.2f%%", x * 100) }
        if metric.hasPrefix("instructions_") || metric.hasPrefix("cycles_") { return MarkdownReport.instructions(x) }
        return String(format: "%.1f", x)
    }

    /// A p-value: three decimals, or "< 0.001".
    static func probability(_ p: Double) -> String { p < 0.001 ? "< 0.001" : String(format: "%.3f", p) }
}
