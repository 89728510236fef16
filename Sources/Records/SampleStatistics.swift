import Foundation
import Histogram
import NibbenchSupport

/// A latency distribution summarised honestly: every sample kept for the caller, percentiles
/// from HdrHistogram (3 significant digits), bootstrap 95% confidence intervals of the median
/// and the mean, and Tukey outliers counted (never removed).
package struct LatencySummary: Sendable, Codable, Hashable {
    package var count: Int
    package var mean: Double
    package var min: UInt64
    package var p50: UInt64
    package var p90: UInt64
    package var p99: UInt64
    package var p999: UInt64
    package var max: UInt64
    /// Bootstrap 95% interval of the median (percentile method).
    package var medianCI: ClosedRange<Double>
    /// Bootstrap 95% interval of the mean.
    package var meanCI: ClosedRange<Double>
    /// Samples beyond the Tukey fences (1.5 × IQR mild, 3 × IQR far), labelled, kept.
    package var mildOutliers: Int
    package var farOutliers: Int
}

/// Statistics on samples (nanoseconds or any non-negative measure).
package enum SampleStatistics {
    /// Summarises `samples`.
    ///
    /// - Parameters:
    ///   - seed: the bootstrap's random seed (summaries are reproducible).
    ///   - resamples: bootstrap resamples.
    /// - Complexity: O(*n* · `resamples`) for the bootstrap (selection, not sorting).
    package static func summarize(_ samples: [UInt64], seed: UInt64 = 0x5EED, resamples: Int = 1000) -> LatencySummary? {
        guard !samples.isEmpty else { return nil }
        var histogram = Histogram<UInt64>(numberOfSignificantValueDigits: .three)
        histogram.autoResize = true
        for s in samples { _ = histogram.record(s) }
        let values = samples.map { Double($0) }
        let (medianCI, meanCI) = bootstrap(values, seed: seed, resamples: resamples)
        let fences = tukeyFences(values)
        var mild = 0, far = 0
        for v in values {
            if v < fences.farLow || v > fences.farHigh { far += 1 } else if v < fences.low || v > fences.high { mild += 1 }
        }
        return LatencySummary(
            count: samples.count, mean: values.reduce(0, +) / Double(values.count),
            min: samples.min()!, p50: histogram.valueAtPercentile(50), p90: histogram.valueAtPercentile(90),
            p99: histogram.valueAtPercentile(99), p999: histogram.valueAtPercentile(99.9), max: samples.max()!,
            medianCI: medianCI, meanCI: meanCI, mildOutliers: mild, farOutliers: far)
    }

    /// Tukey's fences from the quartiles: inner (1.5 × IQR) and outer (3 × IQR).
    package static func tukeyFences(_ values: [Double]) -> (low: Double, high: Double, farLow: Double, farHigh: Double) {
        let sorted = values.sorted()
        let q1 = quantile(sorted, 0.25), q3 = quantile(sorted, 0.75), iqr = q3 - q1
        return (q1 - 1.5 * iqr, q3 + 1.5 * iqr, q1 - 3 * iqr, q3 + 3 * iqr)
    }

    /// The `q` quantile of sorted values, linear between order statistics.
    package static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        guard sorted.count > 1 else { return sorted.first ?? .nan }
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down)), upper = Swift.min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    /// Percentile-bootstrap 95% intervals of the median and the mean.
    package static func bootstrap(_ values: [Double], seed: UInt64, resamples: Int) -> (median: ClosedRange<Double>, mean: ClosedRange<Double>) {
        var random = SplitMix64(seed: seed)
        var medians: [Double] = [], means: [Double] = []
        medians.reserveCapacity(resamples)
        means.reserveCapacity(resamples)
        var scratch = [Double](repeating: 0, count: values.count)
        for _ in 0..<resamples {
            var sum = 0.0
            for i in scratch.indices {
                let v = values[Int(random.next() % UInt64(values.count))]
                scratch[i] = v
                sum += v
            }
            means.append(sum / Double(values.count))
            medians.append(median(&scratch))
        }
        medians.sort()
        means.sort()
        return (quantile(medians, 0.025)...quantile(medians, 0.975), quantile(means, 0.025)...quantile(means, 0.975))
    }

    /// The median of `values` by selection (reorders `values`).
    ///
    /// - Complexity: O(*n*) expected.
    package static func median(_ values: inout [Double]) -> Double {
        let n = values.count
        guard n > 0 else { return .nan }
        let upper = select(&values, n / 2)
        if n % 2 == 1 { return upper }
        let lower = values[..<(n / 2)].max()!
        return (lower + upper) / 2
    }

    /// Puts the `k`-th smallest element at index `k` (Hoare quickselect, median-of-three).
    static func select(_ a: inout [Double], _ k: Int) -> Double {
        var low = 0, high = a.count - 1
        while low < high {
            let mid = low + (high - low) / 2
            let pivot = Swift.max(Swift.min(a[low], a[mid]), Swift.min(Swift.max(a[low], a[mid]), a[high]))
            var i = low, j = high
            while i <= j {
                while a[i] < pivot { i += 1 }
                while a[j] > pivot { j -= 1 }
                if i <= j { a.swapAt(i, j); i += 1; j -= 1 }
            }
            if k <= j { high = j } else if k >= i { low = i } else { break }
        }
        return a[k]
    }

    /// Mann–Whitney U test (two-sided, normal approximation with tie correction).
    ///
    /// - Returns: U of the first sample and the two-sided p-value.
    /// - Complexity: O((*m* + *n*) log(*m* + *n*)).
    package static func mannWhitneyU(_ a: [Double], _ b: [Double]) -> (u: Double, p: Double) {
        let m = Double(a.count), n = Double(b.count)
        guard m > 0, n > 0 else { return (0, 1) }
        let pooled = (a.map { ($0, 0) } + b.map { ($0, 1) }).sorted { $0.0 < $1.0 }
        var rankSumA = 0.0, tieTerm = 0.0
        var i = 0
        while i < pooled.count {
            var j = i
            while j + 1 < pooled.count && pooled[j + 1].0 == pooled[i].0 { j += 1 }
            let rank = Double(i + j + 2) / 2
            let t = Double(j - i + 1)
            tieTerm += t * t * t - t
            for k in i...j where pooled[k].1 == 0 { rankSumA += rank }
            i = j + 1
        }
        let u = rankSumA - m * (m + 1) / 2
        let total = m + n
        let variance = m * n / 12 * ((total + 1) - tieTerm / (total * (total - 1)))
        guard variance > 0 else { return (u, 1) }
        let z = (abs(u - m * n / 2) - 0.5) / variance.squareRoot()
        return (u, Swift.min(1, erfc(Swift.max(0, z) / 2.0.squareRoot())))
    }
}

