import Loaders
import NibCache
import NibRuntime
import Testing

/// The caching-loader building block: entries, held bytes and evictions stay in step with the
/// policy, and a load is counted once, from its outcome.
@Suite struct LoaderCacheTests {
    @Test func offeredEntriesAreKeptUntilEvictedAndEvictionsCounted() throws {
        var counters = LoaderCounters()
        var cache = LoaderCache<UInt64, String>(policy: LRUPolicy<UInt64>(capacity: .objects(2))) { $0.count }
        #expect(cache.offer("aa", as: CacheRequest(key: 1, size: 2), counters: &counters))
        #expect(cache.offer("bbb", as: CacheRequest(key: 2, size: 3), counters: &counters))
        cache.touch(CacheRequest(key: 1, size: 2), counters: &counters)
        #expect(cache.offer("c", as: CacheRequest(key: 3, size: 1), counters: &counters), "evicts 2, the least recent")
        #expect(cache[2] == nil && cache[1] == "aa" && cache[3] == "c")
        #expect(cache.count == 2 && cache.bytesHeld == 3 && counters.evictions == 1)
        counters.hold(cache)
        #expect(counters.entriesHeld == 2 && counters.bytesHeld == 3)
        cache.removeAll()
        #expect(cache.count == 0 && cache.bytesHeld == 0 && counters.evictions == 1, "a memory warning is no eviction")
        #expect(cache.offer("dd", as: CacheRequest(key: 4, size: 2), counters: &counters), "the policy was emptied too")
    }

    @Test func aRejectedOfferIsNotKept() throws {
        var counters = LoaderCounters()
        var cache = LoaderCache<UInt64, [UInt8]>(policy: LRUPolicy<UInt64>(capacity: .bytes(4))) { $0.count }
        #expect(!cache.offer([1, 2, 3, 4, 5], as: CacheRequest(key: 1, size: 5), counters: &counters))
        #expect(cache.count == 0 && cache.bytesHeld == 0 && counters.evictions == 0)
    }

    @Test func aLoadIsCountedOnceFromItsOutcome() throws {
        let store = try loaderCorpus(2)
        let loaders: [any NibLoader] = [
            ColdLoader(store: store), UINibLoader(store: store), MappedLoader(store: store),
            try BytesLRULoader(store: store, capacityBytes: 1 << 20),
            try DecodedCacheLoader(store: store, policy: "lru", capacity: .objects(1))
        ]
        for loader in loaders {
            var hits = 0, bytes = 0
            for name in ["n0", "n0", "n1", "n0", "n1", "n1"] {
                let loaded = try loader.load(name)
                hits += loaded.hit ? 1 : 0
                bytes += loaded.bytesRead
            }
            let c = loader.counters
            #expect(c.requests == 6 && c.hits == hits && c.misses == 6 - hits && c.bytesRead == bytes, "\(loader.name)")
        }
    }
}
