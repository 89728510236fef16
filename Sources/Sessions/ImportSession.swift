import Corpus
import Manifest
import NibbenchSupport
import XIB

/// `nibbench import`'s work once its options are read: a folder of nibs, xibs and storyboards, or
/// a built app, made a corpus, and whether what failed may be left out.
package struct ImportSession {
    /// What the import did.
    package struct Outcome: Sendable {
        /// The corpus written.
        package var manifest: CorpusManifest
        /// What was imported, compiled, left out and noticed.
        package var report: CorpusImporter.Report
        /// Whether some files failed and partial corpora were not accepted: the command fails.
        package var refused: Bool
    }

    /// The folder or built app (`.app`, `.ipa`, `Payload`, `.xcarchive`) imported.
    package var source: String
    /// The corpus folder written.
    package var out: String
    /// The Xcode whose output the sources are compiled as.
    package var target: CompileTarget
    /// Whether a corpus without the files that failed is accepted.
    package var allowPartial = false

    /// Creates the session.
    package init(source: String, out: String, target: CompileTarget, allowPartial: Bool = false) {
        (self.source, self.out, self.target, self.allowPartial) = (source, out, target, allowPartial)
    }

    /// Imports ``source`` into ``out``.
    /// - Throws: ``InputError`` when nothing can be imported or the corpus cannot be written.
    package func run() throws(InputError) -> Outcome {
        let (manifest, report) = try CorpusImporter(target: target).run(from: source, into: out)
        return Outcome(manifest: manifest, report: report, refused: !report.failures.isEmpty && !allowPartial)
    }
}
