import Foundation
import Loaders
import NibArchive
import NibCache
import NibRuntime
import NibbenchSupport

/// A size-aware two-level cache: a small tier of decoded nibs in front of a larger tier of raw
/// file bytes, both LRU. A decoded hit costs nothing; a bytes hit saves the read but decodes
/// again (and moves the nib up to the decoded tier); a miss reads the file.
///
/// A quarter of the capacity goes to the decoded tier, the rest to the bytes tier — by count
/// for a count capacity, by file bytes for a byte capacity — so the two together never hold
/// more than the capacity (``LoaderCounters/entriesHeld`` and ``LoaderCounters/bytesHeld``
/// say what they hold, for `run --check-capacity`). A memory warning empties the decoded
/// tier only: bytes are cheap to keep, decoded graphs are not.
public final class TwoLevelLoader: NibLoader {
    /// The registration `NibbenchCommand.main(registering:)` takes: `two-level`, bounded by count
    /// or bytes.
    public static var registration: StrategyRegistration {
        StrategyRegistration(name: "two-level", summary: "a decoded LRU tier (1/4) over a file-bytes LRU tier (3/4)",
                             bound: .objectsOrBytes) { context in
            try TwoLevelLoader(store: context.store, capacity: context.capacity ?? .objects(64))
        }
    }

    public let name = "two-level"
    public private(set) var counters = LoaderCounters()
    private let store: NibStore
    private var decodedTier: LRUPolicy<UInt64>
    private var bytesTier: LRUPolicy<UInt64>
    private var ids: [String: UInt64] = [:]
    private var decoded: [UInt64: (nib: Nib, bytes: Int)] = [:]
    private var raw: [UInt64: ArchiveStorage] = [:]
    private var evicted: [UInt64] = []

    /// An empty cache over `store`, bounded by `capacity` (at least 2 nibs or bytes, one per tier).
    /// - Throws: ``StrategyError`` (`invalid-capacity`) for a capacity below 2.
    public init(store: NibStore, capacity: CacheCapacity) throws {
        guard capacity.limit >= 2 else {
            throw StrategyError(.invalidCapacity, "needs a capacity of at least 2 (one per tier), got \(capacity)", strategy: "two-level")
        }
        self.store = store
        let top = max(1, capacity.limit / 4)
        switch capacity {
        case .objects: (decodedTier, bytesTier) = (LRUPolicy(capacity: .objects(top)), LRUPolicy(capacity: .objects(capacity.limit - top)))
        case .bytes: (decodedTier, bytesTier) = (LRUPolicy(capacity: .bytes(top)), LRUPolicy(capacity: .bytes(capacity.limit - top)))
        }
        counters.footprintSource = "file bytes"
        counters.entriesHeld = 0
    }

    public func load(_ name: String) throws -> LoadedNib {
        counters.requests += 1
        let key = ids[name] ?? UInt64(ids.count)
        ids[name] = key
        if let entry = decoded[key] {
            evicted.removeAll(keepingCapacity: true)
            _ = decodedTier.access(CacheRequest(key: key, size: entry.bytes), evictions: &evicted)
            counters.hits += 1
            return LoadedNib(nib: entry.nib, hit: true)
        }
        let t0 = DispatchTime.now().uptimeNanoseconds
        var bytesRead = 0
        let storage: ArchiveStorage
        if let cached = raw[key] {
            storage = cached
            evicted.removeAll(keepingCapacity: true)
            _ = bytesTier.access(CacheRequest(key: key, size: cached.bytes.count), evictions: &evicted)
        } else {
            storage = ArchiveStorage(try FileBytes.read(store.path(name)))
            bytesRead = storage.bytes.count
            counters.bytesRead += bytesRead
            evicted.removeAll(keepingCapacity: true)
            if bytesTier.access(CacheRequest(key: key, size: bytesRead), evictions: &evicted) == .missAdmitted { raw[key] = storage }
            for gone in evicted { raw[gone] = nil }
            counters.evictions += evicted.count
        }
        let t1 = DispatchTime.now().uptimeNanoseconds
        let nib = Nib(storage: storage, name: store.path(name), bundle: store.bundle, registry: store.registry)
        try nib.decode()
        let t2 = DispatchTime.now().uptimeNanoseconds
        evicted.removeAll(keepingCapacity: true)
        if decodedTier.access(CacheRequest(key: key, size: storage.bytes.count), evictions: &evicted) == .missAdmitted {
            decoded[key] = (nib, storage.bytes.count)
        }
        for gone in evicted { decoded[gone] = nil }
        counters.evictions += evicted.count
        if bytesRead == 0 { counters.hits += 1 } else { counters.misses += 1 }
        updateHeld()
        return LoadedNib(nib: nib, hit: bytesRead == 0, readNanoseconds: t1 - t0, decodeNanoseconds: t2 - t1, bytesRead: bytesRead)
    }

    public func memoryWarning() {
        counters.memoryWarnings += 1
        decoded.removeAll()
        decodedTier.removeAll()
        updateHeld()
    }

    private func updateHeld() {
        counters.entriesHeld = decodedTier.count + bytesTier.count
        counters.bytesHeld = decodedTier.residentBytes + bytesTier.residentBytes
    }
}
