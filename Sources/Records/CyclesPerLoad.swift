import Measurements

/// A configuration's simulated-cache figures per load (`--measure cycles`): the means over its
/// warm loads or its first loads of what callgrind's cache simulator and system-call counter saw.
package struct CyclesPerLoad: Sendable, Hashable, Codable {
    /// Estimated cycles (``CacheEvents/estimatedCycles(_:)``): the gated figure of warm loads.
    package var estimatedCycles: Double
    /// Instructions executed.
    package var instructions: Double
    /// First-level misses of instruction fetches and of data reads and writes.
    package var l1InstructionMisses: Double, l1DataMisses: Double
    /// Last-level misses (served by RAM) of instruction fetches and of data reads and writes.
    package var llInstructionMisses: Double, llDataMisses: Double
    /// System calls per load of the replay that was counted: callgrind counts every system call
    /// of the pass, collected or not, so this is the pass's system calls over all the replay's
    /// loads (warm-up included), the harness's own per-load calls among them (under Valgrind a
    /// clock read is a system call: glibc has no vDSO there), which are the same for every strategy.
    package var systemCalls: Double

    /// The means of `events` over `loads` loads under `model` (system calls over `replayLoads`),
    /// or nil without loads.
    package init?(_ events: CacheEvents, loads: Int, replayLoads: Int, model: CacheModel) {
        guard loads > 0, replayLoads > 0 else { return nil }
        let n = Double(loads)
        estimatedCycles = Double(events.estimatedCycles(model)) / n
        instructions = Double(events.instructions) / n
        (l1InstructionMisses, l1DataMisses) = (Double(events.l1InstructionMisses) / n, Double(events.l1DataMisses) / n)
        (llInstructionMisses, llDataMisses) = (Double(events.llInstructionMisses) / n, Double(events.llDataMisses) / n)
        systemCalls = Double(events.systemCalls) / Double(replayLoads)
    }

    /// First-level misses, instruction and data.
    package var l1Misses: Double { l1InstructionMisses + l1DataMisses }
    /// Last-level misses, instruction and data.
    package var llMisses: Double { llInstructionMisses + llDataMisses }
}
