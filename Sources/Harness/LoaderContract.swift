import Loaders
import NibCache
import NibRuntime
import Records

/// What the harness checks of every strategy, built-in or registered by a package: a load
/// returns the nib asked for; with ``RunPlan/checksCapacity``, the cache never holds more than its
/// capacity after a load.
enum LoaderContract {
    /// Checks that `nib` is the nib called `name` (its name is the name or its path in `store`).
    /// - Throws: ``StrategyError`` (`wrong-nib`).
    @inline(__always)
    static func checkNib(_ nib: Nib, isNib name: String, in store: NibStore, strategy: String) throws(StrategyError) {
        guard nib.name == name || store.isPath(nib.name, of: name) else {
            throw StrategyError(.wrongNib, "a load of \(name) returned the nib \(nib.name)", strategy: strategy)
        }
    }

    /// Checks that `loader` holds no more than `config`'s capacity: nibs (``LoaderCounters/entriesHeld``)
    /// for a count capacity, bytes (``LoaderCounters/bytesHeld``) for a byte capacity.
    /// - Throws: ``StrategyError`` (`over-capacity`), also when a bounded loader does not report
    ///   how many nibs it holds.
    static func checkCapacity(of loader: any NibLoader, config: RunConfig) throws(StrategyError) {
        guard let capacity = config.capacity else { return }
        let counters = loader.counters
        switch capacity {
        case .objects(let limit):
            guard let held = counters.entriesHeld else {
                throw StrategyError(
                    .overCapacity, "bounded by \(limit) nibs but does not report how many it holds (LoaderCounters.entriesHeld)",
                    strategy: config.strategy)
            }
            guard held <= limit else {
                throw StrategyError(.overCapacity, "held \(held) nibs after a load; its capacity is \(limit)", strategy: config.strategy)
            }
        case .bytes(let limit):
            guard counters.bytesHeld <= limit else {
                throw StrategyError(
                    .overCapacity, "held \(counters.bytesHeld) bytes after a load; its capacity is \(limit)", strategy: config.strategy)
            }
        }
    }
}
