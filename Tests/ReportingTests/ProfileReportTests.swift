import Foundation
import Harness
@testable import Reporting
import Testing

/// The profile folder's files (issue 21 item 1): CSV and Markdown snapshots of a fixed profile,
/// the ranking, the charts, and the folder written as a whole.
@Suite struct ProfileReportTests {
    /// A profile with fixed figures: three nibs (one a storyboard scene), instruction counts,
    /// a stubbed class and a failure.
    static func fixture(measure: MeasureMode = .instructions) -> NibProfile {
        func cost(_ bytes: UInt64, _ allocations: UInt64, _ instructions: UInt64) -> NibProfile.PhaseCost {
            NibProfile.PhaseCost(allocatedBytes: bytes, allocations: allocations, instructions: measure == .instructions ? instructions : nil)
        }
        func entry(_ name: String, kind: NibProfile.SourceKind = .xib, scene: String? = nil, classes: [(String, Int)], scale: UInt64,
                   stubbed: [String] = []) -> NibProfile.Entry {
            let objects = classes.reduce(0) { $0 + $1.1 }
            let deterministic = NibProfile.Deterministic(
                archive: .init(bytes: 1000 * Int(scale), objects: 2 * objects, keys: 30, values: 12 * objects, classNames: classes.count + 3),
                objects: objects, objectsByClass: classes.map { NibProfile.ClassCount(class: $0.0, count: $0.1) }, outlets: 2, actions: 1,
                outletCollections: 0, nestedNibs: 0, referencedNibs: 0, embeddedViews: 0,
                decode: cost(4000 * scale, 40 * scale, 100_000 * scale), firstInstantiate: cost(3000 * scale, 30 * scale, 80_000 * scale),
                warmInstantiate: cost(2500 * scale, 25 * scale, 60_000 * scale))
            let timing = NibProfile.Timing(decodeNanoseconds: 9_000 * scale, firstInstantiateNanoseconds: 7_000 * scale,
                                           warmInstantiateNanoseconds: 5_000 * scale, warmRepetitions: 15)
            return NibProfile.Entry(name: name, source: scene == nil ? name + ".xib" : "App/Main.storyboard", sourceKind: kind, scene: scene,
                                    sha256: String(repeating: String(scale), count: 64), deterministic: deterministic, timing: timing,
                                    stubbedClasses: stubbed, warnings: [])
        }
        let nibs = [
            entry("App/Cell", classes: [("UILabel", 2), ("UIView", 2)], scale: 1),
            entry("App/Main/Settings", kind: .storyboardScene, scene: "Settings", classes: [("NSLayoutConstraint", 6), ("UIView", 2)], scale: 3,
                  stubbed: ["MyApp.SettingsController"]),
            entry("App/Profile", classes: [("NSLayoutConstraint", 3), ("UIButton", 1)], scale: 2),
        ]
        let machine = MachineInfo(cpu: "Test CPU", cores: 2, kernel: "Linux 6", swift: "Swift 6.3.1", allocator: "jemalloc 5.3.0",
                                  build: "release", nibbench: "0.6.0", commit: "abc123")
        return NibProfile(machine: machine, measure: measure, inputs: ["App"], excludes: ["*Tests*"], stubsUnknownClasses: true,
                          nibs: nibs, classes: NibProfile.apportion(nibs), stubbedClasses: NibProfile.stubbed(nibs),
                          failures: [NibProfile.Failure(file: "App/Broken.nib", message: "App/Broken.nib: byte 18: the object table runs past the end of the file (truncated)")])
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
        #expect(markdown.contains("## Not profiled") && markdown.contains("`App/Broken.nib`: App/Broken.nib: byte 18"))
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

    @Test func timeModeRanksByTimeAndSaysItIsInformational() throws {
        let markdown = ProfileMarkdown.render(Self.fixture(measure: .time))
        #expect(markdown.contains("wall-clock time, informational"))
        #expect(markdown.contains("| 1 | App/Main/Settings | 8 | 2.9 KiB · 96 values | 48.00 µs | 27.00 µs | 21.00 µs | 15.00 µs |"), "\(markdown)")
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
