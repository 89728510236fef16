import Records

/// Finds the steps of a history's deterministic figures and their slow creep.
///
/// A deterministic figure moves only when the measured code or input moves, so a change between
/// two consecutive results of a series is a *step* when it passes the floors and thresholds
/// `compare` gates a pull request by (runs: instructions ±0.5%, estimated cycles ±1%,
/// allocations, bytes and miss ratios exact; profiles: instructions 1% and 50,000,
/// allocations 1% and 20). *Creep* is a figure that rose by more than a budget over the last
/// commits, each step of which may have passed.
package struct HistoryCheck: Sendable {
    /// The relative thresholds of run figures.
    package var thresholds = Comparison.Thresholds()
    /// The relative thresholds of profile figures (instructions and allocations 1%).
    package var profileThresholds = Comparison.Thresholds(instructions: 0.01, allocations: 0.01)
    /// The absolute floors of profile figures.
    package var floors = ProfileComparison.Floors.defaults
    /// The budget of creep, as a fraction (0.05 = 5%), or nil not to look for creep.
    package var creep: Double?
    /// How many commits back creep is measured over.
    package var window = 20

    package init(creep: Double? = nil, window: Int = 20) {
        (self.creep, self.window) = (creep, window)
    }

    /// A step: a figure changed between two consecutive results of a series by more than its
    /// threshold and floor.
    package struct Step: Sendable, Equatable {
        package var series: String, subject: String, figure: String
        package var commit: String, previousCommit: String
        package var before: Double, after: Double
        /// Relative change (after / before − 1).
        package var change: Double
        /// A rise (a regression for every gated figure); false for a fall.
        package var isRegression: Bool
        /// Why the change is listed: past the gate's threshold and floor, or under them at a
        /// commit where the subject's content changed.
        package var kind: Kind = .gated

        package init(
            series: String, subject: String, figure: String, commit: String, previousCommit: String, before: Double, after: Double,
            change: Double, isRegression: Bool, kind: Kind = .gated
        ) {
            (self.series, self.subject, self.figure, self.commit, self.previousCommit) = (series, subject, figure, commit, previousCommit)
            (self.before, self.after, self.change, self.isRegression, self.kind) = (before, after, change, isRegression, kind)
        }

        /// Why a step is listed.
        package enum Kind: Sendable, Equatable {
            /// Past the threshold and floor `compare` gates a pull request by.
            case gated
            /// Under them, at a commit where the subject's compiled bytes changed (its content
            /// digest): in a deterministic series a count moves only with the code measured or the
            /// input, so a change there is the content's, however small. Listed, never failed.
            case content
        }
    }

    /// A figure that rose by more than the budget over the window, and the commits that raised it.
    package struct Creep: Sendable, Equatable {
        package var series: String, subject: String, figure: String
        package var fromCommit: String, toCommit: String
        package var before: Double, after: Double, change: Double
        /// The commits in the window at which the figure rose, with the rise.
        package var contributors: [Contribution]

        package init(
            series: String, subject: String, figure: String, fromCommit: String, toCommit: String, before: Double, after: Double,
            change: Double, contributors: [Contribution]
        ) {
            (self.series, self.subject, self.figure, self.fromCommit, self.toCommit) = (series, subject, figure, fromCommit, toCommit)
            (self.before, self.after, self.change, self.contributors) = (before, after, change, contributors)
        }
    }

    /// A commit that raised a creeping figure, and by how much.
    package struct Contribution: Sendable, Equatable {
        package var commit: String
        package var rise: Double

        package init(commit: String, rise: Double) {
            (self.commit, self.rise) = (commit, rise)
        }
    }

    /// The relative threshold and absolute floor of `figure` in a series of `kind`, or nil for
    /// a figure that is not gated.
    func rule(for figure: String, profile: Bool) -> (relative: Double, floor: Double)? {
        guard profile else { return thresholds.threshold(for: figure).map { ($0, 0) } }
        if figure.hasSuffix("_instructions") { return (profileThresholds.instructions, floors.instructions) }
        if figure.hasSuffix("_allocations") { return (profileThresholds.allocations, floors.allocations) }
        return nil
    }

    /// Every step of `series`, oldest first: the changes past the gate's rule (``Step/Kind/gated``)
    /// and, under it, those at a commit where the subject's content digest changed
    /// (``Step/Kind/content``; only where both results know the subject's identity).
    package func steps(in series: HistorySeries) -> [Step] {
        let profile = series.name.hasPrefix("profile")
        var steps: [Step] = []
        for (previous, point) in zip(series.points, series.points.dropFirst()) {
            for f in point.figures where f.deterministic {
                guard let old = previous.value(f.key), f.value != old, let rule = rule(for: f.figure, profile: profile) else { continue }
                let change = old == 0 ? 1 : f.value / old - 1
                let kind: Step.Kind
                if abs(f.value - old) > rule.floor, Comparison.verdict(change: change, threshold: rule.relative) != .unchanged {
                    kind = .gated
                } else if let was = previous.identities[f.subject]?.digest, let now = point.identities[f.subject]?.digest, was != now {
                    kind = .content
                } else {
                    continue
                }
                steps.append(
                    Step(
                        series: series.name, subject: f.subject, figure: f.figure, commit: point.commit, previousCommit: previous.commit,
                        before: old, after: f.value, change: change, isRegression: f.value > old, kind: kind))
            }
        }
        return steps
    }

    /// The figures of the newest result of `series` that rose by more than ``creep`` (and, for a
    /// profile, by more than the figure's floor) over the last ``window`` commits (none when
    /// ``creep`` is nil).
    package func creeps(in series: HistorySeries) -> [Creep] {
        guard let creep, series.points.count >= 2 else { return [] }
        let profile = series.name.hasPrefix("profile")
        let recent = Array(series.points.suffix(window + 1))
        var found: [Creep] = []
        for f in recent[recent.count - 1].figures where f.deterministic && rule(for: f.figure, profile: profile) != nil {
            let key = f.key
            guard let start = recent.firstIndex(where: { $0.value(key) != nil }), start < recent.count - 1, let first = recent[start].value(key),
                first > 0
            else {
                continue
            }
            let change = f.value / first - 1
            guard change > creep, f.value - first > rule(for: f.figure, profile: profile)?.floor ?? 0 else { continue }
            var contributors: [Contribution] = []
            var last = first
            for i in (start + 1)..<recent.count {
                guard let v = recent[i].value(key) else { continue }
                if v > last { contributors.append(Contribution(commit: recent[i].commit, rise: v - last)) }
                last = v
            }
            found.append(
                Creep(
                    series: series.name, subject: f.subject, figure: f.figure, fromCommit: recent[start].commit,
                    toCommit: recent[recent.count - 1].commit, before: first, after: f.value, change: change, contributors: contributors))
        }
        return found
    }

    /// Whether the newest result of `series` fails the check: a regression step at its commit,
    /// or creep over the budget.
    package func fails(_ series: HistorySeries) -> (steps: [Step], creeps: [Creep]) {
        guard let newest = series.points.last else { return ([], []) }
        let steps = steps(in: HistorySeries(name: series.name, points: Array(series.points.suffix(2)))).filter {
            $0.isRegression && $0.kind == .gated && $0.commit == newest.commit
        }
        return (steps, creeps(in: series))
    }
}
