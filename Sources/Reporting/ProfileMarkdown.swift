import Foundation
import NibbenchSupport
import Records

/// `report.md` of a profile: the nibs ranked by first-load cost (estimated cycles, instructions,
/// else allocation requests: ``ProfileRanking``), the classes that cost the most, first versus warm loads,
/// stubbed classes and failures.
package enum ProfileMarkdown {
    /// The report; `charts` are Markdown lines embedding the charts, placed after the rankings.
    ///
    /// - Parameters:
    ///   - nibLimit: rows of the nib ranking (every nib is in `profile.csv`).
    ///   - classLimit: rows of the class ranking.
    package static func render(_ profile: NibProfile, charts: [String] = [], nibLimit: Int = 20, classLimit: Int = 15) -> String {
        let basis = ProfileRanking.basis(profile)
        let cost = ProfileRanking.cost(basis)
        let ranked = ProfileRanking.nibs(profile)
        let format = ProfileRanking.format
        var lines = ["# nibbench profile", ""]
        if let summary = profile.unmeasuredSummary {
            lines += UnmeasuredLead.markdown(
                summary: summary, consequence: "their nibs are in none of the figures below.",
                items: profile.failures.map { ($0.file, $0.message) })
        }
        lines.append(
            "\(ProfileRanking.nibsAndScenes(profile)) profiled from \(profile.inputs.map { "`\($0)`" }.joined(separator: ", "))"
                + (profile.excludes.isEmpty ? "" : " excluding \(profile.excludes.map { "`\($0)`" }.joined(separator: ", "))")
                + "; \(MessageText.counted(profile.failures.count, "failure")), \(MessageText.counted(profile.stubbedClasses.count, "unknown class", "unknown classes")) stood in for"
                + (profile.approximateNibs == 0
                    ? "."
                    : "; \(profile.approximateNibs) approximate: compiled from xib elements nibbench has no rule for (see the compiler warnings), so their costs only approximate Apple's nibs.")
        )
        lines += ProfileSummaryText.appLines(profile).map { $0.prefix(1).uppercased() + $0.dropFirst() + "." }
        lines.append(
            "Nibs and classes are \(ProfileRanking.words(profile)); allocations are exact (jemalloc). nibbench \(profile.machine.nibbench ?? "?")"
                + (profile.machine.commit.map { " (\($0))" } ?? "") + " on \(profile.machine.cpu), \(profile.machine.build) build"
                + (profile.machine.valgrind.map { ", \($0)" } ?? "") + ".")
        lines.append("")
        let total = ranked.reduce(0) { $0 + cost($1, .firstLoad) }
        if let top = ranked.first, total > 0 {
            let topCost = cost(top, .firstLoad)
            let five = ranked.prefix(5).reduce(0) { $0 + cost($1, .firstLoad) }
            let share = MarkdownReport.percent(topCost / total), fiveShare = MarkdownReport.percent(five / total)
            let perLoad =
                basis == .allocations
                ? " allocation requests per first load, timed \(ProfileRanking.formatTime(top, .firstLoad));"
                : basis == .cycles ? " estimated cycles per first load," : " per first load,"
            lines.append(
                "The costliest nib is **\(top.name)** (\(format(topCost))\(perLoad) \(share) of all first loads); "
                    + "the \(min(5, ranked.count)) costliest account for \(fiveShare).")
            if let costliest = profile.classes.first {
                let others: [String] = profile.classes.dropFirst().prefix(4).map(\.class)
                let where_ = MessageText.counted(costliest.nibs, "nib")
                lines.append(
                    "The costliest class is **\(costliest.class)** (\(MessageText.counted(costliest.objects, "object")) in \(where_))"
                        + (others.isEmpty ? "." : ", then " + others.joined(separator: ", ") + "."))
            }
            lines.append("")
        }
        lines += nibTable(ranked.prefix(nibLimit), profile: profile)
        lines += classTable(profile.classes.prefix(classLimit), profile: profile)
        lines += firstVersusWarm(ranked, profile: profile)
        if !charts.isEmpty { lines += ["## Charts", ""] + charts.flatMap { [$0, ""] } }
        if !profile.stubbedClasses.isEmpty {
            lines += [
                "## Stubbed classes", "",
                "Classes the runtime does not know (the app's own, and UIKit classes nibbench does not model), stood in for by the class they are declared as (their objects count as that class above).",
                "",
                "| class | nibs |", "|---|---|"
            ]
            lines += profile.stubbedClasses.map { "| \(cell($0.class)) | \(cell(names($0.nibs))) |" }
            lines.append("")
        }
        lines += [
            "## How to read this", "",
            "Decode reads and indexes an archive in memory; the first instantiate follows it; a warm instantiate reuses the decoded archive (as `UINib` does). "
                + "Objects, values, bytes, allocations and instruction counts are deterministic: the same files and build give the same figures. "
                + "Times are informational and rank nothing. A class's cost is apportioned: each nib's cost split over its objects' classes by count. "
                + "Every nib's figures are in `profile.csv` and `profile.json` (docs/profile.md)."
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func nibTable(_ entries: ArraySlice<NibProfile.Entry>, profile: NibProfile) -> [String] {
        let basis = ProfileRanking.basis(profile)
        let cost = ProfileRanking.cost(basis)
        let format = ProfileRanking.format
        var lines = ["## Costliest nibs", ""]
        if basis == .instructions {
            lines += [
                "Ranked by first-load cost (decode + first instantiate).", "",
                "| # | nib | objects | archive | first load | decode | first instantiate | warm instantiate | bytes / allocs per warm instantiate |",
                "|---:|---|---:|---:|---:|---:|---:|---:|---:|"
            ]
        } else if basis == .cycles {
            lines += [
                "Ranked by first-load estimated cycles (decode + first instantiate; L1 hits + 5 × LL hits + 35 × RAM hits on callgrind's simulated "
                    + "32 KiB L1 and 8 MiB LL caches). Misses and system calls are the first load's.", "",
                "| # | nib | objects | archive | first load | decode | first instantiate | warm instantiate | instructions per first load | L1 / LL misses | system calls | bytes / allocs per warm instantiate |",
                "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
            ]
        } else {
            lines += [
                "Ranked by first-load allocation requests (decode + first instantiate; ties by bytes allocated). "
                    + "Times are medians [95% interval] of fresh first loads and of warm instantiates, informational.", "",
                "| # | nib | objects | archive | allocs / bytes per first load | first load | decode | first instantiate | warm instantiate | bytes / allocs per warm instantiate |",
                "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|"
            ]
        }
        for (i, entry) in entries.enumerated() {
            let d = entry.deterministic
            var row =
                "| \(i + 1) | \(cell(entry.name)) | \(d.objects) | \(MarkdownReport.bytes(Double(d.archive.bytes))) · \(d.archive.values) values | "
            if basis != .allocations {
                row +=
                    "\(format(cost(entry, .firstLoad))) | \(format(cost(entry, .decode))) | \(format(cost(entry, .firstInstantiate))) | "
                    + "\(format(cost(entry, .warmInstantiate))) | "
            }
            if basis == .cycles {
                let c = d.firstLoad.cycles
                row +=
                    "\(format(Double(d.firstLoad.instructions ?? 0))) | \(format(Double(c?.l1Misses ?? 0))) / \(format(Double(c?.llMisses ?? 0))) | "
                    + "\(c?.systemCalls ?? 0) | "
            } else if basis == .allocations {
                row +=
                    "\(format(cost(entry, .firstLoad))) / \(MarkdownReport.bytes(Double(d.firstLoad.allocatedBytes))) | "
                    + [ProfileRanking.Phase.firstLoad, .decode, .firstInstantiate, .warmInstantiate].map {
                        ProfileRanking.formatTime(entry, $0) + " | "
                    }.joined()
            }
            lines.append(row + "\(MarkdownReport.bytes(Double(d.warmInstantiate.allocatedBytes))) / \(d.warmInstantiate.allocations) |")
        }
        return lines + [""]
    }

    private static func classTable(_ classes: ArraySlice<NibProfile.ClassCost>, profile: NibProfile) -> [String] {
        let basis = ProfileRanking.basis(profile)
        let total = profile.classes.reduce(0) { $0 + ProfileRanking.share($1, basis) }
        var lines = [
            "## Costliest classes", "",
            "Each nib's first-load cost and warm allocations split over the classes of its objects in proportion to their counts, summed over nibs.",
            "",
            "| # | class | objects | nibs | share of first loads\(basis == .instructions ? "" : " (\(ProfileRanking.unit(basis)))") | % | warm bytes (share) |",
            "|---:|---|---:|---:|---:|---:|---:|"
        ]
        for (i, c) in classes.enumerated() {
            let share = ProfileRanking.share(c, basis)
            lines.append(
                "| \(i + 1) | \(cell(c.class)) | \(c.objects) | \(c.nibs) | \(ProfileRanking.format(share)) | "
                    + "\(total > 0 ? MarkdownReport.percent(share / total) : "—") | \(MarkdownReport.bytes(c.warmAllocatedBytes)) |")
        }
        return lines + [""]
    }

    private static func firstVersusWarm(_ entries: [NibProfile.Entry], profile: NibProfile) -> [String] {
        let basis = ProfileRanking.basis(profile)
        let cost = ProfileRanking.cost(basis)
        let first = entries.reduce(0) { $0 + cost($1, .firstLoad) }, warm = entries.reduce(0) { $0 + cost($1, .warmInstantiate) }
        let firstBytes = entries.reduce(0) { $0 + Double($1.deterministic.firstLoad.allocatedBytes) }
        let warmBytes = entries.reduce(0) { $0 + Double($1.deterministic.warmInstantiate.allocatedBytes) }
        guard !entries.isEmpty else { return [] }
        return [
            "## First load versus warm load", "",
            "| | \(basis == .instructions ? "" : ProfileRanking.unit(basis) + ", ")all nibs, one load each | bytes allocated |", "|---|---:|---:|",
            "| first load (decode + first instantiate) | \(ProfileRanking.format(first)) | \(MarkdownReport.bytes(firstBytes)) |",
            "| warm load (instantiate, decoded archive cached) | \(ProfileRanking.format(warm)) | \(MarkdownReport.bytes(warmBytes)) |",
            "",
            warm > 0
                ? "A first load costs \(String(format: "%.1f", first / warm))× a warm one over these nibs: what caching decoded nibs saves." : "",
            ""
        ]
    }

    /// Up to five names, then a count of the rest.
    private static func names(_ list: [String]) -> String {
        list.prefix(5).joined(separator: ", ") + (list.count > 5 ? " and \(list.count - 5) more" : "")
    }

    /// Text safe inside a table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
