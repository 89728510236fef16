import Measurements
import Foundation
import Loaders
import NibCache
import NibRuntime
import NibbenchSupport
import Probes
import Records

/// Replays a trace through every configuration and measures every load.
///
/// For each repetition the configurations run in a seeded random order (interleaved, so
/// drift and warm-up hit them all alike); each replay starts from a fresh loader. A load is
/// timed from the request to the loader until instantiate returns; its phases come from the
/// loader (read, decode) and the runtime's phase clock (create, connect, awake). Allocated
/// bytes come from jemalloc's per-thread counter and allocation counts from its arena
/// counters, both read outside the timed span. The harness's own cost per load is measured
/// on an empty load and subtracted.
///
/// A machine canary (``MachineCanary``) is timed before every replay and every
/// `RunPlan.canaryInterval` loads. Replays measured while it ran markedly slower than in the
/// run's quietest replay (another process was busy on the machine) are run again
/// (``rerunDisturbedReplays(records:repetitions:context:shouldStop:)``).
///
/// A configuration whose loader throws, returns another nib than the one asked for, or (with
/// ``RunPlan/checksCapacity``) holds more than its capacity fails alone: its replays are dropped, the
/// failure is recorded in ``RunResult/failures`` naming the strategy, and the other
/// configurations run on.
package struct Runner {
    /// The plan, its configurations resolved against ``strategies`` (``RunPlan/resolve(in:)``).
    package let plan: RunPlan
    /// The strategies the plan's names refer to.
    package let strategies: StrategyRegistry
    /// Each configuration's registration, in ``RunPlan/configs`` order, or why it has none
    /// (the configuration then fails when it is replayed).
    let registrations: [Result<StrategyRegistration, StrategyError>]
    /// For a counted plan split across callgrind children: the configurations this one counts
    /// (nil: all).
    package var shard: CountedShard?
    /// For a counted plan replayed outside Valgrind (the `allocations` child beside the
    /// callgrind children, ``ChildRunner/runUnderCallgrind(jobs:note:)``): each configuration's
    /// copy replays it as the copy under callgrind does, its client requests doing nothing, then
    /// counts its allocation requests. They are the program's own, so they are the same as
    /// under Valgrind, where the same replay took seconds a configuration.
    package var countsAllocationsOnly = false

    package init(plan: RunPlan, strategies: StrategyRegistry) {
        var plan = plan
        registrations = plan.resolve(in: strategies)
        self.plan = plan
        self.strategies = strategies
    }

    /// Runs the plan.
    ///
    /// - Parameter progress: called after each replay of every stage (timed replays, re-runs
    ///   of disturbed replays, allocation counting) with the stage and its count.
    /// - Throws: ``ProbeError`` when a probe fails, or the first load error
    ///   (``NibRuntimeError``, ``CachePolicyError``, …).
    /// - Parameter shouldStop: polled between loads; when it answers true the run stops and
    ///   returns what it completed, marked incomplete (Ctrl-C).
    /// - Parameter previous: an interrupted result of this same plan (`run --resume`): its
    ///   completed replays are kept and skipped; the schedule (seeded) is the same, so the
    ///   remaining replays run in the positions they would have had.
    package func run(
        progress: ((RunProgress) -> Void)? = nil, shouldStop: () -> Bool = { false },
        resuming previous: RunResult? = nil
    ) throws -> RunResult {
        try summarize(try replayAll(progress: progress, shouldStop: shouldStop, resuming: previous))
    }

    /// Replays the plan and returns the measurements unsummarised (what ``run(progress:shouldStop:resuming:)``
    /// summarises; what a child process hands its parent).
    ///
    /// - Parameters: as ``run(progress:shouldStop:resuming:)``.
    /// - Throws: as ``run(progress:shouldStop:resuming:)``.
    package func replayAll(
        progress: ((RunProgress) -> Void)? = nil, shouldStop: () -> Bool = { false },
        resuming previous: RunResult? = nil
    ) throws -> RunReplays {
        NibClassRegistry.preloadCatalog()
        // A counted plan is replayed by the callgrind child, each configuration in a forked copy
        // (``RunRequest/Execution/callgrindChild``); nowhere else can it count.
        let counted = plan.measure.isCounted
        let underCallgrind = Callgrind.isRunningUnderValgrind
        if counted && !underCallgrind && !countsAllocationsOnly {
            throw HarnessError(
                .invalidPlan,
                "a \(plan.measure) plan is replayed under callgrind: nibbench run --measure \(plan.measure) starts the child that does it")
        }
        // Under callgrind no time is read back, and the calibration's sort of 10,000 clock
        // samples does work that depends on their values: in a build whose generic sort
        // allocates (debug), that moved jemalloc's allocation-driven tickers (tcache GC, arena
        // decay ticks) and with them the counted loads' instructions, by up to 0.08%.
        var context = try ReplayContext(
            store: NibStore(folder: plan.corpus), probe: AllocatorProbe(), counter: ThreadAllocationCounter(),
            overhead: counted ? 0 : Self.calibrate(), canary: plan.canaryInterval > 0 ? MachineCanary() : nil)
        if !counted { primeDecoding(context.store) }
        var random = SplitMix64(seed: plan.seed)
        var records: [LoadRecord] = previous?.records ?? []
        let done = Set((previous?.repetitionResults ?? []).map { [$0.config, $0.repetition] })
        let loads = plan.loadCount
        records.reserveCapacity(loads * plan.configs.count * plan.repetitions)
        var repetitions: [RepetitionResult] = previous?.repetitionResults ?? []
        let total = plan.configs.count * plan.repetitions
        var stopped = false
        var failures: [Int: ConfigFailure] = [:]
        var forked: [Int] = []
        forked.reserveCapacity(plan.configs.count)
        replays: for repetition in 0..<plan.repetitions {
            var order = Array(plan.configs.indices)
            for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, Int(random.next() % UInt64(i + 1))) }
            for (position, index) in order.enumerated() {
                if done.contains([index, repetition]) || failures[index] != nil { continue }
                if counted, let shard, !shard.owns(index) { continue }
                if counted {
                    // Each configuration in a copy of this process on a fresh arena, which
                    // replays it counted (warm loads, then first loads: Runner+ForkedCopies); nothing
                    // is read back until every copy has run, so that each forks from the same state.
                    try replayInForkedCopy(index, repetition: repetition, position: position, context: context, shouldStop: shouldStop)
                    forked.append(index)
                    continue
                }
                let replay: (records: [LoadRecord], result: RepetitionResult)?
                do {
                    replay = try self.replay(
                        index, repetition: repetition, position: position, context: &context, shouldStop: shouldStop)
                } catch let failure as ConfigFailure {
                    failures[index] = failure
                    continue
                }
                guard let replay else {
                    stopped = true
                    break replays
                }
                records += replay.records
                repetitions.append(replay.result)
                progress?(RunProgress(stage: .replays, done: repetitions.count, total: total))
            }
        }
        // Under callgrind the parent reads the copies' files itself (ChildRunner): decoding
        // them and encoding them again here, under Valgrind, took about 2.4 s a child.
        for index in forked where !stopped && !underCallgrind {
            let replay = try forkedCopyReplays(index)
            if let failure = replay.failures.first { failures[index] = failure }
            records += replay.records
            repetitions += replay.repetitions
            if replay.incomplete != nil { stopped = true }
            progress?(RunProgress(stage: .replays, done: repetitions.count, total: total))
        }
        // A failed configuration keeps no replay: its figures would describe a broken cache.
        if !failures.isEmpty {
            records.removeAll { failures[$0.config] != nil }
            repetitions.removeAll { failures[$0.config] != nil }
        }
        var rerunWarnings: [String] = []
        if !stopped {
            rerunWarnings = try rerunDisturbedReplays(
                records: &records, repetitions: &repetitions, context: &context,
                progress: progress, shouldStop: shouldStop)
        }
        if plan.countAllocations && !stopped && !counted {
            let counts = try countAllocations(store: context.store, probe: context.probe, skipping: Set(failures.keys), progress: progress)
            for i in records.indices { records[i].allocations = counts[records[i].config][records[i].seq] }
        }
        let incomplete =
            stopped
            ? RunInterruption(
                completed: "after \(repetitions.count) of \(MessageText.counted(total, "replay")); the replay in progress was discarded")
            : nil
        return RunReplays(
            records: records, repetitions: repetitions, failures: failures.keys.sorted().compactMap { failures[$0] },
            overheadNanoseconds: context.overhead, warnings: rerunWarnings, incomplete: incomplete)
    }

    /// A fresh loader of configuration `index`, from its registration.
    /// - Throws: ``StrategyError`` when the strategy is not registered; what its `make` throws.
    func makeLoader(_ index: Int, store: NibStore) throws -> any NibLoader {
        let config = plan.configs[index]
        return try registrations[index].get().makeLoader(store: store, capacity: config.capacity, missCost: plan.missCost)
    }

    /// Replays the trace once through configuration `index` with a fresh loader.
    ///
    /// - Returns: the replay's records (warm-up excluded) and figures, or nil when
    ///   `shouldStop` answered true (the partial replay is discarded).
    /// - Parameter counting: under callgrind, switch instruction collection on around every
    ///   recorded load, each inside its region (``CallgrindRegion``: first or warm load), so
    ///   that one dump holds both; false measures time only.
    /// - Parameter instrumentsAtFirstRecord: under callgrind started with instrumentation off,
    ///   start it just before the first recorded load (the warm-up loads run uninstrumented).
    func replay(
        _ index: Int, repetition: Int, position: Int, context: inout ReplayContext,
        counting: Bool = false, instrumentsAtFirstRecord: Bool = false, shouldStop: () -> Bool
    ) throws -> (records: [LoadRecord], result: RepetitionResult)? {
        let config = plan.configs[index]
        let loader: any NibLoader
        do {
            loader = try makeLoader(index, store: context.store)
        } catch {
            throw ConfigFailure(config: config, load: 0, error: error)
        }
        // Looked up once per replay, so the test-only delay costs nothing per load elsewhere.
        // Keyed by the strategy or by its eviction policy.
        let delay = plan.injectedDelays[config.strategy] ?? config.policy.flatMap { plan.injectedDelays[$0] }
        let work = plan.injectedWork[config.strategy] ?? config.policy.flatMap { plan.injectedWork[$0] }
        let firstLoads = counting ? plan.recordedFirstLoads() : []
        try context.probe.resetThreadPeak()
        var records: [LoadRecord] = []
        var canarySamples: [UInt64] = []
        if let canary = context.canary { canarySamples.append(canary.sample()) }
        // Time spent in the canary inside the replay: a sample runs the workload twice and
        // reports the faster run, so its value is not what it cost.
        var canaryCost: UInt64 = 0
        let usageBefore = try ResourceUsage.process()
        let start = MonotonicClock.nanoseconds()
        var seq = 0
        for event in plan.events {
            guard case .load(let name) = event else {
                loader.memoryWarning()
                continue
            }
            if shouldStop() { return nil }
            seq += 1
            if let canary = context.canary, seq % plan.canaryInterval == 0 {
                let before = MonotonicClock.nanoseconds()
                canarySamples.append(canary.sample())
                canaryCost += MonotonicClock.nanoseconds() - before
            }
            if plan.coldIO { try PageCache.evict(context.store.path(name)) }
            let recorded = seq > plan.warmupLoads
            if instrumentsAtFirstRecord && seq == plan.warmupLoads + 1 { Callgrind.startInstrumentation() }
            // Warm-up loads run inside a region too, uncounted: what the region's path needs
            // made once (type metadata) is made before the first count.
            let region: CallgrindRegion? = counting ? (recorded && firstLoads[seq - plan.warmupLoads - 1] ? .first : .warm) : nil
            let known = recorded ? context.nibs[name] : nil
            var r: LoadRecord
            do {
                r = try measure(
                    name, store: context.store, loader: loader, counter: context.counter, overhead: context.overhead,
                    delay: delay, work: work, phases: !counting, region: region, collect: recorded, describe: recorded && known == nil)
                if plan.checksCapacity { try LoaderContract.checkCapacity(of: loader, config: config) }
            } catch {
                throw ConfigFailure(config: config, load: seq, error: error)
            }
            if recorded {
                (r.config, r.repetition, r.seq) = (index, repetition, seq)
                if let known {
                    (r.nibBytes, r.missCost) = known
                } else {
                    context.nibs[name] = (r.nibBytes, r.missCost)
                }
                records.append(r)
            }
        }
        // The canary's own time inside the replay is not the strategy's.
        let wall = MonotonicClock.nanoseconds() - start - canaryCost
        let result = RepetitionResult(
            config: index, repetition: repetition, order: position, wallNanoseconds: wall, counters: loader.counters,
            peakBytes: try context.probe.threadPeak(), allocator: try context.probe.snapshot(),
            usage: try ResourceUsage.process().since(usageBefore), canary: context.canary.map { _ in canarySamples })
        return (records, result)
    }
}
