import NibCache
import Measurements

/// One load as measured: which, what it hit, how long each phase took, what it allocated.
/// Times are nanoseconds with the calibrated empty-load overhead subtracted from `total`.
package struct LoadRecord: Sendable, Hashable, Codable {
    package var config: Int
    package var repetition: Int
    package var seq: Int
    package var nib: String
    package var hit: Bool
    package var total: UInt64
    package var read: UInt64
    package var decode: UInt64
    package var create: UInt64
    package var connect: UInt64
    package var awake: UInt64
    /// Bytes the load allocated (jemalloc `thread.allocatedp`).
    package var allocatedBytes: UInt64
    /// Allocation requests during the load (jemalloc `stats.arenas.<all>.*.nrequests`), or
    /// nil when not counted.
    package var allocations: UInt64?
    /// Bytes of the nib's archive: what its first recorded load read, taken once per nib.
    package var nibBytes: Int
    /// What a miss of this nib costs under a deterministic miss cost (objects + values, or
    /// bytes), computed once per nib from the bytes its first recorded load read, or nil: under
    /// measured costs (each miss has its own) and in records read back from a samples store.
    package var missCost: Double? = nil

    /// A load as measured (the samples store reads them back this way).
    package init(
        config: Int, repetition: Int, seq: Int, nib: String, hit: Bool, total: UInt64, read: UInt64, decode: UInt64,
        create: UInt64, connect: UInt64, awake: UInt64, allocatedBytes: UInt64, allocations: UInt64?, nibBytes: Int,
        missCost: Double? = nil
    ) {
        (self.config, self.repetition, self.seq, self.nib, self.hit) = (config, repetition, seq, nib, hit)
        (self.total, self.read, self.decode, self.create, self.connect, self.awake) = (total, read, decode, create, connect, awake)
        (self.allocatedBytes, self.allocations, self.nibBytes, self.missCost) = (allocatedBytes, allocations, nibBytes, missCost)
    }
}

/// One replay of the trace through one configuration.
package struct RepetitionResult: Sendable, Hashable, Codable {
    package var config: Int
    package var repetition: Int
    /// Position in the interleaved schedule (0 = ran first).
    package var order: Int
    package var wallNanoseconds: UInt64
    package var counters: LoaderCounters
    /// The thread's allocation high-water mark over the replay (jemalloc `thread.peak`).
    package var peakBytes: UInt64
    /// Process-wide allocator figures at the end of the replay.
    package var allocator: AllocatorSnapshot
    /// CPU and page faults over the replay.
    package var usage: ResourceUsage
    /// Nanoseconds of each sample of the machine canary taken during the replay (one before
    /// the first load, then one every `RunPlan.canaryInterval` loads), in order; nil in runs
    /// recorded before the canary existed or with it turned off. Additive within schema 1.
    package var canary: [UInt64]? = nil
    /// Earlier attempts at this replay that were discarded as disturbed (their canary ran
    /// markedly slower than in the run's quietest replay), oldest first; nil when none.
    /// Additive within schema 1.
    package var discarded: [DiscardedReplay]? = nil

    /// Creates the value, field by field.
    package init(
        config: Int, repetition: Int, order: Int, wallNanoseconds: UInt64, counters: LoaderCounters, peakBytes: UInt64, allocator: AllocatorSnapshot,
        usage: ResourceUsage, canary: [UInt64]? = nil, discarded: [DiscardedReplay]? = nil
    ) {
        self.config = config
        self.repetition = repetition
        self.order = order
        self.wallNanoseconds = wallNanoseconds
        self.counters = counters
        self.peakBytes = peakBytes
        self.allocator = allocator
        self.usage = usage
        self.canary = canary
        self.discarded = discarded
    }
}

/// An attempt at a replay that was measured while the machine was busy with something else
/// and replaced by a quieter one: what it measured, for the record.
package struct DiscardedReplay: Sendable, Hashable, Codable {
    /// Median canary sample of the attempt, ns.
    package var canaryMedian: UInt64
    /// Median load latency of the attempt, ns.
    package var loadMedian: UInt64

    package init(canaryMedian: UInt64, loadMedian: UInt64) {
        self.canaryMedian = canaryMedian
        self.loadMedian = loadMedian
    }
}

