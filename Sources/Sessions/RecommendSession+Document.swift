import NibbenchSupport
import Profiling
import Records

extension RecommendSession {
    /// `recommend.json`'s document, built once from the analysis and what its measured runs
    /// `confirmed`: the corpus as the report names it (`corpus` when imported into the folder),
    /// the trace's figures and its five most loaded nibs (from the analysis's
    /// ``Recommender/Analysis/traceStatistics``), the decision, the confirmations, and what could
    /// not be measured — files not imported, nibs not profiled, then measured runs that failed.
    func document(
        _ analysis: Recommender.Analysis, confirmed: Confirmed, machine: MachineInfo, seconds: [(stage: String, seconds: Double)]
    ) -> RecommendDocument {
        let statistics = analysis.traceStatistics, imported = analysis.imported
        let trace = RecommendDocument.Trace(
            origin: analysis.traceOrigin, loads: statistics.requests, memoryWarnings: statistics.memoryWarnings,
            distinctNibs: statistics.uniqueNibs, distinctBytes: statistics.uniqueBytes ?? 0,
            top: statistics.topNibs.prefix(5).map { RecommendDocument.Share(name: $0.name, loads: $0.loads) })
        let corpus = RecommendDocument.CorpusFigures(
            path: imported == nil ? analysis.corpus : "corpus", nibs: analysis.manifest.nibs.count,
            bytes: analysis.manifest.nibs.reduce(0) { $0 + $1.nibBytes }, importFailures: imported?.failures.map(\.description) ?? [])
        let confirmations = confirmed.confirmations
        var document = RecommendDocument(
            machine: machine, input: recommender.input, corpus: corpus, trace: trace, unit: analysis.costs.unit,
            estimatedNibs: analysis.costs.estimatedNames, rows: analysis.rows, recommendation: analysis.recommendation,
            confirmations: confirmations, confirmationRun: confirmations.isEmpty ? nil : "run",
            confirmationLoads: confirmations.isEmpty ? nil : min(confirmLoads, trace.loads),
            seconds: seconds.map { RecommendDocument.Stage(stage: $0.stage, seconds: $0.seconds) })
        (document.unmeasured, document.unmeasuredSummary) = Self.unmeasured(
            analysis.unmeasured, summary: analysis.unmeasuredSummary, failedRuns: confirmed.failed, of: confirmed.names)
        document.unconfirmed = confirmed.unconfirmed
        document.app = imported?.app
        document.ignoredMetadataFiles = imported.flatMap { $0.ignoredMetadata == 0 ? nil : $0.ignoredMetadata }
        if let imported, imported.compiledXIBs > 0 || imported.compiledStoryboards > 0 { document.compiledAs = imported.target.description }
        return document
    }

    /// What could not be measured — the analysis's files and nibs (`items`, counted by
    /// `summary`, nil when it measured everything), then the measured runs that failed (of the
    /// configurations `names`) — and the sentence counting it all ("1 of 40 files not imported;
    /// 1 of 4 confirming runs failed"); nil and nil when everything was measured.
    static func unmeasured(
        _ items: [UnmeasuredInput], summary: String?, failedRuns: [UnmeasuredInput], of names: [String]
    ) -> (items: [UnmeasuredInput]?, summary: String?) {
        var (items, summary) = (summary == nil ? nil : items, summary)
        guard !failedRuns.isEmpty else { return (items, summary) }
        items = (items ?? []) + failedRuns
        let runs = "\(failedRuns.count) of \(MessageText.counted(names.count, "confirming run")) failed"
        summary = summary.map { $0 + "; " + runs } ?? runs
        return (items, summary)
    }
}