extension SampleStatistics {
    /// The relative change of a statistic from `base` to `new` (`new / base − 1`) with a
    /// percentile-bootstrap 95% interval, resampling both samples independently.
    ///
    /// - Parameters:
    ///   - quantile: the statistic: 0.5 for the median, 0.99 for p99.
    /// - Complexity: O(`resamples` · (*m* + *n*)) (selection, not sorting).
    package static func relativeChange(
        base: [Double], new: [Double], quantile q: Double = 0.5, seed: UInt64 = 0xC0FFEE,
        resamples: Int = 1000
    ) -> (change: Double, interval: ClosedRange<Double>) {
        relativeChange(baseGroups: [base], newGroups: [new], quantile: q, seed: seed, resamples: resamples)
    }

    /// The statistic `relativeChange` compares: the median for `quantile` 0.5, else the order
    /// statistic nearest to the quantile (reorders `values`; NaN when empty).
    ///
    /// - Complexity: O(*n*) expected (selection).
    package static func statistic(_ values: inout [Double], quantile q: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        if q == 0.5 { return median(&values) }
        let k = Swift.min(values.count - 1, Int((q * Double(values.count - 1)).rounded()))
        return select(&values, k)
    }

    /// The relative change of a statistic between two runs made of repetitions, with a
    /// two-stage (hierarchical) bootstrap 95% interval: each resample draws repetitions with
    /// replacement, then loads with replacement within each drawn repetition.
    ///
    /// Resampling loads alone treats every load as independent and ignores how much whole
    /// repetitions differ from each other (warm-up, the other core's load, frequency drift),
    /// which makes intervals far too narrow across processes; drawing repetitions first carries
    /// that spread into the interval. With one repetition per side it is the ordinary bootstrap.
    ///
    /// - Parameters:
    ///   - baseGroups: the baseline's samples, one array per repetition (empty ones ignored).
    ///   - newGroups: the new run's samples, likewise.
    ///   - quantile: the statistic: 0.5 for the median, 0.99 for p99.
    /// - Complexity: O(`resamples` · (*m* + *n*)) (selection, not sorting).
    package static func relativeChange(
        baseGroups: [[Double]], newGroups: [[Double]], quantile q: Double = 0.5,
        seed: UInt64 = 0xC0FFEE, resamples: Int = 1000
    ) -> (change: Double, interval: ClosedRange<Double>) {
        let baseGroups = baseGroups.filter { !$0.isEmpty }, newGroups = newGroups.filter { !$0.isEmpty }
        guard !baseGroups.isEmpty, !newGroups.isEmpty else { return (0, 0...0) }
        func statistic(_ values: inout [Double]) -> Double { Self.statistic(&values, quantile: q) }
        var b = baseGroups.flatMap { $0 }, n = newGroups.flatMap { $0 }
        let point = statistic(&n) / Swift.max(statistic(&b), 1e-12) - 1
        var random = SplitMix64(seed: seed)
        var changes: [Double] = []
        changes.reserveCapacity(resamples)
        var sb: [Double] = [], sn: [Double] = []
        for _ in 0..<resamples {
            resample(baseGroups, into: &sb, random: &random)
            resample(newGroups, into: &sn, random: &random)
            changes.append(statistic(&sn) / Swift.max(statistic(&sb), 1e-12) - 1)
        }
        changes.sort()
        return (point, quantile(changes, 0.025)...quantile(changes, 0.975))
    }

