import Foundation

extension Comparison {
    /// Relative thresholds of the deterministic metrics, as fractions (0.005 = 0.5%): a row whose
    /// change lies beyond +threshold is a regression, below −threshold an improvement, else
    /// unchanged. 0 is exact (to floating-point rounding, ``exactSlack``).
    package struct Thresholds: Sendable, Hashable, Codable {
        /// `instructions_per_load` (and the informational `instructions_first_load`). Counts of
        /// one binary in the deterministic environment are identical between processes; the
        /// default leaves room for code-layout effects of an unrelated change.
        package var instructions: Double
        /// `cycles_per_load` (and the informational `cycles_first_load`). As deterministic as
        /// instructions, but a simulated miss moves it 5 or 35 times as much as an instruction,
        /// so the default leaves twice the room for layout effects.
        package var cycles: Double
        /// `allocations_per_load`.
        package var allocations: Double
        /// `allocated_bytes_per_load`.
        package var allocatedBytes: Double
        /// `miss_ratio`.
        package var missRatio: Double
        /// `cost_miss_ratio`.
        package var costMissRatio: Double

        /// The defaults: instructions ±0.5%, estimated cycles ±1%, everything else exact.
        package init(
            instructions: Double = 0.005, cycles: Double = 0.01, allocations: Double = 0, allocatedBytes: Double = 0, missRatio: Double = 0,
            costMissRatio: Double = 0
        ) {
            self.instructions = instructions
            self.cycles = cycles
            self.allocations = allocations
            self.allocatedBytes = allocatedBytes
            self.missRatio = missRatio
            self.costMissRatio = costMissRatio
        }

        /// How far a change of an "exact" metric may be from 0: the rounding of means of the
        /// same integers summed in a different order.
        package static let exactSlack = 1e-12

        /// The names `--threshold` accepts, each with the row metric's own name as an alias.
        static var keys: [(name: String, metric: String, path: WritableKeyPath<Thresholds, Double>)] {
            [
                ("instructions", "instructions_per_load", \.instructions),
                ("cycles", "cycles_per_load", \.cycles),
                ("allocations", "allocations_per_load", \.allocations),
                ("allocated_bytes", "allocated_bytes_per_load", \.allocatedBytes),
                ("miss_ratio", "miss_ratio", \.missRatio),
                ("cost_miss_ratio", "cost_miss_ratio", \.costMissRatio)
            ]
        }

        /// The threshold of a row metric (`instructions_first_load` takes the instructions
        /// one, `cycles_first_load` the cycles one), or nil for a metric without one (timing,
        /// the informational misses and system calls, which are then exact).
        package func threshold(for metric: String) -> Double? {
            if metric == "instructions_first_load" { return instructions }
            if metric == "cycles_first_load" { return cycles }
            return Self.keys.first { $0.metric == metric }.map { self[keyPath: $0.path] }
        }

        /// Sets the threshold that `METRIC=PCT` names: `instructions=1%`, `cycles=2%`, `allocations=0`,
        /// `allocated_bytes=0.5%`, `miss_ratio=0%`, `cost_miss_ratio=…` (the percent sign is
        /// optional; the row metrics' names, such as `instructions_per_load`, and hyphens for
        /// underscores are accepted too).
        ///
        /// - Throws: ``ComparisonOptionError`` for an unknown metric or a value that is not a
        ///   non-negative percentage.
        package mutating func set(_ assignment: String) throws(ComparisonOptionError) {
            let parts = assignment.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else {
                throw ComparisonOptionError(
                    .badThreshold, "--threshold: expected METRIC=PCT, such as instructions=1%, got '\(assignment)'", value: assignment)
            }
            let name = parts[0].lowercased().replacingOccurrences(of: "-", with: "_")
            guard let key = Self.keys.first(where: { $0.name == name || $0.metric == name }) else {
                let known = Self.keys.map(\.name).joined(separator: ", ")
                throw ComparisonOptionError(.unknownMetric, "--threshold: no threshold for '\(parts[0])' (known: \(known))", value: assignment)
            }
            let number = parts[1].hasSuffix("%") ? String(parts[1].dropLast()) : parts[1]
            guard let percent = Double(number), percent.isFinite, percent >= 0 else {
                throw ComparisonOptionError(
                    .badThreshold, "--threshold: '\(parts[1])' is not a non-negative percentage (such as 1% or 0.5)", value: assignment)
            }
            self[keyPath: key.path] = percent / 100
        }
    }
}
