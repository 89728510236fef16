import ArgumentParser
import Foundation
import Harness
import NibArchive
import NibCache
import Reporting
import Synchronization
import SystemPackage
import Workload

/// Set by SIGINT; the runner polls it between loads.
let interruptRequested = Atomic<Bool>(false)

/// `nibbench run`: the main job.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a trace through every strategy and write CSV, Markdown and JSON results.",
        discussion: """
            With no arguments: generates the default corpus (Corpora/default.json → \
            Corpora/default/) and its default trace if missing, runs every strategy (each \
            bounded one at a capacity of a quarter of the corpus, at least 100 nibs), 3 repetitions in a seeded \
            random order, and writes Results/<run-id>/: samples.csv, summary.csv, report.md, \
            report.html, charts/*.svg, run.json. --quick is a short run for CI smoke use. Ctrl-C stops between loads and \
            writes a complete result marked incomplete. --isolate runs every repetition in a \
            fresh process. The default --corpus, Corpora/default.json, is relative to the \
            current folder: run from the nibbench checkout or pass --corpus.

            Strategies: \(RunPlan.strategies.joined(separator: ", ")).

            Examples:
              nibbench run --quick
              nibbench run --strategies uinib,decoded-lru --capacity 64,8MiB
              nibbench run --corpus Corpora/small.json --out Results/small
              nibbench run --resume Results/<run-id>
            """
    )

    @Option(help: "A corpus folder (with manifest.json) or a corpus spec (.json) to generate from (default: Corpora/default.json in the current folder).")
    var corpus = "Corpora/default.json"

    @Option(help: "A trace file (ours; default: <corpus>/traces/default.csv, generated if missing).")
    var trace: String?

    @Option(parsing: .upToNextOption, help: "Strategies (comma or space separated; default: all): \(RunPlan.strategies.joined(separator: ", ")).")
    var strategies: [String] = []

    @Option(name: .customLong("capacity"), parsing: .upToNextOption, help: "Capacities: counts (64) or bytes (8MiB); default a quarter of the corpus.")
    var capacities: [String] = []

    @Option(help: "Replays per strategy × capacity (default: \(RunPlan.defaultRepetitions); --quick: \(RunPlan.quickRepetitions)).")
    var repetitions: Int?

    @Option(help: "Loads per replay that warm up and are not recorded (default: \(RunPlan.defaultWarmupLoads); --quick: \(RunPlan.quickWarmupLoads)).")
    var warmup: Int?

    @Option(help: "What a decoded cache's miss costs (GDSF and GreedyDual rank by it; it weights the cost miss ratio): objects (archive objects + values; the default), bytes (file bytes) or measured (read + decode time, so those miss ratios vary between runs and compare does not gate them).")
    var cost: MissCost?

    @Flag(help: "Evict each nib file from the page cache before every load (cold I/O).")
    var coldIO = false

    @Flag(help: "Run each repetition in a fresh process.")
    var isolate = false

    @Option(help: ArgumentHelp("Continue the interrupted run in this results folder (or its run.json): completed replays are kept, the rest run with the same plan, and the folder is rewritten.", valueName: "RESULTS"))
    var resume: String?

    @Flag(help: "A short run (1,500-load trace, 1 repetition) for CI smoke use.")
    var quick = false

    @Option(help: "Seed of the schedule and the bootstrap.")
    var seed: UInt64 = 1

    @Option(help: "The results folder (default: Results/<run-id>).")
    var out: String?

    @Option(help: "Also save the result as baseline NAME (Results/baselines/NAME/) for `nibbench compare`.")
    var saveBaseline: String?

    @Option(help: "Standard output: text (ranking) or github-action-benchmark (its customSmallerIsBetter JSON).")
    var format = "text"

    @Option(help: "Also write Chrome trace-event JSON (one span per load and per phase) to this file.")
    var traceEvents: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Test only: STRATEGY=NANOSECONDS of busy delay added to every load of a strategy.", visibility: .hidden))
    var injectDelay: [String] = []

    @Option(help: ArgumentHelp("What a load is measured by: time (wall clock, the default) or instructions (counted under Valgrind's callgrind: deterministic, for gating commits in CI; needs valgrind).", valueName: "time|instructions"))
    var measure: MeasureMode = .time

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Test only: STRATEGY=N iterations of a fixed work loop added to every load of a strategy (a known instruction regression).", visibility: .hidden))
    var injectWork: [String] = []

    @Flag(help: .hidden)
    var instructionsChild = false

    @Option(help: .hidden)
    var emitJSON: String?

    @Option(parsing: .upToNextOption, help: .hidden)
    var exactConfig: [String] = []

    func validate() throws {
        try Simulate.checkCapacities(capacities, option: "--capacity")
        _ = try Self.delays(injectDelay)
        _ = try Self.workInjections(injectWork)
        try validateMeasure()
    }

    func run() throws {
        if let resume { return try resumeRun(resume) }
        do {
            _ = try chosenStrategies()
            let folder = try Self.corpusFolder(corpus)
            let manifest = try CorpusManifest.load(from: folder)
            let tracePath = try trace ?? Self.defaultTrace(corpus: folder, manifest: manifest, quick: quick)
            let accessTrace = try AccessTrace.read(from: tracePath, manifest: manifest)
            let plan = try makePlan(folder: folder, manifest: manifest, trace: accessTrace)
            var result: RunResult
            if plan.measure == .instructions && !instructionsChild {
                result = try runUnderCallgrind(plan: plan, tracePath: tracePath)
            } else {
                result = isolate && emitJSON == nil ? try runIsolated(plan: plan, tracePath: tracePath) : try runHere(plan: plan)
            }
            result.resume = ResumeInfo(corpusPath: Self.absolute(folder), tracePath: Self.absolute(tracePath),
                                       traceSHA256: try ContentDigest.sha256(ofFileAt: tracePath), seed: plan.seed,
                                       injectedDelays: plan.injectedDelays)
            if let emitJSON {
                try ResultDirectory.atomically(String(decoding: try JSONEncoder().encode(result), as: UTF8.self), to: emitJSON)
                return
            }
            let id = ResultDirectory.newID()
            let destination = out ?? "Results/\(id)"
            try ResultDirectory.write(result, id: id, to: destination)
            try finish(result, folder: destination, trace: tracePath)
        } catch let error as ExitCode {
            throw error
        } catch {
            throw fail(error)
        }
    }

    /// The corpus folder for `--corpus`: a folder as is; a spec is generated into
    /// `Corpora/<name>` unless its manifest is already there.
    static func corpusFolder(_ corpus: String) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: corpus, isDirectory: &isFolder) else {
            let relative = corpus.hasPrefix("/") ? "" : " (a path relative to the current folder, \(FileManager.default.currentDirectoryPath); run from the nibbench checkout or pass --corpus)"
            throw CommandMessage("\(corpus): no such corpus folder or spec\(relative)")
        }
        if isFolder.boolValue { return corpus }
        let spec = try CorpusSpec.load(from: corpus)
        // Relative when the spec's path is (results name the corpus as the user named it).
        let specFolder = (corpus as NSString).deletingLastPathComponent
        let folder = specFolder.isEmpty ? spec.name : specFolder + "/" + spec.name
        if !FileManager.default.fileExists(atPath: folder + "/" + CorpusManifest.fileName) {
            note("generating corpus \(spec.name) (\(spec.nibCount) nibs) into \(folder)")
            _ = try CorpusGenerator(spec: spec).generate(into: folder)
        }
        return folder
    }

    /// The default trace of a corpus: an app being used — navigation between screens with
    /// cell bursts, mixed with Zipf-popular loads — with occasional memory warnings.
    static func defaultTrace(corpus: String, manifest: CorpusManifest, quick: Bool) throws -> String {
        let name = quick ? "quick.csv" : "default.csv"
        let path = corpus + "/traces/" + name
        if FileManager.default.fileExists(atPath: path) { return path }
        try FileManager.default.createDirectory(atPath: corpus + "/traces", withIntermediateDirectories: true)
        let model = TraceModel.appDefault
        let spec = TraceSpec(model: model, length: quick ? 1_500 : 6_000, seed: 1, followEmbeds: false,
                             memoryWarnings: MemoryWarningSpec(ratePerLoad: 0.0005))
        note("generating trace \(path)")
        _ = try TraceGenerator(manifest: manifest, spec: spec).write(to: path)
        return path
    }

    static func events(_ trace: AccessTrace) -> [RunEvent] {
        trace.events.map { $0.nib.map(RunEvent.load) ?? .memoryWarning }
    }

    func makePlan(folder: String, manifest: CorpusManifest, trace: AccessTrace) throws -> RunPlan {
        let events = Self.events(trace)
        if !exactConfig.isEmpty {
            // A child of --isolate: exactly the parent's configurations.
            let configs = exactConfig.map { text -> RunConfig in
                let parts = text.split(separator: "@", maxSplits: 1).map(String.init)
                return RunConfig(strategy: parts[0], capacity: parts.count > 1 ? CacheCapacity(parsing: parts[1]) : nil)
            }
            var plan = RunPlan(corpus: folder, events: events, configs: configs, repetitions: 1, warmupLoads: warmup ?? 0,
                               coldIO: coldIO, countAllocations: true, seed: seed)
            plan.injectedDelays = try Self.delays(injectDelay)
            if let cost { plan.missCost = cost }
            return try instructionSettings(plan)
        }
        let chosen = try chosenStrategies()
        let totalBytes = manifest.nibs.reduce(0) { $0 + $1.nibBytes }
        var parsed = try capacities.flatMap { $0.split(separator: ",") }.map { try CacheCapacity(argument: String($0)) }
        // Default: a quarter of the corpus, but at least 100 nibs (W-TinyLFU's window is 1%
        // of the capacity, as in libCacheSim, and admits nothing below one object).
        if parsed.isEmpty { parsed = [.objects(max(1, min(manifest.nibs.count, max(100, manifest.nibs.count / 4))))] }
        // bytes-lru is bounded by bytes: a count capacity becomes that many average nibs.
        let meanBytes = max(1, totalBytes / max(1, manifest.nibs.count))
        var configs: [RunConfig] = []
        for strategy in chosen {
            if !RunConfig.isBounded(strategy) {
                configs.append(RunConfig(strategy: strategy, capacity: nil))
                continue
            }
            for capacity in parsed {
                if strategy == "bytes-lru", case .objects(let n) = capacity {
                    configs.append(RunConfig(strategy: strategy, capacity: .bytes(n * meanBytes)))
                } else {
                    configs.append(RunConfig(strategy: strategy, capacity: capacity))
                }
            }
        }
        var plan = RunPlan(corpus: folder, events: events, configs: configs, repetitions: repetitions ?? (quick ? RunPlan.quickRepetitions : RunPlan.defaultRepetitions),
                           warmupLoads: warmup ?? (quick ? RunPlan.quickWarmupLoads : RunPlan.defaultWarmupLoads), coldIO: coldIO, countAllocations: true, seed: seed)
        plan.injectedDelays = try Self.delays(injectDelay)
        if let cost { plan.missCost = cost }
        return try instructionSettings(plan)
    }

    /// The strategies asked for (default: all).
    /// - Throws: `CommandMessage` naming an unknown strategy and listing the known ones.
    func chosenStrategies() throws -> [String] {
        let all = RunPlan.strategies
        let chosen = strategies.isEmpty ? all : strategies.flatMap { $0.split(separator: ",").map(String.init) }
        for s in chosen where !all.contains(s) {
            throw CommandMessage("unknown strategy \"\(s)\"; strategies: \(all.joined(separator: ", "))")
        }
        return chosen
    }

    static func delays(_ specs: [String]) throws -> [String: UInt64] {
        try perStrategy(specs, option: "--inject-delay", unit: "NANOSECONDS")
    }

    /// `STRATEGY=N` values (comma or space separated) of a test-only injection option.
    static func perStrategy(_ specs: [String], option: String, unit: String) throws -> [String: UInt64] {
        var values: [String: UInt64] = [:]
        for spec in specs.flatMap({ $0.split(separator: ",") }) {
            let parts = spec.split(separator: "=")
            guard parts.count == 2, let n = UInt64(parts[1]) else { throw ValidationError("\(option) takes STRATEGY=\(unit), got \"\(spec)\"") }
            values[String(parts[0])] = n
        }
        return values
    }

    /// Writes the optional outputs (baseline, trace events), prints the digest or the
    /// benchmark-action JSON, and exits 130 when the run was interrupted.
    func finish(_ result: RunResult, folder: String, trace: String) throws {
        if let saveBaseline {
            try ResultDirectory.write(result, id: saveBaseline, to: "Results/baselines/\(saveBaseline)")
        }
        if let traceEvents { try ResultDirectory.atomically(try ExternalFormats.traceEvents(result), to: traceEvents) }
        switch format {
        case "github-action-benchmark": emit(try ExternalFormats.githubActionBenchmark(result))
        default: emit(Self.digest(result, folder: folder, trace: trace))
        }
        if result.incomplete != nil { throw ExitCode(130) }
    }

    /// SIGINT and SIGTERM ask the runner to stop after the current load.
    static func catchInterrupts() {
        signal(SIGINT) { _ in interruptRequested.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in interruptRequested.store(true, ordering: .relaxed) }
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    func runHere(plan: RunPlan, resuming previous: RunResult? = nil) throws -> RunResult {
        Self.catchInterrupts()
        // A child process (--emit-json) shows nothing; off a terminal, one line per step.
        let line = ProgressLine()
        let result = try Runner(plan: plan).run(progress: { progress in
            guard emitJSON == nil else { return }
            if line.interactive {
                line.show(Self.bar(progress))
            } else {
                _ = try? FileDescriptor.standardError.writeAll((progress.description + "\n").utf8)
            }
        }, shouldStop: { interruptRequested.load(ordering: .relaxed) }, resuming: previous)
        if emitJSON == nil { line.clear() }
        return result
    }

    static func bar(_ progress: RunProgress) -> String {
        let width = 30, filled = progress.total == 0 ? width : progress.done * width / progress.total
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "] " + progress.description
    }

    static func note(_ text: String) {
        _ = try? FileDescriptor.standardError.writeAll("nibbench: \(text)\n".utf8)
    }
}

