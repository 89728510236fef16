import Records

extension Comparison {
    /// A configuration both runs have: its index in each and its two summaries.
    struct ConfigPair: Sendable {
        var base: Int, new: Int
        var baseSummary: ConfigSummary, newSummary: ConfigSummary
    }

    /// What every configuration's rows are computed from.
    struct PairContext: Sendable {
        var base: RunResult, new: RunResult
        var options: Options
        var machine: MachineChange?
        var gateTime: Bool, timingComparable: Bool, sameToolchain: Bool, sameMeasure: Bool, costs: Bool
    }

    /// The rows of one configuration: p50 and p99 latency (bootstrap, U test, canary and
    /// repetition rules) when the two runs' timings are comparable (neither ran under
    /// Valgrind), then its deterministic figures.
    ///
    /// - Complexity: O(resamples · samples) for the bootstrap.
    static func rows(of pair: ConfigPair, _ c: PairContext) -> [Row] {
        let options = c.options, name = c.new.configs[pair.new].description
        let bs = latencyGroups(c.base, pair.base), ns = latencyGroups(c.new, pair.new)
        var pooledBase = bs.flatMap { $0 }, pooledNew = ns.flatMap { $0 }
        let p = SampleStatistics.mannWhitneyU(pooledBase, pooledNew).p
        // The canary while this configuration ran: interference comes and goes within a
        // run, so a configuration can be disturbed in one run while the run as a whole is not.
        var local: (change: Double, interval: ClosedRange<Double>)? = nil
        if c.machine != nil, let cb = canaryGroups(c.base, config: pair.base), let cn = canaryGroups(c.new, config: pair.new) {
            local = SampleStatistics.relativeChange(baseGroups: cb, newGroups: cn, quantile: 0.5)
        }
        let canary = local?.interval ?? c.machine?.interval
        var rows: [Row] = []
        for (metric, q) in [("latency_p50", 0.5), ("latency_p99", 0.99)] where c.timingComparable {
            let (change, interval) = SampleStatistics.relativeChange(baseGroups: bs, newGroups: ns, quantile: q)
            let band = q == 0.5 ? options.noise : options.tailNoise
            let gap = repetitionGap(baseGroups: bs, newGroups: ns, quantile: q)
            let verdict = verdict(
                interval: interval, p: p, band: band, alpha: options.alpha, repetitions: gap, canary: canary,
                canaryBand: options.noise, machineDiffers: c.machine?.differs ?? false)
            // The same statistic the change is of (the summaries' percentiles come from an
            // HdrHistogram and may differ from it in the third digit).
            let baseValue = SampleStatistics.statistic(&pooledBase, quantile: q), newValue = SampleStatistics.statistic(&pooledNew, quantile: q)
            rows.append(
                Row(
                    config: name, metric: metric, base: baseValue, new: newValue, change: change, interval: interval, pValue: p,
                    machineChange: local?.change, machineInterval: local?.interval, repetitionGap: gap,
                    ruleVerdict: c.gateTime || !c.timingComparable ? nil : verdict, verdict: c.gateTime ? verdict : .informational))
        }
        let usesMissCost = c.base.configs[pair.base].usesMissCost || c.new.configs[pair.new].usesMissCost
        return rows
            + deterministicRows(
                name,
                deterministicFigures(
                    usesMissCost: usesMissCost, base: pair.baseSummary, new: pair.newSummary,
                    exactCosts: c.costs, sameToolchain: c.sameToolchain, sameMeasure: c.sameMeasure),
                options: options)
    }
}
