import Foundation
import NibArchive
import NibbenchSupport
import Testing
import XIB
@testable import Corpus
@testable import Traces
import Manifest
import TestSupport

/// Issue 30, item 5: an import failure keeps the code and place of the fault it reports — a
/// storyboard's compiler error, a nib's archive error — rather than re-coding it as
/// `invalid-manifest`, and keeps the original error as its cause.
@Suite struct ImportErrorTests {
    /// The escape fixture storyboard cut inside its second scene.
    static let cutStoryboard = String(EscapeTests.evilStoryboard.prefix(900))

    @Test func aStoryboardFailureKeepsTheCompilersCodeLineColumnAndCause() throws {
        let source = ScratchDirectory()
        let path = source.write("Cut.storyboard", Self.cutStoryboard)
        let original: XIBError
        do {
            _ = try StoryboardCompiler.compile(StoryboardDocument(data: Data(Self.cutStoryboard.utf8), file: path))
            Issue.record("the cut storyboard compiled")
            return
        } catch {
            original = error
        }
        #expect(original.line != nil && original.code != .init(rawValue: "invalid-manifest"))
        var warnings: [XIBWarning] = []
        let wrapped: InputError
        do {
            var links = StoryboardLinks()
            _ = try CorpusImporter.storyboardNibs("Cut.storyboard", path: path, target: .newest, warnings: &warnings, links: &links)
            Issue.record("the cut storyboard imported")
            return
        } catch {
            wrapped = error
        }
        #expect(wrapped.codeName == original.code.rawValue)
        #expect((wrapped.file, wrapped.line, wrapped.column) == (path, original.line, original.column))
        #expect(try #require(wrapped.cause as? XIBError) == original)
        #expect(wrapped.description == original.description)

        // The importer reports it as that one line.
        let out = ScratchDirectory()
        let (_, report) = try CorpusImporter().run(from: source.path, into: out.file("corpus"))
        #expect(report.failures.map(\.description) == [original.description])
        #expect(!report.failures[0].description.contains("invalid-manifest"))
    }

    @Test func aBrokenNibIsReportedWithTheArchivesCodeAndByteOffset() throws {
        let source = ScratchDirectory(), out = ScratchDirectory()
        let path = source.write("Broken.nib", "not a nib")
        let archiveError: NibArchiveError
        do {
            _ = try NibArchive(bytes: Array("not a nib".utf8))
            Issue.record("the broken nib read")
            return
        } catch {
            archiveError = error
        }
        let offset = try #require(archiveError.offset)
        let (_, report) = try CorpusImporter().run(from: source.path, into: out.file("corpus"))
        #expect(report.failures.map(\.description) == ["\(path): byte \(offset): not a NIBArchive: \(archiveError.message) (\(archiveError.code))"])
    }
}
