import Harness
import Probes
import Profiling
import Loaders
import NibbenchSupport
import Reporting
import Records

/// `nibbench recommend`'s work once its options are read: the analysis (``Recommender``), then
/// measured runs of the strategies that matter at the recommended budget, and the output
/// folder — `recommend.md`, `recommend.json`, `charts/`, the trace, the profile, the runs and,
/// for an app's sources, the imported corpus — written as a whole.
package struct RecommendSession {
    /// The analysis to run.
    package var recommender: Recommender
    /// The output folder.
    package var out: String
    /// How many of the best `decoded-<policy>` strategies the measured runs confirm (beside
    /// `cold`, `uinib` and `bytes-lru`); 0 runs nothing.
    package var confirm = 3
    /// Repetitions of each measured run.
    package var repetitions = 3
    /// Loads the measured runs replay: the trace's first this many (its memory warnings among
    /// them), predicted anew on the same loads. Measuring costs far more per load than the sweep.
    package var confirmLoads = 5_000
    /// The strategies the runs may use.
    package var strategies: StrategyRegistry
    /// This program, for the callgrind children of `--measure instructions`.
    package var executable: () -> String
    /// Told what is being done, one sentence each.
    package var note: (String) -> Void
    /// Polled between loads of the measured runs: true stops the command.
    package var shouldStop: () -> Bool

    /// A session writing the recommendation for `recommender`'s input to `out`.
    package init(
        recommender: Recommender, out: String, strategies: StrategyRegistry, executable: @escaping () -> String,
        note: @escaping (String) -> Void, shouldStop: @escaping () -> Bool
    ) {
        (self.recommender, self.out, self.strategies) = (recommender, out, strategies)
        (self.executable, self.note, self.shouldStop) = (executable, note, shouldStop)
    }

    /// Analyses, confirms, writes the folder and returns what it holds.
    /// - Throws: what ``Recommender/analyse(into:note:)`` and ``RunSession/run(_:out:samplesCSV:)``
    ///   throw; ``ProbeError`` when the peak resident memory cannot be read; ``ReportingError``
    ///   when the folder cannot be written. Nothing is left at `out`
    ///   but its previous content when anything fails.
    package func run() throws -> RecommendDocument {
        var written: RecommendDocument?
        try AtomicFolderWriter.write(to: out) { folder in
            var recommender = recommender
            recommender.policies = strategies.policies
            if recommender.measure.isCounted { recommender.executable = executable() }
            let analysis = try recommender.analyse(into: folder, note: note)
            defer { ScratchFolder.remove(analysis.scratch) }
            try ProfileDirectory.write(analysis.profile, to: folder + "/profile")
            var seconds = analysis.seconds
            let start = MonotonicClock.nanoseconds()
            let confirmed = try confirm(analysis, folder: folder)
            if confirmed.ran {
                seconds.append(("measured runs", Double(MonotonicClock.nanoseconds() &- start) / 1e9))
            }
            var made = document(analysis, confirmed: confirmed, machine: try MachineInfo.current(), seconds: seconds)
            made.peakResidentBytes = try ResidentMemory.peakBytes()
            try RecommendReport.write(made, into: folder)
            written = made
        }
        return written!
    }
}
