import NibCache

/// The cache a caching loader keeps, under an eviction policy: its entries by key, the bytes
/// they hold, and the eviction bookkeeping every such loader needs — the policy's eviction
/// buffer, dropping what it evicts, counting each eviction in the loader's ``LoaderCounters``.
///
/// The built-in caching loaders (`bytes-lru`, `decoded-<policy>`) and a plug-in's are built
/// from it; the loader keeps its ``LoaderCounters``, counts each load with
/// ``LoaderCounters/record(_:)`` and times its read and decode with ``NibStore/readAndDecode(_:mapped:)``
/// or ``NibStore/decode(_:name:)`` (NibArchive's `MonotonicClock`):
///
/// ```swift
/// var cache = try LoaderCache<String, Nib>(policy: PolicyRegistry.builtIn.registration(named: "lru").makePolicy(capacity: .objects(64)),
///                                          bytes: { _ in 1 })
/// if let nib = cache[name] {
///     cache.touch(CacheRequest(key: name, size: 1), counters: &counters)
///     return counters.record(LoadedNib(nib: nib, hit: true))
/// }
/// let loaded = try store.readAndDecode(name)
/// cache.offer(loaded.nib, as: CacheRequest(key: name, size: 1), counters: &counters)
/// counters.hold(cache)
/// return counters.record(loaded)
/// ```
///
/// Not thread-safe, like the loaders.
public struct LoaderCache<Key: Hashable & Sendable, Entry> {
    /// The cached entries.
    public private(set) var entries: [Key: Entry] = [:]
    /// Bytes the entries hold, each by the `bytes` measure the cache was made with.
    public private(set) var bytesHeld = 0
    private var policy: any EvictionPolicy<Key>
    private var evicted: [Key] = []
    private let bytes: (Entry) -> Int

    /// An empty cache under `policy` (which must be empty), each entry holding `bytes(entry)`.
    public init(policy: any EvictionPolicy<Key>, bytes: @escaping (Entry) -> Int) {
        self.policy = policy
        self.bytes = bytes
    }

    /// The entry cached under `key`, if any.
    public subscript(key: Key) -> Entry? { entries[key] }

    /// How many entries are cached.
    public var count: Int { entries.count }

    /// Tells the policy of a hit on `request.key`. A hit can evict too (W-TinyLFU's SLRU cools
    /// its segments on a promotion); what it evicts is dropped and counted.
    ///
    /// - Parameter nextAccess: the index of the key's next request, for offline policies.
    public mutating func touch(_ request: CacheRequest<Key>, nextAccess: Int = CacheRequest<Key>.never, counters: inout LoaderCounters) {
        evicted.removeAll(keepingCapacity: true)
        _ = policy.access(request, nextAccess: nextAccess, evictions: &evicted)
        drop(counting: &counters)
    }

    /// Offers `entry`, just loaded, to the policy as `request`: it is kept when the policy admits
    /// it; what the policy evicts is dropped and counted.
    ///
    /// - Returns: whether `entry` was kept.
    @discardableResult
    public mutating func offer(
        _ entry: Entry, as request: CacheRequest<Key>, nextAccess: Int = CacheRequest<Key>.never,
        counters: inout LoaderCounters
    ) -> Bool {
        evicted.removeAll(keepingCapacity: true)
        let admitted = policy.access(request, nextAccess: nextAccess, evictions: &evicted) == .missAdmitted
        if admitted {
            entries[request.key] = entry
            bytesHeld += bytes(entry)
        }
        drop(counting: &counters)
        return admitted
    }

    /// Empties the cache and its policy (a memory warning); nothing counts as evicted.
    public mutating func removeAll() {
        entries.removeAll()
        policy.removeAll()
        bytesHeld = 0
    }

    /// Removes the evicted keys' entries, counting each eviction.
    private mutating func drop(counting counters: inout LoaderCounters) {
        for key in evicted {
            if let gone = entries.removeValue(forKey: key) { bytesHeld -= bytes(gone) }
        }
        counters.evictions += evicted.count
    }
}
