import Manifest
import NibbenchSupport
import Traces

/// `nibbench trace generate`'s work once its options are read: the spec resolved from a spec
/// file and the command line's overrides (the model defaulting to the one `run` generates for
/// this corpus), and the trace written.
package struct TraceGenerateSession {
    /// What was written.
    package struct Outcome: Sendable {
        /// The spec the trace was generated from.
        package var spec: TraceSpec
        /// Events written, and how many of them are memory warnings.
        package var events: Int, memoryWarnings: Int
    }

    /// The corpus folder (or its manifest).
    package var corpus: String
    /// The spec file and the fields the command line sets.
    package var overrides: TraceSpecOverrides
    /// The trace file written.
    package var output: String

    /// Creates the session.
    package init(corpus: String, overrides: TraceSpecOverrides, output: String) {
        (self.corpus, self.overrides, self.output) = (corpus, overrides, output)
    }

    /// Resolves the spec, generates the trace and writes it atomically.
    /// - Throws: ``InputError`` naming the corpus, the spec file (or `--model` for a model given
    ///   on the command line) or the output.
    package func run() throws -> Outcome {
        let manifest = try CorpusManifest.load(from: corpus)
        let spec = try overrides.resolve(defaultModel: .defaultModel(for: manifest))
        let generator: TraceGenerator
        do {
            generator = try TraceGenerator(manifest: manifest, spec: spec)
        } catch {
            throw error.inFile(overrides.specPath ?? "--model")
        }
        let written = try generator.write(to: output)
        return Outcome(spec: spec, events: written.events, memoryWarnings: written.memoryWarnings)
    }
}
