/// What callgrind's cache simulator and system-call counter saw over some measured span: the
/// references, the misses of the first-level (I1, D1) and last-level (LL) caches, and the system
/// calls, as callgrind names them (`--cache-sim=yes --collect-systime=yes`).
///
/// Every field but ``systemTime`` is deterministic for the same binary, inputs and
/// environment: the cache is simulated on the instruction stream, not measured.
package struct CacheEvents: Sendable, Hashable, Codable {
    /// Instructions executed (`Ir`), data reads (`Dr`) and data writes (`Dw`).
    package var instructions: UInt64, dataReads: UInt64, dataWrites: UInt64
    /// First-level misses: instruction fetches (`I1mr`), data reads (`D1mr`), data writes (`D1mw`).
    package var l1InstructionMisses: UInt64, l1ReadMisses: UInt64, l1WriteMisses: UInt64
    /// Last-level misses: instruction fetches (`ILmr`), data reads (`DLmr`), data writes (`DLmw`).
    package var llInstructionMisses: UInt64, llReadMisses: UInt64, llWriteMisses: UInt64
    /// System calls made (`sysCount`): for a dump's totals every one between the span's start
    /// and its dump, collected or not (callgrind does not switch their counting off with
    /// collection); for a region (Probes' `CallgrindRegion`), those made inside it.
    package var systemCalls: UInt64
    /// Milliseconds of wall time spent in them (`sysTime`): measured, not simulated, so it is
    /// never gated.
    package var systemTime: UInt64

    /// callgrind's names of the events read, in the order of the stored fields.
    package static let eventNames = ["Ir", "Dr", "Dw", "I1mr", "D1mr", "D1mw", "ILmr", "DLmr", "DLmw", "sysCount", "sysTime"]

    /// Counts as given.
    package init(
        instructions: UInt64, dataReads: UInt64, dataWrites: UInt64, l1InstructionMisses: UInt64, l1ReadMisses: UInt64,
        l1WriteMisses: UInt64, llInstructionMisses: UInt64, llReadMisses: UInt64, llWriteMisses: UInt64, systemCalls: UInt64,
        systemTime: UInt64
    ) {
        (self.instructions, self.dataReads, self.dataWrites) = (instructions, dataReads, dataWrites)
        (self.l1InstructionMisses, self.l1ReadMisses, self.l1WriteMisses) = (l1InstructionMisses, l1ReadMisses, l1WriteMisses)
        (self.llInstructionMisses, self.llReadMisses, self.llWriteMisses) = (llInstructionMisses, llReadMisses, llWriteMisses)
        (self.systemCalls, self.systemTime) = (systemCalls, systemTime)
    }

    /// The counts of a dump's events by callgrind's names, or nil when one of ``eventNames`` is missing.
    package init?(events: [String: UInt64]) {
        let v = Self.eventNames.compactMap { events[$0] }
        guard v.count == Self.eventNames.count else { return nil }
        self.init(
            instructions: v[0], dataReads: v[1], dataWrites: v[2], l1InstructionMisses: v[3], l1ReadMisses: v[4], l1WriteMisses: v[5],
            llInstructionMisses: v[6], llReadMisses: v[7], llWriteMisses: v[8], systemCalls: v[9], systemTime: v[10])
    }

    /// No events.
    package static let zero = CacheEvents(events: Dictionary(uniqueKeysWithValues: eventNames.map { ($0, 0) }))!

    /// Memory references: instruction fetches and data reads and writes.
    package var references: UInt64 { instructions + dataReads + dataWrites }
    /// First-level misses, instruction and data (`I1mr + D1mr + D1mw`).
    package var l1Misses: UInt64 { l1InstructionMisses + l1ReadMisses + l1WriteMisses }
    /// First-level data misses (`D1mr + D1mw`).
    package var l1DataMisses: UInt64 { l1ReadMisses + l1WriteMisses }
    /// Last-level misses, instruction and data (`ILmr + DLmr + DLmw`): the references served by RAM.
    package var llMisses: UInt64 { llInstructionMisses + llReadMisses + llWriteMisses }
    /// Last-level data misses (`DLmr + DLmw`).
    package var llDataMisses: UInt64 { llReadMisses + llWriteMisses }
    /// References served by the first-level caches.
    package var l1Hits: UInt64 { references - l1Misses }
    /// References that missed the first level and hit the last level.
    package var llHits: UInt64 { l1Misses - llMisses }

    /// The estimated cycles under `model`: L1 hits × its L1 weight + LL hits × its LL weight +
    /// RAM hits (LL misses) × its RAM weight (1, 5 and 35 for ``CacheModel/standard``).
    package func estimatedCycles(_ model: CacheModel = .standard) -> UInt64 {
        l1Hits * model.l1HitCycles + llHits * model.llHitCycles + llMisses * model.ramHitCycles
    }

    /// The sum of two spans' counts.
    package static func + (a: CacheEvents, b: CacheEvents) -> CacheEvents {
        CacheEvents(
            instructions: a.instructions + b.instructions, dataReads: a.dataReads + b.dataReads, dataWrites: a.dataWrites + b.dataWrites,
            l1InstructionMisses: a.l1InstructionMisses + b.l1InstructionMisses, l1ReadMisses: a.l1ReadMisses + b.l1ReadMisses,
            l1WriteMisses: a.l1WriteMisses + b.l1WriteMisses, llInstructionMisses: a.llInstructionMisses + b.llInstructionMisses,
            llReadMisses: a.llReadMisses + b.llReadMisses, llWriteMisses: a.llWriteMisses + b.llWriteMisses,
            systemCalls: a.systemCalls + b.systemCalls, systemTime: a.systemTime + b.systemTime)
    }

    /// Adds another span's counts.
    package static func += (a: inout CacheEvents, b: CacheEvents) { a = a + b }
}
