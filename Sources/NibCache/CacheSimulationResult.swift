/// The outcome of replaying a trace through one policy at one capacity.
///
/// A plain value: counts and sums, with the three miss ratios of `simulate` (docs/commands.md) derived from
/// them. Every ratio is 0 when its denominator is 0.
public struct CacheSimulationResult: Sendable, Hashable {
    /// The policy's factory name.
    public var policy: String
    /// The capacity simulated.
    public var capacity: CacheCapacity
    /// Requests replayed.
    public var requests: Int = 0
    /// Requests that hit.
    public var hits: Int = 0
    /// Misses that were not admitted (too large, or refused by the policy).
    public var rejected: Int = 0
    /// Resident objects evicted (ghost entries not counted).
    public var evictions: Int = 0
    /// Sum of the sizes of all requests, in bytes.
    public var requestedBytes: Int = 0
    /// Sum of the sizes of the requests that missed, in bytes.
    public var missedBytes: Int = 0
    /// Sum of the costs of all requests.
    public var totalCost: Double = 0
    /// Sum of the costs of the requests that missed.
    public var missedCost: Double = 0

    /// Creates an empty result for `policy` at `capacity`.
    ///
    /// - Complexity: O(1).
    public init(policy: String, capacity: CacheCapacity) {
        self.policy = policy
        self.capacity = capacity
    }

    /// Requests that missed.
    ///
    /// - Complexity: O(1).
    public var misses: Int { requests - hits }
    /// Misses over requests.
    ///
    /// - Complexity: O(1).
    public var missRatio: Double { requests == 0 ? 0 : Double(misses) / Double(requests) }
    /// Missed bytes over requested bytes.
    ///
    /// - Complexity: O(1).
    public var byteMissRatio: Double { requestedBytes == 0 ? 0 : Double(missedBytes) / Double(requestedBytes) }
    /// Cost of the misses over the cost of all requests.
    ///
    /// - Complexity: O(1).
    public var costMissRatio: Double { totalCost == 0 ? 0 : missedCost / totalCost }
}
