import NibbenchSupport
import Records

/// How a profile's reports rank and word costs. Rankings rest on deterministic figures only:
/// estimated cycles under `--measure cycles`, instructions when the profile counted them, else
/// allocation requests (jemalloc, exact), ties
/// by allocated bytes, then by name. Wall-clock times are shown beside them, as medians with
/// 95% intervals, and never decide an order: one noisy sample named a different costliest nib
/// on each of three back-to-back runs (issue 31).
package enum ProfileRanking {
    /// A phase of a nib's load.
    package enum Phase: Sendable {
        case decode, firstInstantiate, warmInstantiate, firstLoad
    }

    /// What a profile is ranked by.
    package enum Basis: Sendable, Equatable {
        /// Instructions (callgrind), under `--measure instructions`.
        case instructions
        /// Estimated cycles (callgrind's cache simulator), under `--measure cycles`.
        case cycles
        /// Allocation requests, otherwise.
        case allocations
    }

    /// What `profile` is ranked by: estimated cycles or instructions when it measured them,
    /// else allocation requests.
    package static func basis(_ profile: NibProfile) -> Basis {
        basis(profile.measure)
    }

    /// What a profile measured by `measure` is ranked by.
    package static func basis(_ measure: MeasureMode) -> Basis {
        switch measure {
        case .cycles: .cycles
        case .instructions: .instructions
        case .time: .allocations
        }
    }

    /// The deterministic cost of a phase of an entry that `basis` ranks by: estimated cycles,
    /// instructions, or allocation requests.
    package static func cost(_ basis: Basis) -> @Sendable (NibProfile.Entry, Phase) -> Double {
        { entry, phase in
            let d = entry.deterministic
            let phaseCost =
                switch phase {
                case .decode: d.decode
                case .firstInstantiate: d.firstInstantiate
                case .warmInstantiate: d.warmInstantiate
                case .firstLoad: d.firstLoad
                }
            return switch basis {
            case .cycles: Double(phaseCost.cycles?.estimatedCycles ?? 0)
            case .instructions: Double(phaseCost.instructions ?? 0)
            case .allocations: Double(phaseCost.allocations)
            }
        }
    }

    /// The wall-clock time of a phase of an entry: its median and, when the profile has one,
    /// its 95% interval.
    package static func time(_ entry: NibProfile.Entry, _ phase: Phase) -> (median: UInt64, interval: NibProfile.Interval?) {
        let t = entry.timing
        return switch phase {
        case .decode: (t.decodeNanoseconds, t.decodeInterval)
        case .firstInstantiate: (t.firstInstantiateNanoseconds, t.firstInstantiateInterval)
        case .warmInstantiate: (t.warmInstantiateNanoseconds, t.warmInstantiateInterval)
        case .firstLoad: (t.firstLoadNanoseconds, t.firstLoadInterval)
        }
    }

    /// A time as `median [low–high]` (the median alone when there is no interval).
    package static func formatTime(_ entry: NibProfile.Entry, _ phase: Phase) -> String {
        let (median, interval) = time(entry, phase)
        guard let interval else { return MarkdownReport.time(median) }
        return "\(MarkdownReport.time(median)) [\(MarkdownReport.time(interval.low))–\(MarkdownReport.time(interval.high))]"
    }

    /// The entries, costliest first load first: by estimated cycles or instructions (ties by
    /// name), or by allocation requests (ties by allocated bytes, then by name).
    package static func nibs(_ profile: NibProfile) -> [NibProfile.Entry] {
        let basis = basis(profile)
        let counted = cost(basis)
        return profile.nibs.sorted {
            let (a, b) = ($0.deterministic.firstLoad, $1.deterministic.firstLoad)
            if basis != .allocations {
                let (x, y) = (counted($0, .firstLoad), counted($1, .firstLoad))
                return x != y ? x > y : $0.name < $1.name
            }
            if a.allocations != b.allocations { return a.allocations > b.allocations }
            if a.allocatedBytes != b.allocatedBytes { return a.allocatedBytes > b.allocatedBytes }
            return $0.name < $1.name
        }
    }

    /// A class's apportioned share of first-load cost, in what `basis` ranks by.
    package static func share(_ cost: NibProfile.ClassCost, _ basis: Basis) -> Double {
        switch basis {
        case .cycles: cost.firstLoadCycles ?? 0
        case .instructions: cost.firstLoadInstructions ?? 0
        case .allocations: cost.firstLoadAllocations ?? 0
        }
    }

    /// A cost in what profiles rank by (instructions or allocation requests), for a table or a
    /// bar label: `383,485`.
    package static func format(_ value: Double) -> String {
        MarkdownReport.instructions(value)
    }

    /// The unit of what `basis` ranks by, for a sentence: "estimated cycles", "instructions",
    /// "allocation requests".
    package static func unit(_ basis: Basis) -> String {
        switch basis {
        case .cycles: "estimated cycles"
        case .instructions: "instructions"
        case .allocations: "allocation requests"
        }
    }

    /// What a profile holds, counted: `1 nib`, `2 nibs and 3 scenes`, `1 scene`, `5 scenes and
    /// 2 prototype cells` (storyboard scenes and their prototype cells apart from nibs of
    /// their own).
    package static func nibsAndScenes(_ profile: NibProfile) -> String {
        let scenes = profile.nibs.filter { $0.sourceKind == .storyboardScene }.count
        let cells = profile.nibs.filter { $0.sourceKind == .prototypeCell }.count, nibs = profile.nibs.count - scenes - cells
        let parts = [
            nibs > 0 || scenes + cells == 0 ? MessageText.counted(nibs, "nib") : nil, scenes > 0 ? MessageText.counted(scenes, "scene") : nil,
            cells > 0 ? MessageText.counted(cells, "prototype cell") : nil
        ].compactMap { $0 }
        return parts.count > 2 ? parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1] : parts.joined(separator: " and ")
    }

    /// What the profile is ranked by, in a few words (a chart's subtitle): "ranked by estimated
    /// cycles (callgrind's cache simulator)", "ranked by instructions (callgrind)", or "ranked
    /// by allocation requests (no instruction counts)".
    package static func rankedBy(_ profile: NibProfile) -> String {
        switch basis(profile) {
        case .cycles: "ranked by estimated cycles (callgrind's cache simulator)"
        case .instructions: "ranked by instructions (callgrind)"
        case .allocations: "ranked by allocation requests (no instruction counts)"
        }
    }

    /// What the profile is ranked by and what its times are, in words: "ranked by instructions
    /// (callgrind)", or "ranked by allocation requests (no instruction counts: `--measure
    /// instructions` counts them under Valgrind); times are medians of 7 runs with 95%
    /// intervals, informational".
    package static func words(_ profile: NibProfile) -> String {
        guard basis(profile) == .allocations else { return rankedBy(profile) }
        let runs = profile.nibs.compactMap(\.timing.firstRepetitions).max()
        let times = runs.map { "times are medians of \(MessageText.counted($0, "run")) with 95% intervals" } ?? "times are of one run"
        return "ranked by allocation requests (no instruction counts: `--measure instructions` counts them under Valgrind); "
            + times + ", informational"
    }
}
