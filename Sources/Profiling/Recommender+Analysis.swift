import Corpus
import Manifest
import Records
import Traces

extension Recommender {
    /// What the analysis made: everything recommend's document shows of the corpus, the trace,
    /// the costs and the decision (the session adds its measured runs).
    package struct Analysis: Sendable {
        /// The corpus folder, its manifest, and what importing it reported (nil: not imported).
        package var corpus: String, manifest: CorpusManifest, imported: CorpusImporter.Report?
        /// The corpus under a path of fixed length (a link in a scratch folder of its own), as
        /// the footprints were measured: a decoded nib keeps its path, so runs that should
        /// charge what the sweep charged read the corpus there. The caller removes ``scratch``.
        package var stableCorpus: String, scratch: String
        /// The trace replayed, in our format, and its events.
        package var tracePath: String, events: [TraceEvent]
        /// Where the trace came from: a file's path, or the generated spec's text.
        package var traceOrigin: String
        /// What the trace holds: its loads, memory warnings, distinct nibs and their bytes, and
        /// the most loaded nibs (Traces' ``NibShare``), computed once.
        package var traceStatistics: TraceStats
        /// The profile of the corpus, and the costs taken from it.
        package var profile: NibProfile, costs: NibLoadCosts
        /// The sweep's rows (budgets of the refinement included) and the budgets swept.
        package var rows: [BudgetRow], budgets: [Int]
        /// The decision.
        package var recommendation: Recommendation
        /// Seconds per stage: import (or generate), trace, profile, sweep.
        package var seconds: [(stage: String, seconds: Double)]
        /// Files that could not be imported and nibs that could not be profiled (their loads
        /// are not in ``events``), and the sentence counting them (nil: everything was measured).
        package var unmeasured: [UnmeasuredInput] = [], unmeasuredSummary: String?
    }
}
