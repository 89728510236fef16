import Foundation
import Harness
@testable import Reporting
import Testing
import Records

/// The profile folder's files (issue 21 item 1): CSV and Markdown snapshots of a fixed profile,
/// the ranking, the charts, and the folder written as a whole.
@Suite struct ProfileReportTests {
    /// A profile with fixed figures: three nibs (one a storyboard scene), instruction counts,
    /// times as medians of 7 first loads with 95% intervals, a stubbed class and a failure.
    static func fixture(measure: MeasureMode = .instructions) -> NibProfile {
        func cost(_ bytes: UInt64, _ allocations: UInt64, _ instructions: UInt64) -> NibProfile.PhaseCost {
            NibProfile.PhaseCost(allocatedBytes: bytes, allocations: allocations, instructions: measure == .instructions ? instructions : nil)
        }
        func entry(
            _ name: String, kind: NibProfile.SourceKind = .xib, scene: String? = nil, classes: [(String, Int)], scale: UInt64,
            stubbed: [String] = []
        ) -> NibProfile.Entry {
            let objects = classes.reduce(0) { $0 + $1.1 }
            let deterministic = NibProfile.Deterministic(
                archive: .init(bytes: 1000 * Int(scale), objects: 2 * objects, keys: 30, values: 12 * objects, classNames: classes.count + 3),
                objects: objects, objectsByClass: classes.map { NibProfile.ClassCount(class: $0.0, count: $0.1) }, outlets: 2, actions: 1,
                outletCollections: 0, nestedNibs: 0, referencedNibs: 0, embeddedViews: 0,
                decode: cost(4000 * scale, 40 * scale, 100_000 * scale), firstInstantiate: cost(3000 * scale, 30 * scale, 80_000 * scale),
                warmInstantiate: cost(2500 * scale, 25 * scale, 60_000 * scale))
            func interval(_ median: UInt64) -> NibProfile.Interval { NibProfile.Interval(low: median * 9 / 10, high: median * 12 / 10) }
            // The first loads' median (15 µs × scale) is not the sum of the phases' medians (16 µs × scale).
            let timing = NibProfile.Timing(
                decodeNanoseconds: 9_000 * scale, firstInstantiateNanoseconds: 7_000 * scale,
                warmInstantiateNanoseconds: 5_000 * scale, warmRepetitions: 15, firstRepetitions: 7,
                firstLoadMedianNanoseconds: 15_000 * scale, decodeInterval: interval(9_000 * scale),
                firstInstantiateInterval: interval(7_000 * scale), firstLoadInterval: interval(15_000 * scale),
                warmInstantiateInterval: interval(5_000 * scale))
            return NibProfile.Entry(
                name: name, source: scene == nil ? name + ".xib" : "App/Main.storyboard", sourceKind: kind, scene: scene,
                sha256: String(repeating: String(scale), count: 64), deterministic: deterministic, timing: timing,
                stubbedClasses: stubbed, warnings: [])
        }
        let nibs = [
            entry("App/Cell", classes: [("UILabel", 2), ("UIView", 2)], scale: 1),
            entry(
                "App/Main/Settings", kind: .storyboardScene, scene: "Settings", classes: [("NSLayoutConstraint", 6), ("UIView", 2)], scale: 3,
                stubbed: ["MyApp.SettingsController"]),
            entry("App/Profile", classes: [("NSLayoutConstraint", 3), ("UIButton", 1)], scale: 2)
        ]
        let machine = MachineInfo(
            cpu: "Test CPU", cores: 2, kernel: "Linux 6", swift: "Swift 6.3.1", allocator: "jemalloc 5.3.0",
            build: "release", nibbench: "0.6.0", commit: "abc123")
        return NibProfile(
            machine: machine, measure: measure, inputs: ["App"], excludes: ["*Tests*"], stubsUnknownClasses: true,
            nibs: nibs, classes: NibProfile.apportion(nibs), stubbedClasses: NibProfile.stubbed(nibs),
            failures: [
                NibProfile.Failure(
                    file: "App/Broken.nib", message: "App/Broken.nib: byte 18: the object table runs past the end of the file (truncated)")
            ])
    }

    @Test func csvMatchesSnapshot() throws {
        let csv = ProfileCSV.render(Self.fixture())
        try Snapshot.check(csv, "profile/profile.csv")
        let lines = csv.split(separator: "\n")
        #expect(lines.count == 4 && lines[0].split(separator: ",").count == ProfileCSV.columns.count)
        #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == ProfileCSV.columns.count })
    }

