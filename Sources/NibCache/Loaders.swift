import NibArchive
import NibRuntime
import Probes

/// `cold`: reads the file and decodes it on every load; keeps nothing.
public final class ColdLoader: NibLoader {
    public let name = "cold"
    public private(set) var counters = LoaderCounters()
    let store: NibStore

    public init(store: NibStore) {
        self.store = store
    }

    public func load(_ name: String) throws -> LoadedNib {
        counters.requests += 1
        counters.misses += 1
        let loaded = try readAndDecode(name, store: store)
        counters.bytesRead += loaded.bytesRead
        return loaded
    }

    public func memoryWarning() {
        counters.memoryWarnings += 1
    }
}

/// Reads `name` from `store` (or maps it) and decodes it, timing both phases.
func readAndDecode(_ name: String, store: NibStore, mapped: Bool = false) throws -> LoadedNib {
    let t0 = monotonicNanoseconds()
    let nib = try Nib(contentsOf: store.path(name), mapped: mapped, bundle: store.bundle, registry: store.registry)
    let t1 = monotonicNanoseconds()
    try nib.decode()
    let t2 = monotonicNanoseconds()
    let bytes = mapped ? 0 : nib.storage?.bytes.count ?? 0
    return LoadedNib(nib: nib, hit: false, readNanoseconds: t1 - t0, decodeNanoseconds: t2 - t1, bytesRead: bytes)
}

/// `uinib`: `UINib` / JTNibManager style — an unbounded dictionary of nibs that keep their
/// bytes and decoded archive after first use. A memory warning purges every nib (UINib drops
/// its data and decoder) but keeps the dictionary; the next load of a purged nib reads and
/// decodes again.
public final class UINibLoader: NibLoader {
    public let name = "uinib"
    public private(set) var counters = LoaderCounters()
    let store: NibStore
    private var nibs: [String: (nib: Nib, footprint: Int)] = [:]
    private let meter = FootprintMeter()

    public init(store: NibStore) {
        self.store = store
        counters.footprintSource = meter.source
    }

    public func load(_ name: String) throws -> LoadedNib {
        counters.requests += 1
        if let cached = nibs[name], cached.nib.isDecoded {
            counters.hits += 1
            return LoadedNib(nib: cached.nib, hit: true, readNanoseconds: 0, decodeNanoseconds: 0, bytesRead: 0)
        }
        counters.misses += 1
        let (loaded, footprint) = try meter.measure { try readAndDecode(name, store: store) }
        counters.bytesRead += loaded.bytesRead
        counters.bytesHeld += footprint ?? FootprintMeter.estimate(fileBytes: loaded.bytesRead)
        nibs[name] = (loaded.nib, footprint ?? FootprintMeter.estimate(fileBytes: loaded.bytesRead))
        return loaded
    }

    public func memoryWarning() {
        counters.memoryWarnings += 1
        for (_, entry) in nibs { entry.nib.purge() }
        counters.bytesHeld = 0
    }
}

/// `mmap`: maps each nib file and decodes from the mapping without copying; keeps nothing,
/// so the kernel's page cache is the only cache (its hits show as minor faults, its misses
/// as major faults in the harness's rusage figures).
public final class MappedLoader: NibLoader {
    public let name = "mmap"
    public private(set) var counters = LoaderCounters()
    let store: NibStore

    public init(store: NibStore) {
        self.store = store
        counters.footprintSource = "page cache (not counted)"
    }

    public func load(_ name: String) throws -> LoadedNib {
        counters.requests += 1
        counters.misses += 1
        return try readAndDecode(name, store: store, mapped: true)
    }

    public func memoryWarning() {
        counters.memoryWarnings += 1
    }
}
