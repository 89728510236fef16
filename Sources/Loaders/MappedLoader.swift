import NibCache

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
        counters.record(try store.readAndDecode(name, mapped: true))
    }

    public func memoryWarning() {
        counters.countMemoryWarning()
    }
}
