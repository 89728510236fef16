import NibbenchSupport
import Foundation
import Manifest
import Profiling
import Records
import Testing
import TestSupport

/// ``ProfileMerge`` (issue 54, item 6; what scripts/lib/merge-profiles.py did): the naming rule,
/// carry-over, sources gone or profiled again, sources that could not be profiled, and the
/// parts read from a folder, with errors that name the file.
struct ProfileMergeTests {
    static func machine(_ commit: String) -> MachineInfo {
        MachineInfo(
            cpu: "CPU", cores: 2, kernel: "Linux 6", swift: "Swift 6", allocator: "jemalloc", build: "debug", nibbench: "0.9.0", commit: commit)
    }

    /// An entry named `name` from `source`, whose allocations tell the entries apart.
    static func entry(_ name: String, source: String, allocations: UInt64 = 100) -> NibProfile.Entry {
        let cost = NibProfile.PhaseCost(allocatedBytes: allocations * 64, allocations: allocations, instructions: nil)
        let figures = NibProfile.Deterministic(
            archive: NibProfile.ArchiveFigures(bytes: 1000, objects: 10, keys: 20, values: 50, classNames: 4), objects: 3,
            objectsByClass: [NibProfile.ClassCount(class: "UIView", count: 3)], outlets: 0, actions: 0, outletCollections: 0,
            nestedNibs: 0, referencedNibs: 0, embeddedViews: 0, decode: cost, firstInstantiate: cost, warmInstantiate: cost)
        return NibProfile.Entry(
            name: name, source: source, sourceKind: .xib, scene: nil, sha256: name, deterministic: figures,
            timing: NibProfile.Timing(decodeNanoseconds: 1, firstInstantiateNanoseconds: 1, warmInstantiateNanoseconds: 1, warmRepetitions: 1),
            stubbedClasses: [], warnings: [])
    }

    static func profile(
        _ nibs: [NibProfile.Entry], commit: String = "a", inputs: [String] = ["App"], failures: [NibProfile.Failure] = []
    )
        -> NibProfile
    {
        var profile = NibProfile(
            machine: machine(commit), measure: .time, inputs: inputs, excludes: [], stubsUnknownClasses: true, nibs: nibs,
            classes: [
                NibProfile.ClassCost(
                    class: "UIView", objects: 3, nibs: nibs.count, firstLoadInstructions: nil, warmInstantiateInstructions: nil,
                    warmAllocatedBytes: 1, warmAllocations: 1,
                    timing: NibProfile.ClassTiming(firstLoadNanoseconds: 1, warmInstantiateNanoseconds: 1))
            ], stubbedClasses: [], failures: failures)
        profile.sourceFiles = nibs.count
        return profile
    }

    /// A file profiled alone from its own folder: its entry is named from there.
    static func alone(_ path: String, allocations: UInt64 = 200, commit: String = "b") -> ProfileMerge.Part {
        let file = (path as NSString).lastPathComponent
        let stem = (file as NSString).deletingPathExtension
        return ProfileMerge.Part(
            .file(path), .profiled(profile([entry(stem, source: file, allocations: allocations)], commit: commit, inputs: [file])))
    }

    static let previous = profile([
        entry("App/A", source: "App/A.xib"), entry("App/Sub/B", source: "App/Sub/B.xib"), entry("App/Sub/C", source: "App/Sub/C.xib")
    ])

    @Test func theFirstCommitIsTheWholeFolderAsProfiled() throws {
        let whole = Self.profile([Self.entry("App/B", source: "App/B.xib"), Self.entry("App/A", source: "App/A.xib")], commit: "first")
        let merged = try ProfileMerge(folder: "App", previous: nil, parts: [ProfileMerge.Part(.folder, .profiled(whole))]).merged()
        #expect(merged.nibs.map(\.name) == ["App/A", "App/B"], "sorted by name, names kept")
        #expect(merged.inputs == ["App"] && merged.sourceFiles == 2 && merged.machine.commit == "first")
        #expect(merged.classes == whole.classes)
    }

