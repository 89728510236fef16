import Foundation
@testable import Verdicts
@testable import Harness
@testable import Reporting
import Testing

/// Issue 28 item 8: counts in reports and summaries take the singular for one
/// (`MessageText.counted`): "1 replays", "profiled 1 nib and scenes" and "3 regression" were
/// printed.
@Suite struct CountWordingTests {
    @Test func compareSummaryCountsRegressionsInThePlural() {
        var comparison = Comparison(base: fixedRun(), new: fixedRun())
        #expect(comparison.rows.count >= 4)
        for i in 0..<3 { comparison.rows[i].verdict = .regression }
        comparison.rows[3].verdict = .improvement
        #expect(comparison.summaryLine.hasPrefix("3 regressions, 1 improvement, "), "\(comparison.summaryLine)")
        comparison.rows[1].verdict = .unchanged
        comparison.rows[2].verdict = .improvement
        #expect(comparison.summaryLine.hasPrefix("1 regression, 2 improvements, "), "\(comparison.summaryLine)")
        #expect(!comparison.summaryLine.contains("unchangeds") && !comparison.summaryLine.contains("informationals"))
    }

    @Test func profileSummaryCountsNibsAndScenesApart() {
        var profile = ProfileReportTests.fixture()
        profile.failures = [] // (a failure puts the files not measured first)
        #expect(ProfileSummaryText.render(profile, folder: "p").hasPrefix("profiled 2 nibs and 1 scene ("))
        #expect(ProfileMarkdown.render(profile).contains("\n2 nibs and 1 scene profiled from `App`"))
        profile.nibs = [profile.nibs[0]]
        #expect(ProfileSummaryText.render(profile, folder: "p").hasPrefix("profiled 1 nib ("), "\(ProfileSummaryText.render(profile, folder: "p"))")
        profile.nibs = [ProfileReportTests.fixture().nibs[1]]
        #expect(ProfileSummaryText.render(profile, folder: "p").hasPrefix("profiled 1 scene ("))
        profile.nibs = []
        #expect(ProfileSummaryText.render(profile, folder: "p").hasPrefix("profiled 0 nibs ("))
    }

    @Test func oneReplayIsOneReplay() throws {
        var run = try fixtureRun()
        var replay = run.repetitionResults[0]
        replay.canary = [12_000, 12_400, 12_100]
        run.repetitionResults = [replay]
        let markdown = MarkdownReport.render(run, id: "one")
        #expect(markdown.contains("over 3 samples; 0 of 1 replay was run again because it showed the machine busy."), "\(markdown)")
        #expect(!markdown.contains("1 replays"))
        run.repetitions = 1
        #expect(ReportCharts.latencyCDF(run).subtitle.contains("loads per configuration over 1 repetition, "))
    }
}
