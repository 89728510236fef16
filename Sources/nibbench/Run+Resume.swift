import ArgumentParser
import Foundation
import Harness
import NibArchive
import Reporting
import Workload

extension Run {
    /// `nibbench run --resume RESULTS`: continues an interrupted run with the plan recorded in
    /// its `run.json`, keeping the replays it completed, and rewrites the folder.
    func resumeRun(_ path: String) throws {
        do {
            let folder = path.hasSuffix(".json") ? URL(fileURLWithPath: path).deletingLastPathComponent().path : path
            let file = folder + "/run.json"
            guard FileManager.default.fileExists(atPath: file) else { throw CommandMessage("\(folder): no run.json there; --resume takes a results folder of an interrupted run") }
            let previous = try ResultDirectory.read(file)
            guard previous.incomplete != nil else {
                throw CommandMessage("\(file): the run is complete; there is nothing to resume")
            }
            guard let info = previous.resume else {
                throw CommandMessage("\(file): the run was written without a resume record (an older nibbench); run it again")
            }
            let digest = try ContentDigest.sha256(ofFileAt: info.tracePath)
            guard digest == info.traceSHA256 else {
                throw CommandMessage("\(info.tracePath): the trace changed since the run started; run it again")
            }
            let manifest = try CorpusManifest.load(from: info.corpusPath)
            let trace = try AccessTrace.read(from: info.tracePath, manifest: manifest)
            var plan = RunPlan(corpus: previous.corpus, events: Self.events(trace), configs: previous.configs,
                               repetitions: previous.repetitions, warmupLoads: previous.warmupLoads,
                               coldIO: previous.coldIO, countAllocations: true, seed: info.seed)
            plan.corpus = info.corpusPath
            plan.injectedDelays = info.injectedDelays
            // Runs written before the cost source was recorded took measured time.
            plan.missCost = previous.missCost ?? .measured
            let kept = previous.repetitionResults.count
            Self.note("resuming \(folder): \(kept) of \(MessageText.counted(previous.configs.count * previous.repetitions, "replay")) kept")
            var result = try runHere(plan: plan, resuming: previous)
            result.corpus = previous.corpus
            result.resume = info
            result.warnings = Array(Set(previous.warnings).union(result.warnings)).sorted()
            result.warnings.append("resumed: \(MessageText.counted(kept, "replay")) came from the interrupted run (harness overhead re-calibrated)")
            if previous.warnings.contains(where: { $0.contains("--isolate") }) {
                result.warnings.append("the resumed replays ran in one process, not isolated")
            }
            try ResultDirectory.write(result, id: URL(fileURLWithPath: folder).lastPathComponent, to: folder)
            try finish(result, folder: folder, trace: info.tracePath)
        } catch let error as ExitCode {
            throw error
        } catch {
            throw fail(error)
        }
    }
}