extension Run {
    /// Runs every repetition in a child process (`nibbench run … --repetitions 1
    /// --emit-json FILE`) and merges their results.
    func runIsolated(plan: RunPlan, tracePath: String) throws -> RunResult {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-isolate-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let configs = plan.configs.map { config in config.strategy + (config.capacity.map { "@" + $0.description } ?? "") }
        Self.catchInterrupts()
        var parts: [RunResult] = []
        for repetition in 0..<plan.repetitions where !interruptRequested.load(ordering: .relaxed) {
            let output = work + "/part-\(repetition).json"
            var arguments = ["run", "--corpus", plan.corpus, "--trace", tracePath, "--exact-config"] + configs
            arguments += ["--warmup", String(plan.warmupLoads), "--seed", String(plan.seed &+ UInt64(repetition)), "--emit-json", output]
            if !injectDelay.isEmpty { arguments += ["--inject-delay"] + injectDelay }
            if plan.coldIO { arguments.append("--cold-io") }
            arguments += ["--cost", plan.missCost.rawValue]
            let child = Process()
            child.executableURL = executable
            child.arguments = arguments
            try child.run()
            child.waitUntilExit()
            guard child.terminationStatus == 0 else {
                throw CommandMessage("the isolated repetition \(repetition + 1) failed (exit \(child.terminationStatus))")
            }
            parts.append(try ResultDirectory.read(output))
            Run.note("isolated repetition \(repetition + 1)/\(plan.repetitions) done")
        }
        var merged = try Runner(plan: plan).merge(parts)
        if merged.incomplete == nil && parts.count < plan.repetitions {
            merged.incomplete = "interrupted after \(parts.count) of \(plan.repetitions) isolated repetitions"
        }
        return merged
    }

