import Foundation
import Harness

/// A baseline comparison (DESIGN.md §8): per configuration and metric, the relative change
/// with its bootstrap 95% interval, a Mann–Whitney U p-value for timed metrics, and a verdict.
///
/// A timed metric is a *regression* only when its whole interval lies above +noise **and**
/// the U test rejects at α; an *improvement* symmetrically; *unchanged* when the interval lies
/// within ±noise; otherwise *inconclusive*. Deterministic metrics (allocation bytes and counts,
/// miss ratios) are compared against a small tolerance instead.
public struct Comparison: Sendable, Codable {
    public enum Verdict: String, Sendable, Codable { case regression, improvement, unchanged, inconclusive }

    /// One metric of one configuration.
    public struct Row: Sendable, Codable {
        public var config: String
        public var metric: String
        public var base: Double
        public var new: Double
        public var change: Double
        public var interval: ClosedRange<Double>?
        public var pValue: Double?
        public var verdict: Verdict
    }

    /// Options of the verdicts.
    public struct Options: Sendable, Codable {
        /// The noise band of medians, as a fraction (0.05 = ±5%).
        public var noise: Double
        /// The noise band of tail percentiles (p99), as a fraction. Wider than ``noise``: a
        /// p99 of a few thousand loads rests on a few dozen samples and moves with every
        /// scheduler hiccup; with the median's band, 3 of 20 A/A comparisons on a loaded
        /// 2-core machine called a tail regression.
        public var tailNoise: Double = 0.15
        /// The U test's significance level.
        public var alpha: Double
        /// Relative tolerance for deterministic metrics.
        public var tolerance: Double

        public init(noise: Double = 0.05, tailNoise: Double = 0.15, alpha: Double = 0.01, tolerance: Double = 0.001) {
            self.noise = noise
            self.tailNoise = tailNoise
            self.alpha = alpha
            self.tolerance = tolerance
        }
    }

    public var options: Options
    public var rows: [Row]
    /// Configurations only one side has.
    public var unmatched: [String]

    /// Compares `new` against `base`.
    public init(base: RunResult, new: RunResult, options: Options = Options()) {
        self.options = options
        var rows: [Row] = []
        func samples(_ run: RunResult, _ index: Int) -> [[Double]] {
            var byRepetition: [Int: [Double]] = [:]
            for r in run.records where r.config == index { byRepetition[r.repetition, default: []].append(Double(r.total)) }
            return byRepetition.keys.sorted().map { byRepetition[$0]! }
        }
        let baseIndex = Dictionary(base.configs.enumerated().map { ($0.element.description, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var matched: Set<String> = []
        for (newIndex, config) in new.configs.enumerated() {
            let name = config.description
            guard let baseConfig = baseIndex[name],
                  let b = base.summaries.first(where: { $0.config == config }), let n = new.summaries.first(where: { $0.config == config }) else { continue }
            matched.insert(name)
            let bs = samples(base, baseConfig), ns = samples(new, newIndex)
            let p = SampleStatistics.mannWhitneyU(bs.flatMap { $0 }, ns.flatMap { $0 }).p
            for (metric, q) in [("latency_p50", 0.5), ("latency_p99", 0.99)] {
                let (change, interval) = SampleStatistics.relativeChange(baseGroups: bs, newGroups: ns, quantile: q)
                let verdict: Verdict
                let band = q == 0.5 ? options.noise : options.tailNoise
                if interval.lowerBound > band && p < options.alpha {
                    verdict = .regression
                } else if interval.upperBound < -band && p < options.alpha {
                    verdict = .improvement
                } else if interval.lowerBound >= -band && interval.upperBound <= band {
                    verdict = .unchanged
                } else {
                    verdict = .inconclusive
                }
                let baseValue = Double(q == 0.5 ? b.latency.p50 : b.latency.p99), newValue = Double(q == 0.5 ? n.latency.p50 : n.latency.p99)
                rows.append(Row(config: name, metric: metric, base: baseValue, new: newValue, change: change, interval: interval, pValue: p, verdict: verdict))
            }
            var deterministic: [(String, Double, Double)] = [("allocated_bytes_per_load", b.meanAllocatedBytes, n.meanAllocatedBytes)]
            // Allocation counts are missing from an interrupted run (the counting replay runs
            // last): compare them only when both sides have them.
            if let ba = b.meanAllocations, let na = n.meanAllocations { deterministic.append(("allocations_per_load", ba, na)) }
            deterministic.append(("miss_ratio", b.missRatio, n.missRatio))
            for (metric, bv, nv) in deterministic {
                let change = bv == 0 ? (nv == 0 ? 0 : 1) : nv / bv - 1
                let verdict: Verdict = abs(change) <= options.tolerance ? .unchanged : change > 0 ? .regression : .improvement
                rows.append(Row(config: name, metric: metric, base: bv, new: nv, change: change, interval: nil, pValue: nil, verdict: verdict))
            }
        }
        self.rows = rows
        unmatched = (Set(base.configs.map(\.description)).union(new.configs.map(\.description))).subtracting(matched).sorted()
    }

    /// Whether any row is a regression, an improvement, inconclusive.
    public var hasRegression: Bool { rows.contains { $0.verdict == .regression } }
    public var hasImprovement: Bool { rows.contains { $0.verdict == .improvement } }
    public var hasInconclusive: Bool { rows.contains { $0.verdict == .inconclusive } }
}
