import Foundation
import NibArchive
import Workload

/// The corpus and trace a run reads, made on first use.
enum RunInputs {
    /// The corpus folder for `corpus`: a folder as is; a spec is generated into
    /// `<spec's folder>/<name>` unless its manifest is already there.
    static func corpusFolder(_ corpus: String, note: (String) -> Void) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: corpus, isDirectory: &isFolder) else {
            let relative = corpus.hasPrefix("/") ? "" : " (a path relative to the current folder, \(FileManager.default.currentDirectoryPath); run from the nibbench checkout or pass --corpus)"
            throw HarnessError(.invalidPlan, "no such corpus folder or spec\(relative)", file: corpus)
        }
        if isFolder.boolValue { return corpus }
        let spec = try CorpusSpec.load(specOrProfile: corpus)
        // Relative when the spec's path is (results name the corpus as the user named it).
        let specFolder = (corpus as NSString).deletingLastPathComponent
        let folder = specFolder.isEmpty ? spec.name : specFolder + "/" + spec.name
        if !FileManager.default.fileExists(atPath: folder + "/" + CorpusManifest.fileName) {
            note("generating corpus \(spec.name) (\(MessageText.counted(spec.nibCount, "nib"))) into \(folder)")
            _ = try CorpusGenerator(spec: spec).generate(into: folder)
        }
        return folder
    }

    /// The default trace of a corpus: an app being used — navigation between screens with
    /// cell bursts, mixed with Zipf-popular loads (Zipf alone for a corpus without screens or
    /// views) — with occasional memory warnings.
    static func defaultTrace(corpus: String, manifest: CorpusManifest, quick: Bool, note: (String) -> Void) throws -> String {
        let path = corpus + "/traces/" + (quick ? "quick.csv" : "default.csv")
        if FileManager.default.fileExists(atPath: path) { return path }
        try FileManager.default.createDirectory(atPath: corpus + "/traces", withIntermediateDirectories: true)
        // Navigation moves between screens and views; a corpus of cells alone (an imported
        // folder of cell xibs, or a corpus generated from their profile) gets the Zipf part only.
        let navigable = manifest.nibs.contains { $0.kind == .screen || $0.kind == .view }
        let spec = TraceSpec(model: navigable ? .appDefault : .zipf(alpha: 0.9), length: quick ? 1_500 : 6_000, seed: 1, followEmbeds: false,
                             memoryWarnings: MemoryWarningSpec(ratePerLoad: 0.0005))
        note("generating trace \(path)")
        try TraceGenerator(manifest: manifest, spec: spec).write(to: path)
        return path
    }
}
