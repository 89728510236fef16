import NibCache
import Measurements

/// Everything a run measured.
///
/// Its JSON form (`run.json`) holds everything but the samples, ``records``: a results folder
/// keeps those once, in its samples store (`samples.sqlite`), and a child process hands them
/// to its parent with ``ChildRunner``'s transfer format.
package struct RunResult: Sendable, Codable {
    /// The schema version of `run.json`: 2 keeps the samples out of it (in `samples.sqlite`);
    /// 1, which older runs wrote, holds them under `records`.
    package static let schemaVersion = 2
    /// The oldest schema version still read.
    package static let oldestSchemaVersion = 1
    package var schemaVersion = RunResult.schemaVersion
    package var machine: MachineInfo
    package var corpus: String
    package var traceLoads: Int
    package var traceMemoryWarnings: Int
    package var repetitions: Int
    package var warmupLoads: Int
    package var coldIO: Bool
    /// Median nanoseconds the harness adds to one load (two clock reads and bookkeeping),
    /// measured on an empty load and subtracted from every `total`.
    package var overheadNanoseconds: UInt64
    package var configs: [RunConfig]
    /// What loads were measured by (absent in runs recorded before the field: time).
    package var measure: MeasureMode?
    /// Instructions per configuration (`--measure instructions` and `cycles` only).
    package var instructionCounts: [InstructionCount]?
    /// The simulated cache and the weights of estimated cycles (`--measure cycles` only).
    package var cacheModel: CacheModel? = nil
    package var summaries: [ConfigSummary]
    package var repetitionResults: [RepetitionResult]
    /// Every recorded load. Not part of `run.json` (see the type's discussion).
    package var records: [LoadRecord] = []
    package var warnings: [String]
    /// Set when the run was interrupted: what was completed.
    package var incomplete: RunInterruption?
    /// Configurations that failed (their strategy threw or broke its contract) and ran no
    /// further; nil when none did. They have no summary.
    package var failures: [ConfigFailure]?
    /// What `nibbench run --resume` needs to continue the run (absent in older files).
    package var resume: ResumeInfo? = nil
    /// The exact miss-ratio curve of an object-count-bounded LRU cache on the replayed trace
    /// (warm-up excluded, emptied at memory warnings), for the hit-ratio chart. Optional and
    /// additive within schema 1: runs written before it existed decode with nil.
    package var lruCurve: [MissRatioPoint]? = nil
    /// Where the cost of a miss came from (GDSF's and GreedyDual's ranking, the cost-weighted
    /// miss ratio). Optional and additive within schema 1: runs written before it existed
    /// decode with nil, which `compare` treats as measured (not deterministic).
    package var missCost: MissCost? = nil

    /// Whether the cost of a miss was deterministic (``MissCost/isDeterministic``); false for
    /// runs that did not record it, which took measured time.
    package var hasDeterministicCost: Bool { missCost?.isDeterministic ?? false }

    /// Every stored field but ``records``.
    enum CodingKeys: String, CodingKey {
        case schemaVersion, machine, corpus, traceLoads, traceMemoryWarnings, repetitions, warmupLoads, coldIO
        case overheadNanoseconds, configs, measure, instructionCounts, cacheModel, summaries, repetitionResults, warnings
        case incomplete, failures, resume, lruCurve, missCost
    }

    /// Creates the value, field by field.
    package init(
        schemaVersion: Int = RunResult.schemaVersion, machine: MachineInfo, corpus: String, traceLoads: Int, traceMemoryWarnings: Int,
        repetitions: Int, warmupLoads: Int, coldIO: Bool, overheadNanoseconds: UInt64, configs: [RunConfig], measure: MeasureMode? = nil,
        instructionCounts: [InstructionCount]? = nil, cacheModel: CacheModel? = nil, summaries: [ConfigSummary],
        repetitionResults: [RepetitionResult], records: [LoadRecord] = [], warnings: [String], incomplete: RunInterruption? = nil,
        failures: [ConfigFailure]? = nil, resume: ResumeInfo? = nil, lruCurve: [MissRatioPoint]? = nil, missCost: MissCost? = nil
    ) {
        self.schemaVersion = schemaVersion
        self.machine = machine
        self.corpus = corpus
        self.traceLoads = traceLoads
        self.traceMemoryWarnings = traceMemoryWarnings
        self.repetitions = repetitions
        self.warmupLoads = warmupLoads
        self.coldIO = coldIO
        self.overheadNanoseconds = overheadNanoseconds
        self.configs = configs
        self.measure = measure
        self.instructionCounts = instructionCounts
        self.cacheModel = cacheModel
        self.summaries = summaries
        self.repetitionResults = repetitionResults
        self.records = records
        self.warnings = warnings
        self.incomplete = incomplete
        self.failures = failures
        self.resume = resume
        self.lruCurve = lruCurve
        self.missCost = missCost
    }
}

extension RunResult {
    /// Whether the run counted instructions (`--measure instructions`).
    package var hasInstructionCounts: Bool { summaries.contains { $0.instructionsPerLoad != nil } }
    /// Whether the run estimated cycles (`--measure cycles`).
    package var hasEstimatedCycles: Bool { summaries.contains { $0.cyclesPerLoad != nil } }
}
