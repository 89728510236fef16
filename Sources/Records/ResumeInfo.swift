import NibCache
import Measurements

/// The parts of a run's plan that `run.json` does not otherwise keep, so that an interrupted
/// run can be continued with exactly the same plan.
package struct ResumeInfo: Sendable, Hashable, Codable {
    /// The corpus folder, relative to the results folder (absolute in runs written by earlier
    /// versions; see ``resolved(against:)``).
    package var corpusPath: String
    /// The trace file replayed, relative to the results folder (or absolute, as above).
    package var tracePath: String
    /// SHA-256 of the trace file when the run started; a changed trace is refused.
    package var traceSHA256: String
    /// Seed of the schedule and the bootstrap.
    package var seed: UInt64
    /// Test-only injected delays (strategy → ns).
    package var injectedDelays: [String: UInt64]
    /// SHA-256 of the corpus's `manifest.json`, which lists every nib's digest: `compare`
    /// refuses two runs on different corpora. Absent in runs written before it was kept
    /// (unknown).
    package var corpusSHA256: String? = nil

    package init(
        corpusPath: String, tracePath: String, traceSHA256: String, seed: UInt64, injectedDelays: [String: UInt64],
        corpusSHA256: String? = nil
    ) {
        (self.corpusPath, self.tracePath, self.traceSHA256, self.seed, self.injectedDelays) = (
            corpusPath, tracePath, traceSHA256, seed, injectedDelays
        )
        self.corpusSHA256 = corpusSHA256
    }
}
