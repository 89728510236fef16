/// An eviction policy nibbench can build by name: `simulate` replays traces through it and
/// `run` measures it as the `decoded-<name>` strategy (a cache of decoded nibs it governs).
///
/// Built-in and user policies register the same way. Keys are `UInt64` object ids — what
/// libCacheSim's traces carry and what the decoded cache numbers nibs by:
///
/// ```swift
/// let idle = PolicyRegistration(name: "idle", summary: "LRU that also drops entries idle for 500 requests") { capacity in
///     IdleExpiryPolicy(capacity: capacity, idleRequests: 500)
/// }
/// var registry = PolicyRegistry.builtIn
/// try registry.register(idle)
/// ```
///
/// The replay loop is specialised for the concrete policy type `P` where the registration is
/// written, so a registered policy is simulated as fast as a built-in one.
public struct PolicyRegistration: Sendable {
    /// The name (lowercase; `simulate --policies NAME`, `run --strategies decoded-NAME`).
    public let name: String
    /// One line saying what the policy does, for help and documentation.
    public let summary: String
    /// Whether eviction depends on the cost of a miss (``CacheRequest/cost``), like GDSF: its
    /// miss ratios are then only as deterministic as the costs it is given.
    public let costAware: Bool
    @usableFromInline let make: @Sendable (CacheCapacity) throws(CachePolicyError) -> any EvictionPolicy<UInt64>
    @usableFromInline let replay: @Sendable (CacheCapacity, [[CacheRequest<UInt64>]]) throws(CachePolicyError) -> CacheSimulationResult
    @usableFromInline let replayTrace: @Sendable (CacheCapacity, RequestTrace) throws(CachePolicyError) -> CacheSimulationResult
    @usableFromInline let admitsNothing: @Sendable (CacheCapacity, Int) -> String?
    /// Builds the policy for a replay whose allocations nobody counts (nil: ``make``).
    @usableFromInline var makeForReplay: (@Sendable (CacheCapacity) throws(CachePolicyError) -> any EvictionPolicy<UInt64>)?

    /// Registers the policy that `make` builds for a capacity.
    ///
    /// - Parameters:
    ///   - name: The name; lowercased.
    ///   - summary: One line saying what the policy does.
    ///   - costAware: Whether eviction depends on the cost of a miss.
    ///   - admitsNothing: Why the policy admits no object at a capacity when the smallest object
    ///     costs the given units (1 at a count capacity, its size at a byte capacity), or nil.
    ///   - make: A new, empty policy bounded by the capacity; may throw ``CachePolicyError``
    ///     (`invalid-capacity`) for a capacity it cannot take.
    ///
    /// Inlinable, so that the replay loop is specialised for `P` in the module that registers
    /// it (a user policy is simulated as fast as a built-in one, not through generic dispatch).
    @inlinable
    public init<P: EvictionPolicy<UInt64> & SendableMetatype>(
        name: String, summary: String, costAware: Bool = false,
        admitsNothing: @escaping @Sendable (CacheCapacity, Int) -> String? = { _, _ in nil },
        make: @escaping @Sendable (CacheCapacity) throws(CachePolicyError) -> P
    ) {
        self.name = name.lowercased()
        self.summary = summary
        self.costAware = costAware
        self.admitsNothing = admitsNothing
        self.make = { capacity throws(CachePolicyError) in SpecializedPolicy(try make(capacity)) }
        self.replay = { capacity, segments throws(CachePolicyError) in try CacheSimulator.run(try make(capacity), segments: segments) }
        self.replayTrace = { capacity, trace throws(CachePolicyError) in CacheSimulator.run(try make(capacity), trace: trace) }
        self.makeForReplay = nil
    }

    /// A new, empty policy bounded by `capacity`.
    /// - Throws: ``CachePolicyError`` (`invalid-capacity`) for a negative capacity, or what the
    ///   registration's `make` throws.
    public func makePolicy(capacity: CacheCapacity) throws(CachePolicyError) -> any EvictionPolicy<UInt64> {
        try check(capacity)
        return try make(capacity)
    }

    /// A new, empty policy bounded by `capacity`, for a replay whose allocations nobody counts
    /// (`recommend`'s budget sweep): the same hits and misses as ``makePolicy(capacity:)``'s,
    /// from a policy that may be built for memory rather than for accesses that never allocate
    /// (see ``replaying(with:)``).
    /// - Throws: what ``makePolicy(capacity:)`` throws.
    package func makeReplayPolicy(capacity: CacheCapacity) throws(CachePolicyError) -> any EvictionPolicy<UInt64> {
        try check(capacity)
        guard let makeForReplay else { return try make(capacity) }
        return try makeForReplay(capacity)
    }

    /// This registration, whose ``makeReplayPolicy(capacity:)`` builds its policies with `make`,
    /// which must give the same hits and misses as the registration's own (W-TinyLFU's sparse
    /// sketch: the same counters without allocating them all).
    package func replaying<P: EvictionPolicy<UInt64> & SendableMetatype>(
        with make: @escaping @Sendable (CacheCapacity) throws(CachePolicyError) -> P
    ) -> PolicyRegistration {
        var registration = self
        registration.makeForReplay = { capacity throws(CachePolicyError) in SpecializedPolicy(try make(capacity)) }
        return registration
    }

    /// Refuses a negative capacity.
    func check(_ capacity: CacheCapacity) throws(CachePolicyError) {
        guard capacity.limit >= 0 else { throw CachePolicyError(.invalidCapacity, "Capacity \(capacity) is negative.", policy: name) }
    }
}
