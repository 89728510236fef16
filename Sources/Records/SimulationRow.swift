import NibCache

/// One line of a simulation's results: a policy (or `lru-mrc`, the exact curve) at a capacity.
package struct SimulationRow: Codable, Sendable, Hashable {
    /// The suffix of the rows of approximate curves: `lru-approx`.
    package static let approximateSuffix = "-approx"

    package var policy: String
    package var capacity: String
    package var requests: Int
    package var hits: Int
    package var missRatio: Double
    package var byteMissRatio: Double
    package var costMissRatio: Double
    /// Seconds of simulation (for the curve: building it and reading every capacity).
    package var seconds = 0.0
    /// Why the policy admits no object at this capacity (so every request misses), if so.
    package var admitsNothing: String?

    /// The row of one simulation.
    package init(_ r: CacheSimulationResult) {
        (policy, capacity, requests, hits) = (r.policy, r.capacity.description, r.requests, r.hits)
        (missRatio, byteMissRatio, costMissRatio) = (r.missRatio, r.byteMissRatio, r.costMissRatio)
    }

    /// The row of one point of a curve: by default the exact LRU curve (`lru-mrc`).
    package init(_ p: MissRatioPoint, policy: String = "lru-mrc") {
        (self.policy, capacity, requests, hits) = (policy, p.capacity.description, p.requests, p.hits)
        (missRatio, byteMissRatio, costMissRatio) = (p.missRatio, p.byteMissRatio, p.costMissRatio)
    }
}
