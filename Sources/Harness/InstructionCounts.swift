import Probes
import Records

/// The label of the callgrind dump that ends a configuration's counted replay.
package enum InstructionPass {
    /// The label of configuration `config`'s dump.
    package static func label(config: Int) -> String { "nibbench config=\(config)" }

    /// The configuration a dump label names, or nil for any other label.
    package static func parse(label: String) -> Int? {
        let fields = label.split(separator: " ")
        guard fields.count == 2, fields[0] == "nibbench", fields[1].hasPrefix("config="), let config = Int(fields[1].dropFirst(7)) else { return nil }
        return config
    }
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

    /// The instruction counts of every configuration from callgrind's dumps (one per
    /// configuration, its warm and first loads in their ``CallgrindRegion``s), with the cache's
    /// and the system calls' counts when every dump has them (`--measure cycles`).
    ///
    /// - Throws: ``HarnessError`` `.valgrind` when a configuration's dump is missing, or its
    ///   regions hold more instructions than it collected (a dump misread).
    package func instructionCounts(from dumps: [CallgrindDump]) throws(HarnessError) -> [InstructionCount] {
        var found: [Int: CallgrindDump] = [:]
        for dump in dumps {
            guard let config = InstructionPass.parse(label: dump.label) else { continue }
            found[config] = dump
        }
        let everyDumpHasEvents = found.values.allSatisfy { $0.cacheEvents != nil }
        let flags = recordedFirstLoads()
        let first = flags.filter { $0 }.count
        return try configs.indices.map { (index) throws(HarnessError) -> InstructionCount in
            guard let dump = found[index] else {
                throw HarnessError(.valgrind, "callgrind wrote no counts for configuration \(configs[index]) (the child process may have failed)")
            }
            let (warm, firsts) = (dump.instructions(in: .warm), dump.instructions(in: .first))
            guard warm + firsts <= dump.instructions, (warm > 0) == (flags.count > first), (firsts > 0) == (first > 0) else {
                throw HarnessError(
                    .valgrind,
                    "callgrind's dump for configuration \(configs[index]) does not add up: \(warm) warm and \(firsts) first-load instructions of \(dump.instructions) collected"
                )
            }
            return InstructionCount(
                config: index, firstLoads: first, firstInstructions: firsts,
                warmLoads: flags.count - first, warmInstructions: warm,
                firstEvents: everyDumpHasEvents ? dump.cacheEvents(in: .first) : nil,
                warmEvents: everyDumpHasEvents ? dump.cacheEvents(in: .warm) : nil)
        }
    }
}
