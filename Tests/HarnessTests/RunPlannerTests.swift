import Foundation
@testable import Harness
import Loaders
import NibCache
import Testing
import Traces
import Records
import Manifest

/// Plan-making of `nibbench run` (defaults that live in the library, not the command).
struct RunPlannerTests {
    /// A manifest of `count` nibs of `bytes` bytes each.
    private func manifest(_ count: Int, bytes: Int = 1_000) -> CorpusManifest {
        CorpusManifest(
            nibs: (0..<count).map {
                .init(name: "n\($0)", kind: .view, objectCount: 3, xibBytes: 2 * bytes, nibBytes: bytes, sha256: String(repeating: "0", count: 64))
            })
    }

    @Test func theDefaultStrategiesAreEveryLoaderButBelady() throws {
        let defaults = StrategyRegistry.builtIn.defaultNames
        #expect(!defaults.contains("decoded-belady"))
        for name in ["cold", "uinib", "bytes-lru", "mmap", "decoded-lru", "decoded-sieve", "decoded-gdsf"] {
            #expect(defaults.contains(name), "\(name)")
        }
        #expect(try RunPlanner.strategies([]) == defaults)
        #expect(try RunPlanner.strategies(["cold", "uinib", "decoded-lru"]) == ["cold", "uinib", "decoded-lru"])
    }

    /// Issue 30: a configuration read back (a child's plan, a resumed run.json) with a capacity
    /// that is not one is refused, not read as "no capacity".
    @Test func aConfigurationWithABadCapacityDoesNotDecode() throws {
        let good = try JSONDecoder().decode(RunConfig.self, from: Data(#"{"strategy":"decoded-lru","capacity":"objects:8"}"#.utf8))
        #expect(good.capacity == .objects(8))
        let none = try JSONDecoder().decode(RunConfig.self, from: Data(#"{"strategy":"cold"}"#.utf8))
        #expect(none.capacity == nil)
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(RunConfig.self, from: Data(#"{"strategy":"decoded-lru","capacity":"lots"}"#.utf8))
        }
    }

    @Test func anUnknownStrategyIsNamedWithTheKnownOnes() {
        #expect {
            _ = try RunPlanner.strategies(["cold", "decoded-nope"])
        } throws: { error in
            let e = error as? HarnessError
            return e?.code == .unknownStrategy && e!.description.contains("\"decoded-nope\"") && e!.description.contains("decoded-lru")
        }
    }

    /// Issue 32: a run naming no capacity sweeps 5%, 15% and 40% of the corpus's nibs (rounded,
    /// at least 1, without repeats) instead of one capacity that may hold most of the corpus; a
    /// quick run takes the middle one.
    @Test(arguments: [
        (0, [1], 1), (1, [1], 1), (4, [1, 2], 1), (10, [1, 2, 4], 2), (122, [6, 18, 49], 18), (300, [15, 45, 120], 45),
        (1_000, [50, 150, 400], 150)
    ])
    func theDefaultCapacitiesSweepTheCorpusSize(nibs: Int, expected: [Int], quick: Int) {
        #expect(RunPlanner.defaultCapacities(nibCount: nibs) == expected.map { .objects($0) })
        #expect(RunPlanner.defaultCapacities(nibCount: nibs, quick: true) == [.objects(quick)])
    }

    @Test func bytesLRUTakesACountAsThatManyMeanNibs() {
        let configs = RunPlanner.configs(
            strategies: ["cold", "bytes-lru", "decoded-lru"], capacities: [.objects(10), .bytes(4_096)], meanNibBytes: 500)
        #expect(
            configs.map(\.description) == [
                "cold", "bytes-lru@bytes:5000", "bytes-lru@bytes:4096",
                "decoded-lru@objects:10", "decoded-lru@bytes:4096"
            ])
    }

    @Test func quickAndFullRunsGetTheirRepetitionsAndWarmUp() throws {
        var request = RunRequest()
        request.strategies = ["cold", "decoded-lru"]
        let full = try RunPlanner.plan(request, corpus: "c", manifest: manifest(1_000), events: [])
        #expect(full.repetitions == RunPlan.defaultRepetitions && full.warmupLoads == RunPlan.defaultWarmupLoads)
        #expect(full.configs.map(\.description) == ["cold", "decoded-lru@objects:50", "decoded-lru@objects:150", "decoded-lru@objects:400"])
        #expect(full.missCost == .default && full.measure == .time && full.canaryInterval > 0)
        request.quick = true
        let quick = try RunPlanner.plan(request, corpus: "c", manifest: manifest(1_000), events: [])
        #expect(quick.repetitions == RunPlan.quickRepetitions && quick.warmupLoads == RunPlan.quickWarmupLoads)
        #expect(quick.configs.map(\.description) == ["cold", "decoded-lru@objects:150"])
        request.repetitions = 5
        request.warmupLoads = 7
        request.missCost = .bytes
        let given = try RunPlanner.plan(request, corpus: "c", manifest: manifest(1_000), events: [])
        #expect(given.repetitions == 5 && given.warmupLoads == 7 && given.missCost == .bytes)
    }

    @Test func countingInstructionsReplaysOnceWithoutCanaryOrReruns() throws {
        var request = RunRequest()
        request.measure = .instructions
        request.injectedWork = ["cold": 100]
        let plan = try RunPlanner.plan(request, corpus: "c", manifest: manifest(10), events: [])
        #expect(plan.repetitions == 1 && plan.canaryInterval == 0 && plan.maxReruns == 0)
        #expect(plan.injectedWork == ["cold": 100] && plan.measure == .instructions)
    }

    /// Issue 41 item 2: where the replays run is chosen once, from the request, and a counted
    /// plan is replayed only by the callgrind child (there is no counted path in process).
    @Test func theExecutionIsChosenOnceAndACountedPlanRunsOnlyUnderCallgrind() throws {
        var request = RunRequest()
        #expect(request.execution == .inProcess)
        request.isolate = true
        #expect(request.execution == .processPerRepetition)
        request.isolate = false
        for measure in [MeasureMode.instructions, .cycles] {
            request.measure = measure
            #expect(request.execution == .callgrindChild)
        }
        let corpus = try runnerCorpus(2)
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        var plan = RunPlan(
            corpus: corpus, events: ["n0", "n1"].map(TraceEvent.load),
            configs: RunPlanner.configs(strategies: ["cold"], capacities: [], meanNibBytes: 1),
            repetitions: 1, countAllocations: false)
        plan.measure = .instructions
        #expect {
            try Runner(plan: plan).replayAll()
        } throws: { error in
            (error as? HarnessError)?.code == .invalidPlan && "\(error)".contains("under callgrind")
        }
    }

    @Test func aChildReadsExactlyThePlanItsParentWrote() throws {
        var request = RunRequest()
        request.strategies = ["cold", "decoded-lru", "bytes-lru"]
        request.capacities = [.objects(8)]
        request.coldIO = true
        request.injectedDelays = ["cold": 5]
        request.injectedWork = ["decoded-lru": 7]
        request.missCost = .bytes
        var plan = try RunPlanner.plan(request, corpus: "corpus", manifest: manifest(10), events: [.load("n1"), .memoryWarning, .load("n2")])
        plan.disturbanceThreshold = 0.25
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-plan-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ChildRunner.writePlan(plan, to: folder + "/plan.json")
        #expect(try ChildRunner.readPlan(folder + "/plan.json") == plan)
        #expect(ChildRunner.arguments(planFile: "plan.json", output: "out.replays") == ["--nibbench-child", "run", "plan.json", "out.replays"])
        try Data("{\"corpus\": 3}".utf8).write(to: URL(fileURLWithPath: folder + "/bad.json"))
        #expect {
            _ = try ChildRunner.readPlan(folder + "/bad.json")
        } throws: { error in
            (error as? HarnessError)?.code == .io && "\(error)".hasPrefix(folder + "/bad.json: not a run plan")
        }
    }

    @Test func aFailingIsolatedChildIsNamed() throws {
        let plan = RunPlan(corpus: "c", events: [], configs: [RunConfig(builtIn: "cold", capacity: nil)], repetitions: 2)
        #expect {
            _ = try ChildRunner(plan: plan, executable: "/bin/false").runIsolated()
        } throws: { error in
            (error as? HarnessError)?.code == .childFailed && "\(error)".contains("repetition 1")
        }
    }

