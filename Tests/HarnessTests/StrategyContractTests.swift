import Foundation
@testable import Harness
import Loaders
import NibCache
import NibRuntime
import Probes
import Testing
import Traces
import Records

/// A user's strategy that breaks its contract fails alone, named; the others still run.
@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)"))
struct StrategyContractTests {
    /// Cold loading that throws on its `failAt`-th load, or returns nib `n0` for every load
    /// after `lieAfter` loads, or claims to hold `hoard` nibs.
    final class FaultyLoader: NibLoader {
        struct Broken: Error, CustomStringConvertible { var description: String }
        let name: String
        let inner: ColdLoader
        let failAt: Int?, lieAfter: Int?, hoard: Int?
        var counters: LoaderCounters { var c = inner.counters; c.entriesHeld = hoard; return c }

        init(name: String, store: NibStore, failAt: Int? = nil, lieAfter: Int? = nil, hoard: Int? = nil) {
            (self.name, inner, self.failAt, self.lieAfter, self.hoard) = (name, ColdLoader(store: store), failAt, lieAfter, hoard)
        }

        func load(_ name: String) throws -> LoadedNib {
            let n = inner.counters.requests + 1
            if n == failAt { throw Broken(description: "the disk cache is corrupt") }
            if let lieAfter, n > lieAfter, name != "n0" { return try inner.load("n0") }
            return try inner.load(name)
        }

        func memoryWarning() { inner.memoryWarning() }
    }

    private func registry() throws -> StrategyRegistry {
        var registry = StrategyRegistry.builtIn
        try registry.register(
            StrategyRegistration(name: "throws-on-10", summary: "throws on its 10th load") {
                FaultyLoader(name: "throws-on-10", store: $0.store, failAt: 10)
            })
        try registry.register(
            StrategyRegistration(name: "liar", summary: "returns n0 for everything after 5 loads") {
                FaultyLoader(name: "liar", store: $0.store, lieAfter: 5)
            })
        try registry.register(
            StrategyRegistration(name: "hoarder", summary: "holds more than its capacity", bound: .objectsOrBytes) {
                FaultyLoader(name: "hoarder", store: $0.store, hoard: 1_000)
            })
        return registry
    }

    @Test func aBrokenStrategyFailsAloneAndIsNamed() throws {
        let corpus = try runnerCorpus(6)
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let events = (0..<40).map { TraceEvent.load("n\($0 % 6)") }
        let strategies = try registry()
        let configs = RunPlanner.configs(
            strategies: ["cold", "throws-on-10", "liar", "hoarder", "decoded-lru"], capacities: [.objects(3)],
            meanNibBytes: 1, registry: strategies)
        var plan = RunPlan(corpus: corpus, events: events, configs: configs, repetitions: 2, warmupLoads: 2)
        plan.checksCapacity = true
        plan.canaryInterval = 0
        let result = try Runner(plan: plan, strategies: strategies).run()
        let failures = try #require(result.failures)
        #expect(failures.map(\.config.description) == ["throws-on-10", "liar", "hoarder@objects:3"])
        #expect(failures[0].load == 10 && failures[0].message.contains("the disk cache is corrupt"))
        #expect(
            failures[1].load == 6 && failures[1].message.contains("strategy liar: a load of n5 returned the nib")
                && failures[1].message.contains("wrong-nib"))
        #expect(failures[2].load == 1 && failures[2].message.contains("held 1000 nibs after a load; its capacity is 3"))
        #expect(result.summaries.map(\.config.description) == ["cold", "decoded-lru@objects:3"])
        #expect(Set(result.records.map(\.config)) == [0, 4], "no record of a failed configuration")
        #expect(result.summaries.allSatisfy { $0.loads == 2 * 38 })
    }

    @Test func withoutTheCheckAHoarderIsOnlyWrongNotFailed() throws {
        let corpus = try runnerCorpus(3)
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let strategies = try registry()
        let plan = RunPlan(
            corpus: corpus, events: (0..<6).map { .load("n\($0 % 3)") },
            configs: [RunConfig(builtIn: "hoarder", capacity: .objects(1))], repetitions: 1)
        #expect(try Runner(plan: plan, strategies: strategies).run().failures == nil)
    }

    @Test func namesAreCheckedWhenRegistered() throws {
        var registry = StrategyRegistry.builtIn
        let cold = StrategyRegistration(name: "cold", summary: "again") { ColdLoader(store: $0.store) }
        #expect(throws: StrategyError.self) { try registry.register(cold) }
        #expect(throws: StrategyError.self) { try registry.register(StrategyRegistration(name: "a b", summary: "") { ColdLoader(store: $0.store) }) }
        #expect(throws: StrategyError.self) { try registry.register(policy: PolicyRegistry.builtIn.registrations[0]) }
        try registry.register(policy: PolicyRegistration(name: "lru2", summary: "LRU again") { LRUPolicy<UInt64>(capacity: $0) })
        #expect(registry.names.suffix(1) == ["decoded-lru2"] && registry.policies.names.suffix(1) == ["lru2"])
        #expect(registry.defaultNames.contains("decoded-lru2"))
        let added = try StrategyRegistry.builtIn.adding([
            .strategy(StrategyRegistration(name: "warm", summary: "w") { ColdLoader(store: $0.store) }),
            .policy(PolicyRegistration(name: "lru3", summary: "l") { LRUPolicy<UInt64>(capacity: $0) })
        ])
        #expect(added.names.suffix(2) == ["warm", "decoded-lru3"] && added.policies.names.last == "lru3")
        #expect(throws: StrategyError.self) { try StrategyRegistry.builtIn.adding([.strategy(cold)]) }
    }
}
