import NibCache
import Probes
import Workload

/// `nibbench simulate`'s work: a trace replayed through eviction policies × capacities, and
/// optionally the exact LRU miss-ratio curve at the same capacities; no I/O, no loaders.
///
/// Keys are libCacheSim object ids (n for `obj-<n>`, else FNV-1a of the name), so that hashing
/// policies (W-TinyLFU) see what libCacheSim sees; each memory warning empties the caches.
/// A miss costs the object's size in bytes.
public struct TraceSimulation: Sendable {
    /// The requests between memory warnings, in order.
    public let segments: [[CacheRequest<UInt64>]]
    /// The number of memory warnings in the trace.
    public var memoryWarnings: Int { segments.count - 1 }

    /// Prepares `loaded` for simulation at `capacities`.
    /// - Throws: ``HarnessError`` (`invalid-plan`) when a capacity is in bytes and the trace
    ///   came without sizes.
    public init(_ loaded: LoadedTrace, capacities: [CacheCapacity], file: String) throws(HarnessError) {
        guard loaded.sizes != nil || !capacities.contains(where: \.isByteBounded) else {
            throw HarnessError(.invalidPlan, "byte capacities need sizes: pass --corpus or --sizes (\(loaded.format.rawValue) traces of ours carry none)", file: file)
        }
        var segments: [[CacheRequest<UInt64>]] = [[]]
        var ids: [String: UInt64] = [:]
        for event in loaded.trace.events {
            guard let nib = event.nib else {
                segments.append([])
                continue
            }
            let size = max(1, loaded.sizes?.bytes[nib] ?? 1)
            let id = ids[nib] ?? LibCacheSimTrace.objectID(forNib: nib)
            ids[nib] = id
            segments[segments.count - 1].append(CacheRequest(key: id, size: size, cost: Double(size)))
        }
        self.segments = segments
    }

    /// One row per policy × capacity (policies outermost), then with `curve` one row per
    /// capacity of the exact LRU curve (over the whole trace: the curve has no memory warnings).
    /// Each row carries the seconds its simulation took.
    /// - Throws: ``CachePolicyError`` naming a policy that `registry` does not know.
    public func run(policies: [String], capacities: [CacheCapacity], curve: Bool,
                    registry: PolicyRegistry = .builtIn) throws(CachePolicyError) -> [SimulationRow] {
        var rows: [SimulationRow] = []
        let smallestSize = segments.lazy.flatMap { $0 }.map(\.size).min() ?? 1
        for name in policies {
            for capacity in capacities {
                let start = MonotonicClock.nanoseconds()
                var row = SimulationRow(try registry.simulate(policyNamed: name, capacity: capacity, segments: segments))
                row.seconds = Self.seconds(since: start)
                row.admitsNothing = registry.admitsNothing(policyNamed: name, capacity: capacity,
                                                           smallestCharge: capacity.charge(forSize: smallestSize))
                rows.append(row)
            }
        }
        if curve {
            let start = MonotonicClock.nanoseconds()
            let points = LRUMissRatioCurve(segments.flatMap { $0 }).curve(capacities)
            let seconds = Self.seconds(since: start)
            rows += points.map { point in
                var row = SimulationRow(point)
                row.seconds = seconds
                return row
            }
        }
        return rows
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(MonotonicClock.nanoseconds() &- start) / 1e9
    }
}

/// One line of a simulation's results: a policy (or `lru-mrc`, the exact curve) at a capacity.
public struct SimulationRow: Codable, Sendable, Hashable {
    public var policy: String
    public var capacity: String
    public var requests: Int
    public var hits: Int
    public var missRatio: Double
    public var byteMissRatio: Double
    public var costMissRatio: Double
    /// Seconds of simulation (for the curve: building it and reading every capacity).
    public var seconds = 0.0
    /// Why the policy admits no object at this capacity (so every request misses), if so.
    public var admitsNothing: String?

    /// The row of one simulation.
    public init(_ r: CacheSimulationResult) {
        (policy, capacity, requests, hits) = (r.policy, r.capacity.description, r.requests, r.hits)
        (missRatio, byteMissRatio, costMissRatio) = (r.missRatio, r.byteMissRatio, r.costMissRatio)
    }

    /// The row of one point of the exact LRU curve.
    public init(_ p: MissRatioPoint) {
        (policy, capacity, requests, hits) = ("lru-mrc", p.capacity.description, p.requests, p.hits)
        (missRatio, byteMissRatio, costMissRatio) = (p.missRatio, p.byteMissRatio, p.costMissRatio)
    }
}
