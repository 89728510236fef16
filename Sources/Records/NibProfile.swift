import Foundation
import Manifest
import Measurements

/// What `nibbench profile` measured on an app's nibs: one record per nib (and per storyboard
/// scene), the classes that cost the most, the files that failed, and the classes stood in
/// for. Written as `profile.json` (documented in docs/profile.md).
///
/// Fields fall in two groups. **Deterministic** ones (``Entry/deterministic``, ``classes``
/// except their ``ClassCost/timing``) depend only on the inputs and the nibbench binary: two
/// profiles of the same files by the same build agree on them exactly (instruction counts
/// only under `--measure instructions` or `cycles`, cache figures only under `cycles`). **Informational** ones (``Entry/timing``,
/// ``ClassCost/timing``) are wall-clock times that move between runs.
///
/// Schema version 1. New optional fields may be added within a version; a removed or
/// renamed field, or one whose meaning changes, needs a new version.
package struct NibProfile: Sendable, Codable, Equatable {
    /// The schema version this build writes.
    package static let currentSchemaVersion = 1
    /// The value of ``kind``, by which a reader recognises a profile (a results folder's
    /// `run.json` has no `kind`).
    package static let kindMarker = "nibbench-profile"
    /// The file name of the JSON document in a profile folder.
    package static let fileName = "profile.json"

    /// The schema version of this document.
    package var schemaVersion = NibProfile.currentSchemaVersion
    /// Always ``kindMarker``.
    package var kind = NibProfile.kindMarker
    /// The machine and build (nibbench version and commit, Swift, allocator, Valgrind in
    /// instruction mode), as `run.json` records them.
    package var machine: MachineInfo
    /// What decode and instantiate were measured by besides allocations: `time` (wall clock
    /// only), `instructions` (callgrind counts as well) or `cycles` (instructions, and
    /// callgrind's cache simulator and system-call counter: ``PhaseCost/cycles``).
    package var measure: MeasureMode
    /// The simulated cache and the weights of estimated cycles, under `--measure cycles`
    /// (as `run.json` records them); absent otherwise.
    package var cacheModel: CacheModel?
    /// The paths profiled, as given on the command line.
    package var inputs: [String]
    /// The `--exclude` globs.
    package var excludes: [String]
    /// Whether unknown app classes were stood in for (always true for `nibbench profile`).
    package var stubsUnknownClasses: Bool
    /// One record per nib and per storyboard scene, sorted by ``Entry/name``.
    package var nibs: [Entry]
    /// How many of ``nibs`` were compiled by nibbench from elements it has no rule for
    /// (``Entry/approximate``): their costs only approximate Apple's nibs.
    package var approximateNibs: Int { nibs.filter { $0.approximate == true }.count }
    /// The classes of every instantiated object with their share of the cost, costliest first.
    package var classes: [ClassCost]
    /// Classes the runtime did not know and stood in for (app classes, and UIKit classes
    /// nibbench does not model), sorted by name.
    package var stubbedClasses: [StubbedClass]
    /// Files (or scenes) that could not be profiled, in input order; the rest were.
    package var failures: [Failure]
    /// What compiling the `.xib` and `.storyboard` sources warned about, each once, in input
    /// order; absent when there were none (and in profiles written before it existed).
    package var compilerWarnings: [CompilerWarning]?
    /// How many source files (`.xib`, `.storyboard`, `.nib`, `.storyboardc`) were found, the
    /// ones that failed included (absent in profiles written before it existed).
    package var sourceFiles: Int?
    /// The built apps among the inputs (an `.ipa`, `.app`, `Payload` or `.xcarchive`), each with
    /// what its `Info.plist` says: the Xcode that built it (`DTXcode`), the oldest iOS it runs on
    /// (`MinimumOSVersion`), its identifier. Absent when no input was one (and in profiles
    /// written before it existed).
    package var apps: [BuiltApp]?
    /// Mac metadata files (`__MACOSX/`, `._*`) left out of the inputs; absent when none were
    /// (and in profiles written before it existed).
    package var ignoredMetadataFiles: Int?
    /// Whose output the `.xib` and `.storyboard` sources were compiled as: `Xcode 26.4`, `Xcode
    /// 15.3, iOS 12.0` (`--xcode`, `--deployment-target`). Absent when no source was compiled
    /// (and in profiles written before it existed).
    package var compiledAs: String?

    /// Creates a profile.
    package init(
        machine: MachineInfo, measure: MeasureMode, inputs: [String], excludes: [String], stubsUnknownClasses: Bool,
        nibs: [Entry], classes: [ClassCost], stubbedClasses: [StubbedClass], failures: [Failure],
        compilerWarnings: [CompilerWarning] = []
    ) {
        self.machine = machine
        self.measure = measure
        self.inputs = inputs
        self.excludes = excludes
        self.stubsUnknownClasses = stubsUnknownClasses
        self.nibs = nibs
        self.classes = classes
        self.stubbedClasses = stubbedClasses
        self.failures = failures
        self.compilerWarnings = compilerWarnings.isEmpty ? nil : compilerWarnings
        self.cacheModel = measure.cacheModel
    }
}

