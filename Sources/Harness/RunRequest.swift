import NibCache
import Records

/// What `nibbench run` was asked for, before ``RunPlanner`` applies the defaults.
///
/// ```swift
/// var request = RunRequest()
/// request.quick = true
/// request.strategies = ["uinib", "decoded-lru"]
/// let prepared = try RunPlanner.prepare(request)
/// let result = try Runner(plan: prepared.plan).run()
/// ```
package struct RunRequest: Sendable, Hashable {
    /// A corpus folder (with `manifest.json`) or a corpus spec (`.json`) to generate from.
    package var corpus = "Corpora/default.json"
    /// A trace file (ours); nil: the corpus's default trace, generated if missing.
    package var trace: String?
    /// Strategy names; empty: ``RunPlanner/strategies``.
    package var strategies: [String] = []
    /// Capacities of the bounded strategies; empty: ``RunPlanner/defaultCapacities(nibCount:quick:)``.
    package var capacities: [CacheCapacity] = []
    /// Replays per configuration; nil: 3, or 1 for a quick run.
    package var repetitions: Int?
    /// Warm-up loads per replay; nil: 300, or 100 for a quick run.
    package var warmupLoads: Int?
    /// What a decoded cache's miss costs; nil: ``MissCost/default``.
    package var missCost: MissCost?
    /// Evict each nib file from the page cache before every load.
    package var coldIO = false
    /// A short run (1,500-load default trace, 1 repetition, one default capacity) for smoke tests.
    package var quick = false
    /// Seed of the schedule and the bootstrap.
    package var seed: UInt64 = 1
    /// What a load is measured by.
    package var measure = MeasureMode.time
    /// Check every cache's capacity after every load (``RunPlan/checksCapacity``).
    package var checksCapacity = false
    /// Run each repetition in a fresh process (``ChildRunner/runIsolated(note:shouldStop:)``).
    package var isolate = false
    /// Test only: busy nanoseconds added to every load of a strategy.
    package var injectedDelays: [String: UInt64] = [:]
    /// Test only: iterations of a fixed work loop added to every load of a strategy.
    package var injectedWork: [String: UInt64] = [:]
    /// A request for the defaults.
    package init() {}

    /// Where a request's replays run, chosen once from its measurement: the one place that
    /// decides it (the session asks it; a callgrind child's runner asks its plan's measurement).
    package enum Execution: Sendable, Equatable {
        /// Timed, in this process (``Runner/run(progress:shouldStop:resuming:)``).
        case inProcess
        /// Timed, each repetition in a process of its own (`--isolate`,
        /// ``ChildRunner/runIsolated(note:shouldStop:)``).
        case processPerRepetition
        /// Counted: one child under callgrind replays every configuration, each in a forked
        /// copy (``ChildRunner/runUnderCallgrind(note:)``).
        case callgrindChild
    }

    /// Where this request's replays run.
    package var execution: Execution {
        if measure.isCounted { return .callgrindChild }
        return isolate ? .processPerRepetition : .inProcess
    }

    /// Options that make no sense together.
    /// - Throws: ``HarnessError`` (`invalid-plan`) saying why, for `--measure instructions` or
    ///   `cycles` with isolation, cold I/O or more than one repetition.
    package func validate() throws(HarnessError) {
        guard measure.isCounted else { return }
        if isolate {
            throw HarnessError(
                .invalidPlan, "--isolate measures time in fresh processes; \(measure) counts already come from a fresh, deterministic process")
        }
        if coldIO {
            throw HarnessError(
                .invalidPlan,
                "--cold-io has no effect on \(measure) counts (callgrind simulates the CPU caches, not the page cache); measure it with --measure time, whose page faults per load show it"
            )
        }
        if repetitions.map({ $0 > 1 }) == true {
            throw HarnessError(.invalidPlan, "--measure \(measure) replays each configuration once: its counts do not vary")
        }
    }
}
