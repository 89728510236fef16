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
        StrategyRegistration(
            name: "two-level", summary: "a decoded LRU tier (1/4) over a file-bytes LRU tier (3/4)",
            bound: .objectsOrBytes
        ) { context in
            try TwoLevelLoader(store: context.store, capacity: context.capacity ?? .objects(64))
        }
    }

    public let name = "two-level"
    public private(set) var counters = LoaderCounters()
    private let store: NibStore
    private var ids: [String: UInt64] = [:]
    /// The tiers, each a LoaderCache (entries, eviction bookkeeping) under LRU; the loader
    /// keeps the counters.
    private var decoded: LoaderCache<UInt64, (nib: Nib, bytes: Int)>
    private var raw: LoaderCache<UInt64, ArchiveStorage>

    /// An empty cache over `store`, bounded by `capacity` (at least 2 nibs or bytes, one per tier).
    /// - Throws: ``StrategyError`` (`invalid-capacity`) for a capacity below 2.
    public init(store: NibStore, capacity: CacheCapacity) throws {
        guard capacity.limit >= 2 else {
            throw StrategyError(.invalidCapacity, "needs a capacity of at least 2 (one per tier), got \(capacity)", strategy: "two-level")
        }
        self.store = store
        let top = max(1, capacity.limit / 4)
        let (decodedCapacity, rawCapacity): (CacheCapacity, CacheCapacity) =
            switch capacity {
            case .objects: (.objects(top), .objects(capacity.limit - top))
            case .bytes: (.bytes(top), .bytes(capacity.limit - top))
            }
        decoded = LoaderCache(policy: LRUPolicy<UInt64>(capacity: decodedCapacity)) { $0.bytes }
        raw = LoaderCache(policy: LRUPolicy<UInt64>(capacity: rawCapacity)) { $0.bytes.count }
        counters.footprintSource = "file bytes"
        counters.entriesHeld = 0
    }

    public func load(_ name: String) throws -> LoadedNib {
        let key = ids[name] ?? UInt64(ids.count)
        ids[name] = key
        if let entry = decoded[key] {
            decoded.touch(CacheRequest(key: key, size: entry.bytes), counters: &counters)
            return counters.record(LoadedNib(nib: entry.nib, hit: true))
        }
        let t0 = MonotonicClock.nanoseconds()
        var bytesRead = 0
        let storage: ArchiveStorage
        if let cached = raw[key] {
            storage = cached
            raw.touch(CacheRequest(key: key, size: cached.bytes.count), counters: &counters)
        } else {
            storage = ArchiveStorage(try FileBytes.read(store.path(name)))
            bytesRead = storage.bytes.count
            raw.offer(storage, as: CacheRequest(key: key, size: bytesRead), counters: &counters)
        }
        let t1 = MonotonicClock.nanoseconds()
        let (nib, decodeNanoseconds) = try store.decode(storage, name: name)
        decoded.offer((nib, storage.bytes.count), as: CacheRequest(key: key, size: storage.bytes.count), counters: &counters)
        updateHeld()
        // A bytes hit saves the read: it counts as a hit (the harness records the same).
        return counters.record(
            LoadedNib(
                nib: nib, hit: bytesRead == 0, readNanoseconds: t1 - t0, decodeNanoseconds: decodeNanoseconds,
                bytesRead: bytesRead))
    }

    public func memoryWarning() {
        decoded.removeAll()
        counters.countMemoryWarning()
        updateHeld()
    }

    private func updateHeld() {
        counters.hold(entries: decoded.count + raw.count, bytes: decoded.bytesHeld + raw.bytesHeld)
    }
}
