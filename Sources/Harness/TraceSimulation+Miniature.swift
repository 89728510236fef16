import NibArchive
import NibCache
import NibbenchSupport
import Probes
import Records

extension TraceSimulation {
    /// Approximate miss-ratio curves from ``runMiniatures(policies:capacities:miniature:registry:jobs:)``.
    package struct MiniatureRun: Sendable {
        /// One row per policy × capacity (policies outermost), named `<policy>-approx`.
        package var rows: [SimulationRow]
        /// Seconds spent sampling the trace (once, shared by every policy).
        package var samplingSeconds: Double
    }

    /// The approximate miss-ratio curve of every policy at `capacities` by `miniature`
    /// simulations (``MiniatureSimulation``): the trace is sampled once per rate, then each
    /// policy × capacity replays its sample on up to `jobs` threads. Rows are named
    /// `<policy>-approx` and carry their seconds; the result is the same whatever `jobs` is.
    /// - Throws: ``CachePolicyError`` naming a policy that `registry` does not know, before
    ///   anything runs.
    package func runMiniatures(
        policies: [String], capacities: [CacheCapacity], miniature: MiniatureSimulation,
        registry: PolicyRegistry, jobs: Int = 1
    ) throws(CachePolicyError) -> MiniatureRun {
        for name in policies { _ = try registry.registration(named: name) }
        let start = MonotonicClock.nanoseconds()
        let samples = miniature.samples(of: trace, for: capacities)
        let samplingSeconds = Self.seconds(since: start)
        let tasks = policies.flatMap { name in capacities.map { (name, $0) } }
        let results = ParallelJobs.map(tasks, jobs: jobs) { name, capacity in
            Result { () throws(CachePolicyError) in
                let start = MonotonicClock.nanoseconds()
                var row = SimulationRow(
                    try miniature.point(policy: name, capacity: capacity, samples: samples, registry: registry),
                    policy: name + SimulationRow.approximateSuffix)
                row.seconds = Self.seconds(since: start)
                return row
            }
        }
        var rows: [SimulationRow] = []
        for result in results { rows.append(try result.get()) }
        return MiniatureRun(rows: rows, samplingSeconds: samplingSeconds)
    }
}
