import Foundation
import Testing
@testable import Corpus
@testable import Traces
import Manifest

@Suite struct CorpusImporterTests {
    /// A fake app: a xib, nib files, a directory nib, a storyboard bundle and a broken nib.
    @Test func importsEveryKindOfNibAndReportsTheBrokenOne() throws {
        let corpus = temporaryFolder("corpus"), app = temporaryFolder("app"), out = temporaryFolder("imported")
        defer { for f in [corpus, app, out] { try? FileManager.default.removeItem(atPath: f) } }
        let manifest = try CorpusGenerator(spec: Specs.load("small")).generate(into: corpus)
        let cell = try #require(manifest.nibs.first { $0.kind == .cell })
        let screen = try #require(manifest.nibs.first { $0.kind == .screen })
        let fm = FileManager.default
        func copy(_ name: String, _ to: String) throws {
            try fm.createDirectory(atPath: (app + "/" + to as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try fm.copyItem(atPath: corpus + "/" + name, toPath: app + "/" + to)
        }
        try copy(cell.name + ".nib", "App.app/Cell.nib")
        try copy(screen.name + ".xib", "Sources/Screen.xib")
        try copy(cell.name + ".nib", "App.app/Both.nib/objects-11.0+.nib")
        try copy(screen.name + ".nib", "App.app/Both.nib/objects-13.0+.nib")
        try copy(screen.name + ".nib", "App.app/Main.storyboardc/UIViewController-x1.nib")
        try Data("not a nib".utf8).write(to: URL(fileURLWithPath: app + "/App.app/Broken.nib"))

        let (imported, report) = try CorpusImporter().run(from: app, into: out)
        #expect(imported.nibs.map(\.name) == ["App.app/Both", "App.app/Cell", "App.app/Main/UIViewController-x1", "Sources/Screen"])
        #expect((report.compiledXIBs, report.copiedNibs, report.directoryNibs, report.storyboardNibs) == (1, 1, 1, 1))
        #expect(report.failures.count == 1 && report.failures[0].description.contains("Broken.nib"))
        let both = try #require(imported.nibs.first { $0.name == "App.app/Both" })
        #expect(both.sha256 == screen.sha256, "the newest objects-13.0+.nib is taken")
        #expect(imported.nibs.first { $0.name == "App.app/Cell" }?.kind == .cell)
        #expect(imported.nibs.first { $0.name == "Sources/Screen" }?.kind == .screen)
        #expect(imported.nibs.first { $0.name == "Sources/Screen" }?.xibBytes == screen.xibBytes)
        #expect(try CorpusManifest.load(from: out + "/manifest.json") == imported)
        #expect(fm.fileExists(atPath: out + "/App.app/Main/UIViewController-x1.nib"))
    }
}
