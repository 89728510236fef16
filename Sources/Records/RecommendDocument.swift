import Manifest

/// `recommend.json`: everything `nibbench recommend` decided and measured, built once by the
/// session from its analysis and its measured runs, and rendered by Reporting. The
/// ``recommendation`` and ``rows`` depend only on the corpus, the trace and the build (two runs
/// give the same); ``confirmations``' times, ``seconds`` and ``peakResidentBytes`` are
/// measurements of the moment.
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
    package var corpus: CorpusFigures
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
    /// The largest resident memory the command's process had, in bytes, by the end of its
    /// measured runs (`getrusage`'s `ru_maxrss`; child processes not included): a measurement
    /// of the moment, as ``seconds`` is. Absent in documents written before it existed.
    package var peakResidentBytes: Int?
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
    package struct CorpusFigures: Sendable, Codable, Equatable {
        /// Its folder (relative to the output folder when imported into it).
        package var path: String
        /// Nibs and their bytes.
        package var nibs: Int, bytes: Int
        /// Source files that could not be imported, one line each (empty when not imported).
        package var importFailures: [String]

        /// Creates the corpus's record.
        package init(path: String, nibs: Int, bytes: Int, importFailures: [String]) {
            (self.path, self.nibs, self.bytes, self.importFailures) = (path, nibs, bytes, importFailures)
        }
    }

    /// The trace replayed.
    package struct Trace: Sendable, Codable, Equatable {
        /// A file's path, or the generated trace's model, length and seed.
        package var origin: String
        /// Loads, memory warnings, distinct nibs and their bytes.
        package var loads: Int, memoryWarnings: Int, distinctNibs: Int, distinctBytes: Int
        /// The most loaded nibs, most first (at most five).
        package var top: [Share]

        /// Creates the trace's record.
        package init(origin: String, loads: Int, memoryWarnings: Int, distinctNibs: Int, distinctBytes: Int, top: [Share]) {
            (self.origin, self.loads, self.memoryWarnings) = (origin, loads, memoryWarnings)
            (self.distinctNibs, self.distinctBytes, self.top) = (distinctNibs, distinctBytes, top)
        }
    }

    /// A nib's share of the loads.
    package struct Share: Sendable, Codable, Equatable {
        /// The nib's manifest name.
        package var name: String
        /// Its loads.
        package var loads: Int

        /// Creates a share.
        package init(name: String, loads: Int) { (self.name, self.loads) = (name, loads) }
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

        /// Creates a stage's time.
        package init(stage: String, seconds: Double) { (self.stage, self.seconds) = (stage, seconds) }
    }

    /// A document of what was decided and measured; what could not be measured, why nothing
    /// was confirmed and the built app are set apart (absent unless set).
    package init(
        machine: MachineInfo, input: String, corpus: CorpusFigures, trace: Trace, unit: CostUnit, estimatedNibs: [String], rows: [BudgetRow],
        recommendation: Recommendation, confirmations: [Confirmation], confirmationRun: String?, confirmationLoads: Int?, seconds: [Stage]
    ) {
        (self.machine, self.input, self.corpus, self.trace) = (machine, input, corpus, trace)
        (self.unit, self.estimatedNibs, self.rows, self.recommendation) = (unit, estimatedNibs, rows, recommendation)
        (self.confirmations, self.confirmationRun, self.confirmationLoads) = (confirmations, confirmationRun, confirmationLoads)
        self.seconds = seconds
    }
}
