import Foundation
import Corpus
import Harness
import Loaders
import NibbenchSupport
import NibCache
import Probes
import Traces
import Records
import XIB
import Manifest

/// `nibbench recommend`'s analysis: an app's nibs as a corpus, an app-shaped trace over them,
/// what each nib costs to load (a profile of the corpus), and every strategy replayed at every
/// memory budget (``BudgetSweep``), decided into a ``Recommendation``. The measured runs that
/// confirm it, and the report, are the session's.
package struct Recommender: Sendable {
    /// The app: a source folder or a built `.app` (imported), a corpus folder, a corpus spec or
    /// a profile (generated as `run --corpus` generates them).
    package var input: String
    /// A trace to replay instead of generating one (any format `trace convert` reads).
    package var trace: String?
    /// Its format (nil: detected).
    package var traceFormat: TraceFileFormat?
    /// The model of the generated trace (nil: ``TraceModel/defaultModel(for:)`` of the corpus,
    /// the app model when it has screens).
    package var model: TraceModel?
    /// Loads in the generated trace.
    package var length = 20_000
    /// The seed of the generated trace.
    package var seed: UInt64 = 1
    /// Memory warnings per load in the generated trace.
    package var memoryWarningRate = 0.0005
    /// Budgets to sweep, in bytes; empty: ``budgetPoints`` budgets from the smallest nib to
    /// every nib the trace loads.
    package var budgets: [Int] = []
    /// How many budgets the default sweep has.
    package var budgetPoints = 12
    /// See ``Recommendation/tolerance``.
    package var tolerance = 0.05
    /// See ``Recommendation/tieTolerance``.
    package var tieTolerance = 0.01
    /// The deciding unit: allocations (`time`), instructions (`instructions`, callgrind) or
    /// estimated cycles (`cycles`, callgrind's cache simulator).
    package var measure = MeasureMode.time
    /// The nibbench executable a callgrind child runs (instructions and cycles only).
    package var executable: String?
    /// The Xcode (and deployment target) whose output imported `.xib` and `.storyboard` files
    /// are compiled as (`--xcode`, `--deployment-target`).
    package var target: CompileTarget = .newest
    /// The policies behind the `decoded-<policy>` strategies.
    package var policies: PolicyRegistry
    /// Threads for the sweep (the rows are the same whatever it is): by default, every core.
    package var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Whether to go on when a source file cannot be imported or a nib cannot be profiled:
    /// the loads of those nibs are left out of the trace, and the analysis says so
    /// (``Analysis/unmeasured``). When false, ``analyse(into:note:)`` throws
    /// ``UnmeasuredInputError`` instead.
    package var allowPartial = false

    /// A recommender for `input`.
    package init(input: String, policies: PolicyRegistry) { (self.input, self.policies) = (input, policies) }

    /// Runs the analysis, writing the corpus (when imported) to `folder/corpus` and the trace
    /// to `folder/trace.csv`. The caller removes the analysis's ``Analysis/scratch`` folder.
    /// - Parameter note: receives progress sentences.
    /// - Throws: `InputError` for inputs that cannot be read or imported, ``HarnessError``
    ///   for a corpus that cannot be profiled, ``CachePolicyError`` for a refused budget.
    package func analyse(into folder: String, note: (String) -> Void = { _ in }) throws -> Analysis {
        var seconds: [(stage: String, seconds: Double)] = []
        var start = MonotonicClock.nanoseconds()
        func lap(_ stage: String) {
            let now = MonotonicClock.nanoseconds()
            seconds.append((stage, Double(now &- start) / 1e9))
            start = now
        }
        let (corpus, imported) = try corpusFolder(in: folder, note: note)
        let manifest = try CorpusManifest.load(from: corpus + "/" + CorpusManifest.fileName)
        if manifest.nibs.isEmpty, let imported, !imported.failures.isEmpty {
            throw UnmeasuredInputError(
                items: imported.failures.map { UnmeasuredInput(what: $0.file, cause: $0.description) },
                summary: "none of the \(MessageText.counted(imported.files, "file")) under \(input) could be imported: nothing to recommend for")
        }
        lap(imported == nil ? "corpus" : "import")

        let tracePath = folder + "/trace.csv"
        var events: [TraceEvent], origin: String
        if let trace {
            events = try LoadedTrace.load(trace, format: traceFormat, manifest: manifest, sizesPath: nil).trace.events
            origin = trace
        } else {
            let model = model ?? .defaultModel(for: manifest)
            let spec = TraceSpec(model: model, length: length, seed: seed, memoryWarnings: MemoryWarningSpec(ratePerLoad: memoryWarningRate))
            events = try TraceGenerator(manifest: manifest, spec: spec).generate().events
            origin = "\(model), \(MessageText.counted(length, "load")), seed \(seed), memory warnings \(memoryWarningRate) per load"
        }
        lap("trace")

        note("profiling \(MessageText.counted(manifest.nibs.count, "nib")) of \(corpus)")
        let profile = try NibProfiler(
            inputs: [corpus], excludes: ["*.xib", "*.json", "traces"], measure: measure, warmRepetitions: 5, firstRepetitions: 3,
            executable: executable
        ).run(note: note).showing(imported == nil ? [] : [(folder + "/", "")]) // the folder being written is a temporary
        let prefix = URL(fileURLWithPath: corpus.count > 1 && corpus.hasSuffix("/") ? String(corpus.dropLast()) : corpus).lastPathComponent
        let unmeasured = Self.unmeasured(imported: imported, profile: profile, prefix: prefix)
        let unmeasuredSummary = Self.summary(imported: imported, profile: profile, nibs: manifest.nibs.count)
        if let unmeasuredSummary {
            guard allowPartial else {
                throw UnmeasuredInputError(
                    items: unmeasured, summary: unmeasuredSummary + ": recommend stops (--allow-partial recommends for the rest)")
            }
            let left = Set(profile.failures.map { Self.nibName($0.file, prefix: prefix) })
            let before = events.count
            events.removeAll { if case .load(let name) = $0 { left.contains(name) } else { false } }
            if events.count < before { origin += "; \(MessageText.counted(before - events.count, "load")) of nibs not measured left out" }
        }
        let trace = AccessTrace(events)
        try trace.write(to: tracePath, manifest: manifest)
        var costs = try NibLoadCosts.from(
            profile, manifest: manifest, prefix: prefix, archiveCosts: try NibLoadCosts.archiveCosts(of: manifest, corpus: corpus))
        let scratch = try ScratchFolder.make("recommend", in: "/tmp")
        let stableCorpus = scratch + "/corpus"
        do {
            try FileManager.default.createSymbolicLink(
                atPath: stableCorpus, withDestinationPath: URL(fileURLWithPath: corpus).standardizedFileURL.path)
            try costs.measureFootprints(corpus: stableCorpus)
        } catch {
            ScratchFolder.remove(scratch)
            throw error
        }
        lap("profile")

        let sweep = try BudgetSweep(trace: events, manifest: manifest, costs: costs)
        // After the sweep, which names the first load of a nib the manifest does not list.
        let statistics = try TraceStats(trace: trace, sizes: NibSizes(manifest: manifest))
        let grid = budgets.isEmpty ? Self.grid(from: sweep.smallestBytes, to: sweep.largestBudget, points: budgetPoints) : budgets
        note("replaying \(MessageText.counted(sweep.loads, "load")) through every strategy at \(MessageText.counted(grid.count, "budget"))")
        var rows = try sweep.run(budgets: grid, policies: policies, jobs: jobs)
        var swept = grid
        let refined = try refine(sweep, rows: rows, grid: grid, unit: costs.unit)
        if !refined.isEmpty {
            rows += try sweep.run(budgets: refined, policies: policies, jobs: jobs).filter { $0.budget != nil }
            swept = (swept + refined).sorted()
        }
        lap("sweep")
        let recommendation = Recommendation(
            rows: rows, unit: costs.unit, distinctBytes: sweep.distinctBytes, tolerance: tolerance, tieTolerance: tieTolerance)
        return Analysis(
            corpus: corpus, manifest: manifest, imported: imported, stableCorpus: stableCorpus, scratch: scratch, tracePath: tracePath,
            events: events, traceOrigin: origin, traceStatistics: statistics,
            profile: profile, costs: costs, rows: rows, budgets: swept, recommendation: recommendation, seconds: seconds,
            unmeasured: unmeasured, unmeasuredSummary: unmeasuredSummary)
    }

    /// The manifest name of a nib the profile of the corpus names `file` (`corpus/Main/x.nib`
    /// → `Main/x`).
    static func nibName(_ file: String, prefix: String) -> String {
        var name = file.hasPrefix(prefix + "/") ? String(file.dropFirst(prefix.count + 1)) : file
        if name.hasSuffix(".nib") { name.removeLast(4) }
        return name
    }

    /// Files not imported and nibs not profiled, in that order.
    static func unmeasured(imported: CorpusImporter.Report?, profile: NibProfile, prefix: String) -> [UnmeasuredInput] {
        (imported?.failures ?? []).map { UnmeasuredInput(what: $0.file, cause: $0.description) }
            + profile.failures.map { UnmeasuredInput(what: nibName($0.file, prefix: prefix), cause: $0.message) }
    }

    /// "1 of 40 files not imported; 2 of 118 nibs not profiled", or nil when nothing is missing.
    static func summary(imported: CorpusImporter.Report?, profile: NibProfile, nibs: Int) -> String? {
        var parts: [String] = []
        if let imported, !imported.failures.isEmpty {
            parts.append("\(imported.failures.count) of \(MessageText.counted(imported.files, "file")) not imported")
        }
        if !profile.failures.isEmpty {
            parts.append("\(profile.failures.count) of \(MessageText.counted(max(nibs, profile.failures.count), "nib")) not profiled")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The corpus folder for ``input``: a corpus, spec or profile as `run --corpus` takes it,
    /// else the app's nib sources — or a built app's (an `.ipa`, `.app`, `Payload` or
    /// `.xcarchive`: ``AppBundleInput``) — imported into `folder/corpus`.
    func corpusFolder(in folder: String, note: (String) -> Void) throws -> (String, CorpusImporter.Report?) {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isFolder)
        let trimmed = input.count > 1 && input.hasSuffix("/") ? String(input.dropLast()) : input
        let isCorpus = exists && isFolder.boolValue && FileManager.default.fileExists(atPath: trimmed + "/" + CorpusManifest.fileName)
        let isSources = exists && isFolder.boolValue && !isCorpus && !NibProfile.isProfile(trimmed)
        guard isSources || AppBundleInput.isBuiltApp(trimmed) else {
            return (try RunInputs.corpusFolder(input, note: note), nil)
        }
        note("importing the nibs of \(input)")
        let (_, report) = try CorpusImporter(target: target).run(from: input, into: folder + "/corpus")
        return (folder + "/corpus", report)
    }

    /// `points` budgets spaced evenly on a log scale from `low` to `high` bytes, each rounded
    /// up to a whole KiB (but never past `high`, which is the last), without repeats.
    package static func grid(from low: Int, to high: Int, points: Int) -> [Int] {
        let high = max(high, 1), low = max(1, min(low, high))
        guard points > 1, high > low else { return [high] }
        var budgets: [Int] = []
        for i in 0..<points {
            let raw = Double(low) * pow(Double(high) / Double(low), Double(i) / Double(points - 1))
            let rounded = i == points - 1 ? high : min(high, Int((raw / 1024).rounded(.up)) * 1024)
            if budgets.last.map({ rounded > $0 }) ?? true { budgets.append(rounded) }
        }
        return budgets
    }

    /// Budgets between the last grid budget that is not within ``tolerance`` of keeping
    /// everything and the first that is, found by bisection on the best strategy's cost (to
    /// 1 KiB, at most eight steps), so the recommended budget is not just a grid point.
    func refine(_ sweep: BudgetSweep, rows: [BudgetRow], grid: [Int], unit: CostUnit) throws -> [Int] {
        let decision = Recommendation(rows: rows, unit: unit, distinctBytes: sweep.distinctBytes, tolerance: tolerance, tieTolerance: tieTolerance)
        guard let first = decision.recommended, let index = grid.firstIndex(of: first.budget), index > 0 else { return [] }
        let limit = decision.keepEverythingCost * (1 + tolerance)
        var (low, high) = (grid[index - 1], first.budget)
        var tried: [Int] = []
        for _ in 0..<8 where high - low > 1024 {
            let middle = ((low + high) / 2 + 1023) / 1024 * 1024
            guard middle > low, middle < high else { break }
            let best =
                try sweep.run(budgets: [middle], policies: policies, jobs: jobs)
                .filter { $0.budget == middle && !$0.isBound }.map(\.costPerLoad).min() ?? .infinity
            tried.append(middle)
            if best <= limit { high = middle } else { low = middle }
        }
        return tried
    }
}
