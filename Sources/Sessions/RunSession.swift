import Foundation
import Harness
import Loaders
import Reporting
import NibbenchSupport
import Records

/// `nibbench run`'s work once its options are read: make the plan, replay it — in this
/// process, each repetition in a fresh process, or under callgrind — and write the results
/// folder with its optional outputs; or continue an interrupted run. (A child process's side is
/// Harness's ``ChildProcess``.)
package struct RunSession {
    /// The strategies the plan's names refer to.
    package var strategies: StrategyRegistry
    /// This program, which child processes start again (resolved only when one is started).
    package var executable: () -> String
    /// Told what is being generated or resumed, one sentence each.
    package var note: (String) -> Void
    /// Told after each replay of every stage (not in a child process).
    package var progress: (RunProgress) -> Void
    /// Polled between loads: true stops the run, which is then written marked incomplete.
    package var shouldStop: () -> Bool

    /// A session.
    package init(
        strategies: StrategyRegistry, executable: @escaping () -> String, note: @escaping (String) -> Void,
        progress: @escaping (RunProgress) -> Void, shouldStop: @escaping () -> Bool
    ) {
        (self.strategies, self.executable, self.note, self.progress, self.shouldStop) = (strategies, executable, note, progress, shouldStop)
    }

    /// What a run wrote.
    package struct Outcome {
        /// The result.
        package var result: RunResult
        /// The results folder.
        package var folder: String
        /// The trace replayed.
        package var trace: String
    }

    /// Plans `request`, replays it and writes the results to `out` (default `Results/<run-id>`),
    /// with `samples.csv` beside the samples store when `samplesCSV` is set.
    /// - Throws: ``HarnessError``, `InputError`, ``ReportingError`` and what the probes and
    ///   loaders throw; a failed configuration is not an error (``RunResult/failures``).
    package func run(_ request: RunRequest, out: String?, samplesCSV: Bool = false) throws -> Outcome {
        let prepared = try RunPlanner.prepare(request, strategies: strategies, note: note)
        var result: RunResult
        switch request.execution {
        case .callgrindChild:
            result = try ChildRunner(plan: prepared.plan, executable: executable(), strategies: strategies).runUnderCallgrind(note: note)
        case .processPerRepetition:
            result = try ChildRunner(plan: prepared.plan, executable: executable(), strategies: strategies).runIsolated(
                note: note, shouldStop: shouldStop)
        case .inProcess:
            result = try Runner(plan: prepared.plan, strategies: strategies).run(progress: progress, shouldStop: shouldStop)
        }
        result.warnings += RunWarnings.of(result, events: prepared.plan.events, manifest: prepared.manifest, registry: strategies)
        let id = ResultDirectory.newID()
        let folder = out ?? "Results/\(id)"
        result.resume = try prepared.resumeInfo(folder: folder)
        try ResultDirectory.write(result, id: id, to: folder, samplesCSV: samplesCSV)
        return Outcome(result: result, folder: folder, trace: prepared.tracePath)
    }

    /// Continues the interrupted run in the results folder `path` (or its `run.json`) with the
    /// plan it recorded, keeping the replays it completed, and rewrites the folder.
    /// - Throws: ``ReportingError`` when there is no `run.json`; ``HarnessError``
    ///   (`not-resumable`) for a complete run, an older one or a changed trace.
    package func resume(_ path: String) throws -> Outcome {
        let folder = path.hasSuffix(".json") ? URL(fileURLWithPath: path).deletingLastPathComponent().path : path
        let file = folder + "/run.json"
        guard FileManager.default.fileExists(atPath: file) else {
            throw ReportingError(.io, "no run.json there; --resume takes a results folder of an interrupted run", file: folder)
        }
        let previous = try ResultDirectory.read(file).resolvingPredatingConfigs()
        let plan = try RunPlanner.resumePlan(previous, file: file)
        note(
            "resuming \(folder): \(previous.repetitionResults.count) of \(MessageText.counted(previous.configs.count * previous.repetitions, "replay")) kept"
        )
        var result = try Runner(plan: plan, strategies: strategies).run(progress: progress, shouldStop: shouldStop, resuming: previous)
        result.markResumed(from: previous)
        // An earlier version's absolute paths are rewritten relative to the folder.
        let resolved = previous.resume?.resolved(against: folder)
        result.resume = resolved?.relative(to: folder)
        try ResultDirectory.write(result, id: URL(fileURLWithPath: folder).lastPathComponent, to: folder)
        return Outcome(result: result, folder: folder, trace: resolved?.tracePath ?? "")
    }

    /// Also saves `result` as baseline `baseline` (`Results/baselines/NAME/`) and writes its
    /// Chrome trace events to `traceEvents`, where given.
    package static func writeExtras(_ result: RunResult, baseline: String?, traceEvents: String?) throws {
        if let baseline { try ResultDirectory.write(result, id: baseline, to: "Results/baselines/\(baseline)") }
        if let traceEvents { try ResultDirectory.atomically(try ExternalFormats.traceEvents(result), to: traceEvents) }
    }
}
