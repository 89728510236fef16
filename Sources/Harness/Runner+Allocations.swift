import Loaders
import NibRuntime
import Probes
import Records

/// The untimed replays that count allocation requests per load exactly.
extension Runner {
    /// One extra, untimed replay per configuration that counts allocation requests per load
    /// exactly: the thread is bound to a private jemalloc arena and its cache is flushed before
    /// and after each load, so the arena's counters hold exactly this thread's requests. (Flushing perturbs the allocations that follow,
    /// which is why the timed replays do not do it.) Replays are deterministic, so load `seq`
    /// here is load `seq` there.
    func countAllocations(
        store: NibStore, probe: AllocatorProbe, skipping failed: Set<Int>,
        progress: ((RunProgress) -> Void)?
    ) throws -> [[Int: UInt64]] {
        // This thread gets an arena of its own, so other threads' allocations never count.
        let counter = try probe.bindThreadToPrivateArena()
        progress?(RunProgress(stage: .allocationCounts, done: 0, total: plan.configs.count))
        return try plan.configs.indices.map { index in
            defer { progress?(RunProgress(stage: .allocationCounts, done: index + 1, total: plan.configs.count)) }
            if failed.contains(index) { return [:] }
            return try countAllocations(index, store: store, counter: counter)
        }
    }

    /// The allocation requests of each load (by `seq`) of one untimed replay of configuration
    /// `index`, counted on `counter`'s arena (the calling thread's).
    func countAllocations(_ index: Int, store: NibStore, counter: ArenaRequestCounter) throws -> [Int: UInt64] {
        let loader = try makeLoader(index, store: store)
        var counts: [Int: UInt64] = [:]
        var seq = 0
        for event in plan.events {
            guard case .load(let name) = event else {
                loader.memoryWarning()
                continue
            }
            seq += 1
            let before = try counter.requests()
            // As in measure(_:…): an app's own classes stood in for.
            let objects = try loader.load(name).nib.instantiate(owner: GenericObject(), options: NibOptions(stubsUnknownClasses: true))
            counts[seq] = try counter.requests() - before
            withExtendedLifetime(objects) {}
        }
        return counts
    }
}
