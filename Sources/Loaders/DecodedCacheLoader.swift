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
    private var policy: any EvictionPolicy<String>
    private var entries: [String: (nib: Nib, footprint: Int, cost: Double)] = [:]
    private var evicted: [String] = []
    private let meter = FootprintMeter()

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - store: Where the nibs are.
    ///   - policyName: One of ``EvictionPolicies/names``.
    ///   - capacity: The bound, in decoded nibs or footprint bytes.
    ///   - missCost: Where a miss's cost comes from (``MissCost/default``: objects + values).
    /// - Throws: ``CachePolicyError`` for an unknown policy or a bad capacity.
    public init(store: NibStore, policy policyName: String, capacity: CacheCapacity, missCost: MissCost = .default) throws(CachePolicyError) {
        self.store = store
        self.missCost = missCost
        policy = try EvictionPolicies.make(named: policyName, capacity: capacity)
        name = "decoded-" + policy.name
        counters.footprintSource = meter.source
    }

    public func load(_ name: String) throws -> LoadedNib {
        try load(name, nextAccess: CacheRequest<String>.never)
    }

    /// Loads `name`; `nextAccess` (the index of the next request for it) feeds Belady.
    public func load(_ name: String, nextAccess: Int) throws -> LoadedNib {
        counters.requests += 1
        if let entry = entries[name] {
            // A hit can evict too (W-TinyLFU's SLRU cools its segments on a promotion).
            evicted.removeAll(keepingCapacity: true)
            // The stored cost: a hit re-ranks GDSF and GreedyDual by what a miss would cost.
            _ = policy.access(CacheRequest(key: name, size: entry.footprint, cost: entry.cost), nextAccess: nextAccess, evictions: &evicted)
            dropEvicted()
            counters.hits += 1
            return LoadedNib(nib: entry.nib, hit: true, readNanoseconds: 0, decodeNanoseconds: 0, bytesRead: 0)
        }
        counters.misses += 1
        let (loaded, measured) = try meter.measure { try readAndDecode(name, store: store) }
        let footprint = measured ?? FootprintMeter.estimate(fileBytes: loaded.bytesRead)
        counters.bytesRead += loaded.bytesRead
        evicted.removeAll(keepingCapacity: true)
        let cost = loaded.nib.storage.map { missCost.cost(of: $0.bytes, measuredNanoseconds: loaded.readNanoseconds + loaded.decodeNanoseconds) }
            ?? Double(loaded.readNanoseconds + loaded.decodeNanoseconds)
        let request = CacheRequest(key: name, size: max(1, footprint), cost: cost)
        if policy.access(request, nextAccess: nextAccess, evictions: &evicted) == .missAdmitted {
            entries[name] = (loaded.nib, footprint, cost)
            counters.bytesHeld += footprint
        }
        dropEvicted()
        return loaded
    }

    private func dropEvicted() {
        for key in evicted {
            if let gone = entries.removeValue(forKey: key) { counters.bytesHeld -= gone.footprint }
            counters.evictions += 1
        }
    }

    public func memoryWarning() {
        counters.memoryWarnings += 1
        entries.removeAll()
        policy.removeAll()
        counters.bytesHeld = 0
    }
}
