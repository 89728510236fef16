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
    let make: @Sendable (Context) throws -> any NibLoader

    /// Registers the strategy whose loaders `make` builds, one per replay.
    ///
    /// - Parameters:
    ///   - name: The name; lowercased.
    ///   - summary: One line saying what the strategy does.
    ///   - bound: How it is bounded (default: unbounded).
    ///   - runsByDefault: Whether `run` includes it when no strategies are named.
    ///   - make: A new loader with nothing cached. Anything it throws fails the configuration
    ///     (the others still run).
    public init(name: String, summary: String, bound: Bound = .none, runsByDefault: Bool = true,
                make: @escaping @Sendable (Context) throws -> any NibLoader) {
        self.name = name.lowercased()
        self.summary = summary
        self.bound = bound
        self.runsByDefault = runsByDefault
        self.make = make
    }

    /// The strategy `decoded-<policy>`: a cache of decoded nibs under the eviction policy, bounded
    /// by count or by bytes of measured footprint (``DecodedCacheLoader``). A policy that needs
    /// the future of the trace (Belady; ``EvictionPolicy/needsNextAccess``) is not run by default.
    public static func decoded(_ policy: PolicyRegistration) -> StrategyRegistration {
        let needsFuture = (try? policy.makePolicy(capacity: .objects(1)))?.needsNextAccess ?? false
        return StrategyRegistration(name: "decoded-" + policy.name, summary: "decoded nibs cached under " + policy.summary,
                                    bound: .objectsOrBytes, runsByDefault: !needsFuture) { context in
            try DecodedCacheLoader(store: context.store, policy: policy, capacity: context.capacity ?? .objects(Int.max / 2),
                                   missCost: context.missCost)
        }
    }
}
