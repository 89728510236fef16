import Measurements

/// What a run measures a load by.
package enum MeasureMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Wall-clock nanoseconds (the default): what a user waits for, noisy on shared machines.
    case time
    /// Instructions executed, counted by Valgrind's callgrind: deterministic for the same
    /// binary, inputs and environment, so it can gate commits on any machine. Blind to system
    /// calls, page faults and real cache misses.
    case instructions
    /// Instructions as above, under callgrind's cache simulator on a fixed cache
    /// (``CacheModel/standard``) with its system-call counter: first- and last-level misses,
    /// system calls, and estimated cycles (``CacheEvents/estimatedCycles(_:)``). Deterministic
    /// like instructions, and about twice as slow to take.
    case cycles

    /// Whether loads are counted under callgrind (instructions or cycles) rather than timed.
    package var isCounted: Bool { self != .time }

    /// The simulated cache callgrind runs with in this mode, or nil when it runs without one.
    package var cacheModel: CacheModel? { self == .cycles ? .standard : nil }
}
