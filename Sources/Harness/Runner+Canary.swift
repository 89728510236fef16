import Foundation
import NibbenchSupport
import Records

extension Runner {
    /// Runs again the replays that were measured while the machine was busy with something
    /// else, and keeps the quieter attempt.
    ///
    /// The run's reference is its quietest replay: the smallest median canary sample. A replay
    /// whose canary median lies more than `RunPlan.disturbanceThreshold` above it was
    /// disturbed; on a 2-core machine another process on the other core (a compiler, a
    /// fuzzer, another job) slows the canary and the loads by 30–50%, for a few replays at a
    /// time or for a whole run. Each round re-runs every disturbed replay with a fresh loader and keeps whichever
    /// attempt had the quieter canary; the other is recorded in
    /// ``RepetitionResult/discarded``. After `RunPlan.maxReruns` rounds, replays still
    /// disturbed are kept and named in the returned warnings. When more than half the replays
    /// are disturbed the machine was busy throughout: nothing is re-run, and a warning says so.
    ///
    /// - Returns: warnings for the run's report (empty when nothing was disturbed).
    /// - Throws: what a replay throws.
    func rerunDisturbedReplays(
        records: inout [LoadRecord], repetitions: inout [RepetitionResult], context: inout ReplayContext,
        progress: ((RunProgress) -> Void)? = nil, shouldStop: () -> Bool
    ) throws -> [String] {
        guard context.canary != nil else { return [] }
        var rerun: Set<Int> = []
        var cut = false, busy = false
        let threshold = Int((plan.disturbanceThreshold * 100).rounded())
        rounds: for round in 1..<(plan.maxReruns + 1) {
            let disturbed = disturbedReplays(repetitions)
            if disturbed.isEmpty { break }
            // Most replays disturbed: the machine was busy throughout and the quietest replay
            // was the exception; running them again would measure the same busy machine.
            if disturbed.count * 2 > repetitions.count {
                busy = true
                break
            }
            progress?(RunProgress(stage: .reruns(round: round), done: 0, total: disturbed.count))
            for (done, i) in disturbed.enumerated() {
                defer { progress?(RunProgress(stage: .reruns(round: round), done: done + 1, total: disturbed.count)) }
                let old = repetitions[i]
                let again: (records: [LoadRecord], result: RepetitionResult)?
                do {
                    again = try replay(old.config, repetition: old.repetition, position: old.order, context: &context, shouldStop: shouldStop)
                } catch is ConfigFailure {
                    continue // a strategy that fails only when run again keeps the replay it completed
                }
                guard let attempt = again else {
                    cut = true
                    break rounds
                }
                rerun.insert(i)
                var kept: RepetitionResult
                if Self.canaryMedian(attempt.result) < Self.canaryMedian(old) {
                    let isOld = { (r: LoadRecord) in r.config == old.config && r.repetition == old.repetition }
                    kept = attempt.result
                    kept.discarded = (old.discarded ?? []) + [Self.discarded(old, records.filter(isOld))]
                    records.removeAll(where: isOld)
                    records += attempt.records
                } else {
                    kept = old
                    kept.discarded = (old.discarded ?? []) + [Self.discarded(attempt.result, attempt.records)]
                }
                repetitions[i] = kept
            }
        }
        let still = disturbedReplays(repetitions)
        var warnings: [String] = []
        if busy {
            warnings.append(
                "the machine was busy throughout the run: \(still.count) of \(MessageText.counted(repetitions.count, "replay's", "replays'")) "
                    + "machine canary ran over \(threshold)% slower than in the quietest replay; timings are noisier than usual")
        }
        if !rerun.isEmpty {
            warnings.append(
                "\(rerun.count) of \(MessageText.counted(repetitions.count, "replay")) \(rerun.count == 1 || repetitions.count == 1 ? "was" : "were") run again: their machine canary ran over \(threshold)% slower "
                    + "than in the quietest replay (another process was busy); the quieter attempt of each is kept")
        }
        if !still.isEmpty && !busy {
            let names = still.map { "\(plan.configs[repetitions[$0].config]) repetition \(repetitions[$0].repetition + 1)" }
            warnings.append(
                "\(MessageText.counted(still.count, "replay")) stayed disturbed (canary over \(threshold)% slower than the quietest replay)"
                    + (cut ? " when the re-runs were interrupted" : " after \(plan.maxReruns) re-runs") + ": " + names.joined(separator: ", "))
        }
        return warnings
    }

    /// Indices of the replays whose canary median exceeds the quietest replay's by more than
    /// the plan's threshold.
    func disturbedReplays(_ repetitions: [RepetitionResult]) -> [Int] {
        let medians = repetitions.map(Self.canaryMedian)
        guard let quiet = medians.filter({ $0 > 0 }).min() else { return [] }
        return medians.indices.filter { medians[$0] > quiet * (1 + plan.disturbanceThreshold) }
    }

    /// The median canary sample of a replay, ns (0 without samples).
    static func canaryMedian(_ replay: RepetitionResult) -> Double {
        guard var samples = replay.canary?.map({ Double($0) }), !samples.isEmpty else { return 0 }
        return SampleStatistics.median(&samples)
    }

    private static func discarded(_ replay: RepetitionResult, _ records: [LoadRecord]) -> DiscardedReplay {
        var loads = records.map { Double($0.total) }
        return DiscardedReplay(canaryMedian: UInt64(canaryMedian(replay)), loadMedian: loads.isEmpty ? 0 : UInt64(SampleStatistics.median(&loads)))
    }
}
