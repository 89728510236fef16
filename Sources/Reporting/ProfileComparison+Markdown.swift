import Foundation
import NibbenchSupport
import Records
import Verdicts

extension ProfileComparison {
    /// The comparison as Markdown: the gate, a summary line, the budget and accepts in effect,
    /// each regressed, accepted (with who accepted it and why) and improved nib with what
    /// changed in it, a table of every changed figure of the changed nibs, and the
    /// renamed, added and removed nibs.
    package func markdown(base: String, new: String) -> String {
        var md = "# nibbench compare: profiles\n\n"
        let lead = unmeasuredLead
        if !lead.isEmpty { md += lead.joined(separator: "\n") + "\n" }
        md += "Baseline `\(base)` (\(baseMeasure.rawValue)) → new `\(new)` (\(newMeasure.rawValue)).\n\n"
        md += "**Gate.** " + gateParagraph + "\n\n"
        for note in notes { md += "> **Note:** \(note).\n\n" }
        md += "**Summary.** " + summaryLine + "\n\n"
        if let acknowledgementsLine { md += "**Acknowledged.** " + acknowledgementsLine + "\n\n" }
        for (title, list) in [("Regressions", regressed), ("Accepted", accepted), ("Improvements", improved)] where !list.isEmpty {
            md += "## \(title)\n\n"
            for nib in list { md += "- " + headline(nib) + acknowledgement(nib) + "\n" }
            md += "\n"
        }
        let changed = self.changed
        if !changed.isEmpty {
            md +=
                "## Changed nibs\n\nThe nibs whose compiled bytes differ or whose verdict is not unchanged: every deterministic figure that changed "
            md += "(and time, informational, for reference).\n\n"
            md += "| verdict | nib | metric | baseline | new | change |\n|---|---|---|---:|---:|---:|\n"
            for nib in changed {
                for row in nib.rows where row.base != row.new || row.metric.hasPrefix("time_") {
                    let verdict = nib.acceptance != nil && row.verdict == .regression ? "accepted" : row.verdict.rawValue
                    md +=
                        "| \(verdict) | \(nib.name) | \(row.metric) | \(Self.value(row.base, row.metric)) | \(Self.value(row.new, row.metric)) | \(Comparison.signed(row.change)) |\n"
                }
            }
            md += "\n"
        }
        if !renamed.isEmpty {
            md += "## Renamed\n\n"
            for nib in renamed {
                let how = nib.match == .identicalBytes ? "identical compiled bytes" : "same objects by class and archive figures"
                md += "- `\(nib.baseName)` → `\(nib.name)` (\(how); \(nib.acceptance == nil ? nib.verdict.rawValue : "accepted"))\n"
            }
            md += "\n"
        }
        for (title, list) in [("Added", added), ("Removed", removed)] where !list.isEmpty {
            md += "## \(title)\n\n"
            for nib in list {
                md += "- `\(nib.name)`: \(MessageText.counted(nib.objects, "object")), \(MarkdownReport.bytes(Double(nib.archiveBytes))) archive"
                if let gate { md += ", first load \(Self.value(nib.firstLoad, gate.rawValue + "_first_load")) \(gate.rawValue)" }
                md += "\n"
            }
            md += "\n"
        }
        if !failures.isEmpty { md += "## Not profiled\n\n" + failures.map { "- \($0)\n" }.joined() }
        while md.hasSuffix("\n\n") { md.removeLast() }
        return md
    }

    /// "1 regressed, 0 improved, 4 unchanged (5 compared, 1 changed, 1 renamed); 0 added, 0 removed.": changed nibs
    /// have other compiled bytes or a verdict. Accepted regressions are counted after the
    /// regressions ("0 regressed, 1 accepted, …") when there are any.
    package var summaryLine: String {
        let unchanged = nibs.count - regressed.count - accepted.count - improved.count
        return (broken.isEmpty ? "" : "\(broken.count) broken (profiled at the baseline, failing now), ")
            + "\(regressed.count) regressed, " + (accepted.isEmpty ? "" : "\(accepted.count) accepted, ")
            + "\(improved.count) improved, \(unchanged) unchanged (\(nibs.count) compared, \(changed.count) changed, "
            + "\(renamed.count) renamed); \(added.count) added, \(removed.count) removed"
            + (unmeasured.isEmpty ? "." : "; \(unmeasured.count) not measured.")
    }

