import Measurements
import Loaders
import Foundation
import NibCache
import NibbenchSupport
import Probes
import Records

extension Runner {
    /// The result of `replays`: each configuration's records pooled over its repetitions into a
    /// ``ConfigSummary``, with the replays' failures, warnings and interruption.
    ///
    /// - Throws: ``NibArchiveError`` when a nib file cannot be read for its miss cost; what
    ///   reading the machine's description throws.
    package func summarize(_ replays: RunReplays) throws -> RunResult {
        let loads = plan.loadCount
        var result = try summarize(records: replays.records, repetitions: replays.repetitions, overhead: replays.overheadNanoseconds, loads: loads)
        result.warnings += replays.warnings
        if !replays.failures.isEmpty { result.failures = replays.failures }
        result.incomplete = replays.incomplete
        return result
    }

    /// Pools each configuration's records over its repetitions into a ``ConfigSummary``.
    func summarize(records: [LoadRecord], repetitions: [RepetitionResult], overhead: UInt64, loads: Int) throws -> RunResult {
        var byConfig = [[LoadRecord]](repeating: [], count: plan.configs.count)
        for r in records { byConfig[r.config].append(r) }
        var warnings: [String] = []
        var summaries: [ConfigSummary] = []
        for (index, config) in plan.configs.enumerated() {
            let rs = byConfig[index]
            guard let latency = SampleStatistics.summarize(rs.map(\.total), seed: plan.seed &+ UInt64(index)) else { continue }
            func median(_ key: KeyPath<LoadRecord, UInt64>) -> UInt64 {
                var v = rs.map { Double($0[keyPath: key]) }
                return UInt64(SampleStatistics.median(&v))
            }
            let misses = rs.filter { !$0.hit }
            let cost = try missCosts(rs)
            let costOf: (LoadRecord) -> Double = { cost[$0.nib] ?? 0 }
            let allCost = rs.reduce(0) { $0 + costOf($1) }
            let reps = repetitions.filter { $0.config == index }
            let perRepetition = (0..<plan.repetitions).map { rep -> Double in
                var v = rs.filter { $0.repetition == rep }.map { Double($0.total) }
                return SampleStatistics.median(&v)
            }
            let first = perRepetition.first ?? 0
            var rest = Array(perRepetition.dropFirst())
            let slower = rest.count > 0 && first > 1.5 * SampleStatistics.median(&rest)
            if slower {
                warnings.append(
                    "\(config): the first repetition's median (\(Int(first)) ns) is over 1.5 × the others' — warm-up effects; consider --warmup")
            }
            let counted = rs.compactMap(\.allocations)
            summaries.append(
                ConfigSummary(
                    config: config, loads: rs.count, latency: latency,
                    medianRead: median(\.read), medianDecode: median(\.decode), medianCreate: median(\.create),
                    medianConnect: median(\.connect), medianAwake: median(\.awake),
                    hitRatio: Double(rs.count - misses.count) / Double(rs.count),
                    missRatio: Double(misses.count) / Double(rs.count),
                    byteMissRatio: Double(misses.reduce(0) { $0 + $1.nibBytes }) / Double(max(1, rs.reduce(0) { $0 + $1.nibBytes })),
                    costMissRatio: allCost > 0 ? misses.reduce(0) { $0 + costOf($1) } / allCost : 0,
                    meanAllocatedBytes: Double(rs.reduce(0) { $0 + $1.allocatedBytes }) / Double(rs.count),
                    meanAllocations: counted.isEmpty ? nil : Double(counted.reduce(0, +)) / Double(counted.count),
                    peakBytes: reps.map(\.peakBytes).max() ?? 0, residentBytes: reps.map(\.allocator.resident).max() ?? 0,
                    cacheBytes: reps.map(\.counters.bytesHeld).max() ?? 0,
                    cpuSeconds: reps.reduce(0) { $0 + $1.usage.userSeconds + $1.usage.systemSeconds } / Double(max(1, reps.count)),
                    majorFaults: reps.reduce(0) { $0 + $1.usage.majorFaults }, minorFaults: reps.reduce(0) { $0 + $1.usage.minorFaults },
                    firstRepetitionSlower: slower,
                    minorFaultsPerLoad: faultsPerLoad(reps, \.minorFaults), majorFaultsPerLoad: faultsPerLoad(reps, \.majorFaults)))
        }
        let warningsCount = plan.events.count - loads
        return RunResult(
            machine: try MachineInfo.current(), corpus: plan.corpus, traceLoads: loads, traceMemoryWarnings: warningsCount,
            repetitions: plan.repetitions, warmupLoads: plan.warmupLoads, coldIO: plan.coldIO,
            overheadNanoseconds: overhead, configs: plan.configs, summaries: summaries,
            repetitionResults: repetitions, records: records, warnings: warnings, incomplete: nil,
            lruCurve: try lruCurve(records: records), missCost: plan.missCost)
    }

