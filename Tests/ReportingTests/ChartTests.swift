import Foundation
import Records
#if canImport(FoundationXML)
    import FoundationXML
#endif
@testable import Harness
import NibCache
@testable import Reporting
import Testing
import Traces

/// The fixture: a real run (`nibbench run` on an 80-load trace with a memory warning, 8
/// configurations incl. two capacities, 1 repetition, 10 warm-up loads), recorded once.
func fixtureRun() throws -> RunResult {
    try ResultDirectory.read(Snapshot.fixtures.appendingPathComponent("run.json").path)
}

/// Whether `text` parses as XML; the parser's error otherwise.
func xmlError(_ text: String) -> String? {
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse() ? nil : "\(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)"
}

@Suite struct ChartTests {
    static let chartNames = ["latency-cdf.svg", "phases.svg", "hit-ratio.svg", "pareto.svg", "allocation.svg"]

    @Test(arguments: chartNames) func chartMatchesSnapshot(_ name: String) throws {
        let charts = ReportCharts.make(try fixtureRun())
        let chart = try #require(charts.first { $0.path == "charts/" + name })
        try Snapshot.check(chart.svg, "fixture/charts/" + name)
        #expect(xmlError(chart.svg) == nil, "\(name) is not well-formed XML: \(xmlError(chart.svg) ?? "")")
        #expect(!chart.svg.contains("http") || chart.svg.components(separatedBy: "http").count == 2, "only the SVG namespace is a URL")
    }

