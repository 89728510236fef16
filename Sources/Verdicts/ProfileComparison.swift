import Foundation
import Records

/// A comparison of two app profiles (`nibbench compare` of two `nibbench profile` folders):
/// the nibs added, removed, renamed and changed, with the change of every figure of every nib,
/// and a verdict per nib on its deterministic cost.
///
/// **Matching.** Nibs match by ``NibProfile/Entry/name`` (when each profile was taken of one
/// folder and the folders' names differ, by the name below that folder). A nib only in the
/// baseline and one only in the new profile are one nib *renamed* when their compiled bytes
/// are the same (``NibProfile/Entry/sha256``), or else when their objects by class and archive
/// figures are (a near match: the same nib, rebuilt); a renamed nib is compared like a matched
/// one. The rest are *added* or *removed*.
///
/// **Gate.** Per nib, the first load (decode + first instantiate) and the warm instantiate of
/// one metric family: instructions when both profiles counted them with the same toolchain
/// (``Comparison/toolchainMismatch(_:_:)``), else allocation requests. A change beyond
/// +threshold **and** beyond its family's absolute floor is a *regression*, beyond both
/// downwards an *improvement*, else *unchanged* (``Options``: 1% each by default; ``Floors``).
/// These figures are exact in every process, so there is no *inconclusive*. Every other
/// figure — allocated bytes, the single phases, archive and object figures, wall-clock time —
/// is *informational*.
///
/// **Acknowledged costs.** A regressed nib that an entry of a budget file covers, or that an
/// explicit accept names (``Acknowledgements``), keeps its rows' verdicts and gets an
/// ``NibChange/acceptance``: it is listed as accepted, with who accepted it and why, and does
/// not fail the gate (``exitCode(failOnImprovement:)``).
///
/// Profiles do not keep the compiled nibs, so what changed in a nib is told by its objects by
/// class and its archive figures (objects, keys, values, bytes), not key by key; `nibbench
/// diff` of the two compiled nibs tells that.
package struct ProfileComparison: Sendable, Codable {
    /// The family of metrics that gates.
    package enum GateMetric: String, Sendable, Codable {
        /// Callgrind instruction counts (both profiles `--measure instructions`).
        case instructions
        /// Allocation requests (jemalloc, always measured).
        case allocations
    }

    /// How a nib of the new profile relates to the baseline's.
    package enum Match: String, Sendable, Codable {
        /// The same name on both sides.
        case name
        /// Another name, the same compiled bytes.
        case identicalBytes = "identical-bytes"
        /// Another name, other bytes, the same objects by class and archive figures.
        case sameShape = "same-shape"
    }

    /// One figure of one nib.
    package struct Row: Sendable, Codable, Equatable {
        /// `allocations_first_load`, `instructions_decode`, `archive_values`, `time_warm_instantiate`, ….
        package var metric: String
        package var base: Double
        package var new: Double
        /// `new / base − 1`; +1 (100%) when the baseline is 0 and the new figure is not.
        package var change: Double
        /// A gated row's verdict, or `informational`.
        package var verdict: Comparison.Verdict
    }

    /// How many objects of one class a nib's instantiate creates, on each side.
    package struct ClassDelta: Sendable, Codable, Equatable {
        package var `class`: String
        package var base: Int
        package var new: Int
        /// `new − base`.
        package var delta: Int { new - base }
    }

    /// A nib present on both sides (by name or renamed).
    package struct NibChange: Sendable, Codable {
        /// The name in the new profile.
        package var name: String
        /// The name in the baseline (differs when renamed).
        package var baseName: String
        /// How the two were matched.
        package var match: Match
        /// The worst gated verdict: regression, improvement, or unchanged.
        package var verdict: Comparison.Verdict
        /// Every figure, gated ones first.
        package var rows: [Row]
        /// Classes whose object counts differ, most added first.
        package var classes: [ClassDelta]
        /// Whether the two compiled nibs are the same bytes.
        package var sameBytes: Bool
        /// Why a regression does not fail the gate (a budget entry or an accept), if it does not.
        /// The verdict stays `regression`, so that readers of older comparisons keep reading it.
        package var acceptance: Acceptance? = nil
        /// A budget entry that matches the regressed nib but does not cover its growth, in words.
        package var overBudget: String? = nil
        /// Whether the nib changed: other compiled bytes, or a gated verdict other than
        /// unchanged. (An unchanged nib's instruction counts may move by a few tenths of a
        /// percent when other nibs change: the allocator's state differs.)
        package var changed: Bool { !sameBytes || verdict == .regression || verdict == .improvement }
    }

    /// A nib on one side only.
    package struct LoneNib: Sendable, Codable, Equatable {
        package var name: String
        /// Objects one instantiate creates.
        package var objects: Int
        /// Archive bytes.
        package var archiveBytes: Int
        /// First-load cost in the gated metric.
        package var firstLoad: Double
    }

    /// The options: thresholds and which families may gate.
    package var options: Comparison.Options
    /// The absolute floors of the gated families.
    package var floors: Floors
    /// The budget file that acknowledged costs, and its entries, when one was given.
    package var budgetFile: String?
    package var budget: ProfileBudget?
    /// The explicit accepts (`--accept`, commit trailers).
    package var accepts: [Accept]
    /// The family that gates this comparison.
    package var gate: GateMetric?
    /// Every nib on both sides, in new-name order.
    package var nibs: [NibChange]
    /// Nibs only in the new profile, and only in the baseline, by name.
    package var added: [LoneNib]
    package var removed: [LoneNib]
    /// Why a family does not gate, and what else a reader should know (different nibbench builds).
    package var notes: [String]
    /// The measure of each side (`time` or `instructions`).
    package var baseMeasure: MeasureMode, newMeasure: MeasureMode
    /// Files either profile could not profile, as `base: line` / `new: line`.
    package var failures: [String]
    /// Files (or scenes) the baseline profiled that the new profile could not: regressions,
    /// whatever the gate (their nibs are not counted as removed).
    package var broken: [UnmeasuredInput] = []
    /// Files the new profile could not profile that the baseline did not profile either: not
    /// measured, so neither unchanged nor regressed.
    package var unmeasured: [UnmeasuredInput] = []
    /// "2 of 14 files not measured" of the new profile, when any were not.
    package var unmeasuredSummary: String?

    /// Compares `new` against `base`.
    ///
    /// - Parameters:
    ///   - options: thresholds (``Comparison/Thresholds/instructions`` and
    ///     ``Comparison/Thresholds/allocations``) and the gated families (instructions and
    ///     allocations; the others do not apply to profiles).
    ///   - floors: the absolute change a gated figure must also exceed.
    ///   - acknowledgements: a budget and accepts that accept regressions.
    package init(
        base: NibProfile, new: NibProfile, options: Comparison.Options = ProfileComparison.defaultOptions,
        floors: Floors = .defaults, acknowledgements: Acknowledgements = Acknowledgements()
    ) {
        self.options = options
        self.floors = floors
        (budgetFile, budget, accepts) = (acknowledgements.budgetFile, acknowledgements.budget, acknowledgements.accepts)
        (baseMeasure, newMeasure) = (base.measure, new.measure)
        var notes: [String] = []
        let counted = Self.counted(base) && Self.counted(new)
        var instructionsComparable = counted
        if counted, let mismatch = Comparison.toolchainMismatch(base.machine, new.machine) {
            instructionsComparable = false
            notes.append("instruction counts are not gated: \(mismatch); counts are comparable only from one compiler and one Valgrind")
        } else if !counted && options.gate.contains(.instructions) {
            notes.append(
                "instructions are not compared: \(Self.counted(base) ? "the new profile" : Self.counted(new) ? "the baseline" : "neither profile") "
                    + "counted them (nibbench profile --measure instructions)")
        }
        let builds = [base.machine, new.machine].map { "\($0.nibbench ?? "?") \($0.commit ?? "")".trimmingCharacters(in: .whitespaces) }
        if builds[0] != builds[1] {
            notes.append(
                "the profiles were taken by different nibbench builds (\(builds[0]) and \(builds[1])): a cost change may be nibbench's, not the app's"
            )
        }
        let gate: GateMetric? =
            options.gate.contains(.instructions) && instructionsComparable
            ? .instructions
            : options.gate.contains(.allocations) ? .allocations : nil
        self.gate = gate
        self.notes = notes
        let pairs = Self.match(base.nibs, new.nibs)
        nibs = pairs.matched.map {
            Self.change($0.base, $0.new, match: $0.match, gate: gate, counted: instructionsComparable, options: options, floors: floors)
        }
        added = pairs.added.map { Self.lone($0, gate: gate) }
        removed = pairs.removed.map { Self.lone($0, gate: gate) }
        failures = base.failures.map { "baseline: " + $0.line } + new.failures.map { "new: " + $0.line }
        separateFailures(base: base, new: new)
        acknowledge(acknowledgements)
    }

    /// Nibs that regressed (and were not accepted), regressed and were accepted, improved, or
    /// whose deterministic figures changed at all.
    package var regressed: [NibChange] { nibs.filter { $0.verdict == .regression && $0.acceptance == nil } }
    package var accepted: [NibChange] { nibs.filter { $0.verdict == .regression && $0.acceptance != nil } }
    package var improved: [NibChange] { nibs.filter { $0.verdict == .improvement } }
    package var changed: [NibChange] { nibs.filter(\.changed) }
    /// Nibs matched under another name.
    package var renamed: [NibChange] { nibs.filter { $0.match != .name } }

    /// `compare`'s exit code: 2 when a nib regressed and was not accepted, or a file the
    /// baseline profiled fails now (``broken``); else 3 with
    /// `failOnImprovement` when one improved; else 0.
    package func exitCode(failOnImprovement: Bool = false) -> Int32 {
        if !regressed.isEmpty || !broken.isEmpty { return 2 }
        if failOnImprovement && !improved.isEmpty { return 3 }
        return 0
    }

    /// Whether every nib of a profile has instruction counts.
    static func counted(_ profile: NibProfile) -> Bool {
        profile.measure.isCounted && profile.nibs.allSatisfy { $0.deterministic.firstLoad.instructions != nil }
    }

    /// The record of a nib on one side only.
    static func lone(_ entry: NibProfile.Entry, gate: GateMetric?) -> LoneNib {
        let d = entry.deterministic
        let first = gate == .instructions ? Double(d.firstLoad.instructions ?? 0) : Double(d.firstLoad.allocations)
        return LoneNib(name: entry.name, objects: d.objects, archiveBytes: d.archive.bytes, firstLoad: first)
    }
}
