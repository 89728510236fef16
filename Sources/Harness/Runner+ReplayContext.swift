import Loaders
import Probes

extension Runner {
    /// What every replay of a run shares: the corpus, the probes, the calibrated overhead, the
    /// machine canary, and each nib's size and cost of a miss, taken once from the bytes its
    /// first recorded load read.
    struct ReplayContext {
        let store: NibStore
        let probe: AllocatorProbe
        let counter: ThreadAllocationCounter
        let overhead: UInt64
        let canary: MachineCanary?
        var nibs: [String: (bytes: Int, missCost: Double?)] = [:]
    }
}
