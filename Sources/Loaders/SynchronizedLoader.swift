import NibCache
import NibRuntime
import Synchronization

/// Makes any loader safe to share between threads: every call holds one `Mutex`.
///
/// Loads are serialised; instantiating the returned nib happens outside the lock (``Nib``
/// is thread-safe and every instantiate creates fresh objects).
public final class SynchronizedLoader: NibLoader, Sendable {
    private let inner: Mutex<any NibLoader>
    public let name: String

    /// Wraps `loader`, which must not be used directly afterwards.
    public init(_ loader: sending any NibLoader) {
        name = loader.name
        inner = Mutex(loader)
    }

    public var counters: LoaderCounters { inner.withLock(announcing: self) { $0.counters } }

    public func load(_ name: String) throws -> LoadedNib {
        try inner.withLock(announcing: self) { try $0.load(name) }
    }

    public func memoryWarning() {
        inner.withLock(announcing: self) { $0.memoryWarning() }
    }
}

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
