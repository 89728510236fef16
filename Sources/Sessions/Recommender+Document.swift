import Profiling
import Reporting

extension Recommender.Analysis {
    /// What the report shows of the analysis, as the plain values Reporting reads.
    var findings: RecommendDocument.Analysis {
        var findings = RecommendDocument.Analysis(
            events: events, manifest: manifest, importFailures: imported?.failures.map(\.description) ?? [],
            traceOrigin: traceOrigin, unit: costs.unit, estimatedNibs: costs.estimatedNames, rows: rows,
            recommendation: recommendation, unmeasured: unmeasured, unmeasuredSummary: unmeasuredSummary)
        findings.app = imported?.app
        findings.ignoredMetadataFiles = imported?.ignoredMetadata ?? 0
        if let imported, imported.compiledXIBs > 0 || imported.compiledStoryboards > 0 { findings.compiledAs = imported.target.description }
        return findings
    }
}
