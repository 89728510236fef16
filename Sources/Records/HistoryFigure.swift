/// One figure of one subject in one result: what the history keeps per measurement.
package struct HistoryFigure: Sendable, Hashable {
    /// The configuration (`decoded-lru@objects:100`) or the nib the figure is of.
    package var subject: String
    /// The figure's name, as `compare` names it: `instructions_per_load`, `allocations_per_load`,
    /// `miss_ratio`, `first_load_instructions`, `latency_p50`, …
    package var figure: String
    package var value: Double
    /// A timed figure's 95% interval, when the result kept one.
    package var low: Double?, high: Double?
    /// Whether the figure is the same in every process on any machine (counts, allocations,
    /// miss ratios), so that any change beyond its threshold is a step; timed figures are not.
    package var deterministic: Bool

    package init(subject: String, figure: String, value: Double, low: Double? = nil, high: Double? = nil, deterministic: Bool) {
        (self.subject, self.figure, self.value, self.low, self.high, self.deterministic) = (subject, figure, value, low, high, deterministic)
    }

    /// What a figure is of, whatever its value: its subject and its name.
    package struct Key: Sendable, Hashable {
        package var subject: String, figure: String

        package init(subject: String, figure: String) {
            (self.subject, self.figure) = (subject, figure)
        }
    }

    /// The figure's subject and name.
    package var key: Key { Key(subject: subject, figure: figure) }
}
