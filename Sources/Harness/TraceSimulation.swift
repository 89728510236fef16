import NibArchive
import NibCache
import NibbenchSupport
import Probes
import Traces
import Records
import Manifest

/// `nibbench simulate`'s work: a trace replayed through eviction policies × capacities, and
/// optionally the exact LRU miss-ratio curve at the same capacities; no I/O, no loaders.
///
/// Keys are libCacheSim object ids (n for `obj-<n>`, else FNV-1a of the name), so that hashing
/// policies (W-TinyLFU) see what libCacheSim sees; each memory warning empties the caches.
/// A miss costs the object's size in bytes.
package struct TraceSimulation: Sendable {
    /// The requests, 4 bytes each, shared read-only by the workers of ``run(policies:capacities:curve:registry:jobs:)``.
    package let trace: RequestTrace
    /// The requests between memory warnings, in order (built on demand: 24 bytes a request).
    package var segments: [[CacheRequest<UInt64>]] { trace.segments }
    /// The number of memory warnings in the trace.
    package var memoryWarnings: Int { trace.memoryWarnings.count }
    /// Seconds spent reading the trace file into ``trace`` (0 when built from memory).
    package private(set) var readSeconds = 0.0
    /// Bytes of the trace file read (0 when built from memory).
    package private(set) var fileBytes = 0

    /// Reads the trace at `path` (see ``IngestedTrace/load(_:format:manifest:sizesPath:)``),
    /// timing the read, and prepares it for simulation at `capacities`.
    /// - Throws: ``InputError`` from reading; ``HarnessError`` (`invalid-plan`) when a
    ///   capacity is in bytes and the trace came without sizes.
    package static func load(
        _ path: String, format: TraceFileFormat?, manifest: CorpusManifest?, sizesPath: String?,
        capacities: [CacheCapacity]
    ) throws -> TraceSimulation {
        let start = MonotonicClock.nanoseconds()
        let ingested = try IngestedTrace.load(path, format: format, manifest: manifest, sizesPath: sizesPath)
        var simulation = try TraceSimulation(ingested, capacities: capacities, file: path)
        simulation.readSeconds = seconds(since: start)
        simulation.fileBytes = ingested.fileBytes
        return simulation
    }

    /// Prepares `loaded` for simulation at `capacities`.
    /// - Throws: ``HarnessError`` (`invalid-plan`) when a capacity is in bytes and the trace
    ///   came without sizes.
    package init(_ loaded: LoadedTrace, capacities: [CacheCapacity], file: String) throws(HarnessError) {
        try self.init(IngestedTrace(loaded), capacities: capacities, file: file)
    }

    /// Prepares a trace read by ``IngestedTrace/load(_:format:manifest:sizesPath:)`` for
    /// simulation at `capacities`.
    /// - Throws: ``HarnessError`` (`invalid-plan`) when a capacity is in bytes and the trace
    ///   came without sizes.
    package init(_ ingested: IngestedTrace, capacities: [CacheCapacity], file: String) throws(HarnessError) {
        guard ingested.hasSizes || !capacities.contains(where: \.isByteBounded) else {
            throw HarnessError(
                .invalidPlan, "byte capacities need sizes: pass --corpus or --sizes (\(ingested.format.rawValue) traces of ours carry none)",
                file: file)
        }
        trace = ingested.requests
    }

    /// One row per policy × capacity (policies outermost), then with `curve` one row per
    /// capacity of the exact LRU curve (over the whole trace: the curve has no memory warnings).
    /// Each row carries the seconds its simulation took.
    ///
    /// The simulations (and the curve) run on up to `jobs` threads, each replaying the shared
    /// trace once per policy × capacity; the rows are the same, in the same order, whatever
    /// `jobs` is (only their seconds differ).
    /// - Throws: ``CachePolicyError`` naming a policy that `registry` does not know (the first
    ///   in row order), before anything runs.
    package func run(
        policies: [String], capacities: [CacheCapacity], curve: Bool,
        registry: PolicyRegistry, jobs: Int = 1
    ) throws(CachePolicyError) -> [SimulationRow] {
        for name in policies { _ = try registry.registration(named: name) }
        let smallestSize = trace.smallestRequestedSize ?? 1
        var tasks: [SimulationTask] = curve ? [.curve] : []
        tasks += policies.flatMap { name in capacities.map { SimulationTask.policy(name, $0) } }
        let results = ParallelJobs.map(tasks, jobs: jobs) { task in
            let start = MonotonicClock.nanoseconds()
            switch task {
            case .curve:
                let points = LRUMissRatioCurve(trace).curve(capacities)
                let seconds = Self.seconds(since: start)
                return Result<[SimulationRow], CachePolicyError>.success(
                    points.map { point in
                        var row = SimulationRow(point)
                        row.seconds = seconds
                        return row
                    })
            case .policy(let name, let capacity):
                return Result { () throws(CachePolicyError) in
                    var row = SimulationRow(try registry.simulate(policyNamed: name, capacity: capacity, trace: trace))
                    row.seconds = Self.seconds(since: start)
                    row.admitsNothing = registry.admitsNothing(
                        policyNamed: name, capacity: capacity,
                        smallestCharge: capacity.charge(forSize: smallestSize))
                    return [row]
                }
            }
        }
        var rows: [SimulationRow] = []
        // The curve runs first (it takes longest) but its rows come last.
        for result in (curve ? Array(results.dropFirst()) + results.prefix(1) : results) { rows += try result.get() }
        return rows
    }

    static func seconds(since start: UInt64) -> Double {
        Double(MonotonicClock.nanoseconds() &- start) / 1e9
    }
}

/// One unit of a simulation's work.
enum SimulationTask: Sendable {
    case curve
    case policy(String, CacheCapacity)
}