    @Test func markdownRanksNibsAndClassesAndMatchesSnapshot() throws {
        let profile = Self.fixture()
        let markdown = ProfileMarkdown.render(profile, charts: ["![First-load cost by nib](charts/cost-by-nib.svg)"])
        try Snapshot.check(markdown, "profile/report.md")
        // Settings (scale 3) > Profile (2) > Cell (1), by first-load instructions.
        let settings = try #require(markdown.range(of: "| 1 | App/Main/Settings |"))
        let profileRow = try #require(markdown.range(of: "| 2 | App/Profile |"))
        #expect(settings.lowerBound < profileRow.lowerBound && markdown.contains("| 3 | App/Cell |"))
        // NSLayoutConstraint: 6/8 of Settings' 540,000 + 3/4 of Profile's 360,000 = 675,000.
        #expect(markdown.contains("| 1 | NSLayoutConstraint | 9 | 2 | 675,000 |"), "\(markdown)")
        #expect(markdown.contains("The costliest class is **NSLayoutConstraint**"))
        #expect(markdown.contains("## Stubbed classes") && markdown.contains("| MyApp.SettingsController | App/Main/Settings |"))
        // Issue 40: what was not measured leads the report, each file with its cause.
        #expect(markdown.hasPrefix("# nibbench profile\n\n> **1 of 4 files not measured**: "), "\(markdown.prefix(200))")
        #expect(markdown.contains("> - `App/Broken.nib`: App/Broken.nib: byte 18"))
    }

    /// Issue 29: a nib compiled from elements nibbench has no rule for is marked approximate in
    /// profile.json (a field per nib), report.md and the summary; the others are not.
    @Test func approximateNibsAreMarkedInJSONReportAndSummary() throws {
        var profile = Self.fixture()
        #expect(!ProfileMarkdown.render(profile).contains("approximate"))
        #expect(!ProfileSummaryText.render(profile, folder: "out").contains("approximate"))
        profile.nibs[0].approximate = true
        profile.nibs[2].approximate = false
        #expect(profile.approximateNibs == 1)
        #expect(ProfileMarkdown.render(profile).contains("; 1 approximate: compiled from xib elements nibbench has no rule for"))
        #expect(ProfileSummaryText.render(profile, folder: "out").contains(", 1 approximate (compiled from unknown xib elements)"))
        let json = String(decoding: try JSONEncoder().encode(profile), as: UTF8.self)
        #expect(json.contains("\"approximate\":true") && json.contains("\"approximate\":false"))
        let decoded = try JSONDecoder().decode(NibProfile.self, from: Data(json.utf8))
        #expect(decoded.nibs.map(\.approximate) == [true, nil, false])
    }