extension NibProfile {
    /// Where a profiled nib came from.
    package enum SourceKind: String, Sendable, Codable, Hashable {
        /// An Interface Builder `.xib`, compiled by nibbench.
        case xib
        /// A compiled `.nib` file.
        case nib
        /// A compiled `.nib` folder (its newest `objects-*.nib`).
        case directoryNib = "directory-nib"
        /// One scene of a `.storyboardc` bundle, or of a `.storyboard` compiled by nibbench.
        case storyboardScene = "storyboard-scene"
        /// A prototype cell (or collection supplementary view) of a storyboard scene: its own
        /// nib, instantiated once per cell as a table or collection view dequeues it.
        case prototypeCell = "prototype-cell"
    }

    /// One nib (or storyboard scene) profiled.
    package struct Entry: Sendable, Codable, Equatable {
        /// The stable key: the source's path relative to the input it was found under,
        /// without extension (`Settings/AccountCell`); a scene is `<storyboard>/<identifier>`.
        /// The first path component is the input folder's own name; a file given directly is
        /// its file name.
        package var name: String
        /// The source file (or bundle), relative like ``name``, with its extension.
        package var source: String
        /// What the source was.
        package var sourceKind: SourceKind
        /// The storyboard scene identifier, for a scene.
        package var scene: String?
        /// SHA-256 (hex) of the compiled nib bytes (a scene: of its controller nib's bytes
        /// followed by its view nib's), for matching a renamed nib between profiles.
        package var sha256: String
        /// Figures that depend only on the input and the nibbench build.
        package var deterministic: Deterministic
        /// Wall-clock times (informational).
        package var timing: Timing
        /// Classes stood in for while instantiating this nib, sorted.
        package var stubbedClasses: [String]
        /// What instantiation noticed without failing (unresolved proxies, keys kept as
        /// undefined values, nested nibs that could not load).
        package var warnings: [String]
        /// For a nib compiled from a xib or storyboard: whether the compiler met elements it
        /// has no rule for (``XIBCompileReport/approximate``), so the nib only approximates
        /// Apple's; nil for a nib read as compiled.
        package var approximate: Bool?

        /// Creates a record.
        package init(
            name: String, source: String, sourceKind: SourceKind, scene: String?, sha256: String,
            deterministic: Deterministic, timing: Timing, stubbedClasses: [String], warnings: [String], approximate: Bool? = nil
        ) {
            self.name = name
            self.source = source
            self.sourceKind = sourceKind
            self.scene = scene
            self.sha256 = sha256
            self.deterministic = deterministic
            self.timing = timing
            self.stubbedClasses = stubbedClasses
            self.warnings = warnings
            self.approximate = approximate
        }
    }

