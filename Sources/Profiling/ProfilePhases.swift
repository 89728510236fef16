import Harness
import NibRuntime
import Probes
import Records

/// The three phases of loading one ``ProfileUnit``, on fresh state: decode, then instantiate
/// (the first call is the first instantiate, later calls are warm). Each call returns what it
/// made, so that the caller releases it outside the span it measures.
final class ProfilePhases {
    private let payload: ProfileUnit.Payload
    private let name: String
    private let options = NibOptions(stubsUnknownClasses: true)
    private var nib: Nib?
    private var storyboard: UIStoryboard?
    private var prototype: CellPrototype?
    /// What stands for a prototype's external objects (the prototype holds them weakly).
    private var standIns: [String: NibRuntimeObject] = [:]

    /// Phases of `payload`; `name` names the nib in errors.
    init(_ payload: ProfileUnit.Payload, name: String) {
        self.payload = payload
        self.name = name
    }

    /// Reads and indexes the archive (a scene: opens its bundle and decodes both nibs; a
    /// prototype: its nib, with stand-ins for its external objects).
    func decode() throws -> AnyObject? {
        switch payload {
        case .nib(let bytes, let bundle):
            let nib = Nib(data: bytes, name: name, bundle: bundle.map(NibBundle.init(directory:)))
            try nib.decode()
            self.nib = nib
        case .scene(let folder, _, let controllerNib, let viewNib):
            let storyboard = try UIStoryboard(contentsOf: folder)
            try storyboard.nib(named: controllerNib).decode()
            if let viewNib { try storyboard.nib(named: viewNib).decode() }
            self.storyboard = storyboard
        case .prototype(let bytes, let identifier, let role, let placeholders):
            let nib = Nib(data: bytes, name: name)
            try nib.decode()
            standIns = Dictionary(uniqueKeysWithValues: placeholders.map { ($0, GenericObject() as NibRuntimeObject) })
            prototype = CellPrototype(identifier: identifier, role: role, nib: nib, externalObjects: standIns, stubsUnknownClasses: true)
        }
        return nil
    }

    /// One instantiate against a permissive owner, unknown app classes stood in for (a
    /// prototype: as a dequeue does it, nil owner and its external objects).
    func instantiate() throws -> Any {
        switch payload {
        case .nib:
            return try decoded(nib).instantiate(owner: GenericObject(), options: options)
        case .scene(_, let identifier, _, _):
            return try decoded(storyboard).instantiateViewController(identifier: identifier, options: options)
        case .prototype:
            return try decoded(prototype).instantiate()
        }
    }

    /// One instantiate with its bookkeeping, summarised.
    func summary() throws -> ProfileGraph {
        switch payload {
        case .nib:
            return ProfileGraph(try decoded(nib).instantiateDetailed(owner: GenericObject(), options: options), name: name)
        case .scene(_, let identifier, _, _):
            let scene = try decoded(storyboard).instantiateViewController(identifier: identifier, options: options)
            let parts = [scene.controllerNib, scene.viewNib].compactMap { $0 }.map { ProfileGraph($0, name: name) }
            return parts.isEmpty ? ProfileGraph(objectCount: scene.objectCount, report: scene.report) : parts.dropFirst().reduce(parts[0], +)
        case .prototype:
            return ProfileGraph(try decoded(prototype).instantiateDetailed(), name: name)
        }
    }

    /// Loads a small built-in nib and then every unit to be measured, once each, on throwaway
    /// state, so that the process's one-time work (class tables, the property-list reader, the
    /// allocator's first arenas, the Swift runtime's caches of type metadata and protocol
    /// conformances) is paid before any phase is measured. A unit's figures then hardly depend
    /// on the other units: without this, adding 20 labels to one xib moved the decode
    /// instructions of a later, unchanged xib by −11.6% (one-time work the changed xib now did
    /// first); with it, by at most 0.3% (the allocator's state differs). A failure here is
    /// ignored: the unit fails again, and is reported, when measured.
    ///
    /// - Parameter builtIn: whether to begin with the built-in nib (the callgrind child warms
    ///   up on it once, before it forks a copy per unit, and each copy on its own unit).
    static func warmUp(_ units: [ProfileUnit.Payload], builtIn: Bool = true) {
        NibClassRegistry.preloadCatalog()
        var payloads: [ProfileUnit.Payload] = []
        if builtIn, let bytes = try? InstantiateBenchmark.makeNib(objects: 30) { payloads.append(.nib(bytes: bytes)) }
        payloads += units
        for payload in payloads {
            // Through the path the counted phases take (their callgrind regions), uncounted.
            let phases = ProfilePhases(payload, name: "warm-up")
            for region in [CallgrindRegion.decode, .first, .warm] { _ = try? phases.run(region, collect: false) }
        }
    }

    private func decoded<T>(_ value: T?) throws -> T {
        guard let value else { throw HarnessError(.invalidPlan, "instantiate before decode", file: name) }
        return value
    }
}

/// What one instantiate of a unit made: objects by class, connections, embedded views and
/// what the runtime noticed.
struct ProfileGraph {
    var objectsByClass: [String: Int] = [:]
    var objects = 0
    var outlets = 0, actions = 0, outletCollections = 0, embeddedViews = 0
    var unknownClasses: [String] = []
    var warnings: [String] = []

    init(_ instantiation: NibInstantiation, name: String) {
        let summary = InstantiationSummary(instantiation, nib: name)
        objects = summary.objectCount
        for count in summary.objectsByClass { objectsByClass[count.class] = count.count }
        (outlets, actions, outletCollections) = (summary.outlets.count, summary.actions.count, summary.outletCollections.count)
        embeddedViews = instantiation.createdObjects.filter { $0 is NibEmbeddedView }.count
        (unknownClasses, warnings) = (summary.unknownClasses, summary.warnings + summary.unresolvedProxies.map { "unresolved proxy \($0)" })
        // UIKit classes nibbench does not model, made as their nearest modelled ancestor, are
        // stood in for too (and listed once per class in the profile).
        for substitution in instantiation.report.substitutedClasses where !unknownClasses.contains(substitution.className) {
            unknownClasses.append(substitution.className)
        }
    }

    /// An AppKit scene, of which only the object count is known.
    init(objectCount: Int, report: InstantiationReport) {
        objects = objectCount
        (unknownClasses, warnings) = (report.unknownClasses, report.warnings + report.unresolvedProxies.map { "unresolved proxy \($0)" })
    }

    static func + (a: ProfileGraph, b: ProfileGraph) -> ProfileGraph {
        var sum = a
        sum.objectsByClass.merge(b.objectsByClass, uniquingKeysWith: +)
        sum.objects += b.objects
        (sum.outlets, sum.actions) = (a.outlets + b.outlets, a.actions + b.actions)
        (sum.outletCollections, sum.embeddedViews) = (a.outletCollections + b.outletCollections, a.embeddedViews + b.embeddedViews)
        sum.unknownClasses += b.unknownClasses.filter { !a.unknownClasses.contains($0) }
        sum.warnings += b.warnings
        return sum
    }

    /// ``objectsByClass`` most first, ties by name.
    var sortedClasses: [NibProfile.ClassCount] {
        objectsByClass.map { NibProfile.ClassCount(class: $0.key, count: $0.value) }
            .sorted { ($0.count, $1.class) > ($1.count, $0.class) }
    }
}
