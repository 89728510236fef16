import Foundation
import NibbenchSupport
import Testing
import Manifest
import TestSupport

/// Corpus manifests: round trips, and every validation error with its JSON path.
struct ManifestTests {
    /// A one-nib manifest with `fields` spliced into the nib object (replacing defaults).
    func json(_ nib: String = "", schema: String = "\"schemaVersion\": 1,") -> [UInt8] {
        Array(
            """
            { \(schema) "nibs": [
              { "name": "A", "kind": "screen", "objectCount": 3, "xibBytes": 10, "nibBytes": 5,
                "sha256": "\(Fixture.sha(1))", "embeds": ["B"] },
              { \(nib.isEmpty ? "\"name\": \"B\", \"kind\": \"cell\", \"objectCount\": 1, \"xibBytes\": 1, \"nibBytes\": 1, \"sha256\": \"\(Fixture.sha(2))\"" : nib) }
            ] }
            """.utf8)
    }

    func nib(_ overrides: [String: String]) -> String {
        var fields: [String: String] = [
            "name": "\"B\"", "kind": "\"cell\"", "objectCount": "1", "xibBytes": "1", "nibBytes": "1", "sha256": "\"\(Fixture.sha(2))\""
        ]
        for (key, value) in overrides { fields[key] = value }
        return fields.filter { $0.value != "-" }.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
    }

    @Test func roundTripIsByteIdentical() throws {
        let manifest = Fixture.manifest(embeds: true)
        let bytes = manifest.encoded()
        let decoded = try CorpusManifest.decode(bytes)
        #expect(decoded == manifest)
        #expect(decoded.encoded() == bytes)
        #expect(decoded.nibs[0].embeds == ["Nested0"] && decoded.nibs[1].embeds == ["Nested1"])
    }

    @Test func loadsFromAFolderOrAFile() throws {
        let folder = ScratchDirectory()
        let manifest = Fixture.manifest()
        try manifest.write(to: folder.file(CorpusManifest.fileName))
        #expect(try CorpusManifest.load(from: folder.path) == manifest)
        #expect(try CorpusManifest.load(from: folder.file("manifest.json")) == manifest)
        #expect(folder.contents() == ["manifest.json"])
    }

