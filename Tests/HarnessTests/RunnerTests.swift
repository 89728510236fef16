import Foundation
import Loaders
import Probes
@testable import Harness
import NibCache
import NibModel
import Testing
import TestSupport
import Traces
import Records

/// A new temporary folder of `count` nibs, nib `i` a view with `i + 1` labels.
func runnerCorpus(_ count: Int) throws -> String { try TestCorpus.labelledViews(count) }

@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)")) struct RunnerTests {
    @Test func replaysEveryConfigurationAndCountsDeterministically() throws {
        let corpus = try runnerCorpus(4)
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        // n0 n1 n2 n0 n3 n0 n1, a memory warning, n0 n1
        let names = ["n0", "n1", "n2", "n0", "n3", "n0", "n1"]
        let events = names.map(TraceEvent.load) + [.memoryWarning, .load("n0"), .load("n1")]
        let configs = RunPlanner.configs(strategies: ["cold", "uinib", "decoded-lru"], capacities: [.objects(2)], meanNibBytes: 1)
        let result = try Runner(plan: RunPlan(corpus: corpus, events: events, configs: configs, repetitions: 2, warmupLoads: 1)).run()
        #expect(result.records.count == 3 * 2 * 8, "9 loads minus 1 warm-up, 3 configs, 2 repetitions")
        #expect(result.repetitionResults.count == 6)
        // Time mode: page faults per load from each replay's getrusage over its 9 loads; no cycles.
        for (index, summary) in result.summaries.enumerated() {
            let reps = result.repetitionResults.filter { $0.config == index }
            let minor = Double(reps.reduce(0) { $0 + $1.usage.minorFaults }) / Double(reps.count * 9)
            #expect(summary.minorFaultsPerLoad == minor && summary.majorFaultsPerLoad != nil && summary.cyclesPerLoad == nil)
        }
        let hits = Dictionary(grouping: result.records, by: \.config).mapValues { $0.filter(\.hit).count }
        #expect(hits[0] == 0, "cold never hits")
        // uinib: hits n0 (4th), n0 (6th), n1 (7th) per repetition; misses again after the warning.
        #expect(hits[1] == 2 * 3)
        // decoded-lru@2: n0 n1 n2(evict n0) n0(miss, evict n1) n3(evict n2) n0(hit) n1(miss) | warning | n0 n1 miss.
        #expect(hits[2] == 2 * 1)
        for r in result.records {
            #expect(r.total > 0 && r.create > 0 && r.allocatedBytes > 0 && (r.allocations ?? 0) > 0 && r.nibBytes > 0)
            #expect(r.hit == (r.read == 0 && r.decode == 0))
        }
        // Allocation counts are exact and deterministic (the counting replay's thread has an
        // arena of its own): every cold load of n0 makes the same requests, and a hit fewer
        // than a miss.
        #expect(Set(result.records.filter { $0.config == 0 && $0.nib == "n0" }.compactMap(\.allocations)).count == 1)
        let uinib = result.records.filter { $0.config == 1 && $0.nib == "n0" }
        #expect(uinib.filter(\.hit).map { $0.allocations! }.max()! < uinib.filter { !$0.hit }.map { $0.allocations! }.min()!)
        let summary = try #require(result.summaries.first { $0.config.strategy == "decoded-lru" })
        #expect(summary.config.capacity == .objects(2) && summary.loads == 16)
        #expect(abs(summary.hitRatio - 2.0 / 16) < 1e-9)
        #expect(result.machine.allocator.hasPrefix("jemalloc 5"))
        // A run.json of schema 1 holds the records (RunDocument); run.json of today leaves them out.
        let encoded = try JSONEncoder().encode(RunDocument(result))
        #expect(try JSONDecoder().decode(RunDocument.self, from: encoded).result.records == result.records)
        #expect(try JSONDecoder().decode(RunResult.self, from: JSONEncoder().encode(result)).records.isEmpty)
    }

    @Test func everyReplayCarriesItsMachineCanarySamples() throws {
        let corpus = try runnerCorpus(2)
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let events = ["n0", "n1", "n0", "n1", "n0"].map(TraceEvent.load) + [.memoryWarning] + ["n1", "n0", "n1", "n0"].map(TraceEvent.load)
        var plan = RunPlan(
            corpus: corpus, events: events, configs: RunPlanner.configs(strategies: ["cold", "uinib"], capacities: [], meanNibBytes: 1),
            repetitions: 2, warmupLoads: 0, countAllocations: false)
        plan.canaryInterval = 2
        let result = try Runner(plan: plan).run()
        #expect(result.repetitionResults.count == 4)
        for replay in result.repetitionResults {
            // One before the first load, then after loads 2, 4, 6 and 8 (the warning is no load).
            let samples = try #require(replay.canary)
            #expect(samples.count == 5 && samples.allSatisfy { $0 > 0 })
        }
        plan.canaryInterval = 0
        #expect(try Runner(plan: plan).run().repetitionResults.allSatisfy { $0.canary == nil })
    }

    @Test func aDisturbedReplayIsRunAgainAndTheQuieterAttemptKept() throws {
        let corpus = try runnerCorpus(2)
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let events = (0..<40).map { TraceEvent.load("n\($0 % 2)") }
        var plan = RunPlan(
            corpus: corpus, events: events, configs: RunPlanner.configs(strategies: ["cold", "uinib"], capacities: [], meanNibBytes: 1),
            repetitions: 2, warmupLoads: 0, countAllocations: false)
        plan.canaryInterval = 4
        plan.maxReruns = 0
        var result = try Runner(plan: plan).run()
        // Make replay 0 look as if another process had slowed its canary tenfold, and the others
        // equally quiet (on a busy test machine their own canaries vary, and most replays looking
        // disturbed is the "busy throughout" case, which re-runs nothing).
        let victim = result.repetitionResults[0]
        for i in result.repetitionResults.indices.dropFirst() { result.repetitionResults[i].canary = victim.canary }
        result.repetitionResults[0].canary = victim.canary!.map { $0 * 10 }
        let tenfold = Runner.canaryMedian(result.repetitionResults[0])
        plan.maxReruns = 1
        let runner = Runner(plan: plan)
        #expect(runner.disturbedReplays(result.repetitionResults).contains(0))
        var context = try Runner.ReplayContext(
            store: NibStore(folder: corpus), probe: AllocatorProbe(), counter: ThreadAllocationCounter(),
            overhead: 0, canary: MachineCanary())
        var records = result.records, repetitions = result.repetitionResults
        var reports: [RunProgress] = []
        let warnings = try runner.rerunDisturbedReplays(
            records: &records, repetitions: &repetitions, context: &context,
            progress: { reports.append($0) }, shouldStop: { false })
        // The re-runs report their own progress (item 12 of issue 16), ending at total.
        #expect(reports.first == RunProgress(stage: .reruns(round: 1), done: 0, total: reports.first?.total ?? -1))
        #expect(reports.last.map { $0.stage == .reruns(round: 1) && $0.done == $0.total && $0.total >= 1 } == true, "\(reports)")
        let kept = repetitions[0]
        #expect(kept.config == victim.config && kept.repetition == victim.repetition && kept.order == victim.order)
        #expect(Runner.canaryMedian(kept) < tenfold)
        #expect(kept.discarded?.first?.canaryMedian == UInt64(tenfold))
        #expect(records.filter { $0.config == victim.config && $0.repetition == victim.repetition }.count == 40)
        #expect(records.count == result.records.count)
        #expect(warnings.first?.contains("1 of 4 replays was run again") == true, "\(warnings)")
    }

    @Test func capacitiesParse() {
        #expect(CacheCapacity(parsing: "64") == .objects(64))
        #expect(CacheCapacity(parsing: "8MiB") == .bytes(8 << 20))
        #expect(CacheCapacity(parsing: "1.5KiB") == .bytes(1536))
        #expect(CacheCapacity(parsing: "objects:3") == .objects(3))
        #expect(CacheCapacity(parsing: "lots") == nil)
    }
}