    @Test func aMissingCorpusIsAOneLineErrorNamingIt() {
        var request = RunRequest()
        request.corpus = "/nonexistent/corpus.json"
        #expect {
            _ = try RunPlanner.prepare(request)
        } throws: { error in
            (error as? HarnessError)?.code == .invalidPlan && "\(error)".hasPrefix("/nonexistent/corpus.json: no such corpus")
        }
    }

    @Test func prepareGeneratesTheDefaultTraceOnceAndPlansOverIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-planner-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try manifest(40).write(to: folder + "/" + CorpusManifest.fileName)
        var request = RunRequest()
        request.corpus = folder
        request.quick = true
        request.strategies = ["decoded-lru"]
        var notes: [String] = []
        let prepared = try RunPlanner.prepare(request) { notes.append($0) }
        #expect(prepared.tracePath == folder + "/traces/quick.csv" && notes.count == 1 && notes[0].contains("generating trace"))
        #expect(
            prepared.plan.events.count >= 1_500
                && prepared.plan.configs.map(\.description) == ["decoded-lru@objects:6"])
        notes = []
        _ = try RunPlanner.prepare(request) { notes.append($0) }
        #expect(notes.isEmpty, "the trace is generated once")
    }

    @Test func aConfigReadsBackItsDescription() {
        for text in ["cold", "decoded-lru@objects:8", "bytes-lru@bytes:5000"] {
            #expect(RunConfig(parsing: text).description == text)
        }
    }

    @Test func firstLoadsAreEachNibsFirstRequestAfterWarmUp() {
        let events = ["a", "b", "a", "c", "b", "d"].map(TraceEvent.load) + [.memoryWarning, .load("a")]
        let plan = RunPlan(corpus: "/x", events: events, configs: [], repetitions: 1, warmupLoads: 2)
        // Recorded loads: a, c, b, d, a — c and d are first loads; a and b were seen in warm-up.
        #expect(plan.recordedFirstLoads() == [false, true, false, true, false])
    }

    @Test func aConfigurationsCallgrindDumpIsLabelledByItsIndex() {
        #expect(InstructionPass.label(config: 2) == "nibbench config=2" && InstructionPass.parse(label: "nibbench config=2") == 2)
        #expect(InstructionPass.parse(label: "Program termination") == nil)
        #expect(InstructionPass.parse(label: "nibbench config=2 pass=warm") == nil)
    }
}
