import Foundation
@testable import Harness
import Loaders
import NibArchive
import NibCache
import NibbenchSupport
import Probes
import Testing
import Traces
import Records

/// Issue 16 item 3: the cost-aware policies' miss ratios must not depend on timing.
@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)")) struct MissCostTests {
    /// 80 seeded loads over 7 nibs of 1–7 labels, with a memory warning after load 40.
    static func events() -> [TraceEvent] {
        var state: UInt64 = 16
        var events: [TraceEvent] = []
        for i in 0..<80 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            events.append(.load("n\((state >> 33) % 7)"))
            if i == 39 { events.append(.memoryWarning) }
        }
        return events
    }

    @Test(arguments: ["decoded-gdsf", "decoded-greedydual"])
    func costAwareMissRatiosAreTheSameInEveryRunAndRepetition(strategy: String) throws {
        let corpus = try runnerCorpus(7)
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let plan = RunPlan(
            corpus: corpus, events: Self.events(), configs: [RunConfig(builtIn: strategy, capacity: .objects(3))],
            repetitions: 3, warmupLoads: 0, countAllocations: false)
        #expect(plan.missCost == .objects && plan.missCost.isDeterministic)
        let runs = try (0..<2).map { _ in try Runner(plan: plan).run() }
        // Hit or miss of every load, per repetition, must be identical everywhere.
        let patterns = runs.flatMap { run in
            (0..<3).map { rep in run.records.filter { $0.repetition == rep }.sorted { $0.seq < $1.seq }.map(\.hit) }
        }
        #expect(Set(patterns).count == 1, "hit patterns differ between repetitions or runs")
        #expect(runs[0].summaries[0].missRatio == runs[1].summaries[0].missRatio)
        #expect(runs[0].summaries[0].costMissRatio == runs[1].summaries[0].costMissRatio)
        #expect(runs.allSatisfy { $0.missCost == .objects && $0.hasDeterministicCost })
    }

    @Test func greedyDualEvictsByArchiveObjectsAndValuesAsTheSimulatorDoes() throws {
        let corpus = try runnerCorpus(7)
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let events = Self.events()
        let plan = RunPlan(
            corpus: corpus, events: events, configs: [RunConfig(builtIn: "decoded-greedydual", capacity: .objects(3))],
            repetitions: 1, warmupLoads: 0, countAllocations: false)
        let result = try Runner(plan: plan).run()
        // The same trace through the policy with each nib's objects + values as its cost.
        var cost: [UInt64: Double] = [:]
        for i in 0..<7 {
            let bytes = try FileBytes.read(corpus + "/n\(i).nib")
            let header = try bytes.withUnsafeBytes { try NibArchiveHeader(reading: $0) }
            cost[UInt64(i)] = Double(header.objectCount + header.valueCount)
            #expect(bytes.withUnsafeBytes { MissCost.objects.cost(of: $0, measuredNanoseconds: 99) } == cost[UInt64(i)])
            #expect(bytes.withUnsafeBytes { MissCost.bytes.cost(of: $0, measuredNanoseconds: 99) } == Double(bytes.count))
        }
        var segments: [[CacheRequest<UInt64>]] = [[]]
        for event in events {
            guard case .load(let name) = event else { segments.append([]); continue }
            let id = UInt64(name.dropFirst())!
            segments[segments.count - 1].append(CacheRequest(key: id, size: 1, cost: cost[id]!))
        }
        let simulated = try PolicyRegistry.builtIn.simulate(policyNamed: "greedydual", capacity: .objects(3), segments: segments)
        #expect(result.records.filter(\.hit).count == simulated.hits)
        #expect(result.summaries[0].missRatio == simulated.missRatio)
    }

    @Test func measuredCostIsRecordedAsNotDeterministic() throws {
        let corpus = try runnerCorpus(3)
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        var plan = RunPlan(
            corpus: corpus, events: [.load("n0"), .load("n1"), .load("n0")],
            configs: [RunConfig(builtIn: "decoded-gdsf", capacity: .objects(2))], repetitions: 1, countAllocations: false)
        plan.missCost = .measured
        let result = try Runner(plan: plan).run()
        #expect(result.missCost == .measured && !result.hasDeterministicCost)
        #expect(RunConfig(builtIn: "decoded-gdsf", capacity: nil).usesMissCost)
        #expect(!RunConfig(builtIn: "decoded-lru", capacity: nil).usesMissCost)
        // Unresolved, a configuration looks nothing up: no policy, and taken to use the cost.
        let unresolved = RunConfig(strategy: "decoded-lru", capacity: nil)
        #expect(unresolved.policy == nil && unresolved.usesMissCost && unresolved.deterministicCost == nil)
    }
}