    @Test func validManifestDecodes() throws {
        let manifest = try CorpusManifest.decode(json())
        #expect(manifest.nibs.map(\.name) == ["A", "B"] && manifest.nibs[1].kind == .cell && manifest.nibs[1].embeds == nil)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let nib: [String: String]
        let code: InputError.Code
        let path: String
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "bad sha", nib: ["sha256": "\"ABC\""], code: .invalidManifest, path: "nibs[1].sha256"),
        Case(label: "uppercase sha", nib: ["sha256": "\"\(String(repeating: "A", count: 64))\""], code: .invalidManifest, path: "nibs[1].sha256"),
        Case(label: "negative size", nib: ["nibBytes": "-4"], code: .invalidManifest, path: "nibs[1].nibBytes"),
        Case(label: "negative objects", nib: ["objectCount": "-1"], code: .invalidManifest, path: "nibs[1].objectCount"),
        Case(label: "comma in name", nib: ["name": "\"B,C\""], code: .invalidManifest, path: "nibs[1].name"),
        Case(label: "empty name", nib: ["name": "\"\""], code: .invalidManifest, path: "nibs[1].name"),
        Case(label: "duplicate", nib: ["name": "\"A\""], code: .duplicateNib, path: "nibs[1].name"),
        Case(label: "unknown kind", nib: ["kind": "\"window\""], code: .invalidJSON, path: "nibs[1].kind"),
        Case(label: "wrong type", nib: ["xibBytes": "\"big\""], code: .invalidJSON, path: "nibs[1].xibBytes"),
        Case(label: "missing field", nib: ["sha256": "-"], code: .invalidJSON, path: "nibs[1].sha256"),
        Case(label: "null field", nib: ["objectCount": "null"], code: .invalidJSON, path: "nibs[1].objectCount"),
        Case(label: "unknown embed", nib: ["embeds": "[\"Z\"]"], code: .unknownNib, path: "nibs[1].embeds[0]"),
        Case(label: "self embed", nib: ["embeds": "[\"B\"]"], code: .embedCycle, path: "nibs[1].embeds[0]"),
        Case(label: "cycle", nib: ["embeds": "[\"A\"]"], code: .embedCycle, path: "nibs[1].embeds[0]"),
        Case(label: "unknown segue", nib: ["segues": "[\"A\", \"Z\"]"], code: .unknownNib, path: "nibs[1].segues[1]"),
        Case(label: "self segue", nib: ["segues": "[\"B\"]"], code: .invalidManifest, path: "nibs[1].segues[0]"),
        Case(label: "segue twice", nib: ["segues": "[\"A\", \"A\"]"], code: .invalidManifest, path: "nibs[1].segues[1]"),
        Case(label: "unknown view", nib: ["views": "[\"Z\"]"], code: .unknownNib, path: "nibs[1].views[0]"),
        Case(label: "self view", nib: ["views": "[\"B\"]"], code: .invalidManifest, path: "nibs[1].views[0]"),
        Case(label: "entry not a bool", nib: ["entry": "1"], code: .invalidJSON, path: "nibs[1].entry")
    ]

    @Test func navigationFieldsRoundTripAndMayLoop() throws {
        // A segues back to... B leads to A while A embeds B: segues may form cycles, embeds may not.
        let manifest = try CorpusManifest.decode(json(nib(["segues": "[\"A\"]", "views": "[]", "entry": "true"])))
        #expect(manifest.nibs[1].segues == ["A"] && manifest.nibs[1].views == [] && manifest.nibs[1].entry == true)
        #expect(manifest.nibs[0].segues == nil && manifest.nibs[0].views == nil && manifest.nibs[0].entry == nil)
        let bytes = manifest.encoded()
        #expect(try CorpusManifest.decode(bytes) == manifest)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"entry\" : true"))
        // A manifest without the fields writes none of them.
        #expect(!String(decoding: Fixture.manifest().encoded(), as: UTF8.self).contains("segues"))
    }

    @Test(arguments: cases)
    func badFieldIsReportedWithItsPath(_ c: Case) throws {
        let error = try #require(inputError { _ = try CorpusManifest.decode(json(nib(c.nib)), file: "m.json") })
        #expect(error.code == c.code, "\(error)")
        #expect(error.jsonPath == c.path, "\(error)")
        #expect(error.file == "m.json")
        #expect(error.description.hasPrefix("m.json: at \(c.path): "))
    }

    @Test func cycleMessageNamesTheLoop() throws {
        let error = try #require(inputError { _ = try CorpusManifest.decode(json(nib(["embeds": "[\"A\"]"]))) })
        #expect(error.message == "embedding forms a cycle: A → B → A")
    }

    @Test func schemaVersionIsChecked() throws {
        let missing = try #require(inputError { _ = try CorpusManifest.decode(json(schema: "")) })
        #expect(missing.code == .unsupportedSchema && missing.jsonPath == "")
        let future = try #require(inputError { _ = try CorpusManifest.decode(json(schema: "\"schemaVersion\": 2,")) })
        #expect(future.code == .unsupportedSchema && future.jsonPath == "schemaVersion")
    }

    @Test func invalidJSONIsAnError() throws {
        let error = try #require(inputError { _ = try CorpusManifest.decode(Array("{ \"schemaVersion\": 1, ".utf8), file: "m.json") })
        #expect(error.code == .invalidJSON && error.file == "m.json" && error.message.hasPrefix("not valid JSON"))
        let text = "{\"schemaVersion\": 1,\n \"nibs\": [{\"name\": \"A\",, }]}"
        let located = try #require(inputError { _ = try CorpusManifest.decode(Array(text.utf8), file: "m.json") })
        #expect(located.code == .invalidJSON && located.line == 2 && located.column == 24, "\(located)")
        #expect(located.description.hasPrefix("m.json:2:24: not valid JSON"))
    }

    @Test func missingFileIsAnIOError() throws {
        let error = try #require(inputError { _ = try CorpusManifest.load(from: "/nonexistent/manifest.json") })
        #expect(error.code == .io && error.file == "/nonexistent/manifest.json")
    }

    @Test func invalidManifestIsNotWritten() throws {
        let folder = ScratchDirectory()
        var manifest = Fixture.manifest()
        manifest.nibs[1].name = manifest.nibs[0].name
        let error = try #require(inputError { try manifest.write(to: folder.file("manifest.json")) })
        #expect(error.code == .duplicateNib && error.jsonPath == "nibs[1].name")
        #expect(folder.contents().isEmpty)
    }
}
