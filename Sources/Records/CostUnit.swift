/// The deciding unit.
package enum CostUnit: String, Sendable, Codable, Hashable {
    /// Allocations per load (jemalloc's count; deterministic).
    case allocations
    /// Instructions per load (callgrind's `Ir`; deterministic for one build).
    case instructions
    /// Estimated cycles per load (callgrind's cache simulator; deterministic for one build).
    case cycles

    /// `allocations`, `instructions` or `estimated cycles`, for tables.
    package var plural: String { self == .cycles ? "estimated cycles" : rawValue }
}
