import Loaders
import NibCache
import Probes
import Traces
import Records

/// What to run: a corpus folder, a trace, strategies × capacities, and how to measure.
package struct RunPlan: Sendable, Hashable, Codable {
    /// Replays per configuration of a full run.
    package static let defaultRepetitions = 3
    /// Warm-up loads per replay of a full run.
    package static let defaultWarmupLoads = 300
    /// Replays per configuration of a quick run (`--quick`).
    package static let quickRepetitions = 1
    /// Warm-up loads per replay of a quick run (`--quick`).
    package static let quickWarmupLoads = 100

    /// The folder holding `<name>.nib` files.
    package var corpus: String
    /// The trace to replay.
    package var events: [TraceEvent]
    /// The loads in ``events`` (a memory warning is not one).
    package var loadCount: Int { events.reduce(0) { if case .load = $1 { $0 + 1 } else { $0 } } }
    /// The configurations, each replayed `repetitions` times in a seeded random order.
    package var configs: [RunConfig]
    /// Replays per configuration.
    package var repetitions: Int
    /// Loads replayed before recording starts, in every repetition (the cache state they
    /// leave is kept; their samples are not).
    package var warmupLoads: Int
    /// Evict a nib's file from the page cache before every load that reads it, so that cold
    /// reads are really cold (`posix_fadvise(DONTNEED)`).
    package var coldIO: Bool
    /// Count allocation requests per load exactly, in one extra untimed replay per
    /// configuration (the counting thread gets a private jemalloc arena, and its thread cache is
    /// flushed around each load, so other threads never count).
    package var countAllocations: Bool
    /// Seed of the interleaving order and the bootstrap.
    package var seed: UInt64
    /// Test only: busy nanoseconds added inside the timed span of every load of a strategy
    /// (to check that a slowed strategy is caught by `compare`).
    package var injectedDelays: [String: UInt64] = [:]
    /// Test only: iterations of a fixed work loop (``Callgrind/spin(_:)``) added inside the
    /// measured span of every load of a strategy — a known, deterministic instruction
    /// regression, to check that `compare` gates it.
    package var injectedWork: [String: UInt64] = [:]
    /// What a load is measured by. With ``MeasureMode/instructions`` or ``MeasureMode/cycles``
    /// the process runs under callgrind (with the cache simulator for cycles): collection is switched on around each recorded load, each configuration is
    /// replayed twice (warm loads counted in the first pass, first loads in the second), the
    /// phase clock and the machine canary are off, and nothing is re-run.
    package var measure: MeasureMode = .time
    /// Loads between two samples of the machine canary (``MachineCanary``), which also runs
    /// once before every replay; 0 turns it off. The samples are kept per replay in
    /// `RepetitionResult.canary`; `compare` withholds timed verdicts where the canary moved
    /// beyond its noise band, so a machine that was slower as a whole is not taken for a
    /// regression.
    package var canaryInterval = 32
    /// A replay whose median canary sample is more than this fraction above the median of the
    /// run's quietest replay was disturbed (the machine was busy with something else) and is
    /// run again, up to ``maxReruns`` rounds.
    package var disturbanceThreshold = 0.10
    /// What a miss of a `decoded-<policy>` cache costs: GDSF and GreedyDual rank by it and the
    /// cost-weighted miss ratio weights by it. The default (archive objects + values) is
    /// deterministic, so every miss ratio is the same in every run; ``MissCost/measured`` makes
    /// the cost-aware policies' miss ratios follow the machine's timing.
    package var missCost = MissCost.default
    /// Check after every load that each cache holds no more than its capacity (`run
    /// --check-capacity`); a configuration that does not fails (see ``LoaderContract``).
    package var checksCapacity = false
    /// Rounds of re-running disturbed replays (0: never re-run; disturbed replays are kept
    /// and only reported).
    package var maxReruns = 2

    package init(
        corpus: String, events: [TraceEvent], configs: [RunConfig], repetitions: Int = defaultRepetitions, warmupLoads: Int = 0,
        coldIO: Bool = false, countAllocations: Bool = true, seed: UInt64 = 1
    ) {
        self.corpus = corpus
        self.events = events
        self.configs = configs
        self.repetitions = repetitions
        self.warmupLoads = warmupLoads
        self.coldIO = coldIO
        self.countAllocations = countAllocations
        self.seed = seed
    }
}

extension RunPlan {
    /// Resolves every configuration to its registration in `registry`, once: each
    /// configuration takes what its registration says of it (``RunConfig/resolve(by:missCost:)``),
    /// and the registrations are returned, in configuration order, for the runner to build
    /// loaders from. A configuration whose strategy `registry` does not know keeps what it had
    /// (a plan read back by a process with other strategies) and gets the lookup's error.
    @discardableResult
    package mutating func resolve(in registry: StrategyRegistry) -> [Result<StrategyRegistration, StrategyError>] {
        configs.indices.map { i in
            let found = Result { () throws(StrategyError) in try registry.registration(named: configs[i].strategy) }
            if case .success(let registration) = found { configs[i].resolve(by: registration, missCost: missCost) }
            return found
        }
    }
}
