import NibArchive
import NibCache
import NibRuntime
import NibbenchSupport

/// `bytes-lru`: caches raw file bytes only, under LRU bounded by bytes, and decodes on every
/// load. A hit saves the read, never the decode. A memory warning empties it.
public final class BytesLRULoader: NibLoader {
    public let name = "bytes-lru"
    public private(set) var counters = LoaderCounters()
    let store: NibStore
    private var policy: any EvictionPolicy<String>
    private var entries: [String: ArchiveStorage] = [:]
    private var evicted: [String] = []

    public init(store: NibStore, capacityBytes: Int) throws(CachePolicyError) {
        self.store = store
        policy = try EvictionPolicies.make(named: "lru", capacity: .bytes(capacityBytes))
        counters.footprintSource = "file bytes"
        counters.entriesHeld = 0
    }

    public func load(_ name: String) throws -> LoadedNib {
        counters.requests += 1
        let t0 = monotonicNanoseconds()
        let storage: ArchiveStorage
        var bytesRead = 0
        if let cached = entries[name] {
            evicted.removeAll(keepingCapacity: true)
            _ = policy.access(CacheRequest(key: name, size: cached.bytes.count), evictions: &evicted)
            dropEvicted()
            counters.hits += 1
            storage = cached
        } else {
            counters.misses += 1
            storage = ArchiveStorage(try FileBytes.read(store.path(name)))
            bytesRead = storage.bytes.count
            counters.bytesRead += bytesRead
            evicted.removeAll(keepingCapacity: true)
            if policy.access(CacheRequest(key: name, size: max(1, bytesRead)), evictions: &evicted) == .missAdmitted {
                entries[name] = storage
                counters.bytesHeld += bytesRead
            }
            dropEvicted()
        }
        let t1 = monotonicNanoseconds()
        let nib = Nib(storage: storage, name: store.path(name), bundle: store.bundle, registry: store.registry)
        try nib.decode()
        let t2 = monotonicNanoseconds()
        return LoadedNib(nib: nib, hit: bytesRead == 0, readNanoseconds: t1 - t0, decodeNanoseconds: t2 - t1, bytesRead: bytesRead)
    }

    private func dropEvicted() {
        counters.drop(evicted, from: &entries) { $0.bytes.count }
    }

    public func memoryWarning() {
        entries.removeAll()
        policy.removeAll()
        counters.emptiedByMemoryWarning()
    }
}
