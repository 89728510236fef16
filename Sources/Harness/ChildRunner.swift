import Foundation
import Loaders
import NibbenchSupport
import Probes
import Records

/// Runs a plan in child processes of the nibbench executable: each repetition in a fresh
/// process (`run --isolate`), or every configuration once under callgrind (`run --measure
/// instructions`). A child is `nibbench --nibbench-child run PLAN REPLAYS` (``ChildProcess``): it
/// replays exactly the plan the parent wrote (events, configurations, seed, measurement
/// settings) and hands back its replays unsummarised (``RunReplays``); the parent summarises.
package struct ChildRunner: Sendable {
    /// The plan the children replay between them.
    package var plan: RunPlan
    /// The nibbench executable (normally this process's own binary, `/proc/self/exe`).
    package var executable: String
    /// The strategies the plan's names refer to: the parent's, which the children (the same
    /// executable) register too. The parent merges and summarises the children's replays with
    /// them, so a strategy of a plug-in keeps what its registration says.
    package var strategies: StrategyRegistry

    /// A runner of `plan` through `executable`, its names resolved in `strategies`.
    package init(plan: RunPlan, executable: String, strategies: StrategyRegistry) {
        (self.plan, self.executable, self.strategies) = (plan, executable, strategies)
    }

    /// The arguments of a child that replays `plan` (written to `planFile`) and writes its
    /// result to `output`.
    static func arguments(planFile: String, output: String) -> [String] {
        ChildProcess.arguments(.run, [planFile, output])
    }

    /// Writes `plan` as the JSON document a `run` child reads.
    static func writePlan(_ plan: RunPlan, to path: String) throws {
        // Sorted keys: the parent's hash seed must not decide the bytes the child parses (under
        // callgrind, what the child allocates before its loads moves their counts).
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try AtomicFileWriter.write(Array(try encoder.encode(plan)), to: path)
    }

    /// Reads the plan a parent wrote for this child process.
    /// - Throws: ``HarnessError`` (`io`) naming the file when it is not a plan.
    package static func readPlan(_ path: String) throws(HarnessError) -> RunPlan {
        do {
            return try JSONDecoder().decode(RunPlan.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw HarnessError(wrapping: error, .io, "not a run plan written by a parent nibbench", file: path)
        }
    }

    /// Runs every repetition in its own process, one after another (seeds `seed`, `seed + 1`,
    /// …), and merges their results; stops early when `shouldStop` says so, and marks the
    /// result incomplete.
    /// - Throws: ``HarnessError`` (`child-failed`) naming the repetition that failed.
    package func runIsolated(note: (String) -> Void = { _ in }, shouldStop: () -> Bool = { false }) throws -> RunResult {
        let work = try ScratchFolder.make("isolate")
        defer { ScratchFolder.remove(work) }
        var parts: [RunReplays] = []
        for repetition in 0..<plan.repetitions where !shouldStop() {
            let output = work + "/part-\(repetition).replays", planFile = work + "/plan-\(repetition).json"
            var part = plan
            (part.repetitions, part.seed) = (1, plan.seed &+ UInt64(repetition))
            try Self.writePlan(part, to: planFile)
            let status = try ChildProgram.run(executable, Self.arguments(planFile: planFile, output: output))
            // Interrupted (the child got the signal too): the repetition in progress is dropped.
            if shouldStop() { break }
            guard status == 0 else {
                throw HarnessError(.childFailed, "the isolated repetition \(repetition + 1) failed (exit \(status))")
            }
            parts.append(try RunReplays.read(output))
            note("isolated repetition \(repetition + 1)/\(plan.repetitions) done")
        }
        var merged = try Runner(plan: plan, strategies: strategies).merge(parts)
        if merged.incomplete == nil && parts.count < plan.repetitions {
            merged.incomplete = RunInterruption(completed: "after \(parts.count) of \(MessageText.counted(plan.repetitions, "isolated repetition"))")
        }
        return merged
    }

    /// Runs the plan under callgrind (see ``CallgrindSession``), split across `jobs` children
    /// side by side (``CountedShard``: each counts its share of the configurations, each in a
    /// forked copy of the same common set-up, so the counts are those of one child), and
    /// returns its result with the instruction counts attached to the summaries, and for
    /// `--measure cycles` the simulated cache's figures per load (``CyclesPerLoad``) and the
    /// cache model.
    ///
    /// - Parameter jobs: how many children at once (default: one per core, at most one per
    ///   configuration).
    /// - Throws: ``ProbeError`` when Valgrind is missing or a child fails.
    package func runUnderCallgrind(
        jobs: Int = CallgrindSession.defaultJobs, note: (String) -> Void = { _ in }
    ) throws
        -> RunResult
    {
        let shards = CallgrindSession.shardCount(jobs: jobs, items: plan.configs.count)
        let sessions = try (0..<shards).map { _ in try CallgrindSession(executable: executable) }
        // The allocation requests are counted beside, outside Valgrind (``countAllocations(_:)``):
        // under it the same untimed replay took 3-4 s a configuration.
        let beside = plan.countAllocations && !ProcessEnvironment.isSet(CallgrindSession.allocationsUnderCallgrindVariable)
        var child = plan
        child.countAllocations = plan.countAllocations && !beside
        for session in sessions {
            child.corpus = try session.link(plan.corpus, as: "corpus")
            try Self.writePlan(child, to: session.directory + "/plan.json")
        }
        let model = plan.measure.cacheModel
        note(
            "counting \(model == nil ? "instructions" : "instructions and simulated cache misses") under callgrind: \(MessageText.counted(plan.configs.count, "configuration")), each replayed once (its warm and first loads counted apart), \(shards == 1 ? "in one child process" : "in \(shards) child processes side by side"); this takes a few minutes"
        )
        // Instrumented from each configuration's forked copy on (``Runner/replayInForkedCopy``):
        // the common set-up runs several times faster uninstrumented.
        let arguments = ChildProcess.arguments(.run, ["plan.json", "child.replays"])
        let work = ParallelJobs.map(beside ? [false, true] : [false], jobs: 2) { allocations -> Result<CountedParts, any Error> in
            Result {
                allocations
                    ? CountedParts(dumps: [], allocations: try countAllocations(plan))
                    : CountedParts(
                        dumps: try CallgrindSession.runSideBySide(sessions, arguments, cache: model, instrumentsAtStart: false), allocations: nil)
            }
        }
        let dumps = try work[0].get().dumps
        var replays = try Self.copiesReplays(sessions, configs: plan.configs.count)
        if beside, let counted = try work[1].get().allocations {
            try Self.attach(counted, to: &replays.records)
        }
        var result = try Runner(plan: plan, strategies: strategies).summarize(replays)
        let counts = try plan.instructionCounts(from: dumps)
        result.corpus = plan.corpus
        result.measure = plan.measure
        result.instructionCounts = counts
        result.cacheModel = model
        result.machine.valgrind = try sessions[0].version()
        for count in counts {
            guard let i = result.summaries.firstIndex(where: { $0.config == plan.configs[count.config] }) else { continue }
            result.summaries[i].instructionsPerLoad = count.perWarmLoad
            result.summaries[i].instructionsFirstLoad = count.perFirstLoad
            if let model {
                guard let warm = count.warmEvents, let first = count.firstEvents else {
                    throw HarnessError(.valgrind, "callgrind wrote no cache counts for configuration \(plan.configs[count.config])")
                }
                // A region's system calls are those made inside its loads: per load of its own.
                result.summaries[i].cyclesPerLoad = CyclesPerLoad(warm, loads: count.warmLoads, replayLoads: count.warmLoads, model: model)
                result.summaries[i].cyclesFirstLoad = CyclesPerLoad(first, loads: count.firstLoads, replayLoads: count.firstLoads, model: model)
            }
        }
        return result
    }

    /// What the two sides of a counted run hand back: the callgrind children's dumps, and the
    /// loads with their allocation requests.
    private struct CountedParts: Sendable {
        var dumps: [CallgrindDump]
        var allocations: RunReplays?
    }

    /// Counts the allocation requests of every load of the counted `plan` in a child outside
    /// Valgrind (``ChildProcess/Role/allocations``), started in the environment of the child
    /// under callgrind (``CallgrindSession/deterministicEnvironment``) from a folder laid out as
    /// its session folder (the corpus linked as `corpus`, so that every path the program builds
    /// is as long as there): each configuration's copy replays it as the counted copy does and
    /// then counts, so its counts are those the copy under callgrind counted.
    /// - Throws: ``HarnessError`` `.childFailed` when the child fails or hands back nothing readable.
    private func countAllocations(_ plan: RunPlan) throws -> RunReplays {
        let folder = try ScratchFolder.make("allocations")
        defer { ScratchFolder.remove(folder) }
        var child = plan
        child.corpus = "corpus"
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/corpus", withDestinationPath: URL(fileURLWithPath: plan.corpus).standardizedFileURL.path)
        try Self.writePlan(child, to: folder + "/plan.json")
        let arguments = ChildProcess.arguments(.allocations, ["plan.json", "allocations.replays"])
        let command = CallgrindSession.deterministicEnvironment + [executable] + arguments
        let outcome = try ChildProgram.capture(command[0], Array(command.dropFirst()), in: folder)
        guard outcome.status == 0 else {
            let tail = outcome.stderr.split(separator: "\n").suffix(3).joined(separator: " / ")
            throw HarnessError(.childFailed, "the child counting allocation requests failed (exit \(outcome.status)): \(tail)")
        }
        return try RunReplays.read(folder + "/allocations.replays")
    }

    /// Every configuration's replays as its forked copy under callgrind wrote them in its
    /// child's session folder (``Runner/forkedCopyFile(_:)``), merged: read here, outside
    /// Valgrind, rather than by the child.
    /// - Throws: ``HarnessError`` `.childFailed` when a copy's file is missing or unreadable.
    private static func copiesReplays(_ sessions: [CallgrindSession], configs: Int) throws -> RunReplays {
        var replays = RunReplays(records: [], repetitions: [], failures: [], overheadNanoseconds: 0, warnings: [], incomplete: nil)
        var interruptions: [RunInterruption] = []
        for index in 0..<configs {
            let session = sessions[CountedShard.owner(of: index, count: sessions.count)]
            let part = try RunReplays.read(session.directory + "/" + Runner.forkedCopyFile(index))
            replays.records += part.records
            replays.repetitions += part.repetitions
            replays.failures += part.failures
            replays.warnings += part.warnings
            if let incomplete = part.incomplete { interruptions.append(incomplete) }
        }
        if !interruptions.isEmpty { replays.incomplete = RunInterruption(merging: interruptions) }
        // In the order one child would hand them back: by configuration, then position.
        replays.records.sort { ($0.config, $0.repetition, $0.seq) < ($1.config, $1.repetition, $1.seq) }
        replays.repetitions.sort { ($0.config, $0.repetition) < ($1.config, $1.repetition) }
        return replays
    }

    /// Sets each record's allocation requests to those the `allocations` child counted for the
    /// same configuration and load.
    /// - Throws: ``HarnessError`` `.childFailed` when a load has no count there.
    private static func attach(_ counted: RunReplays, to records: inout [LoadRecord]) throws {
        var counts: [Int: [Int: UInt64]] = [:]
        for record in counted.records {
            if let allocations = record.allocations { counts[record.config, default: [:]][record.seq] = allocations }
        }
        for i in records.indices {
            guard let allocations = counts[records[i].config]?[records[i].seq] else {
                let load = "load \(records[i].seq) of configuration \(records[i].config)"
                throw HarnessError(.childFailed, "the child counting allocation requests counted none for \(load)")
            }
            records[i].allocations = allocations
        }
    }
}
