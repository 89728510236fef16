import NibCache

/// The loading strategies nibbench knows by name, and the eviction policies behind their
/// `decoded-<policy>` strategies: the built-in ones (``builtIn``) and any a package registers.
///
/// ```swift
/// var strategies = StrategyRegistry.builtIn
/// try strategies.register(policy: idlePolicy)      // adds decoded-idle, and idle to simulate
/// try strategies.register(twoLevelStrategy)
/// let loader = try strategies.makeLoader("decoded-idle", store: store, capacity: .objects(64))
/// ```
public struct StrategyRegistry: Sendable {
    /// Every strategy, in the order registered (built-ins first).
    public private(set) var registrations: [StrategyRegistration]
    /// The eviction policies: those `simulate` knows, each also a `decoded-<policy>` strategy.
    public private(set) var policies: PolicyRegistry

    /// `cold`, `uinib`, `bytes-lru`, `mmap`, and `decoded-<policy>` for every built-in policy.
    public static let builtIn: StrategyRegistry = {
        var registry = StrategyRegistry(
            registrations: [
                StrategyRegistration(name: "cold", summary: "reads and decodes on every load; keeps nothing") { context in
                    ColdLoader(store: context.store)
                },
                StrategyRegistration(name: "uinib", summary: "UINib-style: an unbounded dictionary of nibs, purged on a memory warning") { context in
                    UINibLoader(store: context.store)
                },
                StrategyRegistration(name: "bytes-lru", summary: "file bytes under LRU by bytes; decodes on every load", bound: .bytes) { context in
                    guard case .bytes(let bytes) = context.capacity else {
                        throw StrategyError(.invalidCapacity, "bounded by bytes; give a capacity in bytes (e.g. 8MiB)", strategy: "bytes-lru")
                    }
                    return try BytesLRULoader(store: context.store, capacityBytes: bytes)
                },
                StrategyRegistration(name: "mmap", summary: "maps the file and decodes on every load") { context in
                    MappedLoader(store: context.store)
                }
            ], policies: PolicyRegistry())
        for policy in PolicyRegistry.builtIn.registrations {
            // Built-in names are valid and distinct.
            try! registry.register(policy: policy)
        }
        return registry
    }()

    /// Something a package adds: a loading strategy, or an eviction policy (which also becomes
    /// the strategy `decoded-<name>`).
    public enum Addition: Sendable {
        /// A loading strategy for `run`.
        case strategy(StrategyRegistration)
        /// An eviction policy for `simulate`, and the strategy `decoded-<name>` for `run`.
        case policy(PolicyRegistration)
    }

    /// This registry with `additions` registered after its own, in order.
    /// - Throws: ``StrategyError`` (`invalid-name`) for a name that is taken or invalid.
    package func adding(_ additions: [Addition]) throws(StrategyError) -> StrategyRegistry {
        var registry = self
        for addition in additions {
            switch addition {
            case .strategy(let strategy): try registry.register(strategy)
            case .policy(let policy): try registry.register(policy: policy)
            }
        }
        return registry
    }

    /// A registry of exactly these strategies and policies (no `decoded-<policy>` is added).
    public init(registrations: [StrategyRegistration] = [], policies: PolicyRegistry = PolicyRegistry()) {
        (self.registrations, self.policies) = (registrations, policies)
    }

    /// Every strategy name, in registration order.
    public var names: [String] { registrations.map(\.name) }

    /// The strategies `run` replays when none are named.
    public var defaultNames: [String] { registrations.filter(\.runsByDefault).map(\.name) }

    /// Adds a strategy.
    /// - Throws: ``StrategyError`` (`invalid-name`) for a taken or invalid name.
    public mutating func register(_ registration: StrategyRegistration) throws(StrategyError) {
        let name = registration.name
        guard PolicyRegistry.isValidName(name) else {
            throw StrategyError(.invalidName, "a strategy name is lowercase letters, digits and -", strategy: name)
        }
        guard !names.contains(name) else { throw StrategyError(.invalidName, "the name is already registered", strategy: name) }
        registrations.append(registration)
    }

    /// Adds an eviction policy: `simulate` knows it, and `run` gets `decoded-<name>`.
    /// - Throws: ``StrategyError`` (`invalid-name`) for a taken or invalid name.
    public mutating func register(policy: PolicyRegistration) throws(StrategyError) {
        do {
            try policies.register(policy)
        } catch {
            var wrapped = StrategyError(wrapping: error, .invalidName, "")
            wrapped.strategy = "decoded-" + policy.name
            throw wrapped
        }
        try register(.decoded(policy))
    }

    /// The strategy called `name`.
    /// - Throws: ``StrategyError`` (`unknown-strategy`) listing the registered names.
    public func registration(named name: String) throws(StrategyError) -> StrategyRegistration {
        guard let found = registrations.first(where: { $0.name == name }) else {
            throw StrategyError(.unknownStrategy, "not registered; strategies: \(names.joined(separator: ", "))", strategy: name)
        }
        return found
    }

    /// A new loader of strategy `name` over `store`.
    ///
    /// - Parameters:
    ///   - capacity: The bound; ignored by an unbounded strategy. A ``StrategyRegistration/Bound/bytes``
    ///     strategy needs a byte capacity.
    ///   - missCost: What a miss costs, for cost-aware caches.
    /// - Throws: ``StrategyError`` for an unknown name; whatever the strategy's `make` throws.
    public func makeLoader(_ name: String, store: NibStore, capacity: CacheCapacity?, missCost: MissCost = .default) throws -> any NibLoader {
        try registration(named: name).makeLoader(store: store, capacity: capacity, missCost: missCost)
    }
}
