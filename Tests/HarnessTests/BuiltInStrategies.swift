import Harness
import Loaders
import NibCache
import Traces
import Records
import Manifest

// The tests here run the built-in strategies and policies. Production code names its registry
// at every call (issue 41: no `= .builtIn` default below the command layer, so no path can drop
// a plug-in's strategies); these overloads name the built-ins once for the tests.

extension Runner {
    init(plan: RunPlan) { self.init(plan: plan, strategies: .builtIn) }
}

extension ChildRunner {
    init(plan: RunPlan, executable: String) { self.init(plan: plan, executable: executable, strategies: .builtIn) }
}

extension RunPlanner {
    static func prepare(_ request: RunRequest, note: (String) -> Void = { _ in }) throws -> Prepared {
        try prepare(request, strategies: .builtIn, note: note)
    }

    static func plan(_ request: RunRequest, corpus: String, manifest: CorpusManifest, events: [TraceEvent]) throws(HarnessError) -> RunPlan {
        try plan(request, corpus: corpus, manifest: manifest, events: events, strategies: .builtIn)
    }

    static func strategies(_ names: [String]) throws(HarnessError) -> [String] { try strategies(names, in: .builtIn) }

    static func configs(strategies: [String], capacities: [CacheCapacity], meanNibBytes: Int) -> [RunConfig] {
        configs(strategies: strategies, capacities: capacities, meanNibBytes: meanNibBytes, registry: .builtIn)
    }
}

extension RunWarnings {
    static func of(_ result: RunResult, events: [TraceEvent], manifest: CorpusManifest) -> [String] {
        of(result, events: events, manifest: manifest, registry: .builtIn)
    }
}

extension TraceSimulation {
    func run(policies: [String], capacities: [CacheCapacity], curve: Bool, jobs: Int = 1) throws(CachePolicyError) -> [SimulationRow] {
        try run(policies: policies, capacities: capacities, curve: curve, registry: .builtIn, jobs: jobs)
    }

    func runMiniatures(
        policies: [String], capacities: [CacheCapacity], miniature: MiniatureSimulation, jobs: Int = 1
    ) throws(CachePolicyError) -> MiniatureRun {
        try runMiniatures(policies: policies, capacities: capacities, miniature: miniature, registry: .builtIn, jobs: jobs)
    }
}

extension RunConfig {
    /// `strategy` at `capacity` with what its built-in registration says of it (policy, use of
    /// the miss cost), as a run of the built-ins records it.
    init(builtIn strategy: String, capacity: CacheCapacity?) {
        self.init(strategy: strategy, capacity: capacity)
        adopt(try? StrategyRegistry.builtIn.registration(named: strategy))
    }
}
