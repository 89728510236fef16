import Probes

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

/// Which loads of a replay a callgrind pass counts.
package enum InstructionPass: String, Sendable, Hashable, Codable {
    /// A nib's first load in the replay: the read, decode and first instantiate, plus any
    /// one-time work the process does on first use.
    case first
    /// Every later load of a nib (a hit or a re-load after an eviction or memory warning).
    case warm

    /// The label of the callgrind dump for configuration `config` and this pass.
    package func label(config: Int) -> String { "nibbench config=\(config) pass=\(rawValue)" }

    /// The configuration and pass a dump label names, or nil for any other label.
    package static func parse(label: String) -> (config: Int, pass: InstructionPass)? {
        let fields = label.split(separator: " ")
        guard fields.count == 3, fields[0] == "nibbench", fields[1].hasPrefix("config="), fields[2].hasPrefix("pass="),
            let config = Int(fields[1].dropFirst(7)), let pass = InstructionPass(rawValue: String(fields[2].dropFirst(5)))
        else { return nil }
        return (config, pass)
    }
}

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

extension RunPlan {
    /// For each recorded load of a replay, in order, whether it is its nib's first load in
    /// the replay (warm-up loads count towards "seen" but are not recorded).
    package func recordedFirstLoads() -> [Bool] {
        var seen: Set<String> = []
        var flags: [Bool] = []
        var seq = 0
        for event in events {
            guard case .load(let name) = event else { continue }
            seq += 1
            let first = seen.insert(name).inserted
            if seq > warmupLoads { flags.append(first) }
        }
        return flags
    }

    /// The instruction counts of every configuration from callgrind's dumps, with the cache's
    /// and the system calls' counts when every dump has them (`--measure cycles`).
    ///
    /// - Throws: ``HarnessError`` `.valgrind` when a configuration's dump is missing.
    package func instructionCounts(from dumps: [CallgrindDump]) throws(HarnessError) -> [InstructionCount] {
        var found: [Int: [InstructionPass: UInt64]] = [:]
        var events: [Int: [InstructionPass: CacheEvents]] = [:]
        var everyDumpHasEvents = true
        for dump in dumps {
            guard let (config, pass) = InstructionPass.parse(label: dump.label) else { continue }
            found[config, default: [:]][pass, default: 0] += dump.instructions
            if let counted = dump.cacheEvents {
                events[config, default: [:]][pass, default: .zero] += counted
            } else {
                everyDumpHasEvents = false
            }
        }
        if !everyDumpHasEvents { events = [:] }
        let flags = recordedFirstLoads()
        let first = flags.filter { $0 }.count
        return try configs.indices.map { (index) throws(HarnessError) -> InstructionCount in
            guard let passes = found[index], let warm = passes[.warm], let firsts = passes[.first] else {
                throw HarnessError(.valgrind, "callgrind wrote no counts for configuration \(configs[index]) (the child process may have failed)")
            }
            return InstructionCount(
                config: index, firstLoads: first, firstInstructions: firsts,
                warmLoads: flags.count - first, warmInstructions: warm,
                firstEvents: events[index]?[.first], warmEvents: events[index]?[.warm])
        }
    }
}
