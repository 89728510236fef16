/// Where a run is, for a progress line: which stage, and how far through it.
///
/// A run has up to three stages after the timed replays: replays run again because the machine
/// canary showed them disturbed, and one untimed replay per configuration that counts
/// allocations. Each stage reports its own count, so a progress line covers all the work.
package struct RunProgress: Sendable, Hashable {
    /// A stage of a run.
    package enum Stage: Sendable, Hashable {
        /// The timed replays of the plan (strategies × capacities × repetitions).
        case replays
        /// Disturbed replays run again; `round` counts from 1.
        case reruns(round: Int)
        /// The untimed replays that count allocation requests, one per configuration.
        case allocationCounts
    }

    /// The stage.
    package var stage: Stage
    /// Units of the stage finished (replays).
    package var done: Int
    /// Units of the stage in all.
    package var total: Int

    /// Creates a progress report.
    package init(stage: Stage, done: Int, total: Int) {
        (self.stage, self.done, self.total) = (stage, done, total)
    }

    /// `12/42 replays`, `re-running disturbed replays (round 1): 2/5`, `counting allocations: 3/14`.
    package var description: String {
        switch stage {
        case .replays: return "\(done)/\(total) replays"
        case .reruns(let round): return "re-running disturbed replays (round \(round)): \(done)/\(total)"
        case .allocationCounts: return "counting allocations: \(done)/\(total) configurations"
        }
    }
}