    @Test func reportsMatchSnapshots() throws {
        let files = ResultDirectory.renderReports(try fixtureRun(), id: "fixture")
        #expect(files.map(\.path) == Self.chartNames.map { "charts/" + $0 } + ["report.md", "report.html"])
        let markdown = try #require(files.first { $0.path == "report.md" }?.text)
        let html = try #require(files.first { $0.path == "report.html" }?.text)
        try Snapshot.check(markdown, "fixture/report.md")
        try Snapshot.check(html, "fixture/report.html")
        for name in Self.chartNames { #expect(markdown.contains("](charts/\(name))")) }
        // Self-contained: every chart inlined, nothing linked or loaded.
        #expect(html.components(separatedBy: "<svg ").count == Self.chartNames.count + 1)
        #expect(!html.contains("<img") && !html.contains("src=") && !html.contains("<link") && !html.contains("<script"))
        #expect(xmlError(html) == nil, "report.html is not well-formed XML: \(xmlError(html) ?? "")")
    }

    @Test func writtenFolderHasTheRenderedBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-charts-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try fixtureRun()
        try ResultDirectory.write(run, id: "fixture", to: folder)
        try ResultDirectory.write(run, id: "fixture", to: folder) // rewriting an existing folder replaces every file
        for (path, text) in ResultDirectory.renderReports(run, id: "fixture") {
            #expect(try String(contentsOfFile: folder + "/" + path, encoding: .utf8) == text, "\(path)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
        #expect(FileManager.default.fileExists(atPath: folder + "/samples.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/samples.csv"), "samples.csv is written on request only")
    }

    @Test func exactLRUCurveMatchesTheMeasuredLRUHitRatio() throws {
        let run = try fixtureRun()
        let curve = try #require(run.lruCurve)
        let lru = run.summaries.filter { $0.config.strategy == "decoded-lru" }
        #expect(lru.count == 2)
        for s in lru {
            let point = try #require(curve.first { $0.capacity == s.config.capacity })
            #expect(abs((1 - point.missRatio) - s.hitRatio) < 1e-12, "\(s.config)")
        }
    }

    @Test func runnerCurveRestartsAtMemoryWarningsAndSkipsWarmUp() throws {
        // a b a c b | a a b, the first load warms up.
        let names = ["a", "b", "a", "c", "b", nil, "a", "a", "b"]
        let events = names.map { $0.map(TraceEvent.load) ?? .memoryWarning }
        var plan = RunPlan(
            corpus: "unused", events: events, configs: [RunConfig(builtIn: "decoded-lru", capacity: .objects(2))],
            repetitions: 1, warmupLoads: 1)
        plan.missCost = .measured // the records' read + decode times; no corpus to read
        let records = ["a", "b", "c"].map {
            LoadRecord(
                config: 0, repetition: 0, seq: 0, nib: $0, hit: false, total: 0, read: 10, decode: 30, create: 0, connect: 0,
                awake: 0, allocatedBytes: 0, allocations: nil, nibBytes: 100)
        }
        let curve = try Runner(plan: plan, strategies: .builtIn).lruCurve(records: records)
        // Needs (stack distance + 1): a@3 → 2, b@5 → 3, a@7 → 1; the rest are first accesses.
        #expect(curve.map(\.capacity) == [.objects(1), .objects(2), .objects(3)])
        #expect(curve.map(\.hits) == [1, 2, 3])
        #expect(curve.allSatisfy { $0.requests == 7 && $0.requestedBytes == 700 && $0.totalCost == 280 })
        #expect(curve.map(\.missedBytes) == [600, 500, 400])
    }

    @Test func runWithoutCurveDecodesAndRenders() throws {
        let data = try Data(contentsOf: Snapshot.fixtures.appendingPathComponent("run.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["lruCurve"] != nil)
        object["lruCurve"] = nil
        let old = try JSONDecoder().decode(RunResult.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(old.lruCurve == nil)
        let charts = ReportCharts.make(old)
        #expect(charts.count == 5)
        let hit = try #require(charts.first { $0.path == "charts/hit-ratio.svg" })
        #expect(!hit.svg.contains(HitRatioChart.curveLabel) && hit.svg.contains("decoded-sieve"))
        for chart in charts + ReportCharts.make(fixedRun()) { #expect(xmlError(chart.svg) == nil, "\(chart.path)") }
        // And it is written back without the key.
        let encoded = String(decoding: try JSONEncoder().encode(old), as: UTF8.self)
        #expect(!encoded.contains("lruCurve"))
    }

    @Test func namesAreEscapedInSVGAndHTML() throws {
        var run = fixedRun()
        let name = "a<b>&\"c\"'d"
        run.configs[1].strategy = name
        run.summaries[1].config.strategy = name
        let files = ResultDirectory.renderReports(run, id: "<&>")
        for (path, text) in files where path != "report.md" {
            #expect(xmlError(text) == nil, "\(path): \(xmlError(text) ?? "")")
            #expect(!text.contains("a<b>") && !text.contains("<&>"), "\(path) has a raw name")
        }
        let cdf = try #require(files.first { $0.path == "charts/latency-cdf.svg" }?.text)
        #expect(cdf.contains("a&lt;b&gt;&amp;&quot;c&quot;&#39;d@objects:2"))
        let html = try #require(files.first { $0.path == "report.html" }?.text)
        #expect(html.contains("<title>nibbench run &lt;&amp;&gt;</title>"))
        #expect(SVGDocument.escape("<&>\"'") == "&lt;&amp;&gt;&quot;&#39;")
    }

    @Test func logAxisTicksAreDecadesLabelledInTimeUnits() {
        let axis = ChartAxis.log10(3_000, 4_000_000, unit: .time)
        #expect(axis.lower == 2_000 && axis.upper == 5_000_000)
        #expect(axis.ticks.filter(\.isMajor).map(\.label) == ["2 µs", "10 µs", "100 µs", "1 ms", "5 ms"])
        #expect(axis.ticks.count == 8 + 9 + 9 + 5)
        #expect(axis.ticks.map(\.value) == axis.ticks.map(\.value).sorted())
        let placed = axis.placed(from: 100, to: 500)
        #expect(placed.position(2_000) == 100 && placed.position(5_000_000) == 500)
        #expect(abs(placed.position((2_000.0 * 5_000_000).squareRoot()) - 300) < 1e-9)
        #expect(placed.position(0) == 100 && placed.position(1e12) == 500, "clamped")
        // Two decades or less: 2 and 5 are labelled too; an end near a decade is not.
        let short = ChartAxis.log10(1, 40, unit: .plain)
        #expect(short.ticks.filter(\.isMajor).map(\.label) == ["1", "2", "5", "10", "20", "50"])
        let near = ChartAxis.log10(1_000, 1_500_000, unit: .time)
        #expect(near.upper == 2_000_000 && near.ticks.filter(\.isMajor).map(\.label) == ["1 µs", "10 µs", "100 µs", "1 ms"])
        let bytes = ChartAxis.log2(200_000, 6_000_000)
        #expect(bytes.ticks.filter(\.isMajor).map(\.label) == ["128 KiB", "256 KiB", "512 KiB", "1 MiB", "2 MiB", "4 MiB", "8 MiB"])
    }

    @Test func linearAxisHasNiceTicks() {
        #expect(ChartAxis.linear(0, 37.3).ticks.map(\.label) == ["0", "5", "10", "15", "20", "25", "30", "35", "40"])
        #expect(
            ChartAxis.linear(0.8123, 0.8655, unit: .percent, includeZero: false).ticks.map(\.label)
                == ["81%", "82%", "83%", "84%", "85%", "86%", "87%"])
        #expect(ChartAxis.linear(0, 0.7).ticks.map(\.label) == ["0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"])
        #expect([0.37, 1.6, 4, 80].map(ChartAxis.niceStep) == [0.5, 2, 5, 100])
    }

    @Test func numbersHaveAFixedFormat() {
        #expect(SVGDocument.number(3.0) == "3")
        #expect(SVGDocument.number(-2.56) == "-2.6")
        #expect(SVGDocument.number(-0.04) == "0")
        #expect(SVGDocument.number(0.05, decimals: 2) == "0.05")
        #expect(SVGDocument.number(1234.5678, decimals: 2) == "1234.57")
        #expect(SVGDocument.number(.nan) == "0")
        #expect(ChartAxis.time(1_500_000) == "1.5 ms" && ChartAxis.time(999) == "999 ns" && ChartAxis.bytes(262_144) == "256 KiB")
    }

    @Test func paretoFrontMinimisesBoth() {
        let style = SeriesStyle.series(0)
        let points = [(100.0, 50.0), (50, 80), (200, 40), (150, 60), (50, 90), (300, 40)].map {
            ParetoChart.Point(label: "", style: style, bytes: $0.0, p99: $0.1)
        }
        #expect(ParetoChart.front(points) == [1, 0, 2])
    }

    @Test func markdownSubsetRendersToHTML() {
        let md = """
            # Title <1>

            > **Incomplete:** stopped & kept

            - one `a<b>` **two**
            - three

            | # | name | value |
            |---|:---:|---:|
            | 1 | x & y | **2** |

            ![A chart](charts/a.svg)

            Line one
            line two, ** unclosed.
            """
        let html = MarkdownHTML.render(md) { alt, source in source == "charts/a.svg" ? "<svg>\(alt)</svg>" : nil }
        #expect(
            html == """
                <h1>Title &lt;1&gt;</h1>
                <blockquote><p><strong>Incomplete:</strong> stopped &amp; kept</p></blockquote>
                <ul>
                <li>one <code>a&lt;b&gt;</code> <strong>two</strong></li>
                <li>three</li>
                </ul>
                <table>
                <thead><tr><th>#</th><th style="text-align:center">name</th><th style="text-align:right">value</th></tr></thead>
                <tbody>
                <tr><td>1</td><td style="text-align:center">x &amp; y</td><td style="text-align:right"><strong>2</strong></td></tr>
                </tbody>
                </table>
                <figure><svg>A chart</svg><figcaption>A chart</figcaption></figure>
                <p>Line one line two, ** unclosed.</p>

                """)
        #expect(MarkdownHTML.render("![x](y.svg)").contains("<img src=\"y.svg\" alt=\"x\"/>"))
    }

    @Test func seriesStylesAreStableAndDistinct() {
        let styles = (0..<21).map(SeriesStyle.series)
        #expect(Set(styles.map { "\($0.color) \($0.dash ?? "-")" }).count == 21)
        #expect(SeriesStyle.series(3) == SeriesStyle.series(3))
        #expect(!ChartStyle.palette.contains("#F0E442"), "Okabe–Ito yellow is too light on white")
    }
}
