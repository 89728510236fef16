@testable import Harness
import Measurements
import Probes
import Testing
import Traces
import Records

/// `--measure cycles` (issue 33): callgrind dumps with the cache simulator's and the system
/// calls' events, the estimated-cycles formula, and the per-load figures a run records.
@Suite struct CycleCountTests {
    /// A dump as callgrind 3.19 writes it with `--cache-sim=yes --collect-systime=yes`.
    static func dumpText(label: String, totals: String) -> String {
        """
        version: 1
        creator: callgrind-3.19.0
        desc: I1 cache: 32768 B, 64 B, 8-way associative
        desc: D1 cache: 32768 B, 64 B, 8-way associative
        desc: LL cache: 8388608 B, 64 B, 16-way associative
        desc: Trigger: Client Request: \(label)

        positions: line
        events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw sysCount sysTime
        summary: 99999 1 1 1 1 1 1 1 1 1 1
        totals: \(totals)

        fn=(1) main
        0 5
        """
    }

    @Test func aDumpWithEveryEventIsReadByName() throws {
        // System calls come from `summary:` (…1 1 for sysCount and sysTime), the rest from `totals:`.
        let dump = try CallgrindDump.parse(Self.dumpText(label: "nibbench config=0 pass=warm", totals: "1000 400 200 30 20 10 5 4 1 7 3"), file: "d")
        #expect(dump.label == "nibbench config=0 pass=warm" && dump.instructions == 1000)
        let e = try #require(dump.cacheEvents)
        #expect(e.dataReads == 400 && e.dataWrites == 200 && e.l1InstructionMisses == 30 && e.l1ReadMisses == 20 && e.l1WriteMisses == 10)
        #expect(e.llInstructionMisses == 5 && e.llReadMisses == 4 && e.llWriteMisses == 1 && e.systemCalls == 1 && e.systemTime == 1)
        let noSummary = try CallgrindDump.parse("events: Ir sysCount\ntotals: 9 4\n", file: "d")
        #expect(noSummary.events == ["Ir": 9, "sysCount": 4], "without a summary line, the totals")
    }

    @Test func trailingZerosCallgrindLeavesOutReadAsZero() throws {
        // callgrind writes `totals: 0` for a span with no events at all, and drops trailing zeros.
        let empty = try CallgrindDump.parse(Self.dumpText(label: "x", totals: "0"), file: "d")
        #expect(empty.instructions == 0 && empty.cacheEvents?.l1Misses == 0 && empty.cacheEvents?.llMisses == 0)
        let short = try CallgrindDump.parse(Self.dumpText(label: "x", totals: "10 2 1 1"), file: "d")
        #expect(short.cacheEvents?.l1InstructionMisses == 1 && short.cacheEvents?.instructions == 10)
    }

    @Test func badTotalsNameTheFileAndLine() {
        #expect(throws: ProbeError.self) { try CallgrindDump.parse(Self.dumpText(label: "x", totals: "10 x"), file: "d") }
        #expect(throws: ProbeError.self) { try CallgrindDump.parse(Self.dumpText(label: "x", totals: "1 2 3 4 5 6 7 8 9 10 11 12"), file: "d") }
        do {
            _ = try CallgrindDump.parse(Self.dumpText(label: "x", totals: "10 -1"), file: "callgrind.out.7")
            Issue.record("a negative total was accepted")
        } catch {
            #expect(error.message.contains("callgrind.out.7:11:"))
        }
        // A dump without the cache simulator has instructions only, and no cache events.
        let plain = try? CallgrindDump.parse("events: Ir\ntotals: 5\n", file: "d")
        #expect(plain?.instructions == 5 && plain?.cacheEvents == nil)
    }

