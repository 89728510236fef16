import Corpus
import Harness
import Manifest
import NibbenchSupport

/// `nibbench generate`'s work once its options are read: the corpus spec (or a profile's), the
/// folder it is generated into, and the generation, timed.
package struct GenerateSession {
    /// What was generated.
    package struct Outcome: Sendable {
        /// The corpus's manifest.
        package var manifest: CorpusManifest
        /// Seconds the generation took (``MonotonicClock``).
        package var seconds: Double
        /// Nibs generated per second.
        package var nibsPerSecond: Double { seconds > 0 ? Double(manifest.nibs.count) / seconds : 0 }
    }

    /// The spec.
    package let spec: CorpusSpec
    /// The folder written: the one asked for, else `Corpora/<spec name>`.
    package let folder: String

    /// Reads the spec at `specOrProfile` (a corpus spec, or a `profile.json` whose corpus spec
    /// stands for an app) and chooses the folder.
    /// - Throws: the spec's reading error, naming the file.
    package init(specOrProfile: String, out: String?) throws {
        spec = try CorpusSpec.load(specOrProfile: specOrProfile)
        folder = out ?? "Corpora/\(spec.name)"
    }

    /// Generates the corpus into ``folder`` (written whole, atomically).
    /// - Parameter progress: called with the nibs done and the total, from any thread.
    /// - Throws: ``InputError`` when a nib cannot be made or the folder cannot be written.
    package func run(progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Outcome {
        let start = MonotonicClock.nanoseconds()
        let manifest = try CorpusGenerator(spec: spec).generate(into: folder, progress: progress)
        return Outcome(manifest: manifest, seconds: Double(MonotonicClock.nanoseconds() - start) / 1e9)
    }
}
