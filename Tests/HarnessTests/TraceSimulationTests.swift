@testable import Harness
import NibCache
import Testing
import TestSupport
import Traces
import Records
import Manifest

/// `nibbench simulate`'s work, in the library.
struct TraceSimulationTests {
    private func loaded(_ names: [String?], sizes: [String: Int]? = nil) -> LoadedTrace {
        let events = names.map { $0.map(TraceEvent.load) ?? .memoryWarning }
        return LoadedTrace(trace: AccessTrace(events), sizes: sizes.map(NibSizes.init(bytes:)), notes: [], format: .ours)
    }

    @Test func memoryWarningsSplitTheRequestsAndKeysAreLibCacheSimIDs() throws {
        let simulation = try TraceSimulation(loaded(["obj-7", "a", nil, "obj-7", nil, nil]), capacities: [.objects(2)], file: "t.csv")
        #expect(simulation.memoryWarnings == 3)
        #expect(simulation.segments.map(\.count) == [2, 1, 0, 0])
        #expect(simulation.segments[0][0].key == 7 && simulation.segments[0][1].key == LibCacheSimTrace.objectID(forNib: "a"))
        #expect(simulation.segments[0].allSatisfy { $0.size == 1 }, "no sizes: every object counts 1")
    }

    @Test func byteCapacitiesNeedSizes() throws {
        #expect {
            _ = try TraceSimulation(loaded(["a"]), capacities: [.objects(2), .bytes(100)], file: "t.csv")
        } throws: { error in
            (error as? HarnessError)?.code == .invalidPlan && "\(error)".hasPrefix("t.csv: byte capacities need sizes")
        }
        let sized = try TraceSimulation(loaded(["a", "b"], sizes: ["a": 30, "b": 0]), capacities: [.bytes(100)], file: "t.csv")
        #expect(sized.segments[0].map(\.size) == [30, 1], "a size of 0 charges 1")
    }

    @Test func rowsArePoliciesTimesCapacitiesThenTheCurve() throws {
        // a b a c a b: LRU at 2 hits the second and third a; the curve agrees with LRU.
        let simulation = try TraceSimulation(loaded(["a", "b", "a", "c", "a", "b"]), capacities: [.objects(1), .objects(2)], file: "t")
        let rows = try simulation.run(policies: ["lru", "fifo"], capacities: [.objects(1), .objects(2)], curve: true)
        #expect(
            rows.map { "\($0.policy)@\($0.capacity)" } == [
                "lru@objects:1", "lru@objects:2", "fifo@objects:1", "fifo@objects:2",
                "lru-mrc@objects:1", "lru-mrc@objects:2"
            ])
        #expect(rows[1].hits == 2 && rows[1].requests == 6 && rows[5].hits == rows[1].hits)
        #expect(rows.allSatisfy { $0.seconds >= 0 && $0.admitsNothing == nil })
        #expect(throws: CachePolicyError.self) { try simulation.run(policies: ["nope"], capacities: [.objects(1)], curve: false) }
    }
}

/// Parallel simulation gives the serial rows.
struct ParallelSimulationTests {
    /// A seeded trace with memory warnings, skewed keys and sizes 1…900.
    private func trace(seed: UInt64) -> LoadedTrace {
        var random = SeededGenerator(seed: seed)
        func next() -> UInt64 { random.next() >> 33 }
        var events: [TraceEvent] = [], sizes: [String: Int] = [:]
        for _ in 0..<6000 {
            if next() % 997 == 0 { events.append(.memoryWarning); continue }
            let r = next() % 1000
            let name = "n\(r * r / 1000)"
            sizes[name] = Int(next() % 900) + 1
            events.append(.load(name))
        }
        return LoadedTrace(trace: AccessTrace(events), sizes: NibSizes(bytes: sizes), notes: [], format: .ours)
    }

    @Test(arguments: [1, 7]) func parallelRowsEqualSerialRows(seed: UInt64) throws {
        let capacities: [CacheCapacity] = [.objects(10), .objects(100), .bytes(20_000), .bytes(100_000)]
        let simulation = try TraceSimulation(trace(seed: seed), capacities: capacities, file: "t")
        let policies = PolicyRegistry.builtIn.names
        func stripped(_ rows: [SimulationRow]) -> [SimulationRow] {
            rows.map {
                var row = $0; row.seconds = 0; return row
            }
        }
        let serial = stripped(try simulation.run(policies: policies, capacities: capacities, curve: true, jobs: 1))
        #expect(serial.count == policies.count * capacities.count + capacities.count)
        for jobs in [2, 3, 64] {
            #expect(stripped(try simulation.run(policies: policies, capacities: capacities, curve: true, jobs: jobs)) == serial)
        }
        // The compact replay equals the replay of the segments the trace cuts into.
        for name in ["lru", "s3fifo", "belady", "gdsf"] {
            let segments = try PolicyRegistry.builtIn.simulate(policyNamed: name, capacity: .objects(50), segments: simulation.segments)
            #expect(try PolicyRegistry.builtIn.simulate(policyNamed: name, capacity: .objects(50), trace: simulation.trace) == segments)
        }
    }

    @Test func anUnknownPolicyFailsBeforeAnythingRuns() {
        #expect(throws: CachePolicyError.self) {
            try TraceSimulation(trace(seed: 3), capacities: [.objects(1)], file: "t")
                .run(policies: ["lru", "nope"], capacities: [.objects(1)], curve: true, jobs: 4)
        }
    }
}
