import Foundation

extension ProfileComparison {
    /// Absolute thresholds of a profile comparison's gated families: a nib's gated figure is a
    /// regression (or an improvement) only when its change exceeds both the relative threshold
    /// (``Comparison/Thresholds``) and its family's floor here, so that a trivial absolute
    /// change of a small nib does not fail the gate. `--threshold instructions=1%,20000`.
    ///
    /// The defaults were chosen by measurement on the iOS xibs of the test vectors
    /// (docs/ci-gating.md#thresholds): one label added to a large nib (+20,080 instructions on
    /// its first load, +6 allocation requests) passes, twenty labels added to a large or a
    /// small nib (+163,103 or +167,903 instructions, +44 or +47 requests) fail.
    package struct Floors: Sendable, Codable, Equatable {
        /// Instructions (first load, warm instantiate).
        package var instructions: Double
        /// Allocation requests (first load, warm instantiate).
        package var allocations: Double
        /// Allocated bytes (informational; kept for `--threshold allocated_bytes=PCT,N`).
        package var allocatedBytes: Double

        package init(instructions: Double = 0, allocations: Double = 0, allocatedBytes: Double = 0) {
            (self.instructions, self.allocations, self.allocatedBytes) = (instructions, allocations, allocatedBytes)
        }

        /// The floors unless told otherwise.
        package static let defaults = Floors(instructions: 50_000, allocations: 20, allocatedBytes: 0)

        /// The floor of a family as `--threshold` names it (`instructions`, `allocations`,
        /// `allocated_bytes`).
        static var keys: [(name: String, path: WritableKeyPath<Floors, Double>)] {
            [("instructions", \.instructions), ("allocations", \.allocations), ("allocated_bytes", \.allocatedBytes)]
        }
    }

    /// A `--threshold METRIC=PCT[,ABS]` split into `METRIC=PCT` and the absolute floor, if any.
    ///
    /// - Throws: ``ComparisonOptionError`` `.badThreshold` for a floor that is not a
    ///   non-negative number, `.unknownMetric` for a floor of a metric profiles have none of.
    static func splitFloor(
        _ assignment: String
    ) throws(ComparisonOptionError) -> (relative: String, floor: (WritableKeyPath<Floors, Double>, Double)?) {
        let parts = assignment.split(separator: ",", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return (assignment, nil) }
        let name =
            parts[0].split(separator: "=").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: "-", with: "_") }
            ?? ""
        guard let key = Floors.keys.first(where: { $0.name == name }) else {
            throw ComparisonOptionError(
                .unknownMetric, "--threshold: no absolute floor for '\(name)' (floors: \(Floors.keys.map(\.name).joined(separator: ", ")))",
                value: assignment)
        }
        let text = parts[1].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
        guard let floor = Double(text), floor.isFinite, floor >= 0 else {
            throw ComparisonOptionError(
                .badThreshold, "--threshold: '\(parts[1])' is not a non-negative absolute change (such as instructions=1%,50000)",
                value: assignment)
        }
        return (parts[0], (key.path, floor))
    }

    /// The floors `--threshold METRIC=PCT,ABS` assignments set over ``Floors/defaults``.
    ///
    /// - Throws: ``ComparisonOptionError`` as ``splitFloor(_:)``.
    package static func floors(thresholds assignments: [String]) throws(ComparisonOptionError) -> Floors {
        var floors = Floors.defaults
        for assignment in assignments {
            if let floor = try splitFloor(assignment).floor { floors[keyPath: floor.0] = floor.1 }
        }
        return floors
    }
}
