import NibArchive
import NibCache
import NibbenchSupport
import Probes

extension TraceSimulation {
    /// Approximate miss-ratio curves from ``runMiniatures(policies:capacities:miniature:registry:jobs:)``.
    package struct MiniatureRun: Sendable {
        /// One row per policy × capacity (policies outermost), named `<policy>-approx`.
        package var rows: [SimulationRow]
        /// Seconds spent sampling the trace (once, shared by every policy).
        package var samplingSeconds: Double
    }

    /// The suffix of the rows of approximate curves: `lru-approx`.
    package static let approximateSuffix = "-approx"

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
                    policy: name + Self.approximateSuffix)
                row.seconds = Self.seconds(since: start)
                return row
            }
        }
        var rows: [SimulationRow] = []
        for result in results { rows.append(try result.get()) }
        return MiniatureRun(rows: rows, samplingSeconds: samplingSeconds)
    }
}

/// How close approximate curves came to the full simulations: per policy, the mean absolute
/// error of the request miss ratio over the capacities both have, and the seconds each took.
package struct MiniatureAccuracy: Sendable, Hashable {
    /// The policy.
    package var policy: String
    /// Capacities compared.
    package var capacities: Int
    /// Mean and largest absolute difference of the miss ratios.
    package var meanAbsoluteError: Double, maximumError: Double
    /// Seconds of the full simulations and of the miniatures (without sampling).
    package var fullSeconds: Double, approximateSeconds: Double

    /// One entry per policy that has both full rows (`lru`) and approximate rows
    /// (`lru-approx`) at some common capacity, in the order of the approximate rows.
    package static func compare(full: [SimulationRow], approximate: [SimulationRow]) -> [MiniatureAccuracy] {
        var order: [String] = []
        var byPolicy: [String: MiniatureAccuracy] = [:]
        for row in approximate where row.policy.hasSuffix(TraceSimulation.approximateSuffix) {
            let policy = String(row.policy.dropLast(TraceSimulation.approximateSuffix.count))
            guard let exact = full.first(where: { $0.policy == policy && $0.capacity == row.capacity }) else { continue }
            if byPolicy[policy] == nil { order.append(policy) }
            var entry =
                byPolicy[policy]
                ?? MiniatureAccuracy(
                    policy: policy, capacities: 0, meanAbsoluteError: 0, maximumError: 0,
                    fullSeconds: 0, approximateSeconds: 0)
            let error = abs(row.missRatio - exact.missRatio)
            entry.meanAbsoluteError += error
            entry.maximumError = max(entry.maximumError, error)
            entry.capacities += 1
            entry.fullSeconds += exact.seconds
            entry.approximateSeconds += row.seconds
            byPolicy[policy] = entry
        }
        return order.map { policy in
            var entry = byPolicy[policy]!
            entry.meanAbsoluteError /= Double(entry.capacities)
            return entry
        }
    }
}
