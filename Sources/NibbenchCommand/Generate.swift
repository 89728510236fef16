import ArgumentParser
import Foundation
import NibbenchSupport
import Sessions

/// `nibbench generate --spec FILE --out DIR`: a synthetic corpus, deterministically.
struct Generate: Command {
    static let configuration = CommandConfiguration(
        abstract: "Generate a synthetic corpus: .xib and compiled .nib files plus manifest.json.",
        discussion: """
            The spec (JSON, see Corpora/*.json and the README) gives the number of nibs, the kind \
            mix (cell, view, screen, nested), log-normal object counts per kind, depth and fan-out, \
            text and blob sizes, connection densities, constraint and embedding shares, and the \
            seed. The same spec always gives byte-identical files. A profile (profile.json of \
            `nibbench profile`, or its folder) serves as a spec: one synthetic nib per profiled \
            nib, with its objects, archive bytes and constraints, and the app's mix of views. Nibs are built and compiled on \
            all cores; a progress line is shown when standard error is a terminal. Prints nibs \
            per second.

            Examples:
              nibbench generate --spec Corpora/small.json
              nibbench generate --spec Corpora/default.json --out /tmp/corpus
              nibbench generate --spec MyApp-profile/profile.json --out /tmp/myapp-like
            """
    )

    @Option(help: "The corpus spec (JSON), or a profile (profile.json or its folder) to reproduce.")
    var spec: String
    @Option(help: "The output folder (default: Corpora/<spec name>).")
    var out: String?

    func execute() throws {
        let session = try GenerateSession(specOrProfile: spec, out: out)
        Interrupts.keep(Interrupts.nothingWritten(keeping: session.folder))
        let outcome = try ProgressLine.showing { line in
            try session.run { done, total in
                if done % 16 == 0 || done == total { line.show("generating \(done)/\(total)") }
            }
        }
        emit(
            "generated \(outcome.manifest.summary) in \(session.folder) in \(String(format: "%.2f s: %.0f nibs/s", outcome.seconds, outcome.nibsPerSecond))"
        )
    }
}
