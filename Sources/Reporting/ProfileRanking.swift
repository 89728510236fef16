import Harness
import NibbenchSupport

/// How a profile's reports rank and word costs: by instructions when the profile counted
/// them, else by wall-clock time.
package enum ProfileRanking {
    /// A phase of a nib's load.
    package enum Phase: Sendable {
        case decode, firstInstantiate, warmInstantiate, firstLoad
    }

    /// The cost of a phase of an entry, in the profile's unit (instructions or nanoseconds).
    package static func cost(_ measure: MeasureMode) -> @Sendable (NibProfile.Entry, Phase) -> Double {
        { entry, phase in
            let d = entry.deterministic, t = entry.timing
            if measure == .instructions {
                let phaseCost = switch phase {
                case .decode: d.decode
                case .firstInstantiate: d.firstInstantiate
                case .warmInstantiate: d.warmInstantiate
                case .firstLoad: d.firstLoad
                }
                return Double(phaseCost.instructions ?? 0)
            }
            let nanoseconds = switch phase {
            case .decode: t.decodeNanoseconds
            case .firstInstantiate: t.firstInstantiateNanoseconds
            case .warmInstantiate: t.warmInstantiateNanoseconds
            case .firstLoad: t.firstLoadNanoseconds
            }
            return Double(nanoseconds)
        }
    }

    /// The entries, costliest first load first (ties by name).
    package static func nibs(_ profile: NibProfile) -> [NibProfile.Entry] {
        let cost = cost(profile.measure)
        return profile.nibs.sorted {
            let (a, b) = (cost($0, .firstLoad), cost($1, .firstLoad))
            return a != b ? a > b : $0.name < $1.name
        }
    }

    /// A class's apportioned share of first-load cost, in the profile's unit.
    package static func share(_ cost: NibProfile.ClassCost, _ measure: MeasureMode) -> Double {
        measure == .instructions ? cost.firstLoadInstructions ?? 0 : cost.timing.firstLoadNanoseconds
    }

    /// A cost in the profile's unit, for a table or a bar label.
    package static func format(_ value: Double, _ measure: MeasureMode) -> String {
        measure == .instructions ? MarkdownReport.instructions(value) : MarkdownReport.time(value)
    }

    /// What a profile holds, counted: `1 nib`, `2 nibs and 3 scenes`, `1 scene`, `5 scenes and
    /// 2 prototype cells` (storyboard scenes and their prototype cells apart from nibs of
    /// their own).
    package static func nibsAndScenes(_ profile: NibProfile) -> String {
        let scenes = profile.nibs.filter { $0.sourceKind == .storyboardScene }.count
        let cells = profile.nibs.filter { $0.sourceKind == .prototypeCell }.count, nibs = profile.nibs.count - scenes - cells
        let parts = [nibs > 0 || scenes + cells == 0 ? MessageText.counted(nibs, "nib") : nil, scenes > 0 ? MessageText.counted(scenes, "scene") : nil,
                     cells > 0 ? MessageText.counted(cells, "prototype cell") : nil].compactMap { $0 }
        return parts.count > 2 ? parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1] : parts.joined(separator: " and ")
    }

    /// What costs are in: "instructions (callgrind)" or "wall-clock time, informational".
    package static func unitWords(_ measure: MeasureMode) -> String {
        measure == .instructions ? "instructions, callgrind" : "wall-clock time, informational"
    }
}
