/// One strategy at one budget.
package struct BudgetRow: Sendable, Codable, Equatable {
    /// The strategy's name (`decoded-lru`, `cold`, …).
    package var strategy: String
    /// The budget in bytes; nil for a strategy that keeps nothing or keeps everything.
    package var budget: Int?
    /// Loads replayed, and how many hit.
    package var loads: Int, hits: Int
    /// Expected cost of a load in the costs' unit.
    package var costPerLoad: Double
    /// Expected nanoseconds of a load from the profile's medians (informational).
    package var nanosecondsPerLoad: Double
    /// Set for an offline policy (furthest next use, which reads the trace's future): no
    /// app can run it, so it is never picked. Nor is it an optimum when nibs differ in
    /// size (evicting the furthest-used nib is optimal only for equal sizes).
    package var isBound: Bool
    /// Why the policy admits nothing at this budget, if so.
    package var admitsNothing: String?

    /// Misses over loads.
    package var missRatio: Double { loads == 0 ? 0 : Double(loads - hits) / Double(loads) }

    /// Creates the value, field by field.
    package init(
        strategy: String, budget: Int? = nil, loads: Int, hits: Int, costPerLoad: Double, nanosecondsPerLoad: Double, isBound: Bool,
        admitsNothing: String? = nil
    ) {
        self.strategy = strategy
        self.budget = budget
        self.loads = loads
        self.hits = hits
        self.costPerLoad = costPerLoad
        self.nanosecondsPerLoad = nanosecondsPerLoad
        self.isBound = isBound
        self.admitsNothing = admitsNothing
    }
}
