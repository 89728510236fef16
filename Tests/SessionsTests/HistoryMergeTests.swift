import Foundation
import History
import NibbenchSupport
import Records
import Reporting
import Sessions
import TestSupport
import Testing
import Verdicts

/// Issue 55, item 4: `history merge` joins the files of a backfill's shards into the history one
/// backfill would have written, keeps a result once, and refuses a history of another series.
@Suite struct HistoryMergeTests {
    static let series = "profile (instructions; strict classes; Swift 6.3)"

    /// Commit `i`'s profile of two nibs: Views/Card steps up at commit 5 and is renamed (same
    /// bytes) at commit 8; Views/List creeps by 1,000 instructions a commit.
    static func profile(_ i: Int, series: String = Self.series) -> HistoryEntry {
        let card = i < 8 ? "Views/Card" : "Cards/Card", cardInstructions = i < 5 ? 400_000.0 : 600_000
        let list = 300_000.0 + Double(i) * 1_000
        var figures: [HistoryFigure] = []
        for (nib, value) in [(card, cardInstructions), ("Views/List", list)] {
            figures.append(HistoryFigure(subject: nib, figure: "first_load_instructions", value: value, deterministic: true))
            figures.append(
                HistoryFigure(subject: nib, figure: "first_load_ns", value: value / 100, low: value / 110, high: value / 90, deterministic: false))
        }
        return HistoryEntry(
            kind: .profile, commit: nil, series: series, digest: "\(series)-\(i)", figures: figures,
            identities: [
                card: HistoryIdentity(digest: "card-\(cardInstructions)", shape: "card"),
                "Views/List": HistoryIdentity(digest: "list-\(i)", shape: "list")
            ])
    }

    /// Commit `i`, dated day `i + 1` of 2026.
    static func commit(_ i: Int) -> HistoryCommit {
        HistoryCommit(sha: String(format: "%040x", 0xC0FFEE00 + i), authorDate: String(format: "2026-01-%02dT00:00:00Z", i + 1))
    }

    /// A history file at `path` with the profiles of `commits`, added in that order.
    static func history(_ path: String, commits: some Sequence<Int>, series: String = Self.series) throws {
        let store = try HistoryStore(path: path)
        for i in commits { _ = try store.add(Self.profile(i, series: series), commit: Self.commit(i), source: "profile-\(i)") }
        try store.save()
    }

    /// Everything a history's series say, in a form that compares: per series its name and
    /// renames, per point its result, commit, date, figures and identities; and steps.csv.
    static func contents(_ path: String) throws -> (series: String, steps: String) {
        let series = try HistoryStore(path: path).series()
        let text = series.map { s in
            "\(s.name) \(s.renames)\n"
                + s.points.map { p in
                    "\(p.result) \(p.commit) \(p.authorDate ?? "-") \(p.figures) \(p.identities.sorted { $0.key < $1.key })"
                }.joined(separator: "\n")
        }.joined(separator: "\n")
        let (files, _) = HistoryReport(check: HistoryCheck(creep: 0.05)).render(series)
        return (text, try #require(files.first { $0.path == "steps.csv" }?.text))
    }

    @Test func theMergedShardsAreTheWholeHistory() throws {
        let folder = try TemporaryFolder.make("history-merge")
        defer { TemporaryFolder.remove(folder) }
        try Self.history(folder + "/whole.sqlite", commits: 0..<12)
        try Self.history(folder + "/1.sqlite", commits: 0..<4)
        try Self.history(folder + "/2.sqlite", commits: 4..<8)
        try Self.history(folder + "/3.sqlite", commits: 8..<12)
        let merged = try HistorySession.merge(["1", "2", "3"].map { folder + "/\($0).sqlite" }, into: folder + "/merged.sqlite")
        #expect(merged.series == [Self.series] && merged.results == 12 && merged.commits == 12 && merged.duplicates == 0)
        let whole = try Self.contents(folder + "/whole.sqlite"), shards = try Self.contents(folder + "/merged.sqlite")
        #expect(shards.series == whole.series)
        #expect(shards.steps == whole.steps)
        // The fixture has what a merge could lose: a step (commit 5) and a rename (commit 8).
        #expect(whole.steps.contains(Self.commit(5).sha + ",") && whole.series.contains("Cards/Card"), "\(whole.steps)")
    }

    @Test func mergingAgainChangesNothing() throws {
        let folder = try TemporaryFolder.make("history-merge")
        defer { TemporaryFolder.remove(folder) }
        try Self.history(folder + "/a.sqlite", commits: 0..<6)
        try Self.history(folder + "/b.sqlite", commits: 6..<12)
        let (a, b, out) = (folder + "/a.sqlite", folder + "/b.sqlite", folder + "/out.sqlite")
        _ = try HistorySession.merge([a, b], into: out)
        let once = try Self.contents(out)
        // The merged file merged with its own inputs again, and into itself: each result kept once.
        let again = try HistorySession.merge([out, b, a], into: out)
        #expect(again.results == 12 && again.duplicates == 12)
        #expect(try Self.contents(out).series == once.series)
        let itself = try HistorySession.merge([a, a], into: folder + "/aa.sqlite")
        #expect(itself.results == 6 && itself.duplicates == 6)
        #expect(try Self.contents(folder + "/aa.sqlite").series == Self.contents(a).series)
    }

    @Test func aHistoryOfAnotherSeriesIsRefused() throws {
        let folder = try TemporaryFolder.make("history-merge")
        defer { TemporaryFolder.remove(folder) }
        let (a, other, empty) = (folder + "/a.sqlite", folder + "/other.sqlite", folder + "/empty.sqlite")
        try Self.history(a, commits: 0..<6)
        try Self.history(other, commits: 6..<12, series: "profile (instructions; strict classes; Swift 6.4)")
        try Self.history(empty, commits: [])
        let out = folder + "/out.sqlite"
        #expect {
            try HistorySession.merge([a, other], into: out)
        } throws: { error in
            let error = error as? HistoryError
            return error?.code == .seriesDiffer && "\(error!)".contains("other.sqlite") && "\(error!)".contains("Swift 6.4")
                && !"\(error!)".contains("\n")
        }
        #expect { try HistorySession.merge([a, empty], into: out) } throws: { ($0 as? HistoryError)?.code == .seriesDiffer }
        // A history with one more series than the first is refused too: the sets must be equal.
        let both = folder + "/both.sqlite"
        _ = try HistorySession.merge([a], into: both)
        let store = try HistoryStore(path: both)
        _ = try store.add(Self.profile(20, series: "run (time)"), commit: Self.commit(20), source: "run")
        try store.save()
        #expect { try HistorySession.merge([a, both], into: out) } throws: { ($0 as? HistoryError)?.code == .seriesDiffer }
        #expect { try HistorySession.merge([a, folder + "/none.sqlite"], into: out) } throws: { ($0 as? HistoryError)?.code == .io }
        // Nothing was written.
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
