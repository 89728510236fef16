import Foundation
import Records

extension Comparison {
    /// A family of metrics that can gate a comparison (decide its regression verdicts and so
    /// `compare`'s exit code). Rows of a family that does not gate are *informational*.
    ///
    /// The deterministic families gate by default: their figures are the same in every process
    /// on any machine, so a change is a change. Timing does not: on a shared machine the
    /// medians of one command move 40–55% between runs.
    package enum GateFamily: String, Sendable, Hashable, Codable, CaseIterable {
        /// `instructions_per_load`: mean instructions per warm load, counted by callgrind.
        case instructions
        /// `cycles_per_load`: mean estimated cycles per warm load, from callgrind's cache
        /// simulator (`--measure cycles`).
        case cycles
        /// `allocated_bytes_per_load` and `allocations_per_load`.
        case allocations
        /// `miss_ratio` and `cost_miss_ratio` (when their inputs are deterministic).
        case missRatio = "miss-ratio"
        /// `latency_p50` and `latency_p99`, by the timing rule
        /// (``Comparison/verdict(interval:p:band:alpha:repetitions:canary:canaryBand:machineDiffers:)``).
        case time

        /// The families that gate unless told otherwise.
        package static let deterministic: [GateFamily] = [.instructions, .cycles, .allocations, .missRatio]

        /// The row metrics of this family that can gate. (`instructions_first_load` and
        /// `cycles_first_load` belong to none: they include one-time work of the process and are
        /// always informational; so are the misses and system calls per load.)
        package var metrics: [String] {
            switch self {
            case .instructions: ["instructions_per_load"]
            case .cycles: ["cycles_per_load"]
            case .allocations: ["allocated_bytes_per_load", "allocations_per_load"]
            case .missRatio: ["miss_ratio", "cost_miss_ratio"]
            case .time: ["latency_p50", "latency_p99"]
            }
        }

        /// The family a row metric gates in, or nil for a metric that never gates.
        package init?(metric: String) {
            guard let family = Self.allCases.first(where: { $0.metrics.contains(metric) }) else { return nil }
            self = family
        }

        /// The families a comma-separated list names (`instructions,miss-ratio`; `miss_ratio`
        /// and `deterministic` — the four default families — are accepted too).
        ///
        /// - Throws: ``ComparisonOptionError`` `.unknownFamily` for a name that is none.
        package static func parse(list: String) throws(ComparisonOptionError) -> [GateFamily] {
            var families: [GateFamily] = []
            for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !item.isEmpty {
                if item == "deterministic" { families += deterministic; continue }
                guard let family = GateFamily(rawValue: item.replacingOccurrences(of: "_", with: "-")) else {
                    let known = (allCases.map(\.rawValue) + ["deterministic"]).joined(separator: ", ")
                    throw ComparisonOptionError(.unknownFamily, "--gate: unknown metric family '\(item)' (known: \(known))", value: list)
                }
                families.append(family)
            }
            return families
        }
    }

    /// Why a family's rows are not gated in this comparison, in one line.
    package struct GateNote: Sendable, Hashable, Codable {
        package var family: GateFamily
        package var message: String
        /// Whether the family was asked to gate and the two runs cannot be compared on it
        /// (instruction counts of different toolchains, timing of a run under Valgrind against
        /// a native one): `compare` then exits 5 unless a regression exits 2 first, so that a
        /// mismatch neither passes nor fails silently.
        package var refused: Bool

        package init(family: GateFamily, message: String, refused: Bool) {
            (self.family, self.message, self.refused) = (family, message, refused)
        }
    }

    /// Whether a gated family could not be compared (``GateNote/refused``).
    package var isRefused: Bool { notes.contains(where: \.refused) }

    /// `compare`'s exit code: 2 when a gated row is a regression; else 5 when a gated family
    /// could not be compared (``isRefused``); else 4 with `strict` when a gated row is
    /// inconclusive; else 3 with `failOnImprovement` when a gated row is an improvement; else 0.
    package func exitCode(strict: Bool = false, failOnImprovement: Bool = false) -> Int32 {
        if hasRegression { return 2 }
        if isRefused { return 5 }
        if strict && hasInconclusive { return 4 }
        if failOnImprovement && hasImprovement { return 3 }
        return 0
    }

    /// What keeps the instruction counts, the estimated cycles or the timing of two runs from
    /// gating. Timing rows are not compared at all when either run's loads ran under Valgrind
    /// (`--measure instructions` or `cycles`).
    static func gateNotes(_ base: RunResult, _ new: RunResult, gate: [GateFamily]) -> [GateNote] {
        var notes: [GateNote] = []
        let b = base.hasInstructionCounts, n = new.hasInstructionCounts
        let mismatch = b && n ? toolchainMismatch(base.machine, new.machine) : nil
        if let mismatch {
            notes.append(
                GateNote(
                    family: .instructions,
                    message: "instruction counts are not gated: \(mismatch); counts are comparable only from one compiler and one Valgrind",
                    refused: gate.contains(.instructions)))
        } else if b != n {
            let (with, without) = b ? ("baseline", "new run") : ("new run", "baseline")
            notes.append(
                GateNote(
                    family: .instructions,
                    message: "instruction counts only in the \(with) (the \(without) measured time): instructions per load are not compared",
                    refused: false))
        }
        let bc = base.hasEstimatedCycles, nc = new.hasEstimatedCycles
        if bc && nc, let mismatch {
            notes.append(
                GateNote(
                    family: .cycles,
                    message: "estimated cycles are not gated: \(mismatch); they are comparable only from one compiler and one Valgrind",
                    refused: gate.contains(.cycles)))
        } else if bc != nc && (bc ? n : b) {
            let (with, without) = bc ? ("baseline", "new run") : ("new run", "baseline")
            notes.append(
                GateNote(
                    family: .cycles,
                    message: "estimated cycles only in the \(with) (the \(without) counted instructions alone): cycles per load are not compared",
                    refused: false))
        }
        if !sameMeasure(base, new) {
            let valgrind = (base.measure ?? .time).isCounted ? "baseline" : "new run"
            notes.append(
                GateNote(
                    family: .time,
                    message:
                        "timing is not compared: the \(valgrind)'s loads ran under Valgrind (--measure instructions or cycles), the other's natively",
                    refused: gate.contains(.time)))
            notes.append(
                GateNote(
                    family: .allocations,
                    message: "allocated bytes are not compared: the \(valgrind) ran in Valgrind's cleared environment, "
                        + "which allocates differently (allocation counts are)", refused: false))
        } else if (base.measure ?? .time).isCounted {
            notes.append(
                GateNote(
                    family: .time,
                    message: "timing is not compared: both runs' loads ran under Valgrind (--measure instructions or cycles), "
                        + "which times them tens of times slower than natively", refused: gate.contains(.time)))
        }
        return notes
    }