    /// The budget and the accepts in effect, in one line; nil when there are none.
    var acknowledgementsLine: String? {
        var parts: [String] = []
        if let budget {
            parts.append("Budget \(budgetFile.map { "`\($0)`" } ?? "file") with \(MessageText.counted(budget.budgets.count, "entry", "entries"))")
        }
        if !accepts.isEmpty {
            parts.append("accepted explicitly: " + accepts.map { "`\($0.glob)` (\($0.by))" }.joined(separator: ", "))
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ") + "."
    }

    /// " — accepted by …: reason" for an accepted nib, " Over budget entry …" for a regressed
    /// nib a budget entry matches without covering it, else "".
    func acknowledgement(_ nib: NibChange) -> String {
        if let acceptance = nib.acceptance {
            return " Accepted by \(acceptance.by)" + (acceptance.reason.map { ": \($0)" } ?? "") + "."
        }
        return nib.overBudget.map { " Beyond \($0)." } ?? ""
    }

    /// Which family gates, with its threshold, and what is informational.
    package var gateParagraph: String {
        let t = options.thresholds
        var text: String
        switch gate {
        case .instructions?:
            text =
                "Per nib, instructions of the first load (decode + first instantiate) and of a warm instantiate (callgrind, "
                + "±\(Comparison.percent(t.instructions)) and ±\(MarkdownReport.instructions(floors.instructions)) instructions)"
        case .allocations?:
            text =
                "Per nib, allocation requests of the first load (decode + first instantiate) and of a warm instantiate (jemalloc, "
                + "±\(Comparison.percent(t.allocations)) and ±\(MarkdownReport.instructions(floors.allocations)) allocations)"
        case nil:
            return "Nothing gates (--no-gate instructions,allocations): every figure is informational."
        }
        text +=
            ": a nib is a regression beyond both +thresholds, an improvement beyond both −thresholds, else unchanged — deterministic, the same in every process. "
        if budget != nil || !accepts.isEmpty {
            text += "A regression that a budget entry covers or an accept names is accepted: listed, not failing. "
        }
        if gate == .allocations && options.gate.contains(.instructions) {
            text += "Instructions would gate instead if both profiles had counted them with one toolchain (nibbench profile --measure instructions). "
        }
        text +=
            "Informational: allocated bytes, the single phases, archive and object figures, and time. Profiles keep no compiled nibs, so what changed "
            + "in a nib is told by its objects by class and archive figures; `nibbench diff` of the two compiled nibs tells it key by key."
        return text
    }

    /// A regressed or improved nib in one line: its gated changes, the classes added and
    /// removed, and the archive's change.
    func headline(_ nib: NibChange) -> String {
        var line = "**`\(nib.name)`**" + (nib.match == .name ? "" : " (was `\(nib.baseName)`)") + ": "
        let gated = nib.rows.filter { $0.verdict != .informational }
        line += gated.map {
            "\($0.metric.replacingOccurrences(of: "_", with: " ")) \(Comparison.signed($0.change)) (\(Self.value($0.base, $0.metric)) → \(Self.value($0.new, $0.metric)))"
        }
        .joined(separator: ", ")
        if !nib.classes.isEmpty {
            line +=
                ". Objects " + Self.delta(nib.rows, "objects") + ": "
                + nib.classes.map { "\($0.delta > 0 ? "+" : "−")\(abs($0.delta)) \($0.class)" }.joined(separator: ", ")
        }
        line +=
            ". Archive "
            + ["archive_bytes": "bytes", "archive_objects": "objects", "archive_keys": "keys", "archive_values": "values"]
            .sorted { $0.key < $1.key }.map { "\(Self.delta(nib.rows, $0.key)) \($0.value)" }.joined(separator: ", ") + "."
        return line
    }

    /// A figure's change as "+20" or "−3" ("±0" when equal).
    static func delta(_ rows: [Row], _ metric: String) -> String {
        guard let row = rows.first(where: { $0.metric == metric }) else { return "?" }
        let d = Int(row.new - row.base)
        return d == 0 ? "±0" : d > 0 ? "+\(d)" : "−\(-d)"
    }

    /// A figure with its unit: bytes as B/KiB, time as ns/µs/ms, counts with separators.
    static func value(_ x: Double, _ metric: String) -> String {
        if metric.hasPrefix("time_") { return MarkdownReport.time(x) }
        if metric.hasPrefix("allocated_bytes") || metric == "archive_bytes" { return MarkdownReport.bytes(x) }
        return MarkdownReport.instructions(x)
    }

    /// The comparison as one JSON document, keys sorted.
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

extension ProfileComparison {
    /// The Markdown that leads a comparison when the new profile could not measure some files:
    /// the count and each file with its cause (broken ones marked as regressions).
    var unmeasuredLead: [String] {
        guard let unmeasuredSummary else { return [] }
        let items =
            broken.map { ($0.what, "regression: the baseline profiled it; now " + $0.cause) }
            + unmeasured.map { ($0.what, $0.cause) }
        return UnmeasuredLead.markdown(
            summary: unmeasuredSummary + " in the new profile",
            consequence: "their nibs are neither unchanged nor compared below.", items: items)
    }
}
