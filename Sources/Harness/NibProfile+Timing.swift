extension NibProfile.Timing {
    /// The times of fresh first loads and of warm instantiates, summarised: each phase's median
    /// and a 95% interval of it.
    ///
    /// - Parameters:
    ///   - decodes: one decode per fresh load, in load order.
    ///   - firstInstantiates: the first instantiate of each of those loads, in the same order
    ///     (a first load is `decodes[i] + firstInstantiates[i]`).
    ///   - warms: warm instantiates.
    package init(decodes: [UInt64], firstInstantiates: [UInt64], warms: [UInt64]) {
        let firstLoads = zip(decodes, firstInstantiates).map { $0 + $1 }
        let decode = NibProfile.Interval.median(of: decodes), first = NibProfile.Interval.median(of: firstInstantiates)
        let load = NibProfile.Interval.median(of: firstLoads), warm = NibProfile.Interval.median(of: warms)
        self.init(
            decodeNanoseconds: decode.median, firstInstantiateNanoseconds: first.median, warmInstantiateNanoseconds: warm.median,
            warmRepetitions: warms.count, firstRepetitions: firstLoads.count, firstLoadMedianNanoseconds: load.median,
            decodeInterval: decode.interval, firstInstantiateInterval: first.interval, firstLoadInterval: load.interval,
            warmInstantiateInterval: warm.interval)
    }
}

extension NibProfile.Interval {
    /// The median of `samples` (the mean of the middle two for an even count, rounded) and a
    /// percentile-bootstrap 95% interval of it (``SampleStatistics/bootstrap(_:seed:resamples:)``
    /// with a fixed seed, so the same samples give the same interval), widened to hold the
    /// median where the bootstrap's quantiles fall beside it. One sample gives the interval of
    /// that sample alone; none gives 0 and no interval.
    package static func median(of samples: [UInt64]) -> (median: UInt64, interval: NibProfile.Interval?) {
        guard !samples.isEmpty else { return (0, nil) }
        var values = samples.map { Double($0) }
        let median = UInt64(SampleStatistics.median(&values).rounded())
        let bounds = SampleStatistics.bootstrap(samples.map { Double($0) }, seed: 0x5EED, resamples: 1000).median
        return (
            median,
            NibProfile.Interval(
                low: min(median, UInt64(bounds.lowerBound.rounded(.down))),
                high: max(median, UInt64(bounds.upperBound.rounded(.up))))
        )
    }
}