    /// Whether both runs' loads ran in the same place: both natively or both under Valgrind
    /// (instructions and cycles runs share the child's cleared environment; a run without
    /// ``RunResult/measure`` measured time).
    static func sameMeasure(_ base: RunResult, _ new: RunResult) -> Bool {
        (base.measure ?? .time).isCounted == (new.measure ?? .time).isCounted
    }

    /// "base built with Swift 6.3.1 / valgrind-3.19.0, new with Swift 6.3.2 / valgrind-3.19.0"
    /// when the compilers or Valgrind versions differ or either is unknown (a version range
    /// such as `Swift 6.3 or later` is unknown), nil when both are known and equal.
    package static func toolchainMismatch(_ base: MachineInfo, _ new: MachineInfo) -> String? {
        func exact(_ swift: String) -> Bool { !swift.isEmpty && !swift.contains("or later") }
        if exact(base.swift), base.swift == new.swift, let valgrind = base.valgrind, valgrind == new.valgrind { return nil }
        func toolchain(_ m: MachineInfo) -> String {
            (exact(m.swift) ? m.swift : "an unknown Swift (\(m.swift.isEmpty ? "not recorded" : m.swift))") + " / "
                + (m.valgrind ?? "no Valgrind recorded")
        }
        return "base built with \(toolchain(base)), new with \(toolchain(new))"
    }

    /// The "Gate" paragraph: which metrics gate, with their thresholds, and why timing does
    /// or does not.
    package var gateParagraph: String {
        let described: [GateFamily: String] = [
            .instructions: "instructions per load (\(thresholdText(.instructions)))",
            .cycles: "estimated cycles per load (\(thresholdText(.cycles)))",
            .allocations: "allocation bytes and counts per load (\(thresholdText(.allocations)))",
            .missRatio: "miss ratios (\(thresholdText(.missRatio)))"
        ]
        let gated = GateFamily.deterministic.filter(options.gate.contains).compactMap { described[$0] }
        let ungated = GateFamily.deterministic.filter { !options.gate.contains($0) }.map(\.rawValue)
        var text =
            gated.isEmpty
            ? "No deterministic metric gates. "
            : "Gated: " + gated.joined(separator: ", ")
                + " — deterministic, the same in every process on any machine, so a change beyond the threshold "
                + "is a regression or an improvement and never inconclusive. "
        if !ungated.isEmpty { text += "Not gated (--no-gate): \(ungated.joined(separator: ", ")). " }
        text +=
            notes.contains(where: { $0.family == .time })
            ? "Timing (latency p50, p99) is not compared (the note below says why)."
            : options.gate.contains(.time)
                ? "Timing (latency p50, p99) gates too (--gate time), by the timing rule below."
                : "Timing (latency p50, p99) is informational: on a shared machine the same command's medians move 40–55% between runs; --gate time gates it by the timing rule (docs/measurement.md)."
        if !rows.contains(where: { $0.metric == "instructions_per_load" }) && options.gate.contains(.instructions)
            && !notes.contains(where: { $0.family == .instructions })
        {
            text += " Neither run counted instructions (nibbench run --measure instructions)."
        } else if rows.contains(where: { $0.metric == "instructions_per_load" }) && !rows.contains(where: { $0.metric == "cycles_per_load" })
            && options.gate.contains(.cycles) && !notes.contains(where: { $0.family == .cycles })
        {
            text += " Neither run estimated cycles (nibbench run --measure cycles)."
        }
        return text
    }

    /// A family's threshold in words: "±0.5%", "exact", "bytes ±1%, counts exact"; "" for timing.
    package func thresholdText(_ family: GateFamily) -> String {
        let t = options.thresholds
        switch family {
        case .instructions: return Self.threshold(t.instructions)
        case .cycles: return Self.threshold(t.cycles)
        case .allocations: return Self.thresholds(t.allocatedBytes, t.allocations, "bytes", "counts")
        case .missRatio: return Self.thresholds(t.missRatio, t.costMissRatio, "miss ratio", "cost miss ratio")
        case .time: return ""
        }
    }

    package static func percent(_ x: Double) -> String { String(format: "%g%%", x * 100) }

    /// "±0.5%" or "exact".
    static func threshold(_ x: Double) -> String { x == 0 ? "exact" : "±" + percent(x) }

    /// One threshold for a family of two metrics, or both with their names when they differ:
    /// "exact", "bytes ±1%, counts exact".
    static func thresholds(_ a: Double, _ b: Double, _ nameA: String, _ nameB: String) -> String {
        a == b ? threshold(a) : "\(nameA) \(threshold(a)), \(nameB) \(threshold(b))"
    }
}
