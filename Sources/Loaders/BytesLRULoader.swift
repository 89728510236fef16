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
    private var cache: LoaderCache<String, ArchiveStorage>

    public init(store: NibStore, capacityBytes: Int) throws(CachePolicyError) {
        self.store = store
        cache = LoaderCache(policy: try EvictionPolicies.make(named: "lru", capacity: .bytes(capacityBytes))) { $0.bytes.count }
        counters.footprintSource = "file bytes"
        counters.entriesHeld = 0
    }

    public func load(_ name: String) throws -> LoadedNib {
        let t0 = MonotonicClock.nanoseconds()
        let storage: ArchiveStorage
        var bytesRead = 0
        if let cached = cache[name] {
            cache.touch(CacheRequest(key: name, size: cached.bytes.count), counters: &counters)
            storage = cached
        } else {
            storage = ArchiveStorage(try FileBytes.read(store.path(name)))
            bytesRead = storage.bytes.count
            cache.offer(storage, as: CacheRequest(key: name, size: max(1, bytesRead)), counters: &counters)
        }
        counters.hold(cache)
        let t1 = MonotonicClock.nanoseconds()
        let (nib, decode) = try store.decode(storage, name: name)
        return counters.record(LoadedNib(nib: nib, hit: bytesRead == 0, readNanoseconds: t1 - t0, decodeNanoseconds: decode, bytesRead: bytesRead))
    }

    public func memoryWarning() {
        cache.removeAll()
        counters.emptiedByMemoryWarning()
    }
}