    /// A percentile-bootstrap 95% interval of one sample's statistic (the median for
    /// `quantile` 0.5, else the nearest order statistic, such as p99 for 0.99), two-stage over
    /// repetitions like ``relativeChange(baseGroups:newGroups:quantile:seed:resamples:)``: a tail
    /// that is low in one replay only gets an interval that reaches the other replays' tails.
    ///
    /// - Parameters:
    ///   - groups: the samples, one array per repetition (empty ones ignored).
    ///   - seed: the bootstrap's random seed (the same samples give the same interval).
    /// - Returns: the interval, or nil when there are no samples.
    /// - Complexity: O(`resamples` · *n*) (selection, not sorting).
    package static func interval(groups: [[Double]], quantile q: Double, seed: UInt64, resamples: Int = 1000) -> ClosedRange<Double>? {
        let groups = groups.filter { !$0.isEmpty }
        guard !groups.isEmpty else { return nil }
        var random = SplitMix64(seed: seed)
        var statistics: [Double] = [], scratch: [Double] = []
        statistics.reserveCapacity(resamples)
        for _ in 0..<resamples {
            resample(groups, into: &scratch, random: &random)
            statistics.append(statistic(&scratch, quantile: q))
        }
        statistics.sort()
        return quantile(statistics, 0.025)...quantile(statistics, 0.975)
    }

    /// One two-stage resample into `out`: as many repetitions as `groups` has, drawn with
    /// replacement, each contributing as many loads as it has, drawn with replacement.
    static func resample(_ groups: [[Double]], into out: inout [Double], random: inout SplitMix64) {
        out.removeAll(keepingCapacity: true)
        for _ in groups.indices {
            let group = groups[Int(random.next() % UInt64(groups.count))]
            for _ in group.indices { out.append(group[Int(random.next() % UInt64(group.count))]) }
        }
    }
}
