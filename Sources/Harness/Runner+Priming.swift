import Loaders
import Traces

extension Runner {
    /// Reads and decodes every nib the trace loads once, unmeasured, before the first replay of
    /// a timed run.
    ///
    /// The first decode in a process allocates what the Swift runtime and the registries make
    /// once (type metadata, caches: 24 KiB more than any later decode of the same nib). Without
    /// this it landed in whichever configuration ran first: in its first load's time, and in the
    /// footprint of the first nib its decoded cache held — the size GDSF ranks by and a
    /// byte-bounded cache admits by, so a miss ratio depended on the order of configurations and,
    /// in one process, on what had run before. A counted run needs none: each configuration
    /// replays in a copy forked from the same state.
    ///
    /// A nib that cannot be read or decoded is skipped here; its replay reports it.
    func primeDecoding(_ store: NibStore) {
        var seen: Set<String> = []
        for case .load(let name) in plan.events where seen.insert(name).inserted {
            _ = try? store.readAndDecode(name)
        }
    }
}
