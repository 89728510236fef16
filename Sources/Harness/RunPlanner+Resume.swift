import Foundation
import NibbenchSupport
import Corpus
import Traces
import Records
import Manifest

extension RunPlanner.Prepared {
    /// What `--resume` needs to continue this run when its results are written to `folder`:
    /// the corpus and trace paths relative to `folder` (so that the record holds no path of
    /// this machine), the trace's digest and the corpus manifest's, the seed.
    package func resumeInfo(folder: String) throws -> ResumeInfo {
        try ResumeInfo(
            corpusPath: corpusFolder, tracePath: tracePath,
            traceSHA256: ContentDigest.sha256(ofFileAt: tracePath), seed: plan.seed,
            injectedDelays: plan.injectedDelays,
            corpusSHA256: ContentDigest.sha256(ofFileAt: corpusFolder + "/" + CorpusManifest.fileName)
        ).relative(to: folder)
    }
}

extension RunPlanner {
    /// The plan that continues `previous`, an interrupted run read from `file`: the same
    /// configurations, repetitions, warm-up, seed and trace; ``Runner/run(progress:shouldStop:resuming:)``
    /// keeps the replays it completed.
    /// - Throws: ``HarnessError`` (`not-resumable`) when the run is complete, was written without
    ///   a resume record, or its trace changed since; `InputError` when the corpus or trace
    ///   cannot be read.
    package static func resumePlan(_ previous: RunResult, file: String) throws -> RunPlan {
        guard previous.incomplete != nil else {
            throw HarnessError(.notResumable, "the run is complete; there is nothing to resume", file: file)
        }
        guard let recorded = previous.resume else {
            throw HarnessError(.notResumable, "the run was written without a resume record (an older nibbench); run it again", file: file)
        }
        let info = recorded.resolved(against: (file as NSString).deletingLastPathComponent)
        guard try ContentDigest.sha256(ofFileAt: info.tracePath) == info.traceSHA256 else {
            throw HarnessError(.notResumable, "the trace changed since the run started; run it again", file: info.tracePath)
        }
        let trace = try AccessTrace.read(from: info.tracePath, manifest: try CorpusManifest.load(from: info.corpusPath))
        var plan = RunPlan(
            corpus: info.corpusPath, events: trace.events, configs: previous.configs,
            repetitions: previous.repetitions, warmupLoads: previous.warmupLoads,
            coldIO: previous.coldIO, countAllocations: true, seed: info.seed)
        plan.injectedDelays = info.injectedDelays
        // Runs written before the cost source was recorded took measured time.
        plan.missCost = previous.missCost ?? .measured
        return plan
    }
}

extension RunResult {
    /// Marks this result as the continuation of `previous`: its corpus name and resume record,
    /// the union of both runs' warnings, and a warning saying which replays came from where.
    package mutating func markResumed(from previous: RunResult) {
        let kept = previous.repetitionResults.count
        corpus = previous.corpus
        resume = previous.resume
        warnings = Array(Set(previous.warnings).union(warnings)).sorted()
        warnings.append("resumed: \(MessageText.counted(kept, "replay")) came from the interrupted run (harness overhead re-calibrated)")
        if previous.warnings.contains(where: { $0.contains("--isolate") }) {
            warnings.append("the resumed replays ran in one process, not isolated")
        }
    }
}
