import Foundation
import NibbenchSupport
import Probes
import Records

extension Runner {
    /// Replays configuration `index` under callgrind in a copy of this process on a fresh
    /// allocator arena (``ForkedCopy``): the counted replay (its warm and first loads each in
    /// their ``CallgrindRegion``) and, when the plan counts them, the allocation requests per
    /// load. The copy starts callgrind's instrumentation (the child runs its set-up without
    /// it, `--instr-atstart=no`, several times faster). The
    /// copy hands its records back in a file of the working folder (`copy-N.replays`, in
    /// the callgrind session's folder), which ``forkedCopyReplays(_:)`` reads — after every
    /// configuration has run, so that this process is in the same state at every fork (reading
    /// a file allocates, and maps memory, which moves where the next copy's arena lies).
    ///
    /// A configuration's figures then depend on its own replays alone, not on which
    /// configurations ran before it: `--strategies cold,uinib` and `cold,uinib,decoded-lru`
    /// count the same instructions for `cold` and `uinib` (issue 31).
    ///
    /// - Throws: ``HarnessError`` `valgrind` when the copy failed otherwise (a failure of the
    ///   configuration's loader is handed back as a ``ConfigFailure``; an interrupt as
    ///   `incomplete`).
    func replayInForkedCopy(
        _ index: Int, repetition: Int, position: Int, context: ReplayContext,
        shouldStop: () -> Bool
    ) throws {
        do {
            try ForkedCopy.run {
                var context = context
                // Counting instructions alone, instrumentation starts at the first recorded
                // load: the warm-up loads run several times faster uninstrumented, and they
                // execute the same instructions either way (starting it discards every
                // translation, here or there). A simulated cache is warmed by them instead:
                // starting it empties the cache.
                let late = plan.measure.cacheModel == nil
                if !late { Callgrind.startInstrumentation() }
                Callgrind.zero()
                var outcome = RunReplays(
                    records: [], repetitions: [], failures: [], overheadNanoseconds: context.overhead, warnings: [], incomplete: nil)
                do {
                    outcome = try countedReplays(
                        index, repetition: repetition, position: position, instrumentsAtFirstRecord: late, context: &context,
                        shouldStop: shouldStop)
                } catch let failure as ConfigFailure {
                    outcome.failures = [failure]
                }
                try outcome.write(to: Self.forkedCopyFile(index))
            }
        } catch {
            throw HarnessError(.valgrind, "configuration \(plan.configs[index]) could not be counted: \(error)", cause: error)
        }
    }

    /// What the copy that replayed configuration `index` handed back; the file is removed.
    /// - Throws: ``HarnessError`` `io` when it cannot be read.
    func forkedCopyReplays(_ index: Int) throws(HarnessError) -> RunReplays {
        let file = Self.forkedCopyFile(index)
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try RunReplays.read(file)
    }

    /// The file the copy replaying configuration `index` writes, in the working folder.
    static func forkedCopyFile(_ index: Int) -> String { "copy-\(index).replays" }

    /// The copy's work: the counted replay (warm and first loads at once, one dump), then
    /// (when the plan counts them) the allocation requests per load; `incomplete` when
    /// `shouldStop` ended a replay.
    private func countedReplays(
        _ index: Int, repetition: Int, position: Int, instrumentsAtFirstRecord: Bool, context: inout ReplayContext,
        shouldStop: () -> Bool
    ) throws -> RunReplays {
        var outcome = RunReplays(
            records: [], repetitions: [], failures: [], overheadNanoseconds: context.overhead, warnings: [], incomplete: nil)
        guard
            let counted = try replay(
                index, repetition: repetition, position: position, context: &context, counting: true,
                instrumentsAtFirstRecord: instrumentsAtFirstRecord, shouldStop: shouldStop)
        else {
            outcome.incomplete = RunInterruption()
            return outcome
        }
        Callgrind.dump(InstructionPass.label(config: index))
        // The counted replay is dumped: nothing after it is counted, so it runs uninstrumented,
        // several times faster. Encoding the replay's records for the parent took 1.1-1.7 s a
        // copy instrumented; reading the allocator's statistics on every load took 50-70% of
        // the copy's time (`run --quick --measure instructions`, 2 of a copy's 3-4 minutes).
        // Allocation requests are the program's own, instrumented or not.
        Callgrind.stopInstrumentation()
        (outcome.records, outcome.repetitions) = (counted.records, [counted.result])
        if plan.countAllocations {
            let counter = try context.probe.bindThreadToPrivateArena()
            let counts = try countAllocations(index, store: context.store, counter: counter)
            for i in outcome.records.indices { outcome.records[i].allocations = counts[outcome.records[i].seq] }
        }
        return outcome
    }
}
