import Harness
import NibCache
import NibbenchSupport
import Profiling
import Records
import Reporting
import Traces

extension RecommendSession {
    /// The configurations the measured runs replay: `cold`, `uinib`, `bytes-lru` and the
    /// ``confirm`` best `decoded-<policy>` strategies at the recommended budget.
    func configurations(_ analysis: Recommender.Analysis) -> (strategies: [String], budget: Int)? {
        guard confirm > 0, let budget = analysis.recommendation.recommended?.budget else { return nil }
        let decoded = analysis.rows.filter { $0.budget == budget && $0.strategy.hasPrefix("decoded-") && !$0.isBound }
            .enumerated().sorted { ($0.element.costPerLoad, $0.offset) < ($1.element.costPerLoad, $1.offset) }
            .prefix(confirm).map(\.element.strategy)
        let known = Set(strategies.registrations.map(\.name))
        return (["cold", "uinib", "bytes-lru"].filter(known.contains) + decoded.filter(known.contains), budget)
    }

    /// What the measured runs gave: a confirmation per configuration that ran, the
    /// configurations that failed, and why nothing was confirmed when nothing was.
    struct Confirmed {
        var confirmations: [RecommendDocument.Confirmation] = []
        var names: [String] = []
        var failed: [UnmeasuredInput] = []
        var unconfirmed: String?
        var ran: Bool { !names.isEmpty }
    }

    /// Runs the configurations and pairs each summary with its prediction.
    ///
    /// - Throws: ``UnmeasuredInputError`` when a configuration's run fails and the recommender
    ///   does not allow a partial result.
    func confirm(_ analysis: Recommender.Analysis, folder: String) throws -> Confirmed {
        guard let (names, budget) = configurations(analysis) else {
            return Confirmed(
                unconfirmed: confirm == 0
                    ? "no measured runs were asked for (--confirm 0)"
                    : "no budget swept is recommended, so there is nothing to confirm")
        }
        var confirmed = Confirmed(names: names)
        note("confirming \(names.joined(separator: ", ")) at \(CacheCapacity.bytes(budget)) with measured runs")
        // The first `confirmLoads` loads, with their own predictions.
        var loads = 0
        let events = Array(
            analysis.events.prefix { event in
                if case .load = event { loads += 1 }
                return loads <= confirmLoads
            })
        let tracePath = folder + "/run-trace.csv"
        try AccessTrace(events).write(to: tracePath, manifest: analysis.manifest)
        let predicted = try BudgetSweep(trace: events, manifest: analysis.manifest, costs: analysis.costs)
            .run(budgets: [budget], policies: strategies.policies, jobs: recommender.jobs)
        var request = RunRequest()
        // Where the footprints were measured: a decoded cache charges each nib its path too.
        request.corpus = analysis.stableCorpus
        request.trace = tracePath
        request.strategies = names
        request.capacities = [.bytes(budget)]
        request.repetitions = repetitions
        request.warmupLoads = 0
        request.measure = recommender.measure
        request.seed = recommender.seed
        let session = RunSession(strategies: strategies, executable: executable, note: note, progress: { _ in }, shouldStop: shouldStop)
        let outcome = try session.run(request, out: folder + "/run")
        let result = outcome.result
        confirmed.failed = (result.failures ?? []).map { UnmeasuredInput(what: $0.config.description, cause: $0.description) }
        if !confirmed.failed.isEmpty && !recommender.allowPartial {
            throw UnmeasuredInputError(
                items: confirmed.failed,
                summary: "\(confirmed.failed.count) of \(MessageText.counted(result.configs.count, "confirming run")) failed: "
                    + "recommend stops (--allow-partial recommends without them)")
        }
        confirmed.confirmations = result.summaries.compactMap { summary -> RecommendDocument.Confirmation? in
            let bounded = summary.config.capacity != nil
            guard
                let row = predicted.first(where: { $0.strategy == summary.config.strategy && (bounded ? $0.budget == budget : $0.budget == nil) })
            else { return nil }
            // Counted runs count a nib's first load in the replay apart from the later ones;
            // the prediction is over every load, so the two are weighted back together.
            let measured: Double? =
                switch recommender.measure {
                case .cycles: Self.overEveryLoad(summary, in: result, cycles: true)
                case .instructions: Self.overEveryLoad(summary, in: result, cycles: false)
                case .time: summary.meanAllocations
                }
            return RecommendDocument.Confirmation(
                config: summary.config.strategy + (bounded ? "@" + ChartAxis.bytes(Double(budget)).replacingOccurrences(of: " ", with: "") : ""),
                predictedCost: row.costPerLoad, measuredCost: measured, predictedMissRatio: row.missRatio,
                measuredMissRatio: summary.missRatio, medianNanoseconds: Double(summary.latency.p50),
                medianLow: summary.latency.medianCI.lowerBound, medianHigh: summary.latency.medianCI.upperBound)
        }
        if confirmed.confirmations.isEmpty {
            confirmed.unconfirmed = "none of the \(MessageText.counted(names.count, "confirming run")) measured a load"
        }
        return confirmed
    }

    /// A counted configuration's instructions (or estimated cycles) per load over every load of
    /// the replay: its first loads' and later loads' means weighted by their numbers.
    private static func overEveryLoad(_ summary: ConfigSummary, in result: RunResult, cycles: Bool) -> Double? {
        guard
            let count = result.instructionCounts?.first(where: {
                result.configs.indices.contains($0.config) && result.configs[$0.config] == summary.config
            })
        else { return nil }
        let (first, warm) =
            cycles
            ? (summary.cyclesFirstLoad?.estimatedCycles, summary.cyclesPerLoad?.estimatedCycles)
            : (summary.instructionsFirstLoad, summary.instructionsPerLoad)
        let loads = count.firstLoads + count.warmLoads
        guard loads > 0 else { return nil }
        return ((first ?? 0) * Double(count.firstLoads) + (warm ?? 0) * Double(count.warmLoads)) / Double(loads)
    }
}
