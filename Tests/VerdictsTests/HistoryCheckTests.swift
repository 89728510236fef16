import Records
import Testing
import Verdicts

/// Issue 42's rules, which `history check` and `history report` apply: a step is a change
/// between two consecutive commits past compare's thresholds and floors; creep is a rise past a
/// budget over a window of commits, each step of which may have passed.
@Suite struct HistoryCheckTests {
    /// One nib's first load: `instructions`, `allocations` (both gated) and a timed figure.
    static func figures(_ instructions: Double, allocations: Double, nib: String = "Views/Card") -> [HistoryFigure] {
        [
            HistoryFigure(subject: nib, figure: "first_load_instructions", value: instructions, deterministic: true),
            HistoryFigure(subject: nib, figure: "first_load_allocations", value: allocations, deterministic: true),
            HistoryFigure(subject: nib, figure: "first_load_ns", value: 1000 + instructions / 100, low: 900, high: 1200, deterministic: false)
        ]
    }

    /// A full SHA for commit `i`.
    static func commit(_ i: Int) -> String { String(repeating: String(i % 10), count: 8) + String(format: "%032x", i) }

    /// 25 commits of one nib: three add 20 labels each (+165,000 instructions, +45 allocations),
    /// the others leave the nib alone or move it by less than a label's worth.
    @Test func stepsAreTheCommitsThatPassTheFloorsAndNoOther() {
        var points: [HistorySeries.Point] = []
        var instructions = 400_000.0, allocations = 120.0
        let stepCommits: Set<Int> = [5, 13, 21]
        for i in 0..<25 {
            if stepCommits.contains(i) {
                instructions += 165_000
                allocations += 45
            } else if i % 4 == 1 {
                instructions += 300 // a comment, a rename: noise below every threshold
            }
            points.append(
                HistorySeries.Point(
                    result: Int64(i), commit: Self.commit(i), authorDate: nil, figures: Self.figures(instructions, allocations: allocations)))
        }
        let series = HistorySeries(name: "profile (instructions)", points: points)
        let steps = HistoryCheck().steps(in: series)
        #expect(Set(steps.map(\.commit)) == Set(stepCommits.map { Self.commit($0) }))
        #expect(steps.allSatisfy { $0.isRegression && $0.figure != "first_load_ns" })
        #expect(HistoryCheck().fails(series).steps.isEmpty) // the newest commit is not a step
    }

    /// Twenty commits each add one label (+22,000 instructions: under the 50,000 floor of a
    /// pull request's gate); the creep over them is +110%.
    @Test func creepIsFoundWhereEveryStepPassed() throws {
        var points: [HistorySeries.Point] = []
        for i in 0...20 {
            let figures = Self.figures(400_000 + Double(i) * 22_000, allocations: 120 + Double(i) * 7)
            points.append(HistorySeries.Point(result: Int64(i), commit: Self.commit(i), authorDate: nil, figures: figures))
        }
        let series = HistorySeries(name: "profile (instructions)", points: points)
        #expect(HistoryCheck().steps(in: series).isEmpty)
        let creeps = HistoryCheck(creep: 0.05, window: 20).creeps(in: series)
        let instructions = try #require(creeps.first { $0.figure == "first_load_instructions" })
        #expect(
            instructions.subject == "Views/Card" && instructions.fromCommit == Self.commit(0) && instructions.toCommit == Self.commit(20))
        #expect(instructions.contributors.count == 20)
        #expect(creeps.contains { $0.figure == "first_load_allocations" }) // +140 allocations, over the floor of 20
        // Over a window of 2 commits the rise is 44,000 instructions: under the floor.
        #expect(HistoryCheck(creep: 0.05, window: 2).creeps(in: series).allSatisfy { $0.figure != "first_load_instructions" })
        #expect(HistoryCheck(creep: nil).creeps(in: series).isEmpty)
    }

    /// Issue 55: a scene whose compiled nib changed and whose first load rose 538,648 → 570,365
    /// instructions (+5.9%, under the 50,000 floor) is listed as a content step; a change of −366
    /// at a commit whose bytes did not change is not; nor is a content change that moved no count.
    @Test func aSubFloorChangeIsListedWhereTheContentChangedAndOnlyThere() {
        let values: [Double] = [538_648, 538_648, 570_365, 569_999, 569_999]
        let digests = ["a", "a", "b", "b", "c"]
        let points = (0..<5).map { i in
            HistorySeries.Point(
                result: Int64(i), commit: Self.commit(i), authorDate: nil,
                figures: [HistoryFigure(subject: "Main/Scene", figure: "first_load_instructions", value: values[i], deterministic: true)],
                identities: ["Main/Scene": HistoryIdentity(digest: digests[i], shape: "s")])
        }
        let series = HistorySeries(name: "profile (instructions)", points: points)
        let steps = HistoryCheck().steps(in: series)
        #expect(steps.count == 1)
        #expect(steps.first?.commit == Self.commit(2) && steps.first?.kind == .content && steps.first?.isRegression == true)
        #expect(HistoryCheck().changes(in: series).map(\.kind) == ["content-step-up"])
        // Listed, never failed: it passed the gate of its pull request.
        let upToTheContentStep = HistorySeries(name: series.name, points: Array(points.prefix(3)))
        #expect(HistoryCheck().fails(upToTheContentStep).steps.isEmpty)
        // Without identities (a run series, a version 1 file) nothing under the floor is listed.
        let anonymous = HistorySeries(
            name: series.name,
            points: points.map { HistorySeries.Point(result: $0.result, commit: $0.commit, authorDate: nil, figures: $0.figures) })
        #expect(HistoryCheck().steps(in: anonymous).isEmpty)
    }

    @Test func stepsAndChangePointsAreListedInCommitOrder() {
        // A step at commit 3; a timed figure that shifts from 1,000 to 5,000 ns at commit 6.
        var points: [HistorySeries.Point] = []
        for i in 0..<12 {
            let instructions: Double = i < 3 ? 400_000 : 600_000
            let nanoseconds: Double = (i < 6 ? 1_000 : 5_000) + [3, 9, 1, 7, 4, 10, 2, 8, 5, 0, 6, 11][i]
            let figures = [
                HistoryFigure(subject: "a", figure: "first_load_instructions", value: instructions, deterministic: true),
                HistoryFigure(subject: "a", figure: "first_load_ns", value: nanoseconds, deterministic: false)
            ]
            points.append(HistorySeries.Point(result: Int64(i), commit: Self.commit(i), authorDate: nil, figures: figures))
        }
        let changes = HistoryCheck().changes(in: HistorySeries(name: "profile (instructions)", points: points))
        #expect(changes.map { $0.kind } == ["step-up", "change-point"])
        #expect(changes.map { $0.commit } == [Self.commit(3), Self.commit(6)])
        #expect(changes[0].before == 400_000 && changes[0].after == 600_000 && abs(changes[0].change - 0.5) < 1e-12)
    }
}
