import Probes
import Records

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
