import Foundation
import Corpus
import Harness
import XIB
import NibbenchSupport
import NibRuntime
import Probes
import Traces
import Records

/// Profiles an app's nibs (`nibbench profile`): finds the sources under the paths given,
/// compiles what needs compiling, and measures every nib and storyboard scene — its archive,
/// the objects one instantiate makes, and what decode, the first instantiate and a warm
/// instantiate cost in allocations, time and (under `--measure instructions` or `cycles`)
/// instructions, and under `cycles` estimated cycles, cache misses and system calls.
///
/// A source that cannot be read, compiled or instantiated is recorded in
/// ``NibProfile/failures`` and the others are profiled. Unknown app classes are stood in for.
/// See docs/profile.md for what each figure means.
package struct NibProfiler: Sendable {
    /// The paths to profile: files and folders of `.xib`, `.storyboard`, `.nib` and
    /// `.storyboardc`, and built apps — an `.ipa`, an `.app`, an `.ipa`'s `Payload` folder, an
    /// `.xcarchive` (``AppBundleInput``), whose `.app` is walked as a folder is and whose
    /// `Info.plist` the profile records (``NibProfile/apps``).
    package var inputs: [String]
    /// Globs of files and folders to leave out (``NibSources/find(_:excluding:)``).
    package var excludes: [String]
    /// Whether instructions (`instructions`), or instructions and simulated cache figures
    /// (`cycles`), are counted too (a child process under callgrind).
    package var measure: MeasureMode
    /// Warm instantiates timed per nib (the median and its 95% interval are kept).
    package var warmRepetitions: Int
    /// Fresh first loads (a decode and the first instantiate, on new state) timed per nib (the
    /// medians and their 95% intervals are kept). Seven costs a 100-nib profile little
    /// (docs/profile.md) and gives an interval of the median worth reading.
    package var firstRepetitions: Int
    /// The nibbench executable a callgrind child runs (`--measure instructions` or `cycles`).
    package var executable: String?
    /// The Xcode (and deployment target) whose output the `.xib` and `.storyboard` sources are
    /// compiled as (`--xcode`, `--deployment-target`); a built app's nibs are Apple's already.
    package var target: CompileTarget = .newest

    /// A profiler of `inputs`.
    package init(
        inputs: [String], excludes: [String] = [], measure: MeasureMode = .time, warmRepetitions: Int = 15,
        firstRepetitions: Int = NibProfiler.defaultFirstRepetitions, executable: String? = nil
    ) {
        self.inputs = inputs
        self.excludes = excludes
        self.measure = measure
        self.warmRepetitions = max(1, warmRepetitions)
        self.firstRepetitions = max(1, firstRepetitions)
        self.executable = executable
    }

    /// ``firstRepetitions`` unless told otherwise.
    package static let defaultFirstRepetitions = 7

    /// Profiles every source.
    ///
    /// - Parameter note: receives progress sentences.
    /// - Throws: ``HarnessError`` `.noInput` when no source is found, or none could be
    ///   profiled (naming the first failure); ``ProbeError`` when jemalloc does not answer; ``HarnessError`` `.valgrind`
    ///   when instructions cannot be counted; `InputError` for a built app that cannot be
    ///   opened (an `.ipa` that is no zip archive, is cut short or holds an unsafe entry). A bad
    ///   source is a failure in the profile, not a thrown error.
    package func run(note: (String) -> Void = { _ in }) throws -> NibProfile {
        // Built apps are walked at their .app (an .ipa's extracted into a scratch folder, which
        // lives until the measuring is done: scenes are read from it).
        var apps: [AppBundleInput] = []
        defer { for app in apps { app.remove() } }
        var walked: [String] = []
        for input in inputs {
            if let app = try AppBundleInput.resolve(input) {
                apps.append(app)
                walked.append(app.folder)
            } else {
                walked.append(input)
            }
        }
        let found = NibSources.find(walked, excluding: excludes)
        var failures = found.failures.map { NibProfile.Failure(file: $0.file ?? "", message: MessageText.oneLine($0.description)) }
        guard !found.sources.isEmpty || !failures.isEmpty else {
            throw HarnessError(
                .noInput,
                "no .xib, .storyboard, .nib or .storyboardc found under " + inputs.joined(separator: ", ")
                    + (excludes.isEmpty ? "" : " (after --exclude)"))
        }
        let scratch = try ScratchFolder.make("profile")
        defer { ScratchFolder.remove(scratch) }

        var units: [ProfileUnit] = []
        var warnings: [NibProfile.CompilerWarning] = []
        for (index, source) in found.sources.enumerated() {
            do {
                units += try ProfileUnit.units(
                    of: source, compiled: scratch + "/\(index).storyboardc", target: target, failures: &failures, warnings: &warnings)
            } catch {
                failures.append(NibProfile.Failure(file: source.relative, message: MessageText.oneLine(MessageText.describing(error))))
            }
        }
        units.sort { $0.name < $1.name }
        // A scene's errors name the bundle compiled into the scratch folder: name the source;
        // an .ipa's nibs are named inside the .ipa.
        let shown =
            found.sources.enumerated().filter { $0.element.kind == .storyboard }.map { (scratch + "/\($0.offset).storyboardc", $0.element.relative) }
            + apps.compactMap(\.shown)
        guard !units.isEmpty else { throw Self.nothingProfiled(failures, showing: shown) }
        note("profiling \(MessageText.counted(units.count, "nib")) (\(found.sources.count) sources)")

        let meter = try ProfileMeter()
        ProfilePhases.warmUp(units.map(\.payload))
        var measured: [(unit: ProfileUnit, entry: NibProfile.Entry)] = []
        for unit in units {
            do {
                measured.append((unit, try entry(unit, meter: meter)))
            } catch {
                failures.append(
                    NibProfile.Failure(
                        file: unit.scene == nil ? unit.source : unit.name,
                        message: MessageText.oneLine(MessageText.describing(error)), source: unit.source))
            }
        }
        guard !measured.isEmpty else { throw Self.nothingProfiled(failures, showing: shown) }
        var machine = try MachineInfo.current()
        if measure.isCounted {
            guard let executable else { throw HarnessError(.valgrind, "no nibbench executable to count instructions with") }
            let counted = try ProfileInstructions.count(measured.map(\.unit), executable: executable, cache: measure.cacheModel, note: note)
            machine.valgrind = counted.valgrind
            for i in measured.indices { measured[i].entry.deterministic.attach(counted.phases[i]) }
        }
        let entries = measured.map(\.entry)
        var profile = NibProfile(
            machine: machine, measure: measure, inputs: inputs, excludes: excludes, stubsUnknownClasses: true,
            nibs: entries, classes: NibProfile.apportion(entries), stubbedClasses: NibProfile.stubbed(entries),
            failures: failures, compilerWarnings: warnings)
        profile.sourceFiles = found.sources.count + found.failures.count
        if found.sources.contains(where: { $0.kind == .xib || $0.kind == .storyboard }) { profile.compiledAs = target.description }
        profile.apps = apps.isEmpty ? nil : apps.map(\.app)
        let ignored = found.ignoredMetadata + apps.reduce(0) { $0 + $1.ignoredMetadata }
        profile.ignoredMetadataFiles = ignored == 0 ? nil : ignored
        return profile.showing(shown)
    }

    /// The error when every source failed, naming the first failure (its scratch paths shown
    /// as `paths` says, as ``NibProfile/showing(_:)`` does).
    private static func nothingProfiled(_ failures: [NibProfile.Failure], showing paths: [(path: String, shown: String)]) -> HarnessError {
        let first = paths.reduce(failures.first?.line ?? "none") { $0.replacingOccurrences(of: $1.path, with: $1.shown) }
        return HarnessError(
            .noInput,
            "nothing could be profiled: \(MessageText.counted(failures.count, "failure")), the first: " + first)
    }

    /// Measures one unit: allocations on one fresh load, times on ``firstRepetitions`` others
    /// (the warm instantiates on the last of them), then the graph.
    private func entry(_ unit: ProfileUnit, meter: ProfileMeter) throws -> NibProfile.Entry {
        // Errors name a nib by its source file (a scene by its name), as failures do.
        let label = unit.scene == nil ? unit.source : unit.name
        let counted = ProfilePhases(unit.payload, name: label)
        let decode = try meter.allocations { try counted.decode() }
        let first = try meter.allocations { try counted.instantiate() }
        let warm = try meter.allocations { try counted.instantiate() }

        var decodeTimes: [UInt64] = [], firstTimes: [UInt64] = [], warmTimes: [UInt64] = []
        var timed = counted
        for _ in 0..<firstRepetitions {
            timed = ProfilePhases(unit.payload, name: label)
            decodeTimes.append(try meter.nanoseconds { try timed.decode() })
            firstTimes.append(try meter.nanoseconds { try timed.instantiate() })
        }
        for _ in 0..<warmRepetitions { warmTimes.append(try meter.nanoseconds { try timed.instantiate() }) }

        let graph = try timed.summary()
        let deterministic = NibProfile.Deterministic(
            archive: unit.archive, objects: graph.objects, objectsByClass: graph.sortedClasses, outlets: graph.outlets,
            actions: graph.actions, outletCollections: graph.outletCollections, nestedNibs: unit.nestedNibs,
            referencedNibs: unit.referencedNibs, embeddedViews: graph.embeddedViews,
            decode: decode, firstInstantiate: first, warmInstantiate: warm)
        let timing = NibProfile.Timing(decodes: decodeTimes, firstInstantiates: firstTimes, warms: warmTimes)
        return NibProfile.Entry(
            name: unit.name, source: unit.source, sourceKind: unit.sourceKind, scene: unit.scene, sha256: unit.sha256,
            deterministic: deterministic, timing: timing, stubbedClasses: graph.unknownClasses.sorted(),
            warnings: graph.warnings, approximate: unit.approximate)
    }
}

extension NibProfile.Deterministic {
    /// Sets the instructions (and the cache figures) of each phase.
    mutating func attach(_ counts: ProfileInstructions.Phases) {
        decode.instructions = counts.decode
        firstInstantiate.instructions = counts.first
        warmInstantiate.instructions = counts.warm
        (decode.cycles, firstInstantiate.cycles, warmInstantiate.cycles) = (counts.cycles?.decode, counts.cycles?.first, counts.cycles?.warm)
    }
}
