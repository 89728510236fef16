import NibbenchSupport
import Foundation
import Harness
import Profiling
import Probes
import Testing
import TestSupport
import Traces
import Records
import Manifest

/// `NibProfiler` (issue 21 item 1) on real iOS xibs and storyboards: per-nib and per-scene
/// records, failures reported without aborting, exclude globs, class apportionment, and the
/// `profile.json` round trip.
@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)"))
struct ProfilerTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// Three small vectors.
    static let three = [
        "wikipedia-ios/FontSizeSliderView.xib", "pocket-casts-ios/ButtonCell.xib",
        "pocket-casts-ios/DisclosureCell.xib"
    ]
    /// A committed iOS storyboard (Tests/XIBTests/Fixtures).
    static let storyboard = packageRoot + "/Tests/XIBTests/Fixtures/storyboards/Alamofire-Alamofire/Main.storyboard"

    /// A folder holding copies of the three vectors, plus `extra` files (name → bytes).
    private func folder(extra: [String: [UInt8]] = [:]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("profiler-\(UUID().uuidString)/App").path
        try FileManager.default.createDirectory(atPath: path + "/Cells", withIntermediateDirectories: true)
        for vector in Self.three {
            try FileManager.default.copyItem(
                atPath: Vectors.xibFolder() + "/" + vector, toPath: path + "/Cells/" + (vector as NSString).lastPathComponent)
        }
        for (name, bytes) in extra { try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name)) }
        return path
    }

    @Test func profilesEachNibWithConsistentFigures() throws {
        let app = try folder()
        defer { try? FileManager.default.removeItem(atPath: (app as NSString).deletingLastPathComponent) }
        let profile = try NibProfiler(inputs: [app], warmRepetitions: 3, firstRepetitions: 4).run()
        #expect(profile.kind == "nibbench-profile" && profile.schemaVersion == 1 && profile.measure == .time)
        #expect(profile.failures.isEmpty)
        #expect(profile.nibs.map(\.name) == ["App/Cells/ButtonCell", "App/Cells/DisclosureCell", "App/Cells/FontSizeSliderView"])
        for entry in profile.nibs {
            let d = entry.deterministic
            #expect(entry.sourceKind == .xib && entry.source == entry.name + ".xib" && entry.sha256.count == 64)
            #expect(d.objects > 0 && d.objectsByClass.reduce(0) { $0 + $1.count } == d.objects, "\(entry.name)")
            #expect(d.archive.values > d.archive.objects && d.archive.bytes > 50)
            for phase in [d.decode, d.firstInstantiate, d.warmInstantiate] {
                #expect(phase.allocatedBytes > 0 && phase.allocations > 0 && phase.instructions == nil, "\(entry.name)")
            }
            let t = entry.timing
            #expect(t.warmRepetitions == 3 && t.warmInstantiateNanoseconds > 0 && t.firstRepetitions == 4)
            // Issue 31 item 2: every phase's median has a 95% interval around it.
            let medians = [
                (t.decodeNanoseconds, t.decodeInterval), (t.firstInstantiateNanoseconds, t.firstInstantiateInterval),
                (t.firstLoadNanoseconds, t.firstLoadInterval), (t.warmInstantiateNanoseconds, t.warmInstantiateInterval)
            ]
            for (median, interval) in medians {
                let interval = try #require(interval, "\(entry.name)")
                #expect(median > 0 && interval.low <= median && median <= interval.high, "\(entry.name): \(median) in \(interval)")
            }
            #expect(t.firstLoadMedianNanoseconds != nil)
        }
        // The class shares add up to the nibs' totals: the apportionment loses nothing.
        let warmBytes = profile.nibs.reduce(0.0) { $0 + Double($1.deterministic.warmInstantiate.allocatedBytes) }
        let shared = profile.classes.reduce(0.0) { $0 + $1.warmAllocatedBytes }
        #expect(abs(warmBytes - shared) < 1e-6 * warmBytes)
        #expect(profile.classes.reduce(0) { $0 + $1.objects } == profile.nibs.reduce(0) { $0 + $1.deterministic.objects })
        let firstLoads = profile.classes.map { $0.firstLoadAllocations ?? -1 }
        #expect(
            firstLoads == firstLoads.sorted(by: >) && firstLoads.allSatisfy { $0 > 0 },
            "classes are ranked by first-load allocation requests in time mode, not by time")
        let requests = profile.nibs.reduce(0.0) { $0 + Double($1.deterministic.firstLoad.allocations) }
        #expect(abs(requests - firstLoads.reduce(0, +)) < 1e-6 * requests)
        // Every stubbed class is listed with the nibs it occurs in.
        for stub in profile.stubbedClasses {
            #expect(stub.nibs.allSatisfy { name in profile.nibs.first { $0.name == name }?.stubbedClasses.contains(stub.class) == true })
        }
    }

    /// A median and its 95% interval (issue 31 item 2): the interval holds the median and lies
    /// within the samples, and the same samples give the same interval.
    @Test func medianIntervalsHoldTheMedianAndRepeat() throws {
        let odd = NibProfile.Interval.median(of: [50, 10, 90, 30, 70, 20, 80])
        #expect(odd.median == 50)
        let interval = try #require(odd.interval)
        #expect(10 <= interval.low && interval.low < 50 && 50 < interval.high && interval.high <= 90, "\(interval)")
        #expect(NibProfile.Interval.median(of: [50, 10, 90, 30, 70, 20, 80]) == odd)
        #expect(NibProfile.Interval.median(of: [1, 2, 3, 4]).median == 3, "the middle two's mean, rounded")
        #expect(NibProfile.Interval.median(of: [7]) == (7, NibProfile.Interval(low: 7, high: 7)))
        #expect(NibProfile.Interval.median(of: []).interval == nil)
        let timing = NibProfile.Timing(decodes: [10, 12, 11], firstInstantiates: [5, 1, 6], warms: [3, 4])
        #expect(timing.decodeNanoseconds == 11 && timing.firstInstantiateNanoseconds == 5 && timing.warmInstantiateNanoseconds == 4)
        #expect(timing.firstLoadNanoseconds == 15 && timing.firstRepetitions == 3 && timing.warmRepetitions == 2, "first loads 15, 13, 17")
    }

    @Test func aBadFileIsReportedAndTheRestProfiled() throws {
        let garbage: [UInt8] = Array("NIBArchive".utf8) + [1, 0, 0, 0, 10, 0, 0, 0] + [UInt8](repeating: 0xFF, count: 40)
        let app = try folder(extra: ["Broken.nib": garbage, "Broken.xib": Array("<?xml version=\"1.0\"?>\n<document type=".utf8)])
        defer { try? FileManager.default.removeItem(atPath: (app as NSString).deletingLastPathComponent) }
        let profile = try NibProfiler(inputs: [app, app + "/missing.xib"], warmRepetitions: 1).run()
        #expect(profile.nibs.count == 3)
        #expect(profile.failures.map(\.file) == [app + "/missing.xib", "App/Broken.nib", "App/Broken.xib"])
        let nib = try #require(profile.failures.first { $0.file == "App/Broken.nib" })
        #expect(nib.message.contains("byte"), "\(nib.message)")
        let xib = try #require(profile.failures.first { $0.file == "App/Broken.xib" })
        #expect(xib.message.contains("Broken.xib:2:"), "a line:column: \(xib.message)")
    }

    @Test func excludeGlobsLeaveFilesOut() throws {
        let app = try folder()
        defer { try? FileManager.default.removeItem(atPath: (app as NSString).deletingLastPathComponent) }
        let profile = try NibProfiler(inputs: [app], excludes: ["*Slider*", "Disclosure*"], warmRepetitions: 1).run()
        #expect(profile.nibs.map(\.name) == ["App/Cells/ButtonCell"])
        #expect(profile.excludes == ["*Slider*", "Disclosure*"])
        #expect(throws: HarnessError.self) { try NibProfiler(inputs: [app], excludes: ["*"]).run() }
    }

    @Test func storyboardScenesAreProfiledOneByOne() throws {
        let profile = try NibProfiler(inputs: [Self.storyboard], warmRepetitions: 1).run()
        #expect(profile.failures.isEmpty, "\(profile.failures)")
        let scenes = profile.nibs.filter { $0.sourceKind == .storyboardScene }
        #expect(scenes.count == 5)
        for entry in scenes {
            let scene = try #require(entry.scene)
            #expect(entry.name == "Main/" + scene && entry.source == "Main.storyboard" && entry.sourceKind == .storyboardScene)
            #expect(entry.deterministic.objects > 0 && entry.deterministic.decode.allocatedBytes > 0)
        }
        // A table view controller scene has a view nib; its archive is both nibs together.
        let table = try #require(profile.nibs.first { $0.scene == "UITableViewController-7bK-jq-Zjz" })
        #expect(table.deterministic.objectsByClass.contains { $0.class == "UITableView" })
        #expect(Set(scenes.map(\.sha256)).count == 5)
    }

    /// Issue 29 item 2: each prototype cell of a scene's table view is a row of its own, costed
    /// as one dequeue (one instantiate of the cell's nib); the scene no longer makes the cells.
    @Test func prototypeCellsAreRowsOfTheirOwn() throws {
        let profile = try NibProfiler(inputs: [Self.storyboard], warmRepetitions: 1).run()
        let scene = "UITableViewController-hay-0o-6iw"
        let prototypes = profile.nibs.filter { $0.sourceKind == .prototypeCell }
        #expect(prototypes.map(\.name) == ["Main/\(scene)#cell:Body", "Main/\(scene)#cell:Header"])
        for entry in prototypes {
            #expect(entry.scene == scene && entry.source == "Main.storyboard")
            let figures = entry.deterministic
            #expect(figures.objectsByClass.contains { $0.class == "UITableViewCell" } && figures.objectsByClass.contains { $0.class == "UILabel" })
            #expect(!figures.objectsByClass.contains { $0.class == "UITableView" })
            #expect(figures.decode.allocatedBytes > 0 && figures.firstInstantiate.allocations > 0 && figures.warmInstantiate.allocations > 0)
            #expect(figures.archive.objects > 0 && entry.warnings.isEmpty, "\(entry.warnings)")
        }
        let owner = try #require(profile.nibs.first { $0.name == "Main/" + scene })
        #expect(owner.deterministic.nestedNibs == 2)
        #expect(!owner.deterministic.objectsByClass.contains { $0.class == "UITableViewCell" }, "the scene makes no prototype cell")
        #expect(profile.classes.contains { $0.class == "UITableViewCell" })
    }

    @Test func theJSONRoundTripsAndIsRecognised() throws {
        let profile = try NibProfiler(inputs: [Vectors.xibFolder() + "/" + Self.three[1]], warmRepetitions: 1).run()
        #expect(profile.nibs.map(\.name) == ["ButtonCell"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profile-json-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try profile.json().write(toFile: folder + "/profile.json", atomically: true, encoding: .utf8)
        #expect(try NibProfile.read(folder) == profile)
        try #"{"schemaVersion": 1, "summaries": []}"#.write(toFile: folder + "/run.json", atomically: true, encoding: .utf8)
        let error = try #require(throws: InputError.self) { try NibProfile.read(folder + "/run.json") }
        #expect(error.description.contains("not a nibbench profile") && error.file == folder + "/run.json")
    }
}
