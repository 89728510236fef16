import Measurements

extension NibProfile {
    /// What one phase cost, exactly.
    package struct PhaseCost: Sendable, Codable, Equatable {
        /// Bytes allocated (jemalloc `thread.allocatedp`, size-class bytes).
        package var allocatedBytes: UInt64
        /// Allocation requests (jemalloc `small.nrequests + large.nrequests` of a private
        /// arena, the thread cache flushed around the phase).
        package var allocations: UInt64
        /// Instructions executed (callgrind `Ir`), under `--measure instructions` or `cycles`.
        package var instructions: UInt64?
        /// What callgrind's cache simulator and system-call counter saw, under `--measure cycles`.
        package var cycles: Cycles?

        /// Creates a cost.
        package init(allocatedBytes: UInt64, allocations: UInt64, instructions: UInt64? = nil, cycles: Cycles? = nil) {
            (self.allocatedBytes, self.allocations, self.instructions, self.cycles) = (allocatedBytes, allocations, instructions, cycles)
        }

        /// Two phases' costs summed (instructions and cycles only when both have them).
        package static func + (a: PhaseCost, b: PhaseCost) -> PhaseCost {
            PhaseCost(
                allocatedBytes: a.allocatedBytes + b.allocatedBytes, allocations: a.allocations + b.allocations,
                instructions: a.instructions.flatMap { x in b.instructions.map { x + $0 } },
                cycles: a.cycles.flatMap { x in b.cycles.map { x + $0 } })
        }
    }

    /// A phase under callgrind's cache simulator (``CacheModel/standard``, the model in
    /// ``NibProfile/cacheModel``): estimated cycles, misses, system calls. Deterministic, like
    /// instructions.
    package struct Cycles: Sendable, Codable, Equatable {
        /// L1 hits + 5 × LL hits + 35 × RAM hits (``CacheModel/formula``).
        package var estimatedCycles: UInt64
        /// First-level misses of instruction fetches and of data reads and writes.
        package var l1InstructionMisses: UInt64, l1DataMisses: UInt64
        /// Last-level misses (served by RAM) of instruction fetches and of data reads and writes.
        package var llInstructionMisses: UInt64, llDataMisses: UInt64
        /// System calls the phase made.
        package var systemCalls: UInt64

        /// The figures of `events` under `model`.
        package init(_ events: CacheEvents, model: CacheModel) {
            estimatedCycles = events.estimatedCycles(model)
            (l1InstructionMisses, l1DataMisses) = (events.l1InstructionMisses, events.l1DataMisses)
            (llInstructionMisses, llDataMisses) = (events.llInstructionMisses, events.llDataMisses)
            systemCalls = events.systemCalls
        }

        /// First-level misses, instruction and data.
        package var l1Misses: UInt64 { l1InstructionMisses + l1DataMisses }
        /// Last-level misses, instruction and data.
        package var llMisses: UInt64 { llInstructionMisses + llDataMisses }

        /// Two phases' figures summed.
        package static func + (a: Cycles, b: Cycles) -> Cycles {
            var sum = a
            sum.estimatedCycles += b.estimatedCycles
            (sum.l1InstructionMisses, sum.l1DataMisses) = (a.l1InstructionMisses + b.l1InstructionMisses, a.l1DataMisses + b.l1DataMisses)
            (sum.llInstructionMisses, sum.llDataMisses) = (a.llInstructionMisses + b.llInstructionMisses, a.llDataMisses + b.llDataMisses)
            sum.systemCalls += b.systemCalls
            return sum
        }
    }
}
