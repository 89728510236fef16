import Foundation
import Records
import NibbenchSupport
import Traces
import Manifest

/// `recommend.json`: everything `nibbench recommend` decided and measured. The
/// ``recommendation`` and ``rows`` depend only on the corpus, the trace and the build (two runs
/// give the same); ``confirmations``' times and ``seconds`` are measurements of the moment.
package struct RecommendDocument: Sendable, Codable, Equatable {
    /// `"nibbench-recommend"`.
    package var kind = "nibbench-recommend"
    /// The schema version.
    package var schemaVersion = 1
    /// The machine and build.
    package var machine: MachineInfo
    /// The path given.
    package var input: String
    /// The corpus.
    package var corpus: Corpus
    /// The trace.
    package var trace: Trace
    /// The deciding unit, and the nibs whose costs were estimated rather than profiled.
    package var unit: CostUnit, estimatedNibs: [String]
    /// Every strategy at every budget.
    package var rows: [BudgetRow]
    /// The decision.
    package var recommendation: Recommendation
    /// Measured runs of the strategies that matter, at the recommended budget.
    package var confirmations: [Confirmation]
    /// The folder of those runs, relative to the output folder (nil: none run).
    package var confirmationRun: String?
    /// Loads those runs replayed (the trace's first), and the predictions they are set against.
    package var confirmationLoads: Int?
    /// Seconds per stage.
    package var seconds: [Stage]
    /// What could not be measured, with `--allow-partial`: files not imported, nibs not
    /// profiled (their loads were left out of the trace) and configurations whose measured run
    /// failed; absent when everything was measured.
    package var unmeasured: [UnmeasuredInput]?
    /// The sentence counting ``unmeasured`` ("1 of 40 files not imported; …").
    package var unmeasuredSummary: String?
    /// Why no measured run confirms the recommendation, when none does.
    package var unconfirmed: String?
    /// The built app recommended for (an `.ipa`, `.app`, `Payload` or `.xcarchive`), with what
    /// its `Info.plist` says (`DTXcode`, `MinimumOSVersion`, …); absent for sources, a corpus,
    /// a spec or a profile (and in documents written before it existed).
    package var app: BuiltApp?
    /// Mac metadata files (`__MACOSX/`, `._*`) left out of the import; absent when none were.
    package var ignoredMetadataFiles: Int?
    /// Whose output the imported `.xib` and `.storyboard` files were compiled as (`Xcode 26.4`,
    /// `Xcode 15.3, iOS 12.0`); absent when none was compiled (and in documents written before
    /// it existed).
    package var compiledAs: String?

    /// The corpus recommended for.
    package struct Corpus: Sendable, Codable, Equatable {
        /// Its folder (relative to the output folder when imported into it).
        package var path: String
        /// Nibs and their bytes.
        package var nibs: Int, bytes: Int
        /// Source files that could not be imported, one line each (empty when not imported).
        package var importFailures: [String]
    }

    /// The trace replayed.
    package struct Trace: Sendable, Codable, Equatable {
        /// A file's path, or the generated trace's model, length and seed.
        package var origin: String
        /// Loads, memory warnings, distinct nibs and their bytes.
        package var loads: Int, memoryWarnings: Int, distinctNibs: Int, distinctBytes: Int
        /// The most loaded nibs, most first (at most five).
        package var top: [Share]
    }

    /// A nib's share of the loads.
    package struct Share: Sendable, Codable, Equatable {
        /// The nib's manifest name.
        package var name: String
        /// Its loads.
        package var loads: Int
    }

    /// One measured configuration against its prediction.
    package struct Confirmation: Sendable, Codable, Equatable {
        /// The configuration (`decoded-lru@96KiB`).
        package var config: String
        /// Predicted and measured cost per load (in ``RecommendDocument/unit``).
        package var predictedCost: Double, measuredCost: Double?
        /// Predicted and measured miss ratio.
        package var predictedMissRatio: Double, measuredMissRatio: Double
        /// Median load latency and its 95% interval, nanoseconds.
        package var medianNanoseconds: Double, medianLow: Double, medianHigh: Double

        /// Creates a confirmation.
        package init(
            config: String, predictedCost: Double, measuredCost: Double?, predictedMissRatio: Double, measuredMissRatio: Double,
            medianNanoseconds: Double, medianLow: Double, medianHigh: Double
        ) {
            (self.config, self.predictedCost, self.measuredCost) = (config, predictedCost, measuredCost)
            (self.predictedMissRatio, self.measuredMissRatio) = (predictedMissRatio, measuredMissRatio)
            (self.medianNanoseconds, self.medianLow, self.medianHigh) = (medianNanoseconds, medianLow, medianHigh)
        }
    }

    /// The time one stage took.
    package struct Stage: Sendable, Codable, Equatable {
        /// The stage: import (or corpus), trace, profile, sweep, measured runs.
        package var stage: String
        /// Its wall-clock seconds.
        package var seconds: Double
    }

    /// What the recommender's analysis found, as plain values.
    package struct Analysis: Sendable {
        /// The loads and memory warnings replayed, and the corpus's manifest.
        package var events: [TraceEvent], manifest: CorpusManifest
        /// Files that could not be imported, one line each.
        package var importFailures: [String]
        /// Where the trace came from: a file's path, or the generated spec's text.
        package var traceOrigin: String
        /// The deciding unit, and the nibs whose costs were estimated.
        package var unit: CostUnit, estimatedNibs: [String]
        /// The sweep's rows and the decision.
        package var rows: [BudgetRow], recommendation: Recommendation
        /// What could not be measured, and the sentence counting it (nil: everything was).
        package var unmeasured: [UnmeasuredInput], unmeasuredSummary: String?
        /// The built app imported, and the Mac metadata files the import left out.
        package var app: BuiltApp? = nil, ignoredMetadataFiles = 0
        /// Whose output the imported sources were compiled as; nil when none was compiled.
        package var compiledAs: String? = nil

        /// Creates the values.
        package init(
            events: [TraceEvent], manifest: CorpusManifest, importFailures: [String], traceOrigin: String, unit: CostUnit,
            estimatedNibs: [String], rows: [BudgetRow], recommendation: Recommendation, unmeasured: [UnmeasuredInput],
            unmeasuredSummary: String?
        ) {
            (self.events, self.manifest, self.importFailures, self.traceOrigin) = (events, manifest, importFailures, traceOrigin)
            (self.unit, self.estimatedNibs, self.rows, self.recommendation) = (unit, estimatedNibs, rows, recommendation)
            (self.unmeasured, self.unmeasuredSummary) = (unmeasured, unmeasuredSummary)
        }
    }

    /// The document of `analysis`: `corpus` names the corpus as the report shows it; the trace's
    /// five most loaded nibs are listed.
    package init(
        _ analysis: Analysis, machine: MachineInfo, input: String, corpus: String, confirmations: [Confirmation],
        confirmLoads: Int, seconds: [(stage: String, seconds: Double)]
    ) {
        var counts: [String: Int] = [:]
        var warnings = 0
        for event in analysis.events {
            switch event {
            case .load(let name): counts[name, default: 0] += 1
            case .memoryWarning: warnings += 1
            }
        }
        let names = Array(counts.keys)
        let sizes = Dictionary(analysis.manifest.nibs.map { ($0.name, $0.nibBytes) }, uniquingKeysWith: { a, _ in a })
        let distinctBytes = counts.keys.reduce(0) { $0 + (sizes[$1] ?? 0) }
        self.machine = machine
        self.input = input
        self.corpus = Corpus(
            path: corpus, nibs: analysis.manifest.nibs.count, bytes: analysis.manifest.nibs.reduce(0) { $0 + $1.nibBytes },
            importFailures: analysis.importFailures)
        trace = Trace(
            origin: analysis.traceOrigin, loads: analysis.events.count - warnings, memoryWarnings: warnings, distinctNibs: counts.count,
            distinctBytes: distinctBytes,
            top: NibShare.top(5, names: names, counts: names.map { counts[$0]! }, total: analysis.events.count - warnings).map {
                Share(name: $0.name, loads: $0.loads)
            })
        unit = analysis.unit
        estimatedNibs = analysis.estimatedNibs
        rows = analysis.rows
        recommendation = analysis.recommendation
        self.confirmations = confirmations
        confirmationRun = confirmations.isEmpty ? nil : "run"
        confirmationLoads = confirmations.isEmpty ? nil : min(confirmLoads, trace.loads)
        self.seconds = seconds.map { Stage(stage: $0.stage, seconds: $0.seconds) }
        if let summary = analysis.unmeasuredSummary {
            (unmeasured, unmeasuredSummary) = (analysis.unmeasured, summary)
        }
        app = analysis.app
        ignoredMetadataFiles = analysis.ignoredMetadataFiles == 0 ? nil : analysis.ignoredMetadataFiles
        compiledAs = analysis.compiledAs
    }

    /// Records the measured runs that failed (of the configurations `names`), and why nothing
    /// was confirmed when nothing was.
    package mutating func record(failedRuns: [UnmeasuredInput], of names: [String], unconfirmed: String?) {
        self.unconfirmed = unconfirmed
        guard !failedRuns.isEmpty else { return }
        unmeasured = (unmeasured ?? []) + failedRuns
        let runs = "\(failedRuns.count) of \(MessageText.counted(names.count, "confirming run")) failed"
        unmeasuredSummary = unmeasuredSummary.map { $0 + "; " + runs } ?? runs
    }

    /// The JSON text (sorted keys, pretty).
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
