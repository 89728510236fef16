import Harness
import Profiling
import Reporting
import Records

/// `nibbench profile`'s work once its options are read: profile every nib and scene found
/// under the inputs (``NibProfiler``) and write the profile folder.
package struct ProfileSession {
    /// What to profile, and how (inputs, excludes, measure, repetitions, the executable for the
    /// callgrind child).
    package var profiler: NibProfiler
    /// The profile folder to write.
    package var out: String

    /// A session writing `profiler`'s profile to `out`.
    package init(profiler: NibProfiler, out: String) {
        (self.profiler, self.out) = (profiler, out)
    }

    /// Profiles, writes the folder and returns the profile (its failures and the compiler's
    /// warnings are in it, for the caller to show).
    /// - Throws: what ``NibProfiler/run(note:)`` throws; ``ReportingError`` when the folder
    ///   cannot be written.
    package func run(note: (String) -> Void = { _ in }) throws -> NibProfile {
        let profile = try profiler.run(note: note)
        try ProfileDirectory.write(profile, to: out)
        return profile
    }
}
