import Foundation
import NibbenchSupport
import Records
import Verdicts

/// `nibbench history report`'s folder: `report.md`, `report.html`, `steps.csv` (the steps of
/// deterministic figures: the same from any backfill of the same commits), `change-points.csv`
/// (those of timed figures, which move with each run's timings) and a trend chart per
/// configuration and figure of each run series and per figure of the most changed nibs of each
/// profile series.
package struct HistoryReport: Sendable {
    /// The steps of deterministic figures, the creep over the window.
    package var check: HistoryCheck
    /// How many of a profile series' nibs get charts: the most changed first.
    package var nibsCharted = 8

    package init(check: HistoryCheck, nibsCharted: Int = 8) {
        (self.check, self.nibsCharted) = (check, nibsCharted)
    }

    /// The folder's files, by path relative to it, and how many changes `steps.csv` and
    /// `change-points.csv` list.
    package func render(_ all: [HistorySeries]) -> (files: [(path: String, text: String)], changes: Int) {
        let header = "commit,series,subject,figure,kind,before,after,change\n"
        var steps = header, points = header
        var markdown = "# nibbench history\n\n"
        var charts: [(path: String, text: String)] = []
        var listed = 0
        for (n, series) in all.enumerated() {
            let changes = check.changes(in: series)
            listed += changes.count
            for c in changes {
                let row =
                    [
                        c.commit, c.series, c.subject, c.figure, c.kind, CSVReport.number(c.before), CSVReport.number(c.after),
                        String(format: "%.6f", c.change)
                    ]
                    .map(CSVReport.field).joined(separator: ",") + "\n"
                if c.kind == HistoryCheck.Change.changePoint { points += row } else { steps += row }
            }
            markdown += section(series, changes: changes)
            let drawn = chartsOf(series, changes: changes, folder: "charts/series-\(n + 1)")
            markdown += drawn.isEmpty ? "" : "\n" + drawn.map { "![\($0.title)](\($0.path))\n" }.joined(separator: "\n")
            charts += drawn.map { ($0.path, $0.svg) }
        }
        if all.isEmpty { markdown += "The history holds no results yet.\n" }
        let html = HTMLReport.render(
            markdown: markdown, title: "nibbench history", inline: Dictionary(uniqueKeysWithValues: charts.map { ($0.path, $0.text) }))
        return ([("steps.csv", steps), ("change-points.csv", points), ("report.md", markdown), ("report.html", html)] + charts, listed)
    }

    /// A series' section of `report.md`: its commits, its steps and change points, its creep.
    func section(_ series: HistorySeries, changes: [HistoryCheck.Change]) -> String {
        var text = "## \(series.name)\n\n"
        let first = series.points.first?.commit.prefix(12) ?? "", last = series.points.last?.commit.prefix(12) ?? ""
        text += "\(series.points.count) commits, \(first) to \(last).\n\n"
        if !series.renames.isEmpty {
            text += "Renamed (figures are charted and checked under the newest name):\n\n| commit | from | to | matched by |\n|---|---|---|---|\n"
            for r in series.renames { text += "| \(r.commit.prefix(12)) | \(r.from) | \(r.to) | \(r.match) |\n" }
            text += "\n"
        }
        if changes.isEmpty {
            text += "No step and no change point.\n\n"
        } else {
            text += "| commit | subject | figure | kind | before → after | change |\n|---|---|---|---|---:|---:|\n"
            for c in changes {
                text +=
                    "| \(c.commit.prefix(12)) | \(c.subject) | \(c.figure) | \(c.kind) | \(CSVReport.number(c.before)) → \(CSVReport.number(c.after)) | "
                    + String(format: "%+.2f%%", c.change * 100) + " |\n"
            }
            text += "\n"
        }
        if let budget = check.creep {
            let creeps = check.creeps(in: series)
            text += "Creep over the last \(check.window) commits against a budget of " + String(format: "%.1f%%", budget * 100) + ": "
            if creeps.isEmpty {
                text += "none over it.\n\n"
            } else {
                text +=
                    "\(creeps.count) over it.\n\n| subject | figure | from → to | before → after | change | raised by |\n|---|---|---|---:|---:|---|\n"
                for c in creeps {
                    let by = c.contributors.map { "\($0.commit.prefix(12))" }.joined(separator: ", ")
                    text +=
                        "| \(c.subject) | \(c.figure) | \(c.fromCommit.prefix(12)) → \(c.toCommit.prefix(12)) | "
                        + "\(CSVReport.number(c.before)) → \(CSVReport.number(c.after)) | " + String(format: "%+.2f%%", c.change * 100)
                        + " | \(by) |\n"
                }
                text += "\n"
            }
        }
        return text
    }

    /// The charts of a series: a run's per configuration and figure; a profile's per figure of
    /// its most changed nibs.
    func chartsOf(_ series: HistorySeries, changes: [HistoryCheck.Change], folder: String) -> [(title: String, path: String, svg: String)] {
        let commits = series.points.map { String($0.commit.prefix(8)) }
        let position = Dictionary(series.points.enumerated().map { ($1.commit, $0) }, uniquingKeysWith: { a, _ in a })
        var keys = series.keys { _ in true }
        if series.name.hasPrefix("profile") {
            let nibs = Self.mostChanged(series, keys: keys).prefix(nibsCharted)
            keys = keys.filter {
                nibs.contains($0.subject)
                    && ($0.figure.hasSuffix("_instructions") || $0.figure.hasSuffix("_allocations") || $0.figure.hasSuffix("_ns"))
            }
        }
        return keys.enumerated().map { i, key in
            let values = series.points.map { $0.value(key) }
            let steps = changes.filter { $0.subject == key.subject && $0.figure == key.figure }.compactMap { position[$0.commit] }
            let chart = TrendChart(
                title: "\(key.subject): \(key.figure)", subtitle: series.name, valueTitle: key.figure, commits: commits,
                lines: [TrendChart.Line(label: key.subject, values: values)], steps: steps, isRatio: key.figure.hasSuffix("_ratio"))
            return ("\(key.subject) \(key.figure)", "\(folder)/\(i + 1)-\(Self.plain(key.figure)).svg", chart.render())
        }
    }

    /// `name` with everything but lowercase letters, digits and `_` dropped: a chart's file name
    /// never comes from a name a result or the history file holds as it is.
    static func plain(_ name: String) -> String {
        let kept = String(name.unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
        return kept.isEmpty ? "figure" : kept
    }

    /// A profile's nibs, the most changed first: by the relative change of the first load's
    /// instructions (or allocations) from their first value to their last.
    static func mostChanged(_ series: HistorySeries, keys: [HistoryFigure.Key]) -> [String] {
        var change: [String: Double] = [:]
        for key in keys where key.figure == "first_load_instructions" || key.figure == "first_load_allocations" {
            let values = series.points.compactMap { $0.value(key) }
            guard let first = values.first, let last = values.last, first > 0 else { continue }
            change[key.subject] = max(change[key.subject] ?? 0, abs(last / first - 1))
        }
        return change.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    }
}
