import NibbenchSupport
import Foundation
import Loaders
import NibCache
import Traces
import Records
import Manifest

/// Turns a ``RunRequest`` into a ``RunPlan``: the defaults of `nibbench run` live here, not in
/// the command — which strategies (a ``StrategyRegistry``'s defaults), at which capacities, how many repetitions and warm-up
/// loads, which trace.
package enum RunPlanner {
    /// A plan with the trace it replays.
    package struct Prepared: Sendable {
        /// The plan.
        package var plan: RunPlan
        /// The corpus folder, as the user named it (relative stays relative).
        package var corpusFolder: String
        /// The trace file the plan's events come from.
        package var tracePath: String
        /// The corpus's manifest.
        package var manifest: CorpusManifest
    }

    /// Resolves the corpus (generating it from a spec if needed) and the trace (the corpus's
    /// default trace, generated if missing), reads the trace and makes the plan.
    /// - Parameter note: told what is being generated, one sentence each.
    /// - Throws: ``HarnessError`` for an unknown strategy or a missing corpus; `InputError`
    ///   for a corpus, manifest or trace that cannot be read or generated.
    package static func prepare(
        _ request: RunRequest, strategies registry: StrategyRegistry,
        note: (String) -> Void = { _ in }
    ) throws -> Prepared {
        _ = try strategies(request.strategies, in: registry)
        let folder = try RunInputs.corpusFolder(request.corpus, note: note)
        let manifest = try CorpusManifest.load(from: folder)
        let tracePath = try request.trace ?? RunInputs.defaultTrace(corpus: folder, manifest: manifest, quick: request.quick, note: note)
        let trace = try AccessTrace.read(from: tracePath, manifest: manifest)
        let plan = try self.plan(request, corpus: folder, manifest: manifest, events: trace.events, strategies: registry)
        return Prepared(plan: plan, corpusFolder: folder, tracePath: tracePath, manifest: manifest)
    }

    /// The plan for `request` over a corpus whose manifest is `manifest`.
    /// - Throws: ``HarnessError`` (`unknown-strategy`) naming a strategy that is not registered.
    package static func plan(
        _ request: RunRequest, corpus: String, manifest: CorpusManifest, events: [TraceEvent],
        strategies registry: StrategyRegistry
    ) throws(HarnessError) -> RunPlan {
        let capacities = request.capacities.isEmpty ? defaultCapacities(nibCount: manifest.nibs.count, quick: request.quick) : request.capacities
        let meanBytes = max(1, manifest.nibs.reduce(0) { $0 + $1.nibBytes } / max(1, manifest.nibs.count))
        var plan = RunPlan(
            corpus: corpus, events: events,
            configs: configs(
                strategies: try strategies(request.strategies, in: registry), capacities: capacities,
                meanNibBytes: meanBytes, registry: registry),
            repetitions: request.repetitions ?? (request.quick ? RunPlan.quickRepetitions : RunPlan.defaultRepetitions),
            warmupLoads: request.warmupLoads ?? (request.quick ? RunPlan.quickWarmupLoads : RunPlan.defaultWarmupLoads),
            coldIO: request.coldIO, countAllocations: true, seed: request.seed)
        plan.injectedDelays = request.injectedDelays
        plan.injectedWork = request.injectedWork
        if let cost = request.missCost { plan.missCost = cost }
        plan.checksCapacity = request.checksCapacity
        plan.measure = request.measure
        if request.measure.isCounted {
            // Counts do not vary: one replay, no canary, nothing re-run.
            plan.repetitions = 1
            plan.canaryInterval = 0
            plan.maxReruns = 0
        }
        plan.resolve(in: registry)
        return plan
    }

    /// `names`, or the registry's default strategies when empty.
    /// - Throws: ``HarnessError`` (`unknown-strategy`) naming the first unknown one and listing
    ///   the known ones.
    package static func strategies(_ names: [String], in registry: StrategyRegistry) throws(HarnessError) -> [String] {
        let chosen = names.isEmpty ? registry.defaultNames : names
        for name in chosen where !registry.names.contains(name) {
            throw HarnessError(.unknownStrategy, "unknown strategy \"\(name)\"; strategies: \(registry.names.joined(separator: ", "))")
        }
        return chosen
    }

    /// The shares of the corpus's nib count that a run naming no capacity sweeps.
    package static let defaultCapacityShares = [0.05, 0.15, 0.40]
    /// The share of a quick run naming no capacity: the sweep's middle, one capacity, so that a
    /// quick run (and CI's quick runs under callgrind) keeps one configuration per strategy.
    package static let quickCapacityShare = 0.15

    /// The capacities of a run that names none: a sweep across the corpus's size, 5%, 15% and
    /// 40% of its nib count (rounded, at least 1, without repeats), so that policies differ at
    /// the small capacities where choosing matters; a quick run takes the middle one only.
    /// (W-TinyLFU's window is 1% of the capacity, as in libCacheSim, so it admits nothing below
    /// 100 objects; the run warns when a policy admits nothing, ``RunWarnings``.)
    package static func defaultCapacities(nibCount: Int, quick: Bool = false) -> [CacheCapacity] {
        var counts: [Int] = []
        for share in quick ? [quickCapacityShare] : defaultCapacityShares {
            let count = max(1, Int((Double(nibCount) * share).rounded()))
            if !counts.contains(count) { counts.append(count) }
        }
        return counts.map { .objects($0) }
    }

    /// Every strategy, each bounded one at every capacity, with what its registration in
    /// `registry` says of it (policy, use of the miss cost). A strategy bounded by bytes only
    /// (`bytes-lru`) takes a count capacity as that many nibs of `meanNibBytes`.
    package static func configs(
        strategies: [String], capacities: [CacheCapacity], meanNibBytes: Int,
        registry: StrategyRegistry
    ) -> [RunConfig] {
        strategies.flatMap { strategy -> [RunConfig] in
            let registration = try? registry.registration(named: strategy)
            func config(_ capacity: CacheCapacity?) -> RunConfig {
                var config = RunConfig(strategy: strategy, capacity: capacity)
                config.adopt(registration)
                return config
            }
            let bound = registration?.bound ?? .none
            guard bound != .none else { return [config(nil)] }
            return capacities.map { capacity in
                if bound == .bytes, case .objects(let n) = capacity { return config(.bytes(n * meanNibBytes)) }
                return config(capacity)
            }
        }
    }
}
