import Measurements

/// Instructions a configuration's recorded loads executed, first loads apart from warm ones.
package struct InstructionCount: Sendable, Hashable, Codable {
    /// Index into ``RunResult/configs``.
    package var config: Int
    /// Recorded loads that were a nib's first in the replay, and their instructions.
    package var firstLoads: Int
    package var firstInstructions: UInt64
    /// The other recorded loads, and their instructions.
    package var warmLoads: Int
    package var warmInstructions: UInt64
    /// The simulated cache's and the system calls' counts of the first and the warm loads
    /// (`--measure cycles` only).
    package var firstEvents: CacheEvents?
    package var warmEvents: CacheEvents?

    /// Creates a count.
    package init(
        config: Int, firstLoads: Int, firstInstructions: UInt64, warmLoads: Int, warmInstructions: UInt64,
        firstEvents: CacheEvents? = nil, warmEvents: CacheEvents? = nil
    ) {
        self.config = config
        self.firstLoads = firstLoads
        self.firstInstructions = firstInstructions
        self.warmLoads = warmLoads
        self.warmInstructions = warmInstructions
        (self.firstEvents, self.warmEvents) = (firstEvents, warmEvents)
    }

    /// Mean instructions per warm load (the gated figure), or nil without warm loads.
    package var perWarmLoad: Double? { warmLoads > 0 ? Double(warmInstructions) / Double(warmLoads) : nil }
    /// Mean instructions per first load, or nil without first loads.
    package var perFirstLoad: Double? { firstLoads > 0 ? Double(firstInstructions) / Double(firstLoads) : nil }
}
