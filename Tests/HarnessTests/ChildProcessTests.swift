import Foundation
import Loaders
import Probes
@testable import Harness
import Testing
import Traces
import Records

/// The child processes' side: the arguments that make one, what a `run` child hands back
/// (``RunReplays``, summarised once by the parent), and arguments no parent writes.
@Suite(.enabled(if: ThreadAllocationCounter.isAvailable, "jemalloc is not linked (NIBBENCH_NO_JEMALLOC build)"))
struct ChildProcessTests {
    @Test func aChildIsMarkedByItsFirstArgument() {
        #expect(ChildProcess.arguments(.profile, ["plan.json"]) == ["--nibbench-child", "profile", "plan.json"])
        #expect(ChildProcess.isChild(["--nibbench-child", "instantiate", "10"]))
        #expect(!ChildProcess.isChild(["run", "--nibbench-child"]))
        #expect(!ChildProcess.isChild([]))
    }

    @Test(arguments: [
        ["--nibbench-child"], ["--nibbench-child", "bogus"], ["--nibbench-child", "run", "plan.json"],
        ["--nibbench-child", "profile"], ["--nibbench-child", "instantiate"], ["--nibbench-child", "instantiate", "10", "x"],
        ["--nibbench-child", "instantiate", "0"], ["run", "plan.json", "out"], ["--nibbench-child", "run", "plan.json", "out", "2/2"],
        ["--nibbench-child", "run", "plan.json", "out", "x"], ["--nibbench-child", "profile", "plan.json", "1/0"]
    ])
    func argumentsNoParentWritesAreRefused(_ arguments: [String]) {
        #expect {
            try ChildProcess.run(arguments, strategies: .builtIn, profile: { _, _ in Issue.record("no profile child runs") }, shouldStop: { false })
        } throws: { error in
            (error as? HarnessError)?.code == .invalidPlan && !"\(error)".contains("\n")
        }
    }

    /// A `run` child replays its plan and writes the replays; the parent reads them back
    /// unchanged and summarises them as the child's own run would have.
    @Test func replaysTravelUnsummarisedAndSummariseAsARunDoes() throws {
        let corpus = try runnerCorpus(3)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-child-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(atPath: corpus)
            try? FileManager.default.removeItem(atPath: folder)
        }
        let events = ["n0", "n1", "n2", "n0", "n1", "n0"].map(TraceEvent.load)
        let configs = RunPlanner.configs(strategies: ["cold", "decoded-lru"], capacities: [.objects(1)], meanNibBytes: 1)
        let plan = RunPlan(corpus: corpus, events: events, configs: configs, repetitions: 2, warmupLoads: 0, countAllocations: true)
        try ChildRunner.writePlan(plan, to: folder + "/plan.json")

        try ChildProcess.run(
            ChildRunner.arguments(planFile: folder + "/plan.json", output: folder + "/out.replays"),
            strategies: .builtIn, profile: { _, _ in Issue.record("a run child is no profile child") }, shouldStop: { false })
        let replays = try RunReplays.read(folder + "/out.replays")
        #expect(replays.records.count == events.count * configs.count * 2)
        #expect(replays.repetitions.count == configs.count * 2 && replays.failures.isEmpty && replays.incomplete == nil)
        // Binary, not JSON: the file is a binary property list.
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: folder + "/out.replays")).prefix(6)) == Array("bplist".utf8))

        try replays.write(to: folder + "/again.replays")
        #expect(try RunReplays.read(folder + "/again.replays") == replays)
        let result = try Runner(plan: plan).summarize(replays)
        let lru = try #require(result.summaries.first { $0.config.strategy == "decoded-lru" })
        // n0 n1 n2 n0 n1 n0 through one slot: no hit at all.
        #expect(lru.loads == 12 && lru.hitRatio == 0)
        #expect(result.records == replays.records && result.failures == nil && result.incomplete == nil)
        #expect(result.summaries.allSatisfy { $0.meanAllocations != nil })
    }

    @Test func unreadableReplaysNameTheFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-child-\(UUID().uuidString).replays").path
        try Data("not a plist".utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect {
            _ = try RunReplays.read(file)
        } throws: { error in
            (error as? HarnessError)?.code == .childFailed && "\(error)".hasPrefix(file + ": the child's replays cannot be read")
        }
    }

    /// Parts of separate processes merge into one result summarised once: part i is repetition
    /// i, and a configuration that failed in any part keeps no replay.
    @Test func isolatedPartsMergeOnce() throws {
        let corpus = try runnerCorpus(2)
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let configs = RunPlanner.configs(strategies: ["cold", "uinib"], capacities: [], meanNibBytes: 1)
        var plan = RunPlan(
            corpus: corpus, events: ["n0", "n1", "n0"].map(TraceEvent.load), configs: configs, repetitions: 1,
            warmupLoads: 0, countAllocations: false)
        let one = try Runner(plan: plan).replayAll()
        var failed = one
        failed.failures = [ConfigFailure(config: configs[1], load: 2, error: HarnessError(.invalidPlan, "broken"))]
        plan.repetitions = 2
        let merged = try Runner(plan: plan).merge([one, failed])
        #expect(merged.repetitionResults.map(\.repetition).sorted() == [0, 1])
        #expect(merged.repetitionResults.allSatisfy { $0.config == 0 })
        #expect(merged.failures?.map(\.config) == [configs[1]])
        #expect(merged.warnings.first == "each repetition ran in its own process (--isolate)")
        #expect(merged.summaries.map(\.config) == [configs[0]])
    }
}
