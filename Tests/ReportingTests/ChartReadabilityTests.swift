import Foundation
@testable import Harness
@testable import Reporting
import Testing
import Records

/// Issue 28 item 9: long names are cut in the middle with the whole name as a tooltip; time
/// axes take one unit from their range (ms past 10,000 µs); the latency CDF of many
/// configurations draws the few that matter strongly; the warnings follow the conclusion.
@Suite struct ChartReadabilityTests {
    static let names = [
        "MyApp/Features/Onboarding/Main.storyboardc/UIViewController-WaG-4q-T2x",
        "MyApp/Features/Onboarding/Main.storyboardc/UIViewController-Hb8-ko-9Qe"
    ]

    @Test func longNamesAreCutInTheMiddle() {
        let cut = Self.names.map { ChartStyle.fit($0, width: 200, size: 11) }
        for (name, shown) in zip(Self.names, cut) {
            #expect(shown.contains("…") && shown.hasPrefix("MyApp/") && shown.hasSuffix(String(name.suffix(8))), "\(shown)")
            #expect(ChartStyle.textWidth(shown, size: 11) <= 200, "\(shown)")
        }
        #expect(cut[0] != cut[1], "the distinguishing tail stays")
        #expect(ChartStyle.fit("short", width: 200, size: 11) == "short")
        #expect(ChartStyle.fit("abcdef", width: 1, size: 11) == "…")
    }

    @Test func aCutNameKeepsTheWholeNameAsItsTooltip() {
        let chart = ProfileCostChart(
            title: "First-load cost by nib", subtitle: "s", segments: ["decode", "first instantiate"],
            rows: Self.names.map { ProfileCostChart.Row(label: $0, parts: [1000, 2000]) },
            basis: .instructions, axisTitle: "instructions")
        let svg = chart.render()
        for name in Self.names {
            #expect(svg.contains("><title>\(name)</title>MyApp/"), "no tooltip for \(name)")
            #expect(svg.contains(String(name.suffix(12)) + "</text>"), "the tail of \(name) is not shown")
        }
        #expect(xmlError(svg) == nil)
        let short = ProfileCostChart(
            title: "t", subtitle: "s", segments: ["decode"], rows: [ProfileCostChart.Row(label: "Cell", parts: [1])],
            basis: .instructions, axisTitle: "a"
        ).render()
        #expect(!short.contains("<title>Cell</title>"), "an uncut name needs no tooltip")
    }

    @Test func timeAxesTakeOneUnitFromTheirRange() {
        let ms = ChartAxis.linearTime(0, 16_000_000)
        #expect(ms.unitSymbol == "ms")
        #expect(ms.ticks.filter(\.isMajor).map(\.label) == ["0", "2", "4", "6", "8", "10", "12", "14", "16"])
        #expect(ms.upper == 16_000_000, "values stay in nanoseconds")
        #expect(ms.placed(from: 0, to: 160).position(8_000_000) == 80)
        #expect(ChartAxis.linearTime(0, 9_999_000).unitSymbol == "µs", "up to 10,000 µs stays in µs")
        #expect(ChartAxis.linearTime(0, 10_000_000).unitSymbol == "ms")
        #expect(ChartAxis.linearTime(0, 900).unitSymbol == "ns")
        #expect(ChartAxis.linearTime(0, 20_000_000_000).unitSymbol == "s")
    }

    static func pareto(_ p99s: [Double]) -> String {
        ParetoChart(
            points: p99s.enumerated().map {
                ParetoChart.Point(label: "s\($0.offset)", style: .series($0.offset), bytes: Double(1 << (10 + $0.offset)), p99: $0.element)
            },
            memoryLabel: "thread peak", subtitle: "s"
        ).render()
    }

