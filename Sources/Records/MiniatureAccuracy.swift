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
        for row in approximate where row.policy.hasSuffix(SimulationRow.approximateSuffix) {
            let policy = String(row.policy.dropLast(SimulationRow.approximateSuffix.count))
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
