import Foundation
import Harness
import Loaders
import NibCache
import Probes
import Reporting
import Testing
import TestSupport
import Traces
import Records
import Verdicts

/// Issue 30 item 3: a strategy's identity is resolved once, from its registration, so a
/// cost-aware policy a package registers is known as cost-aware everywhere after planning.
@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)"))
struct PluginMissCostTests {
    /// A package's cost-aware policy, registered as Examples/CustomStrategy registers its own:
    /// GDSF's ranking under another name, so the built-ins do not know it.
    static let plugin = PolicyRegistration(name: "plugin-gdsf", summary: "a package's cost-aware policy", costAware: true) { capacity in
        GDSFPolicy<UInt64>(capacity: capacity)
    }

    /// 120 seeded loads over 8 nibs, with a memory warning halfway.
    static func events() -> [TraceEvent] {
        var random = SeededGenerator(seed: 30)
        return (0..<120).flatMap { i -> [TraceEvent] in
            [.load("n\(random.next() % 8)")] + (i == 59 ? [.memoryWarning] : [])
        }
    }

    @Test func aPluginCostAwarePolicyUnderMeasuredCostIsNotGatedByCompare() throws {
        let corpus = try TestCorpus.labelledViews(8)
        defer { TemporaryFolder.remove(corpus) }
        let registry = try StrategyRegistry.builtIn.adding([.policy(Self.plugin)])
        let configs = RunPlanner.configs(
            strategies: ["decoded-plugin-gdsf", "decoded-lru"], capacities: [.objects(3)], meanNibBytes: 1,
            registry: registry)
        var plan = RunPlan(corpus: corpus, events: Self.events(), configs: configs, repetitions: 1, warmupLoads: 0, countAllocations: false)
        plan.missCost = .measured // run --cost measured
        plan.canaryInterval = 0
        let runs = try (0..<2).map { _ in try Runner(plan: plan, strategies: registry).run() }
        for run in runs {
            let plugin = try #require(run.configs.first { $0.strategy == "decoded-plugin-gdsf" })
            #expect(plugin.policy == "plugin-gdsf" && plugin.usesMissCost && plugin.deterministicCost == false)
            let lru = try #require(run.configs.first { $0.strategy == "decoded-lru" })
            #expect(lru.policy == "lru" && !lru.usesMissCost && lru.deterministicCost == true)
        }
        let comparison = Comparison(base: runs[0], new: runs[1])
        let missRatio = comparison.rows.filter { $0.metric == "miss_ratio" }
        #expect(!missRatio.contains { $0.verdict == .regression })
        // The plug-in's miss ratio follows the machine's timing: shown, never gated; LRU's is exact.
        #expect(missRatio.first { $0.config == "decoded-plugin-gdsf@objects:3" }?.verdict == .informational)
        #expect(missRatio.first { $0.config == "decoded-lru@objects:3" }?.verdict == .unchanged)
        // The resolved fields survive run.json, and a run read back compares the same way.
        let reread = try runs.map { try JSONDecoder().decode(RunResult.self, from: JSONEncoder().encode($0)) }
        #expect(reread.map(\.configs.first?.usesMissCost) == [true, true])
        #expect(
            Comparison(base: reread[0], new: reread[1]).rows.first { $0.config == "decoded-plugin-gdsf@objects:3" && $0.metric == "miss_ratio" }?
                .verdict == .informational)
    }

    /// Issue 41 item 3: a plug-in's strategy keeps what its registration says through every
    /// layer a run passes: the plan, a child process's replay (in this process, as the
    /// `--nibbench-child run` entry point does it), the merge of isolated parts, the summary,
    /// the report, and an interrupted run resumed.
    @Test func aPluginStrategyCarriesItsRegistrationThroughPlanChildMergeSummaryReportAndResume() throws {
        let corpus = try TestCorpus.labelledViews(8)
        let work = try TemporaryFolder.make("plugin-run")
        defer {
            TemporaryFolder.remove(corpus)
            TemporaryFolder.remove(work)
        }
        let registry = try StrategyRegistry.builtIn.adding([.policy(Self.plugin)])
        // Plan: the configurations take the plug-in's registration.
        let configs = RunPlanner.configs(
            strategies: ["decoded-plugin-gdsf", "cold"], capacities: [.objects(3)], meanNibBytes: 1, registry: registry)
        var plan = RunPlan(corpus: corpus, events: Self.events(), configs: configs, repetitions: 2, warmupLoads: 0, countAllocations: false)
        plan.canaryInterval = 0
        func expectResolved(_ result: RunResult, _ stage: String) {
            let plugin = result.configs.first { $0.strategy == "decoded-plugin-gdsf" }
            #expect(
                plugin?.policy == "plugin-gdsf" && plugin?.usesMissCost == true && plugin?.deterministicCost == true,
                "\(stage): \(String(describing: plugin))")
            #expect(result.failures == nil, "\(stage): \(String(describing: result.failures))")
            #expect(result.summaries.contains { $0.config.strategy == "decoded-plugin-gdsf" && $0.hitRatio > 0 }, "\(stage)")
        }
        // Children: each replays one repetition of the plan it reads, with the parent's strategies.
        var parts: [RunReplays] = []
        for repetition in 0..<2 {
            var part = plan
            (part.repetitions, part.seed) = (1, plan.seed &+ UInt64(repetition))
            let planFile = work + "/plan-\(repetition).json", output = work + "/part-\(repetition).replays"
            try JSONEncoder().encode(part).write(to: URL(fileURLWithPath: planFile))
            try ChildProcess.run(
                ChildProcess.arguments(.run, [planFile, output]), strategies: registry, profile: { _, _ in Issue.record("not a profile child") },
                shouldStop: { false })
            parts.append(try RunReplays.read(output))
        }
        // Merge and summary, as `run --isolate`'s parent does them.
        let merged = try Runner(plan: plan, strategies: registry).merge(parts)
        expectResolved(merged, "merged")
        // Report: the plug-in's strategy is a row of report.md.
        #expect(MarkdownReport.render(merged, id: "plugin").contains("decoded-plugin-gdsf"))
        // Resume: an interrupted run finishes with the plug-in's configurations intact.
        var polls = 0
        let interrupted = try Runner(plan: plan, strategies: registry).run(shouldStop: {
            polls += 1
            return polls > 150
        })
        #expect(interrupted.incomplete != nil)
        let resumed = try Runner(plan: plan, strategies: registry).run(resuming: interrupted)
        #expect(resumed.incomplete == nil)
        expectResolved(resumed, "resumed")
    }

    @Test func aRunJSONWithoutTheResolvedFieldsStillLoads() throws {
        // Written before configurations recorded their policy and cost: read unresolved (records
        // look nothing up), then resolved against the built-in strategies by the layers that read
        // results (compare, report, --resume).
        let read = try ResultDirectory.read(Snapshot.fixtures.appendingPathComponent("run.json").path)
        #expect(read.configs.allSatisfy { $0.predatesResolution && $0.policy == nil && $0.usesMissCost })
        let old = read.resolvingPredatingConfigs()
        for summary in old.summaries {
            #expect(summary.config.policy == old.configs.first(where: { $0 == summary.config })?.policy)
        }
        let text = try String(contentsOf: Snapshot.fixtures.appendingPathComponent("run.json"), encoding: .utf8)
        #expect(!text.contains("usesMissCost") && !text.contains("deterministicCost"))
        #expect(old.configs.map(\.description).contains("decoded-sieve@objects:4"))
        for config in old.configs {
            #expect(config.deterministicCost == nil && !config.usesMissCost)
            #expect(config.policy.map { "decoded-" + $0 } == (config.strategy.hasPrefix("decoded-") ? config.strategy : nil))
        }
        let unknown = try JSONDecoder().decode(RunConfig.self, from: Data(#"{"strategy":"two-level","capacity":"objects:4"}"#.utf8))
            .resolvedIfPredating()
        #expect(unknown.usesMissCost && unknown.policy == nil, "an unknown strategy is not gated on exact miss ratios")
        let gdsf = try JSONDecoder().decode(RunConfig.self, from: Data(#"{"strategy":"decoded-gdsf"}"#.utf8)).resolvedIfPredating()
        #expect(gdsf.usesMissCost && gdsf.policy == "gdsf")
    }
}
