import Records

extension Comparison {
    /// One deterministic figure of a configuration in both runs, and whether the two are
    /// comparable at all (a miss ratio under measured cost, instruction counts of different
    /// toolchains are not).
    struct DeterministicFigure {
        var metric: String
        var base: Double
        var new: Double
        var comparable: Bool
    }

    /// The deterministic figures two runs share for one configuration: instructions per warm
    /// and first load (when both counted them), estimated cycles per warm and first load with
    /// the warm loads' misses and system calls (when both estimated cycles; only warm cycles gate), allocation bytes and counts per load (counts
    /// are missing from an interrupted run: the counting replay runs last), miss ratios.
    ///
    /// - Parameters:
    ///   - exactCosts: both runs took the same deterministic miss cost (``exactCosts(_:_:)``).
    ///   - sameToolchain: both runs' instruction counts come from one compiler and Valgrind.
    ///   - sameMeasure: both runs measured the same way; a run under Valgrind, in its cleared
    ///     environment, allocates other bytes than a native one (the same allocation counts).
    ///   - usesMissCost: either run's configuration depends on the miss cost (``RunConfig/usesMissCost``).
    static func deterministicFigures(
        usesMissCost: Bool, base b: ConfigSummary, new n: ConfigSummary,
        exactCosts: Bool, sameToolchain: Bool, sameMeasure: Bool
    ) -> [DeterministicFigure] {
        var figures: [DeterministicFigure] = []
        if let bi = b.instructionsPerLoad, let ni = n.instructionsPerLoad {
            figures.append(.init(metric: "instructions_per_load", base: bi, new: ni, comparable: sameToolchain))
        }
        if let bi = b.instructionsFirstLoad, let ni = n.instructionsFirstLoad {
            figures.append(.init(metric: "instructions_first_load", base: bi, new: ni, comparable: sameToolchain))
        }
        if let bc = b.cyclesPerLoad, let nc = n.cyclesPerLoad {
            figures.append(.init(metric: "cycles_per_load", base: bc.estimatedCycles, new: nc.estimatedCycles, comparable: sameToolchain))
            figures.append(.init(metric: "l1_misses_per_load", base: bc.l1Misses, new: nc.l1Misses, comparable: sameToolchain))
            figures.append(.init(metric: "ll_misses_per_load", base: bc.llMisses, new: nc.llMisses, comparable: sameToolchain))
            figures.append(.init(metric: "system_calls_per_load", base: bc.systemCalls, new: nc.systemCalls, comparable: sameToolchain))
        }
        if let bc = b.cyclesFirstLoad, let nc = n.cyclesFirstLoad {
            figures.append(.init(metric: "cycles_first_load", base: bc.estimatedCycles, new: nc.estimatedCycles, comparable: sameToolchain))
        }
        figures.append(.init(metric: "allocated_bytes_per_load", base: b.meanAllocatedBytes, new: n.meanAllocatedBytes, comparable: sameMeasure))
        if let ba = b.meanAllocations, let na = n.meanAllocations {
            figures.append(.init(metric: "allocations_per_load", base: ba, new: na, comparable: true))
        }
        figures.append(.init(metric: "miss_ratio", base: b.missRatio, new: n.missRatio, comparable: exactCosts || !usesMissCost))
        figures.append(.init(metric: "cost_miss_ratio", base: b.costMissRatio, new: n.costMissRatio, comparable: exactCosts))
        return figures
    }

    /// The rows of one configuration's deterministic figures. A figure gates when it is
    /// comparable and its family is in ``Options/gate``; its verdict is then
    /// ``verdict(change:threshold:)``'s. Otherwise the row is *informational*, and for a
    /// comparable figure ``Row/ruleVerdict`` keeps what the threshold says.
    static func deterministicRows(_ name: String, _ figures: [DeterministicFigure], options: Options) -> [Row] {
        figures.map { f in
            let change = f.base == 0 ? (f.new == 0 ? 0 : 1) : f.new / f.base - 1
            let rule = verdict(change: change, threshold: options.thresholds.threshold(for: f.metric) ?? 0)
            let gated = f.comparable && GateFamily(metric: f.metric).map(options.gate.contains) == true
            return Row(
                config: name, metric: f.metric, base: f.base, new: f.new, change: change, interval: nil, pValue: nil,
                ruleVerdict: gated || !f.comparable ? nil : rule, verdict: gated ? rule : .informational)
        }
    }

    /// The verdict of a deterministic metric: *regression* when `change` exceeds +`threshold`,
    /// *improvement* below −`threshold`, *unchanged* otherwise — never *inconclusive*. A
    /// threshold of 0 is exact (``Thresholds/exactSlack``).
    package static func verdict(change: Double, threshold: Double) -> Verdict {
        let limit = threshold + Thresholds.exactSlack
        return change > limit ? .regression : change < -limit ? .improvement : .unchanged
    }
}
