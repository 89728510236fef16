import Foundation
@testable import Harness
@testable import Profiling
import NibCache
import Testing
import TestSupport
import Traces
import Records
import Manifest

/// `nibbench recommend`'s replay (issue 32 item 1): exact hits per strategy and budget, each
/// load charged its own nib's cost, and the decision drawn from them.
struct BudgetSweepTests {
    /// A manifest of `count` nibs of 500…20,000 bytes and costs that grow with the size
    /// (decoded footprint = twice the file).
    static func corpus(_ count: Int) -> (CorpusManifest, NibLoadCosts) {
        var random = SeededGenerator(seed: 7)
        let nibs = (0..<count).map { i in
            CorpusManifest.Entry(
                name: "nib-\(i)", kind: .view, objectCount: 10, xibBytes: 0, nibBytes: Int.random(in: 500...20_000, using: &random),
                sha256: String(repeating: "0", count: 64))
        }
        let costs = NibLoadCosts(
            unit: .allocations,
            nibs: nibs.map {
                NibLoadCosts.Cost(
                    name: $0.name, miss: Double($0.nibBytes / 10), decodedHit: Double($0.nibBytes / 100), missNanoseconds: 1000,
                    decodedHitNanoseconds: 100, policyCost: Double($0.nibBytes % 97), footprint: $0.nibBytes * 2, estimated: false)
            })
        return (CorpusManifest(nibs: nibs), costs)
    }

    /// A Zipf-like trace over `manifest` with a memory warning every 700 loads.
    static func trace(_ manifest: CorpusManifest, loads: Int) -> [TraceEvent] {
        var random = SeededGenerator(seed: 11)
        var events: [TraceEvent] = []
        for i in 0..<loads {
            if i > 0 && i % 700 == 0 { events.append(.memoryWarning) }
            let rank = Int(Double(manifest.nibs.count) * pow(Double.random(in: 0..<1, using: &random), 3))
            events.append(.load(manifest.nibs[rank].name))
        }
        return events
    }

    @Test func everyPolicyHitsWhatTheSimulatorHits() throws {
        let (manifest, costs) = Self.corpus(60)
        let events = Self.trace(manifest, loads: 3_000)
        let sweep = try BudgetSweep(trace: events, manifest: manifest, costs: costs)
        let budgets = [40_000, 150_000, 600_000]
        let rows = try sweep.run(budgets: budgets, policies: .builtIn, jobs: 2)
        // The simulator's own replay of the same requests: decoded footprint as size, the
        // policy cost as cost, a memory warning starting a new segment.
        let index = manifest.indexByName
        var segments: [[CacheRequest<UInt64>]] = [[]]
        for event in events {
            guard case .load(let name) = event else {
                segments.append([])
                continue
            }
            let nib = index[name]!
            segments[segments.count - 1].append(
                CacheRequest(key: CacheKey.objectID(forName: name), size: costs.nibs[nib].footprint, cost: costs.nibs[nib].policyCost))
        }
        for registration in PolicyRegistry.builtIn.registrations {
            for budget in budgets {
                let simulated = try PolicyRegistry.builtIn.simulate(policyNamed: registration.name, capacity: .bytes(budget), segments: segments)
                let row = try #require(rows.first { $0.strategy == "decoded-" + registration.name && $0.budget == budget })
                #expect(row.hits == simulated.hits, "\(registration.name) at \(budget): \(row.hits) against \(simulated.hits)")
                #expect(row.loads == 3_000)
            }
        }
        #expect(rows.filter(\.isBound).map(\.strategy).allSatisfy { $0 == "decoded-belady" })
    }

