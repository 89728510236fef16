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
