extension Comparison.Options {
    /// The options as `nibbench compare` states them: noise bands in percent, `METRIC=PCT`
    /// thresholds, families to gate and not to gate (comma-separated lists, repeatable), and
    /// the older `--tolerance` percent for the allocation and miss-ratio metrics.
    /// - Throws: ``ComparisonOptionError`` naming a metric, family or percentage it cannot read.
    package init(
        noisePercent: Double, tailNoisePercent: Double, alpha: Double, thresholds assignments: [String],
        gate: [String], noGate: [String], tolerancePercent: Double? = nil
    ) throws(ComparisonOptionError) {
        var thresholds = Comparison.Thresholds()
        if let tolerancePercent {
            for metric in ["allocations", "allocated_bytes", "miss_ratio", "cost_miss_ratio"] { try thresholds.set("\(metric)=\(tolerancePercent)") }
        }
        for assignment in assignments { try thresholds.set(assignment) }
        var adding: [Comparison.GateFamily] = [], removing: [Comparison.GateFamily] = []
        for list in gate { adding += try Comparison.GateFamily.parse(list: list) }
        for list in noGate { removing += try Comparison.GateFamily.parse(list: list) }
        self.init(
            noise: noisePercent / 100, tailNoise: tailNoisePercent / 100, alpha: alpha, thresholds: thresholds,
            gate: Self.gate(adding: adding, removing: removing))
    }
}