    @Test func eachLoadIsChargedItsOwnNibsCost() throws {
        let (manifest, costs) = Self.corpus(3)
        let (a, b, c) = (costs.nibs[0], costs.nibs[1], costs.nibs[2])
        let events: [TraceEvent] = [.load("nib-0"), .load("nib-1"), .load("nib-0"), .memoryWarning, .load("nib-0"), .load("nib-2")]
        let sweep = try BudgetSweep(trace: events, manifest: manifest, costs: costs)
        let rows = try sweep.run(budgets: [1], policies: .builtIn)
        let cold = try #require(rows.first { $0.strategy == "cold" })
        #expect(cold.hits == 0 && cold.loads == 5)
        #expect(cold.costPerLoad == (3 * a.miss + b.miss + c.miss) / 5)
        // Keeping everything: the second nib-0 hits; the warning empties the cache.
        let keep = try #require(rows.first { $0.strategy == "uinib" })
        #expect(keep.hits == 1)
        #expect(keep.costPerLoad == (2 * a.miss + a.decodedHit + b.miss + c.miss) / 5)
        // A budget of one byte holds nothing: every policy misses everything.
        #expect(rows.filter { $0.budget == 1 }.allSatisfy { $0.hits == 0 })
        // A file-bytes hit still decodes: bytes-lru costs a miss on every load.
        let large = try sweep.run(budgets: [10_000_000], policies: .builtIn)
        let bytes = try #require(large.first { $0.strategy == "bytes-lru" })
        #expect(bytes.hits == 1 && bytes.costPerLoad == cold.costPerLoad)
        #expect(large.first { $0.strategy == "decoded-lru" }?.costPerLoad == keep.costPerLoad)
    }

    @Test func aTraceNamingANibTheCorpusLacksIsRefused() {
        let (manifest, costs) = Self.corpus(2)
        #expect(throws: HarnessError.self) { try BudgetSweep(trace: [.load("nib-0"), .load("elsewhere")], manifest: manifest, costs: costs) }
    }

    @Test func theGridRisesInWholeKiBToKeepingEverything() {
        let grid = Recommender.grid(from: 700, to: 1_000_000, points: 12)
        #expect(grid.last == 1_000_000)
        #expect(zip(grid, grid.dropFirst()).allSatisfy { $0 < $1 })
        #expect(grid.dropLast().allSatisfy { $0 % 1024 == 0 })
        #expect(grid.count == 12)
        #expect(Recommender.grid(from: 5000, to: 5000, points: 12) == [5000])
    }

    /// A row for the decision tests.
    static func row(_ strategy: String, _ budget: Int?, hits: Int, cost: Double, bound: Bool = false) -> BudgetRow {
        BudgetRow(
            strategy: strategy, budget: budget, loads: 100, hits: hits, costPerLoad: cost, nanosecondsPerLoad: 0, isBound: bound, admitsNothing: nil)
    }

    @Test func theSmallestBudgetWithinTheToleranceIsRecommendedAndTiesSayWhy() {
        let rows = [
            Self.row("cold", nil, hits: 0, cost: 1000), Self.row("uinib", nil, hits: 90, cost: 100),
            Self.row("decoded-lru", 10, hits: 20, cost: 700), Self.row("decoded-sieve", 10, hits: 25, cost: 650),
            Self.row("decoded-lru", 20, hits: 85, cost: 105), Self.row("decoded-sieve", 20, hits: 86, cost: 104),
            Self.row("decoded-belady", 20, hits: 89, cost: 101, bound: true),
            Self.row("decoded-lru", 40, hits: 90, cost: 100), Self.row("decoded-sieve", 40, hits: 90, cost: 100)
        ]
        let decision = Recommendation(rows: rows, unit: .allocations, distinctBytes: 40, tolerance: 0.05, tieTolerance: 0.01)
        #expect(decision.choices.map(\.budget) == [10, 20, 40])
        #expect(decision.choices[0].best == "decoded-sieve" && decision.choices[0].tied.isEmpty)
        // At 20 the bound (Belady) is cheaper but is not a strategy; sieve is within 5% of 100.
        #expect(decision.recommended?.budget == 20 && decision.recommended?.best == "decoded-sieve")
        #expect(decision.choices[1].tied == ["decoded-lru"])
        #expect(decision.choices[1].tieReason?.contains("less than 1%") == true)
        #expect(decision.choices[2].tieReason?.contains("holds every nib") == true)
        #expect(decision.coldCost == 1000 && decision.keepEverythingCost == 100)
        let strict = Recommendation(rows: rows, unit: .allocations, distinctBytes: 40, tolerance: 0.01, tieTolerance: 0)
        #expect(strict.recommended?.budget == 40)
    }

    @Test func anEstimateFollowsTheProfiledNibsLine() {
        let line = NibLoadCosts.line([(10, 100), (20, 200), (30, 300)])
        #expect(abs(line(40) - 400) < 1e-9)
        #expect(NibLoadCosts.line([(10, 5), (10, 7)])(99) == 6)
        #expect(NibLoadCosts.line([(10, 100), (20, 0)])(40) == 0)
    }
}