    /// The lines printed after a run: where the results are and the ranking by median.
    static func digest(_ run: RunResult, folder: String, trace: String) -> String {
        var lines = ["results: \(folder) (report.md, report.html, charts/, samples.csv, summary.csv, run.json)",
                     "trace: \(trace) — \(MessageText.counted(run.traceLoads, "load")), \(MessageText.counted(run.traceMemoryWarnings, "memory warning")); harness overhead \(run.overheadNanoseconds) ns per sample", ""]
        lines.append("strategy                              p50         p99      hit ratio   bytes/load")
        for s in run.summaries.sorted(by: { $0.latency.p50 < $1.latency.p50 }) {
            lines.append(s.config.description.padding(toLength: 34, withPad: " ", startingAt: 0)
                         + MarkdownReport.time(s.latency.p50).padded(10) + MarkdownReport.time(s.latency.p99).padded(12)
                         + String(format: "%.1f%%", s.hitRatio * 100).padded(13) + MarkdownReport.bytes(s.meanAllocatedBytes).padded(13))
        }
        lines.append("")
        lines += MarkdownReport.conclusion(run).map { "• " + $0.replacingOccurrences(of: "**", with: "") }
        if let incomplete = run.incomplete { lines.append("INCOMPLETE: \(incomplete)") }
        return lines.joined(separator: "\n")
    }
}

extension MissCost: ExpressibleByArgument {}
