import Foundation
import NibbenchSupport
import Testing
@testable import Corpus
@testable import Traces
import Manifest
import TestSupport

/// Issue 28, item 4: no name read from a manifest, trace, spec or imported storyboard places a
/// file outside its folder; what UIKit would not accept is refused with the file and the field
/// (or line:column) named.
@Suite struct EscapeTests {
    /// Each kind of name that tries to leave the corpus folder.
    static let escaping = ["../../escaped", "/abs/path", "a/../../b", "..", "a//b", "", "nul\u{0}byte", "./a", "a/"]

    /// A manifest of nibs `A` and `name`, encoded by JSONSerialization (so a NUL is `\u0000`).
    static func manifest(naming name: String) throws -> [UInt8] {
        let nib: (String) -> [String: Any] = {
            ["name": $0, "kind": "view", "objectCount": 1, "xibBytes": 0, "nibBytes": 1, "sha256": String(repeating: "0", count: 64)]
        }
        return Array(try JSONSerialization.data(withJSONObject: ["schemaVersion": 1, "nibs": [nib("A"), nib(name)]]))
    }

    @Test(arguments: escaping)
    func aManifestNameThatLeavesTheCorpusIsRefused(_ name: String) throws {
        let error = try #require(inputError { _ = try CorpusManifest.decode(try Self.manifest(naming: name), file: "corpus/manifest.json") })
        #expect(error.code == .invalidManifest, "\(error)")
        #expect(error.jsonPath == "nibs[1].name")
        #expect(error.description.hasPrefix("corpus/manifest.json: at nibs[1].name: invalid nib name"), "\(error)")
        #expect(!error.description.contains("\n"))
    }

    @Test(arguments: escaping)
    func aManifestNameThatLeavesTheCorpusIsNotWritten(_ name: String) throws {
        let root = ScratchDirectory()
        let entry = CorpusManifest.Entry(name: name, kind: .view, objectCount: 1, xibBytes: 0, nibBytes: 1, sha256: String(repeating: "0", count: 64))
        #expect(inputError { try CorpusManifest(nibs: [entry]).write(to: root.file("manifest.json")) } != nil)
        #expect(root.contents().isEmpty)
    }

    @Test(arguments: ["../../escaped", "/abs/path", "a/../../b", "..", "a//b", "./a"])
    func aTraceNameThatLeavesTheCorpusIsRefusedWithLineAndColumn(_ name: String) throws {
        let error = try #require(inputError { _ = try AccessTrace.parse(Array("seq,nib,event\n1,\(name),load\n".utf8), file: "t.csv") })
        #expect(error.code == .badField, "\(error)")
        #expect(error.description.hasPrefix("t.csv:2:3: invalid nib name"), "\(error)")
    }

    @Test(arguments: ["../../escaped", "/abs/path", "a/b", "..", "", "nul\u{0}byte"])
    func aSpecNameThatIsNoFolderNameIsRefused(_ name: String) throws {
        var json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: Specs.folder.appendingPathComponent("small.json"))) as? [String: Any])
        json["name"] = name
        let error = try #require(
            inputError { _ = try CorpusSpec.decode(bytes: Array(try JSONSerialization.data(withJSONObject: json)), file: "evil.json") })
        #expect(error.code == .invalidSpec && error.jsonPath == "name", "\(error)")
        #expect(error.description.hasPrefix("evil.json: at name: "), "\(error)")
    }

    /// The XIB tests' storyboard whose scene `vc1` has the identifier `../../escaped`.
    static let evilStoryboard = try! String(
        contentsOf: Specs.folder.deletingLastPathComponent()
            .appendingPathComponent("Tests/XIBTests/Fixtures/escape/Evil.storyboard"), encoding: .utf8)

    @Test func importingAStoryboardWritesNothingOutsideTheCorpus() throws {
        let root = ScratchDirectory(), source = ScratchDirectory()
        source.write("Evil.storyboard", Self.evilStoryboard)
        let (manifest, report) = try CorpusImporter().run(from: source.path, into: root.file("out/x"))
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(manifest.nibs.map(\.name) == ["Evil/Other", "Evil/" + SafeFileName.mapped("../../escaped"), "Evil/vc1-view-v1", "Evil/vc2-view-v2"])
        let written = ((FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []).sorted()
        #expect(written.allSatisfy { $0 == "out" || $0.hasPrefix("out/x") }, "\(written)")
        #expect(try CorpusManifest.load(from: root.file("out/x")) == manifest)
    }

    @Test func aTruncatedXibIsOneLineWithItsPlaceAndTheParsersCode() throws {
        let root = ScratchDirectory(), source = ScratchDirectory()
        source.write(
            "trunc.xib",
            #"<?xml version="1.0" encoding="UTF-8"?>\#n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">\#n    <objects>\#n        <view id="a""#
        )
        let (manifest, report) = try CorpusImporter().run(from: source.path, into: root.file("out"))
        #expect(manifest.nibs.isEmpty)
        let failure = try #require(report.failures.first?.description)
        #expect(report.failures.count == 1)
        let path = source.file("trunc.xib")
        #expect(failure.hasPrefix(path + ":4:"), "\(failure)")
        #expect(failure.hasSuffix("(malformed-xml)"), "\(failure)")
        #expect(!failure.contains("<memory>") && failure.components(separatedBy: "trunc.xib").count == 2, "\(failure)")
        // Every file failed, and the corpus folder still holds its (empty) manifest.
        #expect(FileManager.default.fileExists(atPath: root.file("out/manifest.json")))
    }
}