    /// Issue 31 item 2: without instruction counts, nibs rank by first-load allocation requests
    /// (deterministic), never by time, and times show as median [low–high].
    @Test func timeModeRanksByAllocationRequestsAndShowsTimesWithIntervals() throws {
        var profile = Self.fixture(measure: .time)
        // The cheapest nib by allocations is by far the slowest: time must not move it.
        profile.nibs[0].timing = NibProfile.Timing(decodes: [9_000_000, 8_000_000, 10_000_000], firstInstantiates: [1, 2, 3], warms: [5, 6])
        let ranked = ProfileRanking.nibs(profile).map(\.name)
        #expect(ranked == ["App/Main/Settings", "App/Profile", "App/Cell"])
        let markdown = ProfileMarkdown.render(profile)
        // Settings: 120 + 90 allocation requests, 12,000 + 9,000 bytes per first load.
        #expect(
            markdown.contains(
                "| 1 | App/Main/Settings | 8 | 2.9 KiB · 96 values | 210 / 20.5 KiB | 45.00 µs [40.50 µs–54.00 µs] | "
                    + "27.00 µs [24.30 µs–32.40 µs] | 21.00 µs [18.90 µs–25.20 µs] | 15.00 µs [13.50 µs–18.00 µs] | 7.3 KiB / 75 |"), "\(markdown)")
        #expect(markdown.contains("| 3 | App/Cell |"))
        #expect(
            markdown.contains(
                "The costliest nib is **App/Main/Settings** (210 allocation requests per first load, timed 45.00 µs [40.50 µs–54.00 µs]; 50.0% of all first loads)"
            ), "\(markdown)")
        // Classes too: NSLayoutConstraint 6/8 × 210 + 3/4 × 140 = 262.5, UIView 2/4 × 70 + 2/8 × 210 = 87.5,
        // UIButton and UILabel 35 each (ties by name).
        #expect(profile.classes.map(\.class) == ["NSLayoutConstraint", "UIView", "UIButton", "UILabel"])
        #expect(markdown.contains("| share of first loads (allocation requests) |"))
    }

    @Test func timeModeBreaksAllocationTiesByBytesThenName() throws {
        var profile = Self.fixture(measure: .time)
        let same = NibProfile.PhaseCost(allocatedBytes: 0, allocations: 50)
        for (i, bytes) in [(0, 5_000), (1, 4_000), (2, 5_000)] as [(Int, UInt64)] {
            profile.nibs[i].deterministic.decode = NibProfile.PhaseCost(allocatedBytes: bytes, allocations: 50)
            profile.nibs[i].deterministic.firstInstantiate = same
        }
        // App/Cell and App/Profile: same requests and bytes, by name; App/Main/Settings allocated fewer bytes.
        #expect(ProfileRanking.nibs(profile).map(\.name) == ["App/Cell", "App/Profile", "App/Main/Settings"])
    }

    /// The report, the command's summary and the chart say what the nibs are ranked by.
    @Test func reportSummaryAndChartSayWhatRanks() throws {
        let time = Self.fixture(measure: .time), instructions = Self.fixture()
        let words =
            "ranked by allocation requests (no instruction counts: `--measure instructions` counts them under Valgrind); "
            + "times are medians of 7 runs with 95% intervals, informational"
        #expect(ProfileMarkdown.render(time).contains("Nibs and classes are " + words + "; allocations are exact (jemalloc)."))
        let summary = ProfileSummaryText.render(time, folder: "out")
        // Issue 40: the files not measured come first.
        #expect(summary.hasPrefix("1 of 4 files not measured: App/Broken.nib\nprofiled 2 nibs and 1 scene (" + words + "); "), "\(summary)")
        #expect(
            summary.contains("costliest nibs (first load): App/Main/Settings 210 allocs, 45.00 µs [40.50 µs–54.00 µs]; App/Profile 140 allocs, "),
            "\(summary)")
        #expect(ProfileCostChart.byNib(time).subtitle == "the 3 costliest of 3; ranked by allocation requests (no instruction counts)")
        #expect(ProfileCostChart.byNib(time).axisTitle == "first load = decode + first instantiate (allocation requests)")

        #expect(ProfileMarkdown.render(instructions).contains("Nibs and classes are ranked by instructions (callgrind); allocations are exact"))
        let counted = ProfileSummaryText.render(instructions, folder: "out")
        #expect(counted.contains("\nprofiled 2 nibs and 1 scene (ranked by instructions (callgrind)); "), "\(counted)")
        #expect(counted.contains("costliest nibs (first load): App/Main/Settings 540,000, App/Profile 360,000, App/Cell 180,000"), "\(counted)")
        #expect(ProfileCostChart.byNib(instructions).subtitle == "the 3 costliest of 3; ranked by instructions (callgrind)")
    }

    /// A profile.json written before issue 31 (no repetitions, intervals or class allocation
    /// shares) still reads, and its report says its times are of one run.
    @Test func aProfileWithoutTheNewFieldsStillReads() throws {
        let newer = Self.fixture(measure: .time)
        let added: Set<String> = [
            "firstRepetitions", "firstLoadMedianNanoseconds", "decodeInterval", "firstInstantiateInterval",
            "firstLoadInterval", "warmInstantiateInterval", "firstLoadAllocations"
        ]
        func stripped(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { !added.contains($0.key) }.mapValues(stripped)
            }
            if let array = value as? [Any] { return array.map(stripped) }
            return value
        }
        let json = try newer.json()
        for key in added { #expect(json.contains("\"\(key)\""), "the fixture has \(key)") }
        let old = try JSONSerialization.data(
            withJSONObject: stripped(try JSONSerialization.jsonObject(with: Data(json.utf8))), options: [.sortedKeys])
        for key in added { #expect(!String(decoding: old, as: UTF8.self).contains("\"\(key)\"")) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("old-profile-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try old.write(to: URL(fileURLWithPath: file))
        let profile = try NibProfile.read(file)
        let settings = try #require(profile.nibs.first { $0.name == "App/Main/Settings" })
        #expect(settings.timing.firstRepetitions == nil && settings.timing.firstLoadInterval == nil && settings.timing.decodeInterval == nil)
        #expect(settings.timing.firstLoadNanoseconds == 48_000, "decode plus the first instantiate")
        #expect(profile.classes.allSatisfy { $0.firstLoadAllocations == nil })
        let markdown = ProfileMarkdown.render(profile)
        #expect(markdown.contains("times are of one run, informational"))
        #expect(
            markdown.contains("| 1 | App/Main/Settings | 8 | 2.9 KiB · 96 values | 210 / 20.5 KiB | 48.00 µs | 27.00 µs | 21.00 µs | 15.00 µs |"),
            "\(markdown)")
    }

    @Test func chartsAreWellFormedAndNameTheCostliest() throws {
        let profile = Self.fixture()
        let byNib = ProfileCostChart.byNib(profile).render()
        let byClass = ProfileCostChart.byClass(profile).render()
        for svg in [byNib, byClass] { #expect(xmlError(svg) == nil, "\(xmlError(svg) ?? "")") }
        #expect(byNib.contains("App/Main/Settings") && byNib.contains("decode") && byNib.contains("540,000"))
        #expect(byClass.contains("NSLayoutConstraint") && byClass.contains("675,000"))
        try Snapshot.check(byNib, "profile/charts/cost-by-nib.svg")
    }

    @Test func theFolderIsWrittenWholeAndReadBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profile-folder-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let profile = Self.fixture()
        try ProfileDirectory.write(profile, to: folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        #expect(files == ["charts", "charts/cost-by-class.svg", "charts/cost-by-nib.svg", "profile.csv", "profile.json", "report.md"])
        #expect(try NibProfile.read(folder) == profile)
        // A folder that cannot be written (its parent is a file) is an error naming it.
        let blocked = folder + "/profile.csv/inner"
        #expect(throws: ReportingError.self) { try ProfileDirectory.write(profile, to: blocked) }
        #expect(try NibProfile.read(folder) == profile)
    }
}
