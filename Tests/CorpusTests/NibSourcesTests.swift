import Foundation
import NibbenchSupport
import Testing
@testable import Corpus
@testable import Traces
import TestSupport

/// `NibSources`: what `nibbench profile` finds under a folder (issue 21 item 1).
@Suite struct NibSourcesTests {
    /// A project-like tree: sources in subfolders, a directory nib, a storyboard bundle, and
    /// folders that must be skipped.
    private func project() throws -> ScratchDirectory {
        let scratch = ScratchDirectory()
        let files = [
            "App/Base.lproj/Main.storyboard", "App/Views/Cell.xib", "App/Views/Cell.nib", "App/Views/Plain.nib",
            "App/fr.lproj/Cell.xib", "App/Tests/TestView.xib", "App/notes.txt",
            "App/Dir.nib/objects-13.0+.nib", "App/Main.storyboardc/Info.plist",
            "App/.git/Hidden.xib", "App/App.xcodeproj/Inside.xib", "App/Assets.xcassets/Inside.xib", "App/DerivedData/Built.nib"
        ]
        for file in files {
            let path = scratch.file(file)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: path))
        }
        return scratch
    }

    @Test func findsEverySourceKindInPathOrderAndSkipsProjectFolders() throws {
        let scratch = try project()
        let found = NibSources.find([scratch.file("App")])
        #expect(found.failures.isEmpty)
        #expect(
            found.sources.map(\.relative) == [
                "App/Base.lproj/Main.storyboard", "App/Dir.nib", "App/Main.storyboardc", "App/Tests/TestView.xib",
                "App/Views/Cell.nib", "App/Views/Cell.xib", "App/Views/Plain.nib", "App/fr.lproj/Cell.xib"
            ])
        #expect(found.sources.map(\.kind) == [.storyboard, .directoryNib, .storyboardBundle, .xib, .nib, .xib, .nib, .xib])
        // Cell.nib comes first in path order and keeps the bare name; the xib keeps its extension.
        #expect(
            found.sources.map(\.name) == [
                "App/Base.lproj/Main", "App/Dir", "App/Main", "App/Tests/TestView",
                "App/Views/Cell", "App/Views/Cell.xib", "App/Views/Plain", "App/fr.lproj/Cell"
            ])
        #expect(found.sources[0].path == scratch.file("App") + "/Base.lproj/Main.storyboard")
    }

    @Test func excludeGlobsMatchThePathBelowTheFolderOrTheName() throws {
        let scratch = try project()
        let byPath = NibSources.find([scratch.file("App")], excluding: ["Views/*", "*.lproj"])
        #expect(byPath.sources.map(\.relative) == ["App/Dir.nib", "App/Main.storyboardc", "App/Tests/TestView.xib"])
        let byName = NibSources.find([scratch.file("App")], excluding: ["*Test*", "Cell.*", "*.storyboard*"])
        #expect(byName.sources.map(\.relative) == ["App/Dir.nib", "App/Views/Plain.nib"])
        // A file given directly is excluded by its name too.
        #expect(NibSources.find([scratch.file("App/Views/Plain.nib")], excluding: ["Plain.*"]).sources.isEmpty)
    }

    @Test func aFileGivenDirectlyIsNamedByItsFileName() throws {
        let scratch = try project()
        let found = NibSources.find([scratch.file("App/Views/Plain.nib"), scratch.file("App/Dir.nib") + "/"])
        #expect(found.sources.map(\.name) == ["Plain", "Dir"])
        #expect(found.sources.map(\.kind) == [.nib, .directoryNib])
    }

    @Test func missingAndUnsupportedInputsAreFailuresAndTheRestIsFound() throws {
        let scratch = try project()
        let found = NibSources.find([scratch.file("missing"), scratch.file("App/notes.txt"), scratch.file("App/Views")])
        #expect(found.sources.map(\.relative) == ["Views/Cell.nib", "Views/Cell.xib", "Views/Plain.nib"])
        #expect(found.failures.count == 2)
        #expect(found.failures.map(\.file) == [scratch.file("missing"), scratch.file("App/notes.txt")])
        #expect(found.failures[0].description.contains("no such file"))
    }
}