    @Test func paretoP99IsInMillisecondsPastTenThousandMicroseconds() {
        let slow = Self.pareto([16_000_000, 12_000_000, 401_000])
        #expect(slow.contains(">p99 latency (ms)</text>") && !slow.contains("(µs)"))
        #expect(!slow.contains(">16000<") && !slow.contains(">16,000<"))
        let fast = Self.pareto([900_000, 450_000])
        #expect(fast.contains(">p99 latency (µs)</text>"))
    }

    @Test func phaseBarsUseTheSharedTimeAxis() throws {
        let svg = ReportCharts.phases(fixedRun()).render()
        #expect(svg.contains("median per phase, stacked (µs)") || svg.contains("median per phase, stacked (ns)"), "\(svg.prefix(2000))")
    }

    /// A run of 14 configurations: cold slowest, uinib in the middle.
    static func manyConfigurations() -> RunResult {
        var run = fixedRun()
        let configs =
            [RunConfig(builtIn: "cold", capacity: nil), RunConfig(builtIn: "uinib", capacity: nil)]
            + (1...12).map { RunConfig(builtIn: "decoded-lru", capacity: .objects($0 * 16)) }
        let medians = [90_000] + [42_500] + (1...12).map { 10_000 + $0 * 5_000 }
        var records: [LoadRecord] = []
        for c in configs.indices {
            for i in 0..<50 {
                records.append(
                    LoadRecord(
                        config: c, repetition: 0, seq: i, nib: "n", hit: false, total: UInt64(medians[c] + (i - 25) * 100),
                        read: 0, decode: 0, create: 0, connect: 0, awake: 0, allocatedBytes: 0, allocations: nil, nibBytes: 1))
            }
        }
        let template = run.summaries[0]
        run.configs = configs
        run.records = records
        run.summaries = configs.indices.map { c in
            var s = template
            s.config = configs[c]
            s.latency = SampleStatistics.summarize(records.filter { $0.config == c }.map(\.total))!
            return s
        }
        return run
    }

    @Test func theCDFOfManyConfigurationsDrawsTheOnesThatMatter() {
        let run = Self.manyConfigurations()
        let chart = ReportCharts.latencyCDF(run)
        #expect(chart.series.count == 14)
        let strong = chart.series.filter(\.emphasized).map(\.label)
        // The three fastest, uinib (a baseline, ranked 7th), the slowest (cold, also a baseline).
        #expect(strong == ["decoded-lru@objects:16", "decoded-lru@objects:32", "decoded-lru@objects:48", "uinib", "cold"], "\(strong)")
        let svg = chart.render()
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 14)
        #expect(svg.components(separatedBy: "stroke-opacity=\"0.3\"").count - 1 == 9 * 2, "nine faint lines and their legend samples")
        #expect(svg.contains(">1. decoded-lru@objects:16</text>") && svg.contains(">14. cold</text>"), "the legend is numbered by rank")
        #expect(svg.contains("faint: the rest"))
        // Six or fewer: all drawn strongly, no note.
        let few = ReportCharts.latencyCDF(fixedRun())
        #expect(few.series.allSatisfy(\.emphasized) && !few.render().contains("stroke-opacity"))
    }

    @Test func warningsFollowTheConclusion() throws {
        var run = try fixtureRun()
        run.warnings = ["2 of 8 replays were run again: their machine canary ran over 20% slower than in the quietest replay"]
        let files = ResultDirectory.renderReports(run, id: "w")
        let markdown = try #require(files.first { $0.path == "report.md" }?.text)
        let html = try #require(files.first { $0.path == "report.html" }?.text)
        func at(_ text: String, _ marker: String) throws -> String.Index { try #require(text.range(of: marker), "\(marker)").lowerBound }
        #expect(try at(markdown, "## Conclusion") < at(markdown, "## Warnings"))
        #expect(try at(markdown, "## Warnings") < at(markdown, "## Charts"))
        #expect(try at(html, "<h2>Conclusion</h2>") < at(html, "<h2>Warnings</h2>"))
        #expect(try at(html, "<h2>Warnings</h2>") < at(html, "<svg "))
    }
}