@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)")) struct RunnerResumeTests {
    /// An interrupted run keeps its completed replays, is marked incomplete and has no
    /// allocation counts yet; resuming it runs exactly the missing replays and gives the same
    /// deterministic figures (hits, allocation counts) as an uninterrupted run.
    @Test func anInterruptedRunResumesToTheSameDeterministicFigures() throws {
        let corpus = try runnerCorpus(4)
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let events = ["n0", "n1", "n2", "n0", "n3", "n0", "n1"].map(TraceEvent.load) + [.memoryWarning, .load("n0")]
        let configs = RunPlanner.configs(strategies: ["cold", "uinib", "decoded-sieve"], capacities: [.objects(2)], meanNibBytes: 1)
        let plan = RunPlan(corpus: corpus, events: events, configs: configs, repetitions: 2, warmupLoads: 0, seed: 7)
        let whole = try Runner(plan: plan).run()

        var loads = 0
        let interrupted = try Runner(plan: plan).run(shouldStop: {
            loads += 1; return loads > 30
        })
        #expect(interrupted.incomplete != nil)
        #expect(interrupted.repetitionResults.count == 3, "8 loads per replay: 3 replays done, the 4th discarded")
        #expect(interrupted.records.count == 3 * 8)
        #expect(interrupted.records.allSatisfy { $0.allocations == nil }, "no counting replay when interrupted")

        var replays = 0
        var reports: [RunProgress] = []
        let resumed = try Runner(plan: plan).run(
            progress: {
                reports.append($0)
                if $0.stage == .replays { replays += 1 }
            }, resuming: interrupted)
        // Progress covers the allocation-counting replays too, one per configuration.
        let counting = reports.filter { $0.stage == .allocationCounts }
        #expect(counting.map(\.done) == Array(0...configs.count) && counting.allSatisfy { $0.total == configs.count })
        #expect(reports.last == RunProgress(stage: .allocationCounts, done: configs.count, total: configs.count))
        #expect(resumed.incomplete == nil)
        #expect(replays == 3, "only the missing replays run")
        #expect(resumed.repetitionResults.count == 6 && resumed.records.count == whole.records.count)
        func key(_ r: LoadRecord) -> String { "\(r.config)/\(r.repetition)/\(r.seq)" }
        let expected = Dictionary(uniqueKeysWithValues: whole.records.map { (key($0), $0) })
        for r in resumed.records {
            let w = try #require(expected[key(r)])
            #expect(r.nib == w.nib && r.hit == w.hit && r.allocations == w.allocations && r.allocations != nil)
        }
        #expect(resumed.summaries.map(\.hitRatio) == whole.summaries.map(\.hitRatio))
    }
}