    /// A nib's deterministic figures: the archive, the object graph, and the cost of each
    /// phase in allocations (and instructions under `--measure instructions`).
    package struct Deterministic: Sendable, Codable, Equatable {
        /// The archive (a scene: its controller and view nibs together).
        package var archive: ArchiveFigures
        /// Objects one instantiate creates (connections and runtime attributes not counted).
        package var objects: Int
        /// ``objects`` by runtime class name, most first (ties by name).
        package var objectsByClass: [ClassCount]
        /// Connections applied by one instantiate.
        package var outlets: Int, actions: Int, outletCollections: Int
        /// `UINib` objects carrying a whole archive (`archiveData`), and those naming a nib
        /// file (`bundleResourceName`).
        package var nestedNibs: Int, referencedNibs: Int
        /// Views replaced by an instance loaded from their own nib (nib-in-nib embedding).
        package var embeddedViews: Int
        /// Reading the archive and indexing it for instantiation (`Nib.decode()`), from bytes
        /// in memory.
        package var decode: PhaseCost
        /// The first instantiate after decoding (what a nib's first load pays besides decode).
        package var firstInstantiate: PhaseCost
        /// A later instantiate, with the decoded archive cached (a warm load, as `UINib`).
        package var warmInstantiate: PhaseCost

        /// Creates the figures.
        package init(
            archive: ArchiveFigures, objects: Int, objectsByClass: [ClassCount], outlets: Int, actions: Int,
            outletCollections: Int, nestedNibs: Int, referencedNibs: Int, embeddedViews: Int,
            decode: PhaseCost, firstInstantiate: PhaseCost, warmInstantiate: PhaseCost
        ) {
            self.archive = archive
            self.objects = objects
            self.objectsByClass = objectsByClass
            self.outlets = outlets
            self.actions = actions
            self.outletCollections = outletCollections
            self.nestedNibs = nestedNibs
            self.referencedNibs = referencedNibs
            self.embeddedViews = embeddedViews
            self.decode = decode
            self.firstInstantiate = firstInstantiate
            self.warmInstantiate = warmInstantiate
        }

        /// A first load: decode plus the first instantiate.
        package var firstLoad: PhaseCost { decode + firstInstantiate }
    }

    /// The size of an archive in its own units.
    package struct ArchiveFigures: Sendable, Codable, Equatable {
        /// File bytes.
        package var bytes: Int
        /// Archive objects, keys, values and class names (the NIBArchive tables).
        package var objects: Int, keys: Int, values: Int, classNames: Int

        /// Creates the figures.
        package init(bytes: Int, objects: Int, keys: Int, values: Int, classNames: Int) {
            (self.bytes, self.objects, self.keys, self.values, self.classNames) = (bytes, objects, keys, values, classNames)
        }

        /// Two archives' figures summed (a scene's controller and view nibs).
        package static func + (a: ArchiveFigures, b: ArchiveFigures) -> ArchiveFigures {
            ArchiveFigures(
                bytes: a.bytes + b.bytes, objects: a.objects + b.objects, keys: a.keys + b.keys,
                values: a.values + b.values, classNames: a.classNames + b.classNames)
        }
    }

    /// A warning compiling a source: the element concerned and what.
    package struct CompilerWarning: Sendable, Codable, Equatable, CustomStringConvertible {
        /// The source file, relative like ``Entry/source``.
        package var file: String
        /// 1-based line and column of the element concerned.
        package var line: Int, column: Int
        /// The warning, one sentence.
        package var message: String

        /// Creates a record.
        package init(file: String, line: Int, column: Int, message: String) {
            (self.file, self.line, self.column, self.message) = (file, line, column, message)
        }

        /// `FILE:LINE:COL: warning: message`.
        package var description: String { "\(file):\(line):\(column): warning: \(message)" }
    }

}
