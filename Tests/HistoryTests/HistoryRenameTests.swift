import Foundation
import GRDB
import History
import Reporting
import Verdicts
import Records
import NibbenchSupport
import TestSupport
import Testing

/// Issue 42: a renamed nib keeps its series, as `compare` matches renames.
@Suite struct HistoryRenameTests {
    /// A profile of one nib `nib` whose compiled bytes are `digest` and shape `shape`.
    static func profile(_ instructions: Double, nib: String, digest: String, shape: String = "card") -> HistoryEntry {
        var entry = HistoryTests.profile(instructions, nib: nib, digest: "\(nib)-\(instructions)-\(digest)")
        entry.identities = [nib: HistoryIdentity(digest: digest, shape: shape)]
        return entry
    }

    /// Views/Card moves to Cards/Card (same bytes) at commit 2, gains 20 labels at commit 3, and
    /// is rebuilt under a third name with other bytes but the same shape at commit 4.
    @Test func aRenamedNibKeepsItsSeriesThroughTheStore() throws {
        let folder = try TemporaryFolder.make("history")
        defer { TemporaryFolder.remove(folder) }
        let store = try HistoryStore(path: folder + "/history.sqlite")
        let entries = [
            Self.profile(400_000, nib: "App/Views/Card", digest: "a"),
            Self.profile(400_000, nib: "App/Views/Card", digest: "a"),
            Self.profile(400_000, nib: "App/Cards/Card", digest: "a"),
            Self.profile(565_000, nib: "App/Cards/Card", digest: "b", shape: "card+20"),
            Self.profile(565_000, nib: "App/Cards/PlayingCard", digest: "c", shape: "card+20")
        ]
        for (i, entry) in entries.enumerated() {
            var entry = entry
            entry.digest += "@\(i)" // each commit's profile is a document of its own
            #expect(try store.add(entry, commit: HistoryTests.commit(i), source: "\(i)") == .added(newSeries: i == 0))
        }
        try store.save()
        let series = try #require(try HistoryStore(path: folder + "/history.sqlite").series().first)
        #expect(series.points.count == 5)
        #expect(series.points.allSatisfy { $0.subjects == ["App/Cards/PlayingCard"] })
        #expect(
            series.renames.map { [$0.from, $0.to, $0.match] } == [
                ["App/Views/Card", "App/Cards/Card", "identical bytes"], ["App/Cards/Card", "App/Cards/PlayingCard", "same shape"]
            ])
        #expect(series.renames.map(\.commit) == [HistoryTests.commit(2).sha, HistoryTests.commit(4).sha])
        // The one step is the 20 labels; neither rename is one, and none is lost to a new series.
        let steps = HistoryCheck().steps(in: series)
        #expect(Set(steps.map(\.commit)) == [HistoryTests.commit(3).sha])
        #expect(HistoryCheck(creep: 0.05).creeps(in: series).contains { $0.subject == "App/Cards/PlayingCard" && $0.before == 400_000 })
        let markdown = try #require(HistoryReport(check: HistoryCheck()).render([series]).files.first { $0.path == "report.md" }?.text)
        #expect(markdown.contains("| App/Views/Card | App/Cards/Card | identical bytes |"))
    }

    /// A nib removed while another of other bytes and shape is added is not a rename.
    @Test func anUnrelatedNibIsNotARename() {
        let points = [
            Self.profile(400_000, nib: "App/A", digest: "a", shape: "a"), Self.profile(300_000, nib: "App/B", digest: "b", shape: "b")
        ]
        .enumerated().map { i, e in
            HistorySeries.Point(result: Int64(i), commit: HistoryTests.commit(i).sha, authorDate: nil, figures: e.figures, identities: e.identities)
        }
        let series = HistorySeries(name: "profile (instructions)", points: points).followingRenames()
        #expect(series.renames.isEmpty && series.points.map(\.subjects) == [["App/A"], ["App/B"]])
    }

    /// A history written before identities were kept (format 1: no `subjects` table) is read,
    /// and written back as format 2; its old result has no identities, so it is not matched.
    @Test func aFormatOneHistoryIsUpgraded() throws {
        let folder = try TemporaryFolder.make("history")
        defer { TemporaryFolder.remove(folder) }
        let path = folder + "/history.sqlite"
        try DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    PRAGMA application_id = 1312966739; PRAGMA user_version = 1;
                    CREATE TABLE commits (sha TEXT PRIMARY KEY, author_date TEXT, parents TEXT, branch TEXT, arrival INTEGER NOT NULL);
                    CREATE TABLE results (id INTEGER PRIMARY KEY, digest TEXT NOT NULL UNIQUE, kind TEXT NOT NULL,
                        commit_sha TEXT NOT NULL REFERENCES commits(sha), series TEXT NOT NULL, source TEXT NOT NULL);
                    CREATE TABLE figures (result INTEGER NOT NULL REFERENCES results(id), subject TEXT NOT NULL, figure TEXT NOT NULL,
                        value REAL NOT NULL, low REAL, high REAL, deterministic INTEGER NOT NULL);
                    INSERT INTO commits VALUES ('\(HistoryTests.commit(0).sha)', '2026-01-01T00:00:00Z', '', NULL, 0);
                    INSERT INTO results VALUES (1, 'old', 'profile', '\(HistoryTests.commit(0).sha)', 'profile (instructions)', 'old');
                    INSERT INTO figures VALUES (1, 'App/Views/Card', 'first_load_instructions', 400000, NULL, NULL, 1);
                    """)
        }
        let store = try HistoryStore(path: path)
        #expect(
            try store.series().first?.points.first?.value(HistoryFigure.Key(subject: "App/Views/Card", figure: "first_load_instructions")) == 400_000)
        var renamed = Self.profile(400_000, nib: "App/Cards/Card", digest: "a")
        renamed.series = "profile (instructions)"
        _ = try store.add(renamed, commit: HistoryTests.commit(1), source: "new")
        try store.save()
        let series = try #require(try HistoryStore(path: path).series().first)
        #expect(series.points.map(\.subjects) == [["App/Views/Card"], ["App/Cards/Card"]] && series.renames.isEmpty)
        let version = try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
        #expect(version == 2)
    }
}
