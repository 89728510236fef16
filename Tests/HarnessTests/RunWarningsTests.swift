import Foundation
@testable import Harness
import Loaders
import NibCache
import Testing
import Traces
import Records
import Manifest

/// Issue 32 item 3.1: a run warns when its inputs cannot decide between the policies — a
/// capacity that holds most of the corpus, a trace dominated by one nib, a policy that admits
/// nothing at its capacity — one line each, in a stable order.
@Suite struct RunWarningsTests {
    /// A manifest of `count` nibs of `bytes` bytes each.
    private func manifest(_ count: Int, bytes: Int = 1_000) -> CorpusManifest {
        CorpusManifest(
            nibs: (0..<count).map {
                .init(name: "n\($0)", kind: .view, objectCount: 3, xibBytes: 2 * bytes, nibBytes: bytes, sha256: String(repeating: "0", count: 64))
            })
    }

    /// A summary of `config` over 100 loads with `hitRatio`.
    private func summary(_ config: RunConfig, hitRatio: Double) -> ConfigSummary {
        ConfigSummary(
            config: config, loads: 100, latency: SampleStatistics.summarize([1_000, 1_100, 900])!, medianRead: 0, medianDecode: 0,
            medianCreate: 0, medianConnect: 0, medianAwake: 0, hitRatio: hitRatio, missRatio: 1 - hitRatio, byteMissRatio: 1 - hitRatio,
            costMissRatio: 1 - hitRatio, meanAllocatedBytes: 0, meanAllocations: nil, peakBytes: 0, residentBytes: 0, cacheBytes: 0,
            cpuSeconds: 0, majorFaults: 0, minorFaults: 0, firstRepetitionSlower: false)
    }

    @Test func aCapacityHoldingThreeQuartersOfTheCorpusIsNamedOnce() {
        let configs = [
            RunConfig(builtIn: "cold", capacity: nil), RunConfig(builtIn: "decoded-lru", capacity: .objects(100)),
            RunConfig(builtIn: "decoded-fifo", capacity: .objects(100)), RunConfig(builtIn: "decoded-lru", capacity: .objects(30))
        ]
        #expect(
            RunWarnings.capacities(configs, manifest: manifest(122)) == [
                "capacity objects:100 holds 82% of the corpus (122 nibs): every policy keeps almost everything; use a smaller capacity"
            ])
        #expect(RunWarnings.capacities(configs, manifest: manifest(134)).isEmpty, "100 of 134 nibs is 74.6%")
        #expect(
            RunWarnings.capacities([RunConfig(builtIn: "decoded-lru", capacity: .objects(500))], manifest: manifest(10))[0].contains("holds 100%"))
    }

    @Test func aByteCapacityCountsTheBytesItsCacheCharges() {
        // 10 nibs of 1,000 bytes: 10,000 file bytes (bytes-lru), 25,000 estimated decoded bytes.
        let bytes = RunWarnings.capacities([RunConfig(builtIn: "bytes-lru", capacity: .bytes(8_000))], manifest: manifest(10))
        #expect(
            bytes == [
                "capacity bytes:8000 holds 80% of the corpus (10000 bytes of nib): every policy keeps almost everything; use a smaller capacity"
            ])
        #expect(RunWarnings.capacities([RunConfig(builtIn: "decoded-lru", capacity: .bytes(8_000))], manifest: manifest(10)).isEmpty)
        let decoded = RunWarnings.capacities([RunConfig(builtIn: "decoded-lru", capacity: .bytes(20_000))], manifest: manifest(10))
        #expect(
            decoded.count == 1
                && decoded[0].contains("holds 80% of the corpus (25000 bytes of decoded footprint estimated as 2.5 × each file's bytes)"))
    }

    @Test func aNibTakingMoreThanAThirdOfTheLoadsIsNamedWithItsShare() {
        let dominated: [TraceEvent] = Array(repeating: .load("Feed"), count: 64) + (0..<36).map { .load("n\($0)") } + [.memoryWarning]
        #expect(
            RunWarnings.trace(dominated)
                == "nib Feed takes 64% of the trace's 100 loads: the figures mostly measure that one nib; use a trace with a flatter popularity")
        let third: [TraceEvent] = Array(repeating: .load("Feed"), count: 33) + (0..<67).map { .load("n\($0 % 10)") }
        #expect(RunWarnings.trace(third) == nil, "33 of 100 loads is not more than a third")
        #expect(RunWarnings.trace([]) == nil)
    }

    @Test func aBoundedPolicyWithoutHitsSaysWhyItAdmitsNothing() {
        let policies = StrategyRegistry.builtIn.policies
        let summaries = [
            summary(RunConfig(builtIn: "decoded-wtinylfu", capacity: .objects(15)), hitRatio: 0),
            summary(RunConfig(builtIn: "decoded-wtinylfu", capacity: .objects(120)), hitRatio: 0.4),
            summary(RunConfig(builtIn: "cold", capacity: nil), hitRatio: 0),
            summary(RunConfig(builtIn: "decoded-lru", capacity: .objects(2)), hitRatio: 0),
            summary(RunConfig(builtIn: "decoded-s3fifo", capacity: .objects(45)), hitRatio: 0.2)
        ]
        let lines = RunWarnings.admitsNothing(summaries, manifest: manifest(300), policies: policies)
        #expect(
            lines == [
                "decoded-wtinylfu@objects:15 had no hit: "
                    + policies.admitsNothing(policyNamed: "wtinylfu", capacity: .objects(15), smallestCharge: 1)! + ", so every load missed",
                "decoded-lru@objects:2 had no hit: no nib stayed in its cache until it was loaded again, so every load missed"
            ])
        #expect(lines[0].contains("wtinylfu admits nothing at objects:15"), "simulate's wording")
    }

    @Test func everyWarningComesInAStableOrder() {
        let configs = [RunConfig(builtIn: "decoded-wtinylfu", capacity: .objects(9)), RunConfig(builtIn: "decoded-lru", capacity: .objects(9))]
        let result = RunResult(
            machine: MachineInfo(cpu: "c", cores: 1, kernel: "k", swift: "s", allocator: "a", build: "b"), corpus: "c", traceLoads: 100,
            traceMemoryWarnings: 0, repetitions: 1, warmupLoads: 0, coldIO: false, overheadNanoseconds: 0, configs: configs,
            summaries: [summary(configs[0], hitRatio: 0), summary(configs[1], hitRatio: 0.5)], repetitionResults: [], warnings: [])
        let events: [TraceEvent] = Array(repeating: .load("n0"), count: 50) + (0..<50).map { .load("n\($0 % 10)") }
        let lines = RunWarnings.of(result, events: events, manifest: manifest(10))
        #expect(lines.count == 3 && lines[0].hasPrefix("capacity objects:9") && lines[1].hasPrefix("nib n0 takes 55%"))
        #expect(lines[2].hasPrefix("decoded-wtinylfu@objects:9 had no hit"))
        #expect(RunWarnings.of(result, events: events, manifest: manifest(10)) == lines)
    }
}
