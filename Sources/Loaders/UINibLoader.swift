import NibRuntime
import Probes

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
