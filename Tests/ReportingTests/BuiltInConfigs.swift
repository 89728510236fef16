import Harness
import Loaders
import NibCache
import Records

extension RunConfig {
    /// `strategy` at `capacity` with what its built-in registration says of it (policy, use of
    /// the miss cost), as a run of the built-ins records it (production code resolves its
    /// configurations against the registry the run has: issue 41).
    init(builtIn strategy: String, capacity: CacheCapacity?) {
        self.init(strategy: strategy, capacity: capacity)
        adopt(try? StrategyRegistry.builtIn.registration(named: strategy))
    }
}
