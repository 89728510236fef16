import Foundation
import History
import Reporting
import Verdicts
import Records
import NibbenchSupport
import TestSupport
import Testing

/// Issue 42: the history store, its steps and its creep.
@Suite struct HistoryTests {
    /// A profile entry of one nib whose first load costs `instructions` (and `allocations`).
    static func profile(_ instructions: Double, allocations: Double = 100, nib: String = "Views/Card", digest: String? = nil) -> HistoryEntry {
        HistoryEntry(
            kind: .profile, commit: nil, series: "profile (instructions; strict classes; Swift 6.3)",
            digest: digest ?? "\(nib)-\(instructions)-\(allocations)",
            figures: [
                HistoryFigure(subject: nib, figure: "first_load_instructions", value: instructions, deterministic: true),
                HistoryFigure(subject: nib, figure: "first_load_allocations", value: allocations, deterministic: true),
                HistoryFigure(subject: nib, figure: "first_load_ns", value: 1000 + instructions / 100, low: 900, high: 1200, deterministic: false)
            ])
    }

    static func commit(_ i: Int) -> HistoryCommit {
        HistoryCommit(
            sha: String(repeating: String(i % 10), count: 8) + String(format: "%032x", i), authorDate: String(format: "2026-01-%02dT00:00:00Z", i + 1)
        )
    }

    @Test func addingTheSameResultTwiceChangesNothingAndTheFileRoundTrips() throws {
        let folder = try TemporaryFolder.make("history")
        defer { TemporaryFolder.remove(folder) }
        let path = folder + "/history.sqlite"
        let store = try HistoryStore(path: path)
        #expect(try store.add(Self.profile(400_000), commit: Self.commit(1), source: "a") == .added(newSeries: true))
        #expect(try store.add(Self.profile(410_000), commit: Self.commit(2), source: "b") == .added(newSeries: false))
        #expect(try store.add(Self.profile(400_000), commit: Self.commit(3), source: "a again") == .alreadyPresent(commit: Self.commit(1).sha))
        try store.save()
        let reopened = try HistoryStore(path: path)
        let series = try reopened.series()
        #expect(series.count == 1 && series[0].points.map(\.commit) == [Self.commit(1).sha, Self.commit(2).sha])
        #expect(series[0].points[1].figures.first { $0.figure == "first_load_instructions" }?.value == 410_000)
        #expect(series[0].points[1].figures.first { !$0.deterministic }?.low == 900)
        // Nothing but the file is left in the folder (the writer's temporary is renamed).
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["history.sqlite"])
        // Another toolchain starts another series.
        var other = Self.profile(400_000, digest: "other")
        other.series = "profile (instructions; strict classes; Swift 6.4)"
        #expect(try reopened.add(other, commit: Self.commit(4), source: "c") == .added(newSeries: true))
    }

    @Test func aFileThatIsNotAHistoryIsRefused() throws {
        let folder = try TemporaryFolder.make("history")
        defer { TemporaryFolder.remove(folder) }
        try AtomicFileWriter.write(Array("not sqlite".utf8), to: folder + "/h.sqlite")
        #expect { try HistoryStore(path: folder + "/h.sqlite") } throws: { ($0 as? HistoryError)?.code == .notHistory }
    }

    @Test func aRunFolderIsRead() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Results/example").path
        let entry = try HistoryEntry.read(example)
        #expect(entry.kind == .run && entry.series.hasPrefix("run ("))
        #expect(entry.figures.contains { $0.figure == "miss_ratio" && $0.deterministic })
        #expect(entry.figures.contains { $0.figure == "latency_p50" && !$0.deterministic && $0.low != nil })
        #expect { try HistoryEntry.read("/nonexistent/run") } throws: { ($0 as? HistoryError)?.code == .io }
    }

    /// The 25-commit series of ``stepsAreTheCommitsThatPassTheFloorsAndNoOther()``, rendered:
    /// steps.csv names the three step commits, by full SHA, and no other.
    @Test func theReportNamesTheStepsByFullSHA() throws {
        var points: [HistorySeries.Point] = []
        var instructions = 400_000.0
        for i in 0..<25 {
            if [5, 13, 21].contains(i) { instructions += 165_000 }
            let entry = Self.profile(instructions, nib: "../../escape/Views/Card")
            points.append(HistorySeries.Point(result: Int64(i), commit: Self.commit(i).sha, authorDate: nil, figures: entry.figures))
        }
        let (files, changes) = HistoryReport(check: HistoryCheck(creep: 0.05)).render([HistorySeries(name: "profile (instructions)", points: points)])
        let csv = try #require(files.first { $0.path == "steps.csv" }?.text).split(separator: "\n").dropFirst()
        #expect(Set(csv.filter { $0.contains(",step-up,") }.map { String($0.prefix(40)) }) == Set([5, 13, 21].map { Self.commit($0).sha }))
        #expect(csv.allSatisfy { $0.contains(",step-up,") } && csv.count == changes)
        let markdown = try #require(files.first { $0.path == "report.md" }?.text)
        #expect(markdown.contains("25 commits") && markdown.contains("Creep over the last 20 commits"))
        let charts = files.filter { $0.path.hasPrefix("charts/") }
        #expect(charts.count == 3 && charts.allSatisfy { $0.text.hasPrefix("<svg") || $0.text.contains("<svg") })
        // A nib's name never chooses a path: charts are named by series, position and figure.
        #expect(files.allSatisfy { !$0.path.contains("..") && !$0.path.contains("escape") })
        #expect(files.first { $0.path == "report.html" }?.text.contains("<svg") == true)
    }

    /// Issue 55: a timed figure's change points go to change-points.csv, not steps.csv, which
    /// lists only the steps of deterministic figures and so is the same from any backfill.
    @Test func timedChangePointsAreListedApartFromSteps() throws {
        var points: [HistorySeries.Point] = []
        for i in 0..<24 {
            var entry = Self.profile(i < 16 ? 400_000 : 565_000)
            let ns = (i < 8 ? 1_000.0 : 5_000.0) + [3, 9, 1, 7, 4, 10, 2, 8, 5, 0, 6, 11][i % 12]
            entry.figures = entry.figures.map {
                $0.deterministic ? $0 : HistoryFigure(subject: $0.subject, figure: $0.figure, value: ns, deterministic: false)
            }
            points.append(HistorySeries.Point(result: Int64(i), commit: Self.commit(i).sha, authorDate: nil, figures: entry.figures))
        }
        let (files, changes) = HistoryReport(check: HistoryCheck(creep: 0.05)).render([HistorySeries(name: "profile (instructions)", points: points)])
        let steps = try #require(files.first { $0.path == "steps.csv" }?.text).split(separator: "\n")
        let changePoints = try #require(files.first { $0.path == "change-points.csv" }?.text).split(separator: "\n")
        #expect(steps.first == changePoints.first && steps.first?.hasPrefix("commit,series,subject,figure,kind") == true)
        #expect(steps.dropFirst().map { String($0.prefix(40)) } == [Self.commit(16).sha] && steps[1].contains(",step-up,"), "\(steps)")
        #expect(
            changePoints.dropFirst().map { String($0.prefix(40)) } == [Self.commit(8).sha]
                && changePoints[1].contains(",first_load_ns,change-point,"),
            "\(changePoints)")
        #expect(changes == 2)
    }
}
