import Foundation

/// What `nibbench recommend` answers from a ``BudgetSweep``: for each memory budget the best
/// strategy, its miss ratio and expected load cost, and those it cannot be told apart from
/// (and why); the smallest budget whose best strategy is within ``tolerance`` of keeping every
/// nib; and what `cold` costs instead. Decided on the deterministic cost alone, so the same
/// corpus, trace and build give the same recommendation on any machine (nothing here is a time).
package struct Recommendation: Sendable, Codable, Equatable {
    /// The best strategy at one budget.
    package struct Choice: Sendable, Codable, Equatable {
        /// The budget in bytes.
        package var budget: Int
        /// The strategy with the lowest expected cost (ties broken by the order strategies are
        /// registered in).
        package var best: String
        /// Its expected cost per load and miss ratio.
        package var costPerLoad: Double, missRatio: Double
        /// Strategies whose expected cost is within ``Recommendation/tieTolerance`` of the best.
        package var tied: [String]
        /// Why the best cannot be told apart from ``tied``, when it has ties.
        package var tieReason: String?
    }

    /// The deciding unit.
    package var unit: CostUnit
    /// Loads in the trace, and the bytes of the distinct nibs it loads.
    package var loads: Int, distinctBytes: Int
    /// A budget is good enough when its best cost is at most `(1 + tolerance)` × keeping everything.
    package var tolerance: Double
    /// Expected costs closer than this fraction are a tie.
    package var tieTolerance: Double
    /// Keeping every nib (`uinib`): expected cost and miss ratio per load.
    package var keepEverythingCost: Double, keepEverythingMissRatio: Double
    /// Keeping none (`cold`): expected cost per load.
    package var coldCost: Double
    /// The best strategy at each budget, smallest budget first.
    package var choices: [Choice]
    /// The smallest budget within ``tolerance`` of keeping everything, and its best strategy;
    /// nil when no budget swept is.
    package var recommended: Choice?

    /// Decides from `rows` (a sweep's rows) with the given tolerances.
    package init(rows: [BudgetRow], unit: CostUnit, distinctBytes: Int, tolerance: Double, tieTolerance: Double) {
        self.unit = unit
        self.distinctBytes = distinctBytes
        self.tolerance = tolerance
        self.tieTolerance = tieTolerance
        let keep = rows.first { $0.strategy == "uinib" }, cold = rows.first { $0.strategy == "cold" }
        loads = keep?.loads ?? cold?.loads ?? 0
        keepEverythingCost = keep?.costPerLoad ?? 0
        keepEverythingMissRatio = keep?.missRatio ?? 1
        coldCost = cold?.costPerLoad ?? 0
        let budgets = Set(rows.compactMap(\.budget)).sorted()
        choices = budgets.compactMap { budget in
            Self.choice(
                at: budget, among: rows.filter { $0.budget == budget || ($0.budget == nil && $0.strategy != "uinib") }, distinctBytes: distinctBytes,
                tieTolerance: tieTolerance)
        }
        let limit = keepEverythingCost * (1 + tolerance)
        recommended = choices.first { $0.costPerLoad <= limit }
    }

    /// The best row of `candidates` (bounds left out), with its ties and their reason.
    static func choice(at budget: Int, among candidates: [BudgetRow], distinctBytes: Int, tieTolerance: Double) -> Choice? {
        let eligible = candidates.filter { !$0.isBound }
        guard let best = eligible.enumerated().min(by: { ($0.element.costPerLoad, $0.offset) < ($1.element.costPerLoad, $1.offset) })?.element
        else { return nil }
        let tied = eligible.filter { $0.strategy != best.strategy && $0.costPerLoad <= best.costPerLoad * (1 + tieTolerance) }
        var reason: String?
        if !tied.isEmpty {
            if budget >= distinctBytes {
                reason =
                    "the budget holds every nib the trace loads, so every cache keeps everything and misses only on first loads and after memory warnings"
            } else if tied.allSatisfy({ $0.hits == best.hits }) {
                reason = "they hit the same number of loads (\(best.hits) of \(best.loads))"
            } else {
                let spread = (tied.map(\.missRatio) + [best.missRatio])
                let points = ((spread.max() ?? 0) - (spread.min() ?? 0)) * 100
                reason = String(
                    format: "their expected costs differ by less than %g%% (miss ratios within %.2f points)", tieTolerance * 100, points)
            }
        }
        return Choice(
            budget: budget, best: best.strategy, costPerLoad: best.costPerLoad, missRatio: best.missRatio, tied: tied.map(\.strategy),
            tieReason: reason)
    }
}