    @Test func unchangedSourcesAreCarriedOverAndChangedOnesReplacedUnderTheirFolder() throws {
        let merged = try ProfileMerge(folder: "App", previous: Self.previous, parts: [Self.alone("App/Sub/B.xib", allocations: 300)]).merged()
        #expect(merged.nibs.map(\.name) == ["App/A", "App/Sub/B", "App/Sub/C"])
        let b = try #require(merged.nibs.first { $0.name == "App/Sub/B" })
        #expect(b.source == "App/Sub/B.xib" && b.deterministic.decode.allocations == 300, "the part's entry, named from the folder")
        #expect(merged.machine.commit == "b", "the machine is the latest part's")
        #expect(merged.classes.count == 1 && merged.classes[0].nibs == 1, "the class table is the parts' only")
        #expect(merged.sourceFiles == 3 && merged.inputs == ["App"])
    }

    @Test func goneSourcesAreDropped() throws {
        let merged = try ProfileMerge(folder: "App", previous: Self.previous, parts: [], gone: ["App/Sub/C.xib", ""]).merged()
        #expect(merged.nibs.map(\.name) == ["App/A", "App/Sub/B"] && merged.sourceFiles == 2)
        #expect(merged.machine.commit == "a" && merged.classes.isEmpty && merged.failures.isEmpty, "no part: the previous machine, no tables")
    }

    @Test func aSourceThatCouldNotBeProfiledIsAFailureAndLosesItsEntry() throws {
        let part = ProfileMerge.Part(.file("App/Sub/B.xib"), .failed(message: "B.xib:2:1: the XML is not well-formed (malformed-xml)"))
        let merged = try ProfileMerge(folder: "App", previous: Self.previous, parts: [part, Self.alone("App/New.xib")]).merged()
        #expect(merged.nibs.map(\.name) == ["App/A", "App/New", "App/Sub/C"])
        #expect(merged.failures == [NibProfile.Failure(file: "App/Sub/B.xib", message: "B.xib:2:1: the XML is not well-formed (malformed-xml)")])
        #expect(merged.unmeasuredFiles == ["App/Sub/B.xib"])
    }

    @Test(arguments: [
        ("App", "App/Views/Cell.xib", "App/Views/Cell.xib"),
        ("Apps/Main", "Apps/Main/Cell.xib", "Main/Cell.xib"),
        ("Apps/Main/", "Apps/Main/./Views//Cell.xib", "Main/Views/Cell.xib"),
        ("Apps/Main", "Apps/Other/Cell.xib", "Main/../Other/Cell.xib")
    ])
    func sourcesAreNamedAsAWholeFolderProfileNamesThem(folder: String, source: String, canonical: String) {
        #expect(ProfileMerge(folder: folder, previous: nil, parts: []).canonicalPath(source) == canonical)
    }

    @Test func aFileBelowANestedFolderIsPrefixedWithItsFolder() throws {
        let previous = Self.profile([Self.entry("Main/A", source: "Main/A.xib")], inputs: ["Main"])
        let merged = try ProfileMerge(folder: "Apps/Main", previous: previous, parts: [Self.alone("Apps/Main/Deep/D.xib")]).merged()
        #expect(merged.nibs.map(\.name) == ["Main/A", "Main/Deep/D"] && merged.nibs.map(\.source) == ["Main/A.xib", "Main/Deep/D.xib"])
        #expect(merged.inputs == ["Main"])
    }

    @Test func scenesOfOneStoryboardCountAsOneSourceFile() throws {
        var scenes = Self.profile([
            Self.entry("App/Main/One", source: "App/Main.storyboard#One"), Self.entry("App/Main/Two", source: "App/Main.storyboard#Two")
        ])
        scenes.sourceFiles = nil
        let merged = try ProfileMerge(folder: "App", previous: nil, parts: [ProfileMerge.Part(.folder, .profiled(scenes))]).merged()
        #expect(merged.sourceFiles == 1)
    }

