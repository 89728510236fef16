import NibCache

/// A loading strategy nibbench can build by name: `run` measures it like the built-in ones.
///
/// Built-in and user strategies register the same way:
///
/// ```swift
/// let preload = StrategyRegistration(name: "preload", summary: "decodes every nib up front, keeps them all") { context in
///     try PreloadingLoader(store: context.store)
/// }
/// var registry = StrategyRegistry.builtIn
/// try registry.register(preload)
/// ```
///
/// An eviction policy registered with ``StrategyRegistry/register(policy:)`` becomes the
/// strategy `decoded-<name>` (see ``decoded(_:)``) and can be simulated as well.
public struct StrategyRegistration: Sendable {
    /// How a strategy is bounded.
    public enum Bound: String, Sendable, Hashable, Codable {
        /// Unbounded: `run` gives it no capacity.
        case none
        /// By a count of nibs or by bytes, as the capacity says.
        case objectsOrBytes = "objects-or-bytes"
        /// By bytes only: `run` turns a count capacity into that many nibs of the corpus's mean size.
        case bytes
    }

    /// What a strategy is given to build its loader for one replay.
    public struct Context: Sendable {
        /// Where the corpus's nibs are.
        public var store: NibStore
        /// The bound (nil for an unbounded strategy); for ``Bound/bytes`` always a byte capacity.
        public var capacity: CacheCapacity?
        /// What a miss costs, for cost-aware caches (see ``MissCost``).
        public var missCost: MissCost

        /// A context.
        public init(store: NibStore, capacity: CacheCapacity?, missCost: MissCost = .default) {
            (self.store, self.capacity, self.missCost) = (store, capacity, missCost)
        }
    }

    /// The name (`run --strategies NAME`): lowercase letters, digits and `-`.
    public let name: String
    /// One line saying what the strategy does.
    public let summary: String
    /// How it is bounded.
    public let bound: Bound
    /// Whether `run` includes it when no `--strategies` are given.
    public let runsByDefault: Bool
    /// The eviction policy of a `decoded-<policy>` strategy (``decoded(_:)``); nil for any other.
    public let policy: PolicyRegistration?
    /// Whether its hits and misses depend on the cost of a miss (``Context/missCost``), as a
    /// cost-aware policy's do: under measured cost its miss ratio then differs from run to run,
    /// and `compare` does not gate it.
    public let usesMissCost: Bool
    let make: @Sendable (Context) throws -> any NibLoader

    /// Registers the strategy whose loaders `make` builds, one per replay.
    ///
    /// - Parameters:
    ///   - name: The name; lowercased.
    ///   - summary: One line saying what the strategy does.
    ///   - bound: How it is bounded (default: unbounded).
    ///   - runsByDefault: Whether `run` includes it when no strategies are named.
    ///   - usesMissCost: Whether its hits and misses depend on ``Context/missCost`` (default: no).
    ///   - make: A new loader with nothing cached. Anything it throws fails the configuration
    ///     (the others still run).
    public init(
        name: String, summary: String, bound: Bound = .none, runsByDefault: Bool = true, usesMissCost: Bool = false,
        make: @escaping @Sendable (Context) throws -> any NibLoader
    ) {
        self.init(
            name: name, summary: summary, bound: bound, runsByDefault: runsByDefault, policy: nil, usesMissCost: usesMissCost,
            make: make)
    }

    private init(
        name: String, summary: String, bound: Bound, runsByDefault: Bool, policy: PolicyRegistration?, usesMissCost: Bool,
        make: @escaping @Sendable (Context) throws -> any NibLoader
    ) {
        self.name = name.lowercased()
        self.summary = summary
        self.bound = bound
        self.runsByDefault = runsByDefault
        self.policy = policy
        self.usesMissCost = usesMissCost
        self.make = make
    }

    /// A new loader over `store`, with nothing cached.
    ///
    /// - Parameters:
    ///   - capacity: The bound; ignored by an unbounded strategy. A ``Bound/bytes`` strategy
    ///     needs a byte capacity.
    ///   - missCost: What a miss costs, for cost-aware caches.
    /// - Throws: whatever the strategy's `make` throws.
    public func makeLoader(store: NibStore, capacity: CacheCapacity?, missCost: MissCost = .default) throws -> any NibLoader {
        try make(Context(store: store, capacity: bound == .none ? nil : capacity, missCost: missCost))
    }

    /// The strategy `decoded-<policy>`: a cache of decoded nibs under the eviction policy, bounded
    /// by count or by bytes of measured footprint (``DecodedCacheLoader``). A policy that needs
    /// the future of the trace (Belady; ``EvictionPolicy/needsNextAccess``) is not run by default.
    /// The strategy keeps the policy (``policy``) and uses the miss cost when the policy is
    /// cost-aware (``PolicyRegistration/costAware``).
    public static func decoded(_ policy: PolicyRegistration) -> StrategyRegistration {
        let needsFuture = (try? policy.makePolicy(capacity: .objects(1)))?.needsNextAccess ?? false
        return StrategyRegistration(
            name: "decoded-" + policy.name, summary: "decoded nibs cached under " + policy.summary,
            bound: .objectsOrBytes, runsByDefault: !needsFuture, policy: policy,
            usesMissCost: policy.costAware
        ) { context in
            try DecodedCacheLoader(
                store: context.store, policy: policy, capacity: context.capacity ?? .objects(Int.max / 2),
                missCost: context.missCost)
        }
    }
}