    /// Page faults of `reps` per load of their replays (warm-up included), or nil when the loads
    /// were counted under callgrind (the faults would be Valgrind's) or there are no replays.
    func faultsPerLoad(_ reps: [RepetitionResult], _ faults: KeyPath<ResourceUsage, Int>) -> Double? {
        guard !plan.measure.isCounted, !reps.isEmpty, plan.loadCount > 0 else { return nil }
        return Double(reps.reduce(0) { $0 + $1.usage[keyPath: faults] }) / Double(reps.count * plan.loadCount)
    }

    /// The cost of a miss per nib under the plan's ``RunPlan/missCost``: when deterministic,
    /// what the records carry (each nib's, computed once from the bytes its first recorded load
    /// read); else its mean read + decode time over its misses (nibs that never missed cost 0).
    /// A nib whose records carry no cost (all of them read back from a samples store, which
    /// keeps none) is read from its file.
    ///
    /// - Throws: ``NibArchiveError`` when such a nib file cannot be read.
    func missCosts(_ records: [LoadRecord]) throws -> [String: Double] {
        guard plan.missCost.isDeterministic else {
            var measured: [String: (sum: Double, n: Double)] = [:]
            for r in records where !r.hit {
                measured[r.nib, default: (0, 0)].sum += Double(r.read + r.decode); measured[r.nib, default: (0, 0)].n += 1
            }
            return measured.mapValues { $0.sum / $0.n }
        }
        var costs: [String: Double] = [:]
        for r in records where costs[r.nib] == nil { costs[r.nib] = r.missCost }
        let store = NibStore(folder: plan.corpus)
        for name in Set(records.map(\.nib)) where costs[name] == nil {
            let bytes = try FileBytes.read(store.path(name))
            costs[name] = bytes.withUnsafeBytes { plan.missCost.cost(of: $0, measuredNanoseconds: 0) }
        }
        return costs
    }
}

extension MachineInfo {
    /// This machine and build.
    package static func current() throws -> MachineInfo {
        let machine = MachineDescription.current()
        return MachineInfo(
            cpu: machine.cpu, cores: ProcessInfo.processInfo.activeProcessorCount, kernel: machine.kernel,
            swift: BuildInfo.swiftVersion, allocator: "jemalloc " + (try ThreadAllocationCounter.jemallocVersion()),
            build: BuildInfo.configuration, nibbench: BuildInfo.version,
            commit: BuildInfo.commit.map { $0 + (BuildInfo.modified ? "+modified" : "") })
    }
}

extension Runner {
    /// Combines the single-repetition replays of this plan, run in separate processes
    /// (`--isolate`), into one result summarised once: part `i` becomes repetition `i`; the
    /// overhead is the median of the parts'.
    ///
    /// - Throws: ``HarnessError`` `no-results` when `parts` is empty; what summarizing throws.
    package func merge(_ parts: [RunReplays]) throws -> RunResult {
        guard !parts.isEmpty else { throw HarnessError(.noResults, "no repetition finished, so there are no results to merge") }
        // A configuration that failed in any process failed: none of its repetitions is kept.
        var failures: [Int: ConfigFailure] = [:]
        for failure in parts.flatMap(\.failures) {
            if let index = plan.configs.firstIndex(of: failure.config), failures[index] == nil { failures[index] = failure }
        }
        var records: [LoadRecord] = []
        var repetitions: [RepetitionResult] = []
        for (index, part) in parts.enumerated() {
            records += part.records.filter { failures[$0.config] == nil }.map {
                var r = $0; r.repetition = index; return r
            }
            repetitions += part.repetitions.filter { failures[$0.config] == nil }.map {
                var r = $0; r.repetition = index; return r
            }
        }
        let overheads = parts.map(\.overheadNanoseconds).sorted()
        let incomplete = parts.compactMap(\.incomplete)
        var merged = try summarize(
            RunReplays(
                records: records, repetitions: repetitions, failures: failures.keys.sorted().compactMap { failures[$0] },
                overheadNanoseconds: overheads[overheads.count / 2], warnings: parts.flatMap(\.warnings),
                incomplete: incomplete.isEmpty ? nil : RunInterruption(merging: incomplete)))
        merged.warnings.insert("each repetition ran in its own process (--isolate)", at: 0)
        return merged
    }
}