    @Test func equalNamesKeepTheirOrder() throws {
        let previous = Self.profile([Self.entry("App/X", source: "App/X.nib", allocations: 1)])
        let merged = try ProfileMerge(folder: "App", previous: previous, parts: [Self.alone("App/X.xib", allocations: 2)]).merged()
        #expect(merged.nibs.map(\.deterministic.decode.allocations) == [1, 2], "the previous profile's first, then the parts'")
    }

    @Test func nothingToStartFromIsAnError() throws {
        let part = ProfileMerge.Part(.folder, .failed(message: "could not be profiled"))
        #expect {
            try ProfileMerge(folder: "App", previous: nil, parts: [part]).merged()
        } throws: { error in
            (error as? InputError)?.code == .nothingToMerge
        }
    }

    @Test func theFailureIsTheFirstErrorLineOfStandardError() {
        let message = ProfileMerge.Part.failureMessage(
            standardError: "\nA.xib:3:4: warning: unknown element\r\nnibbench: A.xib:9:1: not well-formed (malformed-xml)\nnibbench: second\n")
        #expect(message == "A.xib:9:1: not well-formed (malformed-xml)")
        #expect(ProfileMerge.Part.failureMessage(standardError: "x.xib:1:1: warning: w\n") == "could not be profiled")
    }

    @Test func partsAreReadFromAFolderInNumberOrder() throws {
        let folder = try TemporaryFolder.make("merge-parts")
        defer { TemporaryFolder.remove(folder) }
        for (number, source) in [(10, "App/Sub/B.xib"), (2, "App/Broken.xib")] {
            try "\(source)\n".write(toFile: "\(folder)/\(number).source", atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder + "/10", withIntermediateDirectories: true)
        let b = Self.profile([Self.entry("B", source: "B.xib")], inputs: ["B.xib"])
        try b.json().write(toFile: folder + "/10/profile.json", atomically: true, encoding: .utf8)
        try "nibbench: Broken.xib:2:1: not closed (malformed-xml)\n".write(toFile: folder + "/2.err", atomically: true, encoding: .utf8)
        try "ignored".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let parts = try ProfileMerge.Part.read(from: folder)
        #expect(
            parts == [
                ProfileMerge.Part(.file("App/Broken.xib"), .failed(message: "Broken.xib:2:1: not closed (malformed-xml)")),
                ProfileMerge.Part(.file("App/Sub/B.xib"), .profiled(b))
            ])
    }

    @Test func aBadPartProfileIsAnErrorNamingTheFileAndField() throws {
        let folder = try TemporaryFolder.make("merge-bad")
        defer { TemporaryFolder.remove(folder) }
        try "App/A.xib".write(toFile: folder + "/1.source", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/1", withIntermediateDirectories: true)
        var json = try Self.profile([Self.entry("A", source: "A.xib")]).json()
        json = json.replacingOccurrences(of: "\"sourceKind\" : \"xib\"", with: "\"sourceKind\" : 7")
        try json.write(toFile: folder + "/1/profile.json", atomically: true, encoding: .utf8)
        let error = try #require(throws: InputError.self) { try ProfileMerge.Part.read(from: folder) }
        #expect(error.file == folder + "/1/profile.json", "\(error)")
        #expect(error.description.contains("nibs[0].sourceKind"), "\(error)")
        try "{".write(toFile: folder + "/1/profile.json", atomically: true, encoding: .utf8)
        let notJSON = try #require(throws: InputError.self) { try ProfileMerge.Part.read(from: folder) }
        #expect(notJSON.file == folder + "/1/profile.json" && notJSON.code == .io, "\(notJSON)")
    }

    @Test func aSourceFileNotNamedByANumberIsABadPart() throws {
        let folder = try TemporaryFolder.make("merge-name")
        defer { TemporaryFolder.remove(folder) }
        try "App/A.xib".write(toFile: folder + "/first.source", atomically: true, encoding: .utf8)
        let error = try #require(throws: InputError.self) { try ProfileMerge.Part.read(from: folder) }
        #expect(error.code == .badPart && error.file == folder + "/first.source", "\(error)")
    }
}
