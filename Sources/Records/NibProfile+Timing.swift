extension NibProfile {
    /// Wall-clock nanoseconds of the phases (informational: they move between runs and
    /// machines; `compare` must not gate on them, and no ranking rests on them).
    ///
    /// Decode and the first instantiate are timed on ``firstRepetitions`` fresh loads of the nib
    /// (each from a new decode), warm instantiates ``warmRepetitions`` times; each phase keeps
    /// its median and a 95% interval of that median. Profiles written before the repetitions
    /// existed hold one decode and one first instantiate, and no intervals.
    package struct Timing: Sendable, Codable, Equatable {
        /// Decode, from bytes in memory (a scene: including reading its bundle's files): the
        /// median of ``firstRepetitions`` fresh loads (one load in older profiles).
        package var decodeNanoseconds: UInt64
        /// The first instantiate after decoding: the median of ``firstRepetitions`` fresh loads
        /// (one load in older profiles).
        package var firstInstantiateNanoseconds: UInt64
        /// Median of ``warmRepetitions`` later instantiates.
        package var warmInstantiateNanoseconds: UInt64
        /// How many warm instantiates the median is of.
        package var warmRepetitions: Int
        /// How many fresh first loads (decode then first instantiate) were timed; nil in
        /// profiles written before first loads were repeated (one each).
        package var firstRepetitions: Int?
        /// Median of the first loads' times (each decode plus its first instantiate); nil in
        /// older profiles (then ``firstLoadNanoseconds`` is the sum of the two phases).
        package var firstLoadMedianNanoseconds: UInt64?
        /// 95% intervals of the medians (nil in older profiles).
        package var decodeInterval: Interval?, firstInstantiateInterval: Interval?, firstLoadInterval: Interval?,
            warmInstantiateInterval: Interval?

        /// Creates the times (one sample per first-load phase unless the medians and
        /// intervals are given).
        package init(
            decodeNanoseconds: UInt64, firstInstantiateNanoseconds: UInt64, warmInstantiateNanoseconds: UInt64, warmRepetitions: Int,
            firstRepetitions: Int? = nil, firstLoadMedianNanoseconds: UInt64? = nil, decodeInterval: Interval? = nil,
            firstInstantiateInterval: Interval? = nil, firstLoadInterval: Interval? = nil, warmInstantiateInterval: Interval? = nil
        ) {
            self.decodeNanoseconds = decodeNanoseconds
            self.firstInstantiateNanoseconds = firstInstantiateNanoseconds
            self.warmInstantiateNanoseconds = warmInstantiateNanoseconds
            self.warmRepetitions = warmRepetitions
            self.firstRepetitions = firstRepetitions
            self.firstLoadMedianNanoseconds = firstLoadMedianNanoseconds
            self.decodeInterval = decodeInterval
            self.firstInstantiateInterval = firstInstantiateInterval
            self.firstLoadInterval = firstLoadInterval
            self.warmInstantiateInterval = warmInstantiateInterval
        }

        /// A first load: the median of the timed first loads, or (in older profiles) decode
        /// plus the first instantiate.
        package var firstLoadNanoseconds: UInt64 { firstLoadMedianNanoseconds ?? decodeNanoseconds + firstInstantiateNanoseconds }
    }

    /// A 95% interval of a median, in nanoseconds (``low`` ≤ the median ≤ ``high``).
    package struct Interval: Sendable, Codable, Equatable {
        /// The lower and upper bounds.
        package var low: UInt64, high: UInt64

        /// Creates an interval.
        package init(low: UInt64, high: UInt64) {
            (self.low, self.high) = (low, high)
        }
    }
}

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
