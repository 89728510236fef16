import Profiling
import Reporting

extension Recommender.Analysis {
    /// What the report shows of the analysis, as the plain values Reporting reads.
    var findings: RecommendDocument.Analysis {
        RecommendDocument.Analysis(
            events: events, manifest: manifest, importFailures: imported?.failures.map(\.description) ?? [],
            traceOrigin: traceOrigin, unit: costs.unit, estimatedNibs: costs.estimatedNames, rows: rows,
            recommendation: recommendation, unmeasured: unmeasured, unmeasuredSummary: unmeasuredSummary)
    }
}
