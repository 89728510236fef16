import NibbenchSupport
import Foundation
import NibArchive
import NibRuntime
import Testing
@testable import Corpus
@testable import Traces
import Manifest

/// Corpora that reproduce an app's nibs (issue 21): one generated nib per ``NibShape``, built to
/// its object count and archive bytes.
@Suite struct NibShapeTests {
    /// The objects `Nib.instantiate` creates, counted as `nibbench instantiate` and `profile`
    /// count them (connections and key-value pairs are not objects of the graph).
    static func instantiated(_ bytes: [UInt8]) throws -> Int {
        let result = try Nib(data: bytes).instantiateDetailed(owner: GenericObject(), options: NibOptions(stubsUnknownClasses: true))
        return InstantiationSummary(result, nib: "shape").objectCount
    }

    @Test func theArchiveCountOfInstantiatedObjectsIsTheRuntimes() throws {
        let folder = temporaryFolder("shape-count")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manifest = try CorpusGenerator(spec: Specs.load("small")).generate(into: folder)
        // A nib that embeds another also creates the embedded nib's objects; its own archive
        // counts only its own.
        for entry in manifest.nibs where entry.embeds == nil {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + entry.name + ".nib")))
            #expect(try NibShape.instantiatedObjects(in: NibArchive(bytes: bytes)) == Self.instantiated(bytes), "\(entry.name)")
        }
    }

    /// A spec of shapes from across the range of real nibs: small and large, few and many
    /// constraints, cells and views.
    static func shapedSpec() throws -> CorpusSpec {
        var spec = try Specs.load("small")
        spec.name = "shaped"
        spec.shapes = [
            NibShape(kind: .view, objects: 13, bytes: 3108, constraints: 8),
            NibShape(kind: .view, objects: 154, bytes: 14959, constraints: 96),
            NibShape(kind: .cell, objects: 28, bytes: 4696, constraints: 17),
            NibShape(kind: .view, objects: 84, bytes: 10061, constraints: 47),
            NibShape(kind: .cell, objects: 95, bytes: 11490, constraints: 51),
            NibShape(kind: .screen, objects: 30, bytes: 6072),
            NibShape(kind: .view, objects: 400, bytes: 44000)
        ]
        spec.nibCount = spec.shapes!.count
        spec.viewMix = ["label": 3, "button": 1, "imageView": 1, "view": 1, "stackView": 0.3]
        return spec
    }

    @Test func eachNibIsBuiltToItsShape() throws {
        let spec = try Self.shapedSpec()
        let folder = temporaryFolder("shapes")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manifest = try CorpusGenerator(spec: spec).generate(into: folder)
        #expect(manifest.nibs.map(\.kind) == spec.shapes!.map(\.kind))
        for (entry, shape) in zip(manifest.nibs, spec.shapes!) {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + entry.name + ".nib")))
            let objects = try Self.instantiated(bytes)
            #expect(abs(objects - shape.objects) <= max(1, shape.objects / 50), "\(entry.name): \(objects) objects for \(shape.objects)")
            #expect(abs(Double(bytes.count) / Double(shape.bytes) - 1) < 0.05, "\(entry.name): \(bytes.count) bytes for \(shape.bytes)")
        }
        // Deterministic: the same spec gives the same bytes.
        let again = temporaryFolder("shapes-again")
        defer { try? FileManager.default.removeItem(atPath: again) }
        #expect(try CorpusGenerator(spec: spec).generate(into: again) == manifest)
    }

    @Test func theViewMixDecidesTheViews() throws {
        var spec = try Self.shapedSpec()
        spec.viewMix = ["switch": 1]
        for index in spec.shapes!.indices { spec.shapes![index].constraints = 0 }
        let generator = CorpusGenerator(spec: spec)
        let nib = try generator.synthesize(generator.plan()[1], index: 1, fitting: spec.shapes![1]).0
        #expect(nib.xib.contains("<switch "))
        for element in ["<label ", "<button ", "<imageView ", "<stackView "] {
            #expect(!nib.xib.contains(element), "\(element) in a switch-only mix")
        }
    }

    @Test(arguments: [
        ("shapes", #""shapes": [{"kind": "view", "objects": 3, "bytes": 100}]"#, "nibCount"),
        ("shapes[0].objects", #""nibCount": 1, "shapes": [{"kind": "view", "objects": 0, "bytes": 100}]"#, "objects must be"),
        (
            "shapes[0].constraints", #""nibCount": 1, "shapes": [{"kind": "view", "objects": 3, "bytes": 100, "constraints": 3}]"#,
            "constraints must be"
        ),
        ("viewMix.table", #""viewMix": {"table": 1}"#, "unknown view element"),
        ("viewMix", #""viewMix": {"label": 0}"#, "positive weight")
    ])
    func badShapesAndMixesNameTheField(field: String, json: String, message: String) throws {
        var text = try String(contentsOf: Specs.folder.appendingPathComponent("small.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: #""nibCount": 40"#, with: json.contains("nibCount") ? json : #""nibCount": 40, "# + json)
        let error = try #require(throws: InputError.self) { try CorpusSpec.decode(bytes: Array(text.utf8), file: "s.json") }
        #expect(error.code == .invalidSpec)
        #expect("\(error)".contains(field) && "\(error)".contains(message), "\(error)")
    }
}
