import Harness
import Reporting
import Testing
import Records
import Verdicts

/// ``ProfileComparison`` on made-up profiles: which family gates, thresholds, renames by bytes
/// and by shape, nibs added and removed.
struct ProfileComparisonTests {
    static func machine(valgrind: String?) -> MachineInfo {
        var machine = MachineInfo(
            cpu: "Test CPU", cores: 2, kernel: "Linux 6", swift: "Swift 6.3.1", allocator: "jemalloc 5.3.0", build: "release",
            nibbench: "0.9.0", commit: "abc")
        machine.valgrind = valgrind
        return machine
    }

    static func entry(_ name: String, sha: String = "", labels: Int = 0, allocations: UInt64 = 100, instructions: UInt64? = nil) -> NibProfile.Entry {
        let cost = NibProfile.PhaseCost(allocatedBytes: allocations * 64, allocations: allocations, instructions: instructions)
        let classes =
            [NibProfile.ClassCount(class: "UIView", count: 3)] + (labels > 0 ? [NibProfile.ClassCount(class: "UILabel", count: labels)] : [])
        let figures = NibProfile.Deterministic(
            archive: NibProfile.ArchiveFigures(bytes: 1000 + labels * 100, objects: 10 + labels, keys: 20, values: 50 + labels * 10, classNames: 4),
            objects: 3 + labels, objectsByClass: classes, outlets: 0, actions: 0, outletCollections: 0, nestedNibs: 0, referencedNibs: 0,
            embeddedViews: 0, decode: cost, firstInstantiate: cost, warmInstantiate: cost)
        return NibProfile.Entry(
            name: name, source: name + ".xib", sourceKind: .xib, scene: nil, sha256: sha.isEmpty ? name : sha, deterministic: figures,
            timing: NibProfile.Timing(decodeNanoseconds: 1, firstInstantiateNanoseconds: 1, warmInstantiateNanoseconds: 1, warmRepetitions: 1),
            stubbedClasses: [], warnings: [])
    }

    static func profile(_ nibs: [NibProfile.Entry], instructions: Bool = false) -> NibProfile {
        NibProfile(
            machine: machine(valgrind: instructions ? "valgrind-3.19.0" : nil), measure: instructions ? .instructions : .time, inputs: ["App"],
            excludes: [], stubsUnknownClasses: true, nibs: nibs, classes: [], stubbedClasses: [], failures: [])
    }

    @Test func allocationsGateInTimeModeWithTheirThreshold() throws {
        let base = Self.profile([Self.entry("App/A", allocations: 100), Self.entry("App/B", allocations: 100)])
        let new = Self.profile([Self.entry("App/A", allocations: 101), Self.entry("App/B", allocations: 102, instructions: nil)])
        // No absolute floor: the relative threshold alone decides.
        let comparison = ProfileComparison(base: base, new: new, floors: .init())
        #expect(comparison.gate == .allocations)
        #expect(comparison.regressed.map(\.name) == ["App/B"], "+1% is within the default threshold, +2% is not")
        #expect(comparison.exitCode() == 2)
        let looser = ProfileComparison(
            base: base, new: new, options: try ProfileComparison.options(thresholds: ["allocations=5%"], gate: [], noGate: []),
            floors: .init())
        #expect(looser.regressed.isEmpty && looser.exitCode() == 0)
        #expect(ProfileComparison(base: base, new: new).exitCode() == 0, "+4 allocations on the first load are below the default floor")
    }

    @Test func instructionsGateWhenBothCountedThem() throws {
        let base = Self.profile([Self.entry("App/A", allocations: 100, instructions: 10_000)], instructions: true)
        let new = Self.profile([Self.entry("App/A", allocations: 150, instructions: 10_050)], instructions: true)
        let comparison = ProfileComparison(base: base, new: new)
        #expect(comparison.gate == .instructions && comparison.regressed.isEmpty, "+0.5% instructions, allocations informational")
        let byAllocations = ProfileComparison(
            base: base, new: new, options: try ProfileComparison.options(thresholds: [], gate: [], noGate: ["instructions"]),
            floors: .init())
        #expect(byAllocations.gate == .allocations && byAllocations.regressed.map(\.name) == ["App/A"])
    }

    @Test func renamesAreMatchedByBytesThenByShape() {
        let base = Self.profile([
            Self.entry("App/Old", sha: "s1"), Self.entry("App/Shape", sha: "s2", labels: 2), Self.entry("App/Gone", sha: "s3", labels: 5)
        ])
        let new = Self.profile([
            Self.entry("App/New", sha: "s1"), Self.entry("App/Reshaped", sha: "s9", labels: 2), Self.entry("App/Fresh", sha: "s4", labels: 7)
        ])
        let comparison = ProfileComparison(base: base, new: new)
        #expect(
            comparison.renamed.map { "\($0.baseName)>\($0.name):\($0.match.rawValue)" } == [
                "App/Old>App/New:identical-bytes", "App/Shape>App/Reshaped:same-shape"
            ])
        #expect(comparison.added.map(\.name) == ["App/Fresh"] && comparison.removed.map(\.name) == ["App/Gone"])
        #expect(comparison.exitCode() == 0)
    }

    @Test func theRegressionNamesTheObjectsAdded() {
        let base = Self.profile([Self.entry("Old/A")]), new = Self.profile([Self.entry("New/A", labels: 20, allocations: 140)])
        let comparison = ProfileComparison(base: base, new: new, floors: .init())
        #expect(comparison.renamed.isEmpty, "one folder profiled on each side: matched below the folder")
        let markdown = comparison.markdown(base: "a", new: "b")
        #expect(
            markdown.contains(
                "- **`New/A`**: allocations first load +40.0% (200 → 280), allocations warm instantiate +40.0% (100 → 140). "
                    + "Objects +20: +20 UILabel. Archive +2000 bytes, ±0 keys, +20 objects, +200 values."), "\(markdown)")
    }
}
