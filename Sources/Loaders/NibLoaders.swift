import NibCache

/// Makes loaders by strategy name.
public enum NibLoaders {
    /// The strategy names: `cold`, `uinib`, `bytes-lru`, `mmap`, and `decoded-<policy>` for
    /// every policy in ``EvictionPolicies/names``.
    public static var names: [String] { ["cold", "uinib", "bytes-lru", "mmap"] + EvictionPolicies.names.map { "decoded-" + $0 } }

    /// A loader for `strategy` over `store`. `capacity` bounds the caching strategies
    /// (`bytes-lru` takes a byte bound; a count bound there is an error); `missCost` is what a
    /// `decoded-<policy>` miss costs (see ``MissCost``).
    ///
    /// - Throws: ``CachePolicyError`` for an unknown strategy or policy, or a bad capacity.
    public static func make(_ strategy: String, store: NibStore, capacity: CacheCapacity,
                            missCost: MissCost = .default) throws(CachePolicyError) -> any NibLoader {
        switch strategy {
        case "cold": return ColdLoader(store: store)
        case "uinib": return UINibLoader(store: store)
        case "mmap": return MappedLoader(store: store)
        case "bytes-lru":
            guard case .bytes(let bytes) = capacity else {
                throw CachePolicyError(.invalidCapacity, "bytes-lru is bounded by bytes; give a capacity in bytes (e.g. 8MiB)", policy: strategy)
            }
            return try BytesLRULoader(store: store, capacityBytes: bytes)
        default:
            guard strategy.hasPrefix("decoded-") else {
                throw CachePolicyError(.unknownPolicy, "unknown strategy \(strategy); strategies are \(names.joined(separator: ", "))", policy: strategy)
            }
            return try DecodedCacheLoader(store: store, policy: String(strategy.dropFirst(8)), capacity: capacity, missCost: missCost)
        }
    }
}
