import NibRuntime
import Probes
import NibCache

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
        if let cached = nibs[name], cached.nib.isDecoded {
            return counters.record(LoadedNib(nib: cached.nib, hit: true))
        }
        let (loaded, measured) = try meter.measure { try store.readAndDecode(name) }
        let footprint = measured ?? FootprintMeter.estimate(fileBytes: loaded.bytesRead)
        counters.bytesHeld += footprint
        nibs[name] = (loaded.nib, footprint)
        return counters.record(loaded)
    }

    public func memoryWarning() {
        counters.countMemoryWarning()
        for (_, entry) in nibs { entry.nib.purge() }
        counters.bytesHeld = 0
    }
}
