@testable import Harness
import NibCache
import Testing
import Traces
import Records

/// `nibbench simulate --mrc-sample`'s work: approximate rows and their accuracy summary.
struct TraceSimulationMiniatureTests {
    private func simulation(_ names: [String]) throws -> TraceSimulation {
        let trace = LoadedTrace(trace: AccessTrace(names.map(TraceEvent.load)), sizes: nil, notes: [], format: .ours)
        return try TraceSimulation(trace, capacities: [.objects(2)], file: "t")
    }

    @Test func atRateOneTheApproximateRowsAreTheFullOnesWithZeroError() throws {
        let names = (0..<2_000).map { "n\(($0 * 7919) % 97 % (1 + $0 % 13))" }
        let simulation = try simulation(names)
        let capacities: [CacheCapacity] = [.objects(2), .objects(5)]
        let full = try simulation.run(policies: ["lru", "s3fifo"], capacities: capacities, curve: false)
        let run = try simulation.runMiniatures(
            policies: ["lru", "s3fifo"], capacities: capacities,
            miniature: MiniatureSimulation(rate: 1), jobs: 2)
        #expect(run.rows.map(\.policy) == ["lru-approx", "lru-approx", "s3fifo-approx", "s3fifo-approx"])
        #expect(run.rows.map(\.hits) == full.map(\.hits))
        let accuracy = MiniatureAccuracy.compare(full: full, approximate: run.rows)
        #expect(accuracy.map(\.policy) == ["lru", "s3fifo"])
        #expect(accuracy.allSatisfy { $0.capacities == 2 && $0.meanAbsoluteError == 0 && $0.maximumError == 0 })
    }

    @Test func unknownPoliciesAreRefusedBeforeAnythingRuns() throws {
        #expect(throws: CachePolicyError.self) {
            _ = try simulation(["a", "b"]).runMiniatures(
                policies: ["lru", "nope"], capacities: [.objects(1)],
                miniature: MiniatureSimulation(rate: 0.5))
        }
    }

    @Test func errorIsTheMeanOfTheAbsoluteDifferences() {
        func row(_ policy: String, _ capacity: String, _ missRatio: Double, _ seconds: Double) -> SimulationRow {
            var r = SimulationRow(
                MissRatioPoint(
                    capacity: .objects(1), requests: 0, hits: 0, requestedBytes: 0, missedBytes: 0,
                    totalCost: 0, missedCost: 0), policy: policy)
            (r.capacity, r.missRatio, r.seconds) = (capacity, missRatio, seconds)
            return r
        }
        let full = [row("lru", "objects:1", 0.5, 2), row("lru", "objects:2", 0.25, 3)]
        let approximate = [
            row("lru-approx", "objects:1", 0.52, 0.1), row("lru-approx", "objects:2", 0.24, 0.2),
            row("fifo-approx", "objects:1", 0.5, 0.1)
        ]
        let accuracy = MiniatureAccuracy.compare(full: full, approximate: approximate)
        #expect(accuracy.count == 1 && accuracy[0].capacities == 2)
        #expect(abs(accuracy[0].meanAbsoluteError - 0.015) < 1e-12 && abs(accuracy[0].maximumError - 0.02) < 1e-12)
        #expect(accuracy[0].fullSeconds == 5 && abs(accuracy[0].approximateSeconds - 0.3) < 1e-12)
    }
}
