import Foundation
import NibbenchSupport
import Records

/// A baseline comparison (docs/measurement.md): per configuration and metric, the relative change
/// and a verdict; for timed metrics also the bootstrap 95% interval and a Mann–Whitney U p-value.
///
/// Only the metric families in ``Options/gate`` gate — decide regressions and improvements;
/// the other rows are *informational* and keep what their rule says in ``Row/ruleVerdict``. By
/// default the deterministic families gate (``GateFamily/deterministic``): instructions per
/// load (callgrind), allocation bytes and counts per load, and miss ratios, each against its
/// relative threshold (``Thresholds``: instructions ±0.5%, the others exact) — *regression*
/// beyond +threshold, *improvement* beyond −threshold, *unchanged* otherwise, never
/// *inconclusive*. A miss ratio is comparable only when its inputs are deterministic: a
/// cost-aware policy's (GDSF, GreedyDual) and every cost miss ratio need both runs to have
/// taken the same deterministic ``MissCost``; instruction counts only when both runs were built
/// by the same Swift compiler and counted by the same Valgrind (``toolchainMismatch(_:_:)``).
/// Figures that are not comparable are *informational*, and ``notes`` says why
/// (``GateNote/refused`` when their family was asked to gate).
///
/// Timing (latency p50, p99) gates only with ``GateFamily/time``. A timed metric is a
/// *regression* only when its whole interval lies above +noise **and** the U test rejects at
/// α; an *improvement* symmetrically; *unchanged* when the interval lies within ±noise;
/// otherwise *inconclusive*.
///
/// When both runs carry machine-canary samples (``RepetitionResult/canary``), ``machine``
/// holds the canary's own change between the runs, and each timed row the canary's change
/// while that configuration was measured. A machine that was clearly slower or faster (the
/// canary's interval lies beyond ±noise), over the whole run or while the configuration ran,
/// moves the timed metrics with it, so no timed regression or improvement is called then:
/// those rows are *inconclusive*, and the report says why. Otherwise a timed change must also
/// exceed the band plus the canary's upper bound, in the interval and between every pair of
/// repetitions (``verdict(interval:p:band:alpha:repetitions:canary:canaryBand:machineDiffers:)``),
/// so no timed verdict rests on one process's luck.
/// The canary's code is not nibbench's, so a change of the code moves the loads and not the
/// canary.
package struct Comparison: Sendable, Codable {
    /// A row's verdict. *Informational* rows are shown but never gated: their family does not
    /// gate (timing by default), their inputs are not deterministic (a miss ratio under measured
    /// cost) or not comparable (different cost sources, instruction counts of different
    /// toolchains).
    package enum Verdict: String, Sendable, Codable { case regression, improvement, unchanged, inconclusive, informational }

    /// One metric of one configuration.
    package struct Row: Sendable, Codable {
        package var config: String
        package var metric: String
        package var base: Double
        package var new: Double
        package var change: Double
        package var interval: ClosedRange<Double>?
        package var pValue: Double?
        /// How much slower (+) or faster the machine canary ran while this configuration was
        /// measured in the new run than in the baseline, with its bootstrap 95% interval (timed
        /// metrics of runs that both have canary samples).
        package var machineChange: Double? = nil
        package var machineInterval: ClosedRange<Double>? = nil
        /// The relative changes between whole repetitions (``Comparison/repetitionGap(baseGroups:newGroups:quantile:)``)
        /// of a timed metric; nil with one repetition on a side.
        package var repetitionGap: ClosedRange<Double>? = nil
        /// What the row's rule (timing rule or threshold) says when the row is informational
        /// only because its family does not gate; nil for gated rows and figures that are not
        /// comparable.
        package var ruleVerdict: Verdict? = nil
        package var verdict: Verdict
    }

    /// How the machine canary's speed changed from the baseline run to the new one.
    package struct MachineChange: Sendable, Codable {
        /// Median canary sample of each run, nanoseconds.
        package var base: Double
        package var new: Double
        /// `new / base − 1`, with the two-stage bootstrap 95% interval (replays, then samples).
        package var change: Double
        package var interval: ClosedRange<Double>
        /// Whether the interval lies entirely beyond the noise band: the machine was clearly
        /// slower or faster, and timed verdicts are withheld.
        package var differs: Bool
    }

    /// Options of the verdicts.
    package struct Options: Sendable, Codable {
        /// The noise band of medians, as a fraction (0.05 = ±5%).
        package var noise: Double
        /// The noise band of tail percentiles (p99), as a fraction. Wider than ``noise``: a
        /// p99 of a few thousand loads rests on a few dozen samples and moves with every
        /// scheduler hiccup; with the median's band, 3 of 20 A/A comparisons on a loaded
        /// 2-core machine called a tail regression.
        package var tailNoise: Double = 0.15
        /// The U test's significance level.
        package var alpha: Double
        /// Relative thresholds of the deterministic metrics.
        package var thresholds: Thresholds
        /// The metric families that gate, in ``GateFamily/allCases`` order.
        package var gate: [GateFamily]

        /// Options; `gate` defaults to the deterministic families (timing informational).
        package init(
            noise: Double = 0.05, tailNoise: Double = 0.15, alpha: Double = 0.01, thresholds: Thresholds = Thresholds(),
            gate: [GateFamily] = GateFamily.deterministic
        ) {
            self.noise = noise
            self.tailNoise = tailNoise
            self.alpha = alpha
            self.thresholds = thresholds
            self.gate = GateFamily.allCases.filter(gate.contains)
        }

        /// The default gate with `adding` added and `removing` taken out (`--gate`, `--no-gate`).
        package static func gate(adding: [GateFamily], removing: [GateFamily]) -> [GateFamily] {
            GateFamily.allCases.filter { (GateFamily.deterministic.contains($0) || adding.contains($0)) && !removing.contains($0) }
        }
    }

    package var options: Options
    package var rows: [Row]
    /// Configurations only one side has.
    package var unmatched: [String]
    /// The machine canary's change, when both runs have canary samples.
    package var machine: MachineChange?
    /// Why instruction counts or timing do not gate in this comparison (different toolchains,
    /// counts on one side only, a run under Valgrind against a native one).
    package var notes: [GateNote]
    /// Notes on the runs' inputs (``ComparisonInputs/notes(base:new:)``): compared although
    /// they differ, or not known to be the same.
    package var inputNotes: [String] = []

    /// Compares `new` against `base`.
    ///
    /// - Parameter progress: called after each configuration with (done, total): the
    ///   bootstrap of two full runs takes tens of seconds.
    package init(base: RunResult, new: RunResult, options: Options = Options(), progress: ((Int, Int) -> Void)? = nil) {
        self.options = options
        notes = Self.gateNotes(base, new, gate: options.gate)
        let timingComparable = !notes.contains { $0.family == .time }
        let gateTime = timingComparable && options.gate.contains(.time)
        let sameToolchain = !notes.contains { $0.family == .instructions }, sameMeasure = Self.sameMeasure(base, new)
        let costs = Self.exactCosts(base, new)
        if let b = Self.canaryGroups(base, config: nil), let n = Self.canaryGroups(new, config: nil) {
            var pooledBase = b.flatMap { $0 }, pooledNew = n.flatMap { $0 }
            let (change, interval) = SampleStatistics.relativeChange(baseGroups: b, newGroups: n, quantile: 0.5)
            machine = MachineChange(
                base: SampleStatistics.median(&pooledBase), new: SampleStatistics.median(&pooledNew),
                change: change, interval: interval,
                differs: interval.lowerBound > options.noise || interval.upperBound < -options.noise)
        }
        let baseIndex = Dictionary(base.configs.enumerated().map { ($0.element.description, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var pairs: [ConfigPair] = []
        for (newIndex, config) in new.configs.enumerated() {
            guard let baseConfig = baseIndex[config.description],
                let b = base.summaries.first(where: { $0.config == config }), let n = new.summaries.first(where: { $0.config == config })
            else { continue }
            pairs.append(ConfigPair(base: baseConfig, new: newIndex, baseSummary: b, newSummary: n))
        }
        // Each configuration's bootstrap is seeded on its own, so the rows are the same on any
        // number of threads.
        let context = PairContext(
            base: base, new: new, options: options, machine: machine, gateTime: gateTime,
            timingComparable: timingComparable, sameToolchain: sameToolchain, sameMeasure: sameMeasure, costs: costs)
        let perPair = ParallelJobs.map(
            pairs, jobs: ProcessInfo.processInfo.activeProcessorCount,
            progress: progress.map { report in { report($0, pairs.count) } }
        ) { Self.rows(of: $0, context) }
        rows = perPair.flatMap { $0 }
        let matched = Set(pairs.map { new.configs[$0.new].description })
        unmatched = (Set(base.configs.map(\.description)).union(new.configs.map(\.description))).subtracting(matched).sorted()
    }

    /// The verdict of one timed metric (docs/measurement.md, with the canary rule of ``Comparison``).
    ///
    /// *Unchanged* when the interval lies within ±`band`. Otherwise a verdict needs the U test
    /// to reject, a machine that did not clearly change speed (neither the run's canary nor the
    /// configuration's lies beyond ±`canaryBand`), and a change larger than the machine could
    /// explain: a *regression* only when the interval's lower bound exceeds `band` plus the
    /// canary's upper bound (when that is positive), an *improvement* symmetrically. Under
    /// interference the canary slows about as much as the loads (×1.3–1.4 against ×1.3–1.55
    /// between a quiet and a busy run), so the margin takes out what the machine could explain.
    ///
    /// The same margin must also separate whole repetitions (`repetitions`): every repetition
    /// of the new run beyond every repetition of the baseline. The bootstrap and the U test
    /// treat loads as samples of one population, but each run is one process, and processes
    /// differ (code and heap layout, what the other core does): in A/A pairs of default runs on
    /// a 2-core machine every configuration moved 2–6% together while the canary stayed within
    /// ±1%, and a run's repetitions are the only sample of that spread it has. A change that one
    /// repetition of each run does not show beyond the margin is no verdict (*inconclusive*),
    /// and with one repetition on a side (no spread measured) neither is any change beyond the
    /// band.
    ///
    /// - Parameters:
    ///   - interval: bootstrap 95% interval of the relative change of the latency statistic.
    ///   - p: the Mann–Whitney U p-value.
    ///   - band: the noise band (fraction).
    ///   - alpha: the U test's significance level.
    ///   - repetitions: the range of relative changes between any new and any baseline
    ///     repetition's statistic; nil with fewer than 2 repetitions on a side.
    ///   - canary: the canary's relative-change interval while the configuration ran (or over
    ///     the run), nil without canary samples.
    ///   - canaryBand: how far the canary may move before the machine counts as changed.
    ///   - machineDiffers: the run-level canary says the machine was slower or faster.
    package static func verdict(
        interval: ClosedRange<Double>, p: Double, band: Double, alpha: Double, repetitions: ClosedRange<Double>?,
        canary: ClosedRange<Double>? = nil, canaryBand: Double = 0.05, machineDiffers: Bool = false
    ) -> Verdict {
        if interval.lowerBound >= -band && interval.upperBound <= band { return .unchanged }
        let canary = canary ?? 0...0
        if machineDiffers || canary.lowerBound > canaryBand || canary.upperBound < -canaryBand || p >= alpha { return .inconclusive }
        guard let repetitions else { return .inconclusive }
        let up = band + Swift.max(0, canary.upperBound), down = -band + Swift.min(0, canary.lowerBound)
        if interval.lowerBound > up && repetitions.lowerBound > up { return .regression }
        if interval.upperBound < down && repetitions.upperBound < down { return .improvement }
        return .inconclusive
    }

    /// The range of relative changes of a statistic between whole repetitions: from the
    /// fastest new repetition against the slowest baseline one to the slowest new against the
    /// fastest baseline; nil when a side has fewer than 2 (non-empty) repetitions.
    ///
    /// - Complexity: O(*m* + *n*) expected (selection).
    package static func repetitionGap(baseGroups: [[Double]], newGroups: [[Double]], quantile q: Double) -> ClosedRange<Double>? {
        func statistics(_ groups: [[Double]]) -> [Double] {
            groups.filter { !$0.isEmpty }.map {
                var g = $0; return SampleStatistics.statistic(&g, quantile: q)
            }
        }
        let b = statistics(baseGroups), n = statistics(newGroups)
        guard b.count >= 2, n.count >= 2, let bMin = b.min(), let bMax = b.max(), let nMin = n.min(), let nMax = n.max() else { return nil }
        return (nMin / Swift.max(bMax, 1e-12) - 1)...(nMax / Swift.max(bMin, 1e-12) - 1)
    }

    /// Whether both runs took the same deterministic cost of a miss (``RunResult/missCost``), so
    /// that cost-aware policies' miss ratios and every cost miss ratio are exact and comparable.
    /// A run that did not record its cost source took measured time.
    static func exactCosts(_ base: RunResult, _ new: RunResult) -> Bool {
        base.hasDeterministicCost && base.missCost == new.missCost
    }

    /// A configuration's load latencies (ns), one array per repetition.
    static func latencyGroups(_ run: RunResult, _ index: Int) -> [[Double]] {
        var byRepetition: [Int: [Double]] = [:]
        for r in run.records where r.config == index { byRepetition[r.repetition, default: []].append(Double(r.total)) }
        return byRepetition.keys.sorted().map { byRepetition[$0]! }
    }

    /// The canary samples of every replay of a run, or of one configuration's replays (ns),
    /// one array per replay; nil when any of those replays has none.
    static func canaryGroups(_ run: RunResult, config: Int?) -> [[Double]]? {
        let groups = run.repetitionResults.filter { config == nil || $0.config == config }.map { $0.canary?.map { Double($0) } ?? [] }
        return groups.isEmpty || groups.contains(where: \.isEmpty) ? nil : groups
    }

    /// Whether any row is a regression, an improvement, inconclusive.
    package var hasRegression: Bool { rows.contains { $0.verdict == .regression } }
    package var hasImprovement: Bool { rows.contains { $0.verdict == .improvement } }
    package var hasInconclusive: Bool { rows.contains { $0.verdict == .inconclusive } }
}
