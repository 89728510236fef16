import Foundation
import NibbenchSupport
import Corpus
import Traces
import Records
import Manifest

/// The corpus and trace a run reads, made on first use.
package enum RunInputs {
    /// The corpus folder for `corpus`:
    /// - a folder holding `manifest.json` (from `generate` or `import`), as is;
    /// - a corpus spec, generated into `<spec's folder>/<name>`;
    /// - a profile (a folder holding `profile.json`, or the file), generated into the folder
    ///   `corpus` inside the profile's folder;
    ///
    /// each generated only when its manifest is not there yet. Any other folder is refused with
    /// what to do: an app's source folder (xibs, storyboards, nibs) is imported first.
    package static func corpusFolder(_ corpus: String, note: (String) -> Void) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: corpus, isDirectory: &isFolder) else {
            let relative =
                corpus.hasPrefix("/")
                ? ""
                : " (a path relative to the current folder, \(FileManager.default.currentDirectoryPath); run from the nibbench checkout or pass --corpus)"
            throw HarnessError(.invalidPlan, "no such corpus folder or spec\(relative)", file: corpus)
        }
        let trimmed = corpus.count > 1 && corpus.hasSuffix("/") ? String(corpus.dropLast()) : corpus
        if isFolder.boolValue, FileManager.default.fileExists(atPath: trimmed + "/" + CorpusManifest.fileName) { return corpus }
        let folder: String
        var spec: CorpusSpec?
        if NibProfile.isProfile(trimmed) {
            // Relative when the profile's path is (results name the corpus as the user named it).
            let profileFolder = isFolder.boolValue ? trimmed : (trimmed as NSString).deletingLastPathComponent
            folder = profileFolder.isEmpty ? "corpus" : profileFolder + "/corpus"
        } else if isFolder.boolValue {
            throw notACorpus(trimmed)
        } else {
            let specFolder = (trimmed as NSString).deletingLastPathComponent
            let loaded = try CorpusSpec.load(from: trimmed)
            folder = specFolder.isEmpty ? loaded.name : specFolder + "/" + loaded.name
            spec = loaded
        }
        if !FileManager.default.fileExists(atPath: folder + "/" + CorpusManifest.fileName) {
            let spec = try spec ?? CorpusSpec.load(specOrProfile: trimmed)
            note("generating corpus \(spec.name) (\(MessageText.counted(spec.nibCount, "nib"))) into \(folder)")
            _ = try CorpusGenerator(spec: spec).generate(into: folder)
        }
        return folder
    }

    /// The error for a folder that is neither a corpus nor a profile: import it when it holds
    /// an app's nib sources, else what `--corpus` takes.
    private static func notACorpus(_ folder: String) -> HarnessError {
        let sources = NibSources.find([folder]).sources.count
        if sources > 0 {
            let name = CorpusSpec.name(from: (folder as NSString).lastPathComponent, fallback: "app")
            return HarnessError(
                .invalidPlan,
                "no \(CorpusManifest.fileName) here: an app's source folder (\(MessageText.counted(sources, "nib source"))) is not a corpus; import it first: nibbench import \(folder) --out Corpora/\(name), then nibbench run --corpus Corpora/\(name)",
                file: folder)
        }
        return HarnessError(
            .invalidPlan,
            "no \(CorpusManifest.fileName) or \(NibProfile.fileName) here: --corpus takes a corpus folder (of nibbench generate or import), a corpus spec (.json) or a profile (profile.json or its folder)",
            file: folder)
    }

    /// The default trace of a corpus: an app being used (``TraceModel/defaultModel(for:)``: the
    /// app model for a corpus with screens, navigation mixed with Zipf for views alone, Zipf for
    /// cells alone) with occasional memory warnings.
    package static func defaultTrace(corpus: String, manifest: CorpusManifest, quick: Bool, note: (String) -> Void) throws -> String {
        let path = corpus + "/traces/" + (quick ? "quick.csv" : "default.csv")
        if FileManager.default.fileExists(atPath: path) { return path }
        try FileManager.default.createDirectory(atPath: corpus + "/traces", withIntermediateDirectories: true)
        // The app model follows screens (and storyboard segues); a corpus of views alone gets
        // navigation mixed with Zipf; a corpus of cells alone (an imported folder of cell xibs,
        // or a corpus generated from their profile) gets Zipf only.
        let spec = TraceSpec(
            model: .defaultModel(for: manifest), length: quick ? 1_500 : 6_000, seed: 1, followEmbeds: false,
            memoryWarnings: MemoryWarningSpec(ratePerLoad: 0.0005))
        note("generating trace \(path)")
        try TraceGenerator(manifest: manifest, spec: spec).write(to: path)
        return path
    }
}
