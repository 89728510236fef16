import NibbenchSupport
import Foundation
import NibArchive
import NibRuntime
import Testing
import XIB
@testable import Corpus
@testable import Traces
import Manifest

/// The committed specs, read from `Corpora/` beside the package.
enum Specs {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpora")
    static func load(_ name: String) throws -> CorpusSpec { try CorpusSpec.load(from: folder.appendingPathComponent(name + ".json").path) }
}

func temporaryFolder(_ label: String) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("nibbench-\(label)-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@Suite struct CorpusGeneratorTests {
    /// FIPS 180-2 test vectors, and a digest that coreutils' sha256sum computes independently.
    @Test func digestsMatchTheStandardsVectorsAndSha256sum() throws {
        #expect(ContentDigest.sha256([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentDigest.sha256(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            ContentDigest.sha256(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(ContentDigest.sha256(million) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(ContentDigest.sha256(million[1...]) == ContentDigest.sha256(Array(million[1...])))
        let sha256sum = "/usr/bin/sha256sum"
        // coreutils is on every machine nibbench supports: a missing sha256sum fails the test.
        try #require(FileManager.default.isExecutableFile(atPath: sha256sum), "no \(sha256sum) for the cross-check")
        let folder = temporaryFolder("digest")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = (0..<70_001).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/bytes"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: sha256sum)
        process.arguments = [folder + "/bytes"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(try ContentDigest.sha256(ofFileAt: folder + "/bytes") == String(output.prefix(64)))
    }

    @Test func theSameSpecGivesIdenticalBytes() throws {
        let spec = try Specs.load("small")
        let a = temporaryFolder("a"), b = temporaryFolder("b")
        defer { try? FileManager.default.removeItem(atPath: a); try? FileManager.default.removeItem(atPath: b) }
        let first = try CorpusGenerator(spec: spec).generate(into: a)
        let second = try CorpusGenerator(spec: spec).generate(into: b)
        #expect(first == second)
        #expect(first.nibs.count == spec.nibCount)
        for name in try FileManager.default.contentsOfDirectory(atPath: a) {
            #expect(FileManager.default.contentsEqual(atPath: a + "/" + name, andPath: b + "/" + name), "\(name) differs")
        }
        var other = spec
        other.seed += 1
        #expect(
            try CorpusGenerator(spec: other).plan() != CorpusGenerator(spec: spec).plan()
                || CorpusGenerator(spec: other).synthesize(CorpusGenerator(spec: other).plan()[0], index: 0).xib
                    != CorpusGenerator(spec: spec).synthesize(CorpusGenerator(spec: spec).plan()[0], index: 0).xib
        )
    }

    @Test func everyNibDecodesInstantiatesAndMatchesItsXIBAndManifest() throws {
        let spec = try Specs.load("small")
        let folder = temporaryFolder("small")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manifest = try CorpusGenerator(spec: spec).generate(into: folder)
        #expect(try CorpusManifest.load(from: folder + "/manifest.json") == manifest)
        let bundle = NibBundle(directory: folder)
        var embedded = 0
        for entry in manifest.nibs {
            let nib = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/\(entry.name).nib")))
            #expect(nib.count == entry.nibBytes)
            #expect(ContentDigest.sha256(nib) == entry.sha256)
            #expect(try XIBCompiler.compile(contentsOf: folder + "/\(entry.name).xib").encoded() == nib, "\(entry.name): xib and nib disagree")
            let result = try Nib(data: nib, name: entry.name, bundle: bundle).instantiateDetailed(owner: GenericObject())
            #expect(result.report.unknownClasses.isEmpty, "\(entry.name): \(result.report.unknownClasses)")
            #expect(!result.topLevelObjects.isEmpty)
            if let embeds = entry.embeds, !embeds.isEmpty {
                // The placeholder was replaced by the component's root, which has subviews.
                let components = result.createdObjects.compactMap { $0 as? NamedEmbeddedView }
                #expect(components.contains { $0.className == "NibEmbedded_" + embeds[0] && !$0.subviews.isEmpty })
                embedded += 1
            }
        }
        #expect(embedded > 0, "the small spec should embed at least one component")
    }

    @Test func objectCountsFollowTheSpec() throws {
        var spec = try Specs.load("default")
        spec.nibCount = 1000
        let generator = CorpusGenerator(spec: spec)
        var counts: [NibKind: [Double]] = [:]
        for (index, plan) in generator.plan().enumerated() {
            counts[plan.kind, default: []].append(Double(generator.synthesize(plan, index: index).objectCount))
        }
        for (kind, values) in counts where values.count >= 100 {
            let target = spec.objects[kind.rawValue]!
            let logs = values.map { log($0) }.sorted()
            let median = exp(logs[logs.count / 2])
            let mean = logs.reduce(0, +) / Double(logs.count)
            let sigma = (logs.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(logs.count - 1)).squareRoot()
            #expect(abs(median / target.median - 1) < 0.12, "\(kind): median \(median) vs \(target.median)")
            #expect(abs(sigma / target.spread - 1) < 0.2, "\(kind): spread \(sigma) vs \(target.spread)")
        }
    }

    @Test func invalidSpecsNameTheField() throws {
        let folder = temporaryFolder("spec")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var spec = try Specs.load("small")
        func failure(_ mutate: (inout CorpusSpec) -> Void) throws -> InputError? {
            var copy = spec
            mutate(&copy)
            let path = folder + "/spec.json"
            try JSONEncoder().encode(copy).write(to: URL(fileURLWithPath: path))
            do { _ = try CorpusSpec.load(from: path); return nil } catch { return error }
        }
        #expect(try failure { $0.kindMix["widget"] = 1 }?.jsonPath == "kindMix.widget")
        #expect(try failure { $0.connections.actions = 1.5 }?.jsonPath == "connections.actions")
        #expect(try failure { $0.objects["cell"]?.median = 0 }?.jsonPath == "objects.cell.median")
        #expect(try failure { $0.nibCount = 0 }?.code == .invalidSpec)
        try Data(#"{"name": "x", "seed": 1}"#.utf8).write(to: URL(fileURLWithPath: folder + "/partial.json"))
        #expect { try CorpusSpec.load(from: folder + "/partial.json") } throws: { ($0 as? InputError)?.code == .invalidJSON }
        spec.name = "ok"
    }

    /// Specs from bytes (the `corpusspec` fuzz target's entry point): syntax errors carry
    /// line:column, type errors the JSON path, range errors the field.
    @Test func specsDecodeFromBytesWithPositionedErrors() throws {
        let good = try JSONEncoder().encode(try Specs.load("small"))
        #expect(try CorpusSpec.decode(bytes: Array(good)).name == "small")
        func failure(_ text: String) -> InputError? {
            do { _ = try CorpusSpec.decode(bytes: Array(text.utf8), file: "s.json"); return nil } catch { return error }
        }
        let syntax = try #require(failure("{\"name\": \"x\",\n  \"seed\": ]"))
        #expect(syntax.code == .invalidJSON && syntax.file == "s.json" && syntax.line == 2, "\(syntax)")
        let type = try #require(failure("{\"name\": 3}"))
        #expect(type.code == .invalidJSON && type.jsonPath == "name", "\(type)")
        var hostile = try Specs.load("small")
        hostile.nibCount = Int.max
        let range = try #require(failure(String(decoding: try JSONEncoder().encode(hostile), as: UTF8.self)))
        #expect(range.code == .invalidSpec && range.jsonPath == "nibCount" && range.file == "s.json", "\(range)")
        #expect(failure("") != nil && failure("[]") != nil && failure("null") != nil)
    }
}
