import NibCache

/// One strategy at one capacity: a loader configuration the runner replays the trace through.
///
/// A configuration is identified by its strategy and capacity (equality, hashing and
/// ``description`` use only those). What the planner learns from the strategy's registration
/// (``resolve(by:missCost:)``) is kept with it and recorded in `run.json`, so that no later
/// layer parses a strategy name: the eviction policy behind a `decoded-<policy>` strategy,
/// whether its hits and misses depend on the cost of a miss, and whether they are therefore
/// the same in every run.
package struct RunConfig: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The strategy name (`cold`, `uinib`, `bytes-lru`, `mmap`, `decoded-<policy>`, or a
    /// registered one).
    package var strategy: String
    /// The bound, for strategies that have one.
    package var capacity: CacheCapacity?
    /// The eviction policy of a `decoded-<policy>` strategy (``StrategyRegistration/policy``);
    /// nil for any other.
    package var policy: String?
    /// Whether the strategy's hits and misses depend on the cost of a miss
    /// (``StrategyRegistration/usesMissCost``: a cost-aware policy's do).
    package var usesMissCost: Bool
    /// Whether its hits and misses are the same in every run of the trace: it ignores the cost
    /// of a miss, or the run's cost (``RunPlan/missCost``) is deterministic. Nil until the
    /// configuration is resolved (and in `run.json` files written before the field).
    package var deterministicCost: Bool?
    /// Set when read from a `run.json` written before the resolved fields existed: the
    /// configuration is unresolved until a layer that knows the strategies resolves it
    /// (Harness's `RunResult.resolvingPredatingConfigs()`). Not written.
    package private(set) var predatesResolution = false

    /// The configuration of `strategy` at `capacity`, not yet resolved: no policy, and taken to
    /// use the miss cost (its miss ratio is then gated only when the costs are exact) until the
    /// planner or the runner resolves it against the registry the run has
    /// (``resolve(by:missCost:)``). Nothing here looks a strategy up.
    package init(strategy: String, capacity: CacheCapacity?) {
        self.strategy = strategy
        self.capacity = capacity
        policy = nil
        usesMissCost = true
    }

    /// Reads the ``description`` form, `strategy` or `strategy@capacity` (an unreadable
    /// capacity is dropped).
    package init(parsing text: String) {
        let parts = text.split(separator: "@", maxSplits: 1).map(String.init)
        self.init(strategy: parts.first ?? "", capacity: parts.count > 1 ? CacheCapacity(parsing: parts[1]) : nil)
    }

    /// `strategy` or `strategy@capacity`.
    package var description: String { capacity.map { "\(strategy)@\($0)" } ?? strategy }

    /// Whether `a` and `b` are the same configuration: the same strategy at the same capacity.
    package static func == (a: RunConfig, b: RunConfig) -> Bool { a.strategy == b.strategy && a.capacity == b.capacity }

    /// Hashes the strategy and the capacity (what ``==`` compares).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(strategy)
        hasher.combine(capacity)
    }

    private enum CodingKeys: String, CodingKey { case strategy, capacity, policy, usesMissCost, deterministicCost }

    /// Reads a configuration. One written before the resolved fields existed (by a nibbench
    /// with no plug-ins: only built-in strategies ran then) is read unresolved (no policy, taken
    /// to use the miss cost, as ``init(strategy:capacity:)`` makes it) and marked
    /// ``predatesResolution``: records look nothing up.
    ///
    /// - Throws: `DecodingError` (data corrupted) for a capacity that is neither `objects:N`
    ///   nor `bytes:N`, rather than reading it as no capacity.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var capacity: CacheCapacity?
        if let text = try c.decodeIfPresent(String.self, forKey: .capacity) {
            guard let parsed = CacheCapacity(parsing: text) else {
                throw DecodingError.dataCorruptedError(forKey: .capacity, in: c, debugDescription: "capacity \"\(text)\" is not objects:N or bytes:N")
            }
            capacity = parsed
        }
        self.init(strategy: try c.decode(String.self, forKey: .strategy), capacity: capacity)
        if let uses = try c.decodeIfPresent(Bool.self, forKey: .usesMissCost) {
            (policy, usesMissCost) = (try c.decodeIfPresent(String.self, forKey: .policy), uses)
        } else {
            predatesResolution = true
        }
        deterministicCost = try c.decodeIfPresent(Bool.self, forKey: .deterministicCost)
    }

    /// Writes the strategy, the capacity (`objects:N` or `bytes:N`) and the resolved fields.
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(strategy, forKey: .strategy)
        try c.encodeIfPresent(capacity.map(\.description), forKey: .capacity)
        try c.encodeIfPresent(policy, forKey: .policy)
        try c.encode(usesMissCost, forKey: .usesMissCost)
        try c.encodeIfPresent(deterministicCost, forKey: .deterministicCost)
    }
}