    @Test func estimatedCyclesAreL1HitsPlusFiveLLHitsPlusThirtyFiveRAMHits() {
        let e = CacheEvents(
            instructions: 1000, dataReads: 400, dataWrites: 200, l1InstructionMisses: 30, l1ReadMisses: 20, l1WriteMisses: 10,
            llInstructionMisses: 5, llReadMisses: 4, llWriteMisses: 1, systemCalls: 7, systemTime: 3)
        // References 1,600; L1 misses 60 → L1 hits 1,540; LL misses 10 → LL hits 50, RAM hits 10.
        #expect(e.references == 1600 && e.l1Hits == 1540 && e.llHits == 50 && e.llMisses == 10)
        #expect(e.estimatedCycles() == 1540 + 5 * 50 + 35 * 10)
        #expect((e + e).estimatedCycles() == 2 * 2140 && (e + .zero) == e)
        var weighted = CacheModel.standard
        (weighted.l1HitCycles, weighted.llHitCycles, weighted.ramHitCycles) = (1, 10, 100)
        #expect(e.estimatedCycles(weighted) == 1540 + 500 + 1000)
        let perLoad = CyclesPerLoad(e, loads: 4, replayLoads: 7, model: .standard)
        #expect(perLoad?.estimatedCycles == 535 && perLoad?.l1Misses == 15 && perLoad?.llDataMisses == 1.25 && perLoad?.systemCalls == 1)
        #expect(CyclesPerLoad(e, loads: 0, replayLoads: 7, model: .standard) == nil)
    }

    @Test func theCacheModelIsTheFixedShapeGivenToCallgrind() {
        #expect(
            CacheModel.standard.valgrindArguments == [
                "--cache-sim=yes", "--I1=32768,8,64", "--D1=32768,8,64", "--LL=8388608,16,64", "--collect-systime=yes"
            ])
        #expect(MeasureMode.cycles.cacheModel == .standard && MeasureMode.instructions.cacheModel == nil)
        #expect(MeasureMode.cycles.isCounted && MeasureMode.instructions.isCounted && !MeasureMode.time.isCounted)
    }

    @Test func aConfigurationsRegionsGiveItsWarmAndFirstLoads() throws {
        // Recorded loads a b a b c: first loads a, b, c; warm a, b.
        let plan = RunPlan(
            corpus: "/x", events: ["a", "b", "a", "b", "c"].map(TraceEvent.load), configs: [RunConfig(builtIn: "cold", capacity: nil)])
        let names = CacheEvents.eventNames
        func events(_ values: [UInt64]) -> [String: UInt64] { Dictionary(uniqueKeysWithValues: zip(names, values)) }
        let dump = CallgrindDump(
            label: InstructionPass.label(config: 0), events: events([410, 40, 40, 11, 11, 11, 4, 4, 3, 16, 9]),
            regions: [.warm: events([200, 20, 20, 4, 4, 4, 2, 2, 0, 8, 9]), .first: events([205, 20, 20, 7, 7, 7, 2, 2, 3, 8, 0])])
        let counts = try plan.instructionCounts(from: [dump, CallgrindDump(label: "Program termination", instructions: 7)])
        let count = try #require(counts.first)
        #expect(count.warmLoads == 2 && count.firstLoads == 3 && count.warmInstructions == 200 && count.firstInstructions == 205)
        #expect(count.warmEvents?.l1Misses == 12 && count.warmEvents?.systemCalls == 8 && count.firstEvents?.llMisses == 7)
        // Without the simulator's events, no cache counts at all.
        let plain = try plan.instructionCounts(from: [
            CallgrindDump(label: InstructionPass.label(config: 0), events: ["Ir": 20], regions: [.warm: ["Ir": 5], .first: ["Ir": 9]])
        ])
        #expect(plain.first?.warmEvents == nil && plain.first?.firstEvents == nil && plain.first?.warmInstructions == 5)
        // Regions that hold more than was collected, or none for loads that ran, are a misread dump.
        for regions: [CallgrindRegion: [String: UInt64]] in [[.warm: ["Ir": 15], .first: ["Ir": 9]], [.first: ["Ir": 9]]] {
            #expect(throws: HarnessError.self) {
                try plan.instructionCounts(from: [CallgrindDump(label: InstructionPass.label(config: 0), events: ["Ir": 20], regions: regions)])
            }
        }
        #expect(throws: HarnessError.self) { try plan.instructionCounts(from: []) }
    }

    @Test func countedModesRefuseColdIOIsolationAndRepetitions() {
        for mode in [MeasureMode.instructions, .cycles] {
            var request = RunRequest()
            request.measure = mode
            request.coldIO = true
            #expect(throws: HarnessError.self) { try request.validate() }
            request.coldIO = false
            request.isolate = true
            #expect(throws: HarnessError.self) { try request.validate() }
            request.isolate = false
            request.repetitions = 2
            #expect(throws: HarnessError.self) { try request.validate() }
            request.repetitions = 1
            #expect(throws: Never.self) { try request.validate() }
        }
    }
}