/// Figures of one configuration over all its repetitions.
package struct ConfigSummary: Sendable, Hashable, Codable {
    package var config: RunConfig
    package var loads: Int
    package var latency: LatencySummary
    /// Medians per phase (ns).
    package var medianRead: UInt64, medianDecode: UInt64, medianCreate: UInt64, medianConnect: UInt64, medianAwake: UInt64
    package var hitRatio: Double
    /// Misses over requests, missed bytes over requested bytes, missed cost over the cost had
    /// every request missed (the run's ``RunResult/missCost`` per nib; with measured cost, each
    /// nib's mean read + decode time over its misses).
    package var missRatio: Double, byteMissRatio: Double, costMissRatio: Double
    package var meanAllocatedBytes: Double
    package var meanAllocations: Double?
    /// Largest figures over the repetitions.
    package var peakBytes: UInt64, residentBytes: UInt64, cacheBytes: Int
    package var cpuSeconds: Double
    package var majorFaults: Int, minorFaults: Int
    /// Set when the first repetition's median is more than 1.5 × the others'.
    package var firstRepetitionSlower: Bool
    /// Mean instructions per warm load and per first load (`--measure instructions` only).
    package var instructionsPerLoad: Double?
    package var instructionsFirstLoad: Double?
    /// Simulated-cache figures per warm load (estimated cycles: the gated figure) and per first
    /// load (`--measure cycles` only).
    package var cyclesPerLoad: CyclesPerLoad?
    package var cyclesFirstLoad: CyclesPerLoad?
    /// Minor and major page faults per load (`--measure time` only): each replay's faults
    /// (`getrusage` around the replay, warm-up loads included) over the replay's loads, pooled
    /// over the repetitions. Per replay, not per load: a `getrusage` call inside the timed span
    /// of every load would add a system call to what is timed.
    package var minorFaultsPerLoad: Double?
    package var majorFaultsPerLoad: Double?

    /// Creates the value, field by field.
    package init(
        config: RunConfig, loads: Int, latency: LatencySummary, medianRead: UInt64, medianDecode: UInt64, medianCreate: UInt64, medianConnect: UInt64,
        medianAwake: UInt64, hitRatio: Double, missRatio: Double, byteMissRatio: Double, costMissRatio: Double, meanAllocatedBytes: Double,
        meanAllocations: Double? = nil, peakBytes: UInt64, residentBytes: UInt64, cacheBytes: Int, cpuSeconds: Double, majorFaults: Int,
        minorFaults: Int, firstRepetitionSlower: Bool, instructionsPerLoad: Double? = nil, instructionsFirstLoad: Double? = nil,
        cyclesPerLoad: CyclesPerLoad? = nil, cyclesFirstLoad: CyclesPerLoad? = nil, minorFaultsPerLoad: Double? = nil,
        majorFaultsPerLoad: Double? = nil
    ) {
        self.config = config
        self.loads = loads
        self.latency = latency
        self.medianRead = medianRead
        self.medianDecode = medianDecode
        self.medianCreate = medianCreate
        self.medianConnect = medianConnect
        self.medianAwake = medianAwake
        self.hitRatio = hitRatio
        self.missRatio = missRatio
        self.byteMissRatio = byteMissRatio
        self.costMissRatio = costMissRatio
        self.meanAllocatedBytes = meanAllocatedBytes
        self.meanAllocations = meanAllocations
        self.peakBytes = peakBytes
        self.residentBytes = residentBytes
        self.cacheBytes = cacheBytes
        self.cpuSeconds = cpuSeconds
        self.majorFaults = majorFaults
        self.minorFaults = minorFaults
        self.firstRepetitionSlower = firstRepetitionSlower
        self.instructionsPerLoad = instructionsPerLoad
        self.instructionsFirstLoad = instructionsFirstLoad
        self.cyclesPerLoad = cyclesPerLoad
        self.cyclesFirstLoad = cyclesFirstLoad
        self.minorFaultsPerLoad = minorFaultsPerLoad
        self.majorFaultsPerLoad = majorFaultsPerLoad
    }
}

/// The machine and build a run was measured on.
package struct MachineInfo: Sendable, Hashable, Codable {
    package var cpu: String
    package var cores: Int
    package var kernel: String
    /// The Swift compiler that built nibbench, e.g. `Swift 6.3.1` (older runs: a range).
    package var swift: String
    package var allocator: String
    package var build: String
    /// nibbench's version (absent in runs recorded before it was kept).
    package var nibbench: String?
    /// The Valgrind version instruction counts were taken with (`--measure instructions`, `cycles`).
    package var valgrind: String?
    /// The git commit nibbench was built from, with `+modified` when the checkout had
    /// uncommitted changes (absent when unknown).
    package var commit: String?

    /// The machine and build, as recorded.
    package init(
        cpu: String, cores: Int, kernel: String, swift: String, allocator: String, build: String,
        nibbench: String? = nil, commit: String? = nil
    ) {
        self.cpu = cpu
        self.cores = cores
        self.kernel = kernel
        self.swift = swift
        self.allocator = allocator
        self.build = build
        self.nibbench = nibbench
        self.commit = commit
    }
}

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

/// The parts of a run's plan that `run.json` does not otherwise keep, so that an interrupted
/// run can be continued with exactly the same plan.
package struct ResumeInfo: Sendable, Hashable, Codable {
    /// The corpus folder, relative to the results folder (absolute in runs written by earlier
    /// versions; see ``resolved(against:)``).
    package var corpusPath: String
    /// The trace file replayed, relative to the results folder (or absolute, as above).
    package var tracePath: String
    /// SHA-256 of the trace file when the run started; a changed trace is refused.
    package var traceSHA256: String
    /// Seed of the schedule and the bootstrap.
    package var seed: UInt64
    /// Test-only injected delays (strategy → ns).
    package var injectedDelays: [String: UInt64]
    /// SHA-256 of the corpus's `manifest.json`, which lists every nib's digest: `compare`
    /// refuses two runs on different corpora. Absent in runs written before it was kept
    /// (unknown).
    package var corpusSHA256: String? = nil

    package init(
        corpusPath: String, tracePath: String, traceSHA256: String, seed: UInt64, injectedDelays: [String: UInt64],
        corpusSHA256: String? = nil
    ) {
        (self.corpusPath, self.tracePath, self.traceSHA256, self.seed, self.injectedDelays) = (
            corpusPath, tracePath, traceSHA256, seed, injectedDelays
        )
        self.corpusSHA256 = corpusSHA256
    }
}

extension RunResult {
    /// Whether the run counted instructions (`--measure instructions`).
    package var hasInstructionCounts: Bool { summaries.contains { $0.instructionsPerLoad != nil } }
    /// Whether the run estimated cycles (`--measure cycles`).
    package var hasEstimatedCycles: Bool { summaries.contains { $0.cyclesPerLoad != nil } }
}
