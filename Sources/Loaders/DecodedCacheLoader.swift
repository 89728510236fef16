import NibCache
import NibRuntime
import Probes

/// `decoded-<policy>`: caches decoded nibs under an eviction policy, bounded by count or by
/// bytes, where an entry's size is its real footprint (bytes allocated minus freed by reading
/// and decoding it, from jemalloc) measured when it is inserted, and its cost (what GDSF and
/// GreedyDual rank by) comes from ``MissCost`` — by default the archive's objects and values,
/// so eviction is the same in every run. A memory warning empties it.
public final class DecodedCacheLoader: NibLoader {
    public let name: String
    public private(set) var counters = LoaderCounters()
    /// Where a miss's cost comes from.
    public let missCost: MissCost
    let store: NibStore
    /// Keyed by ``CacheKey/objectID(forName:)``, as `simulate` and libCacheSim key the nib.
    private var cache: LoaderCache<UInt64, (nib: Nib, footprint: Int, cost: Double)>
    private let meter = FootprintMeter()

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - store: Where the nibs are.
    ///   - policy: The eviction policy.
    ///   - capacity: The bound, in decoded nibs or footprint bytes.
    ///   - missCost: Where a miss's cost comes from (``MissCost/default``: objects + values).
    /// - Throws: ``CachePolicyError`` for a capacity the policy refuses.
    public init(store: NibStore, policy: PolicyRegistration, capacity: CacheCapacity, missCost: MissCost = .default) throws(CachePolicyError) {
        self.store = store
        self.missCost = missCost
        cache = LoaderCache(policy: try policy.makePolicy(capacity: capacity)) { $0.footprint }
        name = "decoded-" + policy.name
        counters.footprintSource = meter.source
        counters.entriesHeld = 0
    }

    /// A cache under the built-in policy called `policyName` (one of ``PolicyRegistry/builtIn``).
    /// - Throws: ``CachePolicyError`` for an unknown policy or a bad capacity.
    public convenience init(
        store: NibStore, policy policyName: String, capacity: CacheCapacity, missCost: MissCost = .default
    ) throws(CachePolicyError) {
        try self.init(store: store, policy: try PolicyRegistry.builtIn.registration(named: policyName), capacity: capacity, missCost: missCost)
    }

    public func load(_ name: String) throws -> LoadedNib {
        try load(name, nextAccess: CacheRequest<String>.never)
    }

    /// Loads `name`; `nextAccess` (the index of the next request for it) feeds Belady.
    public func load(_ name: String, nextAccess: Int) throws -> LoadedNib {
        let key = CacheKey.objectID(forName: name)
        if let entry = cache[key] {
            // Two names with one 64-bit id (never seen; FNV-1a): the other keeps its place and
            // this one is loaded uncached.
            guard store.isPath(entry.nib.name, of: name) else { return counters.record(try store.readAndDecode(name)) }
            // The stored cost: a hit re-ranks GDSF and GreedyDual by what a miss would cost.
            cache.touch(CacheRequest(key: key, size: entry.footprint, cost: entry.cost), nextAccess: nextAccess, counters: &counters)
            counters.hold(cache)
            return counters.record(LoadedNib(nib: entry.nib, hit: true))
        }
        let (loaded, measured) = try meter.measure { try store.readAndDecode(name) }
        let footprint = measured ?? FootprintMeter.estimate(fileBytes: loaded.bytesRead)
        let cost =
            loaded.nib.storage.map { missCost.cost(of: $0.bytes, measuredNanoseconds: loaded.readNanoseconds + loaded.decodeNanoseconds) }
            ?? Double(loaded.readNanoseconds + loaded.decodeNanoseconds)
        cache.offer(
            (loaded.nib, footprint, cost), as: CacheRequest(key: key, size: max(1, footprint), cost: cost), nextAccess: nextAccess,
            counters: &counters)
        counters.hold(cache)
        return counters.record(loaded)
    }

    public func memoryWarning() {
        cache.removeAll()
        counters.emptiedByMemoryWarning()
    }
}
