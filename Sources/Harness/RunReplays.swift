import Foundation
import NibbenchSupport
import Records

/// A plan's replays before they are summarised: every load's record, every replay's figures,
/// the configurations that failed, the calibrated overhead and the warnings of re-runs.
///
/// ``Runner/replayAll(progress:shouldStop:resuming:)`` makes it and
/// ``Runner/summarize(_:)`` turns it into a ``RunResult``, once. A child process (an isolated
/// repetition, or the plan under callgrind) hands it to its parent in a binary property list
/// (``write(to:)``, ``read(_:)``), so the statistics are computed by the parent alone, outside
/// Valgrind, over every part at once.
package struct RunReplays: Sendable, Hashable, Codable {
    /// Every measured load (warm-up excluded), of the configurations that did not fail.
    package var records: [LoadRecord]
    /// Every completed replay.
    package var repetitions: [RepetitionResult]
    /// The configurations whose loader failed, in configuration order.
    package var failures: [ConfigFailure]
    /// The harness's own cost per load, subtracted from every timing.
    package var overheadNanoseconds: UInt64
    /// Warnings of the replays (disturbed replays run again).
    package var warnings: [String]
    /// Why the replays stopped early (an interrupt), or nil when all completed.
    package var incomplete: RunInterruption?

    /// Replays as measured.
    package init(
        records: [LoadRecord], repetitions: [RepetitionResult], failures: [ConfigFailure], overheadNanoseconds: UInt64,
        warnings: [String], incomplete: RunInterruption?
    ) {
        (self.records, self.repetitions, self.failures) = (records, repetitions, failures)
        (self.overheadNanoseconds, self.warnings, self.incomplete) = (overheadNanoseconds, warnings, incomplete)
    }

    /// Writes the replays to `path` as a binary property list (atomically).
    /// - Throws: ``HarnessError`` `.io` naming `path`.
    package func write(to path: String) throws(HarnessError) {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        do {
            try AtomicFileWriter.write(Array(try encoder.encode(self)), to: path)
        } catch {
            throw HarnessError(wrapping: error, .io, "cannot write the replays", file: path)
        }
    }

    /// Reads the replays a child wrote with ``write(to:)``.
    /// - Throws: ``HarnessError`` `.childFailed` naming `path` when they cannot be read.
    package static func read(_ path: String) throws(HarnessError) -> RunReplays {
        do {
            return try PropertyListDecoder().decode(RunReplays.self, from: Data(FileBytes.read(path)))
        } catch {
            throw HarnessError(wrapping: error, .childFailed, "the child's replays cannot be read", file: path)
        }
    }
}
