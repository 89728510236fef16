import NibCache

/// `cold`: reads the file and decodes it on every load; keeps nothing.
public final class ColdLoader: NibLoader {
    public let name = "cold"
    public private(set) var counters = LoaderCounters()
    let store: NibStore

    public init(store: NibStore) {
        self.store = store
    }

    public func load(_ name: String) throws -> LoadedNib {
        counters.record(try store.readAndDecode(name))
    }

    public func memoryWarning() {
        counters.countMemoryWarning()
    }
}
