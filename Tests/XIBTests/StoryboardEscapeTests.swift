import Foundation
import NibRuntime
import NibbenchSupport
import Testing
@testable import XIB

/// Issue 28, item 4: no name from a storyboard leaves the output folder. UIKit takes any string
/// as a storyboard identifier, so an identifier that is no plain file name is mapped to one
/// (Info.plist keeps identifier → nib) and the scene still instantiates by its identifier; a
/// bundle whose Info.plist names a nib outside it is refused.
@Suite struct StoryboardEscapeTests {
    /// The identifiers that try to escape (or cannot be file names), then plain ones.
    static let identifiers = [
        "../../escaped", "../escaped", "/abs/path", "a/b", "..", ".", "", "line\nbreak",
        ".hidden", String(repeating: "long", count: 80), "Settings View"
    ]

    /// `Fixtures/escape/Evil.storyboard` (the CLI and workload tests read it too): two scenes,
    /// `vc1` (identifier ``marker``, with a view) and `vc2` (`Other`), whose button's segue
    /// shows `vc1`.
    static let text = try! String(
        contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/escape/Evil.storyboard").path, encoding: .utf8)
    static let marker = "../../escaped"

    /// The storyboard with every attribute value `marker` replaced by `value` (after parsing,
    /// so that a NUL, which XML cannot carry, is possible too).
    static func document(identifier value: String) throws -> StoryboardDocument {
        func replace(_ element: XIBElement) -> XIBElement {
            var copy = element
            copy.attributes = element.attributes.map { ($0.name, $0.value == marker ? value : $0.value) }
            copy.children = element.children.map(replace)
            return copy
        }
        return try StoryboardDocument(root: replace(XIBParser.parse(Data(text.utf8), file: "Evil.storyboard")), file: "Evil.storyboard")
    }

    /// Every path below `folder`, relative to it, sorted.
    static func everything(below folder: String) -> [String] {
        ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).sorted()
    }

    /// A fresh `root` folder (mkdtemp), removed afterwards.
    static func withRoot(_ body: (String) throws -> Void) throws {
        var template = Array((NSTemporaryDirectory() + "/nibbench-escape-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        try #require(made != nil)
        let root = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try body(root)
    }

    /// Compiles the storyboard with `identifier` into `root/out/x.storyboardc` and checks that
    /// nothing is written outside the bundle and every nib is a plain name at its top.
    static func compileInside(_ root: String, identifier: String) throws -> StoryboardCompilation {
        let compiled = try StoryboardCompiler.compile(document(identifier: identifier))
        try compiled.write(to: root + "/out/x.storyboardc")
        #expect(everything(below: root).allSatisfy { $0 == "out" || $0.hasPrefix("out/x.storyboardc") }, "\(everything(below: root))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/out") == ["x.storyboardc"])
        let nibs = try FileManager.default.contentsOfDirectory(atPath: root + "/out/x.storyboardc").filter { $0 != "Info.plist" }.sorted()
        #expect(nibs.count == 4, "\(nibs)")
        for nib in nibs {
            #expect(nib.hasSuffix(".nib") && SafeFileName.isPlain(String(nib.dropLast(4))), "\(nib)")
        }
        return compiled
    }

    /// A NUL is no XML character, so no storyboard file holds one; a parsed document can.
    @Test func aNulInAnIdentifierIsMappedInsideTheBundle() throws {
        try Self.withRoot { root in
            let compiled = try Self.compileInside(root, identifier: "nul\u{0}byte")
            #expect(compiled.identifiersToNibNames["nul\u{0}byte"] == SafeFileName.mapped("nul\u{0}byte"))
        }
    }

    @Test(arguments: identifiers)
    func anIdentifierBecomesANibInsideTheBundleAndStillInstantiates(_ identifier: String) throws {
        try Self.withRoot { root in
            let compiled = try Self.compileInside(root, identifier: identifier)
            let bundle = root + "/out/x.storyboardc"
            let storyboard = try UIStoryboard(contentsOf: bundle)
            let real = identifier.isEmpty ? "UIViewController-vc1" : identifier
            #expect(storyboard.identifiers.sorted() == [real, "Other"].sorted())
            #expect(storyboard.entryPointIdentifier == real)
            let scene = try storyboard.instantiateViewController(identifier: real, options: NibOptions(stubsUnknownClasses: true))
            #expect(scene.view != nil)
            #expect(scene.nibName == SafeFileName.mapped(real))
            // A mapped name is recorded in the report.
            #expect(compiled.report.warnings.contains { $0.message.contains("is not a plain file name") } == !SafeFileName.isPlain(real))
        }
    }

    @Test func aSeguesDestinationIsStillTheRealIdentifier() throws {
        let compiled = try StoryboardCompiler.compile(Self.document(identifier: "../../escaped"))
        let other = try #require(compiled.nibs.first { $0.name == "Other" })
        #expect(try other.nib.encoded().firstRange(of: Array("../../escaped".utf8)) != nil)
    }

    @Test func anIdentifierEqualToAnotherScenesMappedNibIsRefused() throws {
        let mapped = SafeFileName.mapped("../../escaped")
        let text = Self.text.replacingOccurrences(of: "storyboardIdentifier=\"Other\"", with: "storyboardIdentifier=\"\(mapped)\"")
        let error = try #require(throws: XIBError.self) {
            try StoryboardCompiler.compile(StoryboardDocument(data: Data(text.utf8), file: "Clash.storyboard"))
        }
        #expect(error.code == .duplicateID)
        #expect(error.description.hasPrefix("Clash.storyboard:15:"), "\(error)")
    }

    @Test func aControllerIDThatTriesToEscapeIsMappedToo() throws {
        // Without a storyboardIdentifier the nibs are named from the ids: `UIViewController-<id>`, `<id>-view-<viewID>`.
        let text = Self.text.replacingOccurrences(of: "storyboardIdentifier=\"\(Self.marker)\" id=\"vc1\"", with: "id=\"../../vc1\"")
            .replacingOccurrences(of: "destination=\"vc1\"", with: "destination=\"../../vc1\"")
            .replacingOccurrences(of: "initialViewController=\"vc1\"", with: "initialViewController=\"../../vc1\"")
        let compiled = try StoryboardCompiler.compile(StoryboardDocument(data: Data(text.utf8), file: "Ids.storyboard"))
        #expect(compiled.nibs.allSatisfy { SafeFileName.isPlain($0.name) }, "\(compiled.nibs.map(\.name))")
        try Self.withRoot { root in
            try compiled.write(to: root + "/out/x.storyboardc")
            #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["out"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/out") == ["x.storyboardc"])
            let storyboard = try UIStoryboard(contentsOf: root + "/out/x.storyboardc")
            #expect(try storyboard.instantiateInitialViewController(options: NibOptions(stubsUnknownClasses: true))?.view != nil)
        }
    }

    @Test(arguments: ["../../escaped", "/abs/path", "a/b", "..", ".", "", "nul\u{0}byte"])
    func aCompilationWhoseNibNameLeavesTheBundleIsNotWritten(_ name: String) throws {
        var compiled = try StoryboardCompiler.compile(Self.document(identifier: "Plain"))
        compiled.nibs[0].name = name
        try Self.withRoot { root in
            let error = try #require(throws: XIBError.self) { try compiled.write(to: root + "/out/x.storyboardc") }
            #expect(error.code == .invalidElement)
            #expect(Self.everything(below: root).allSatisfy { $0 == "out" }, "\(Self.everything(below: root))")
        }
    }

    @Test(arguments: ["../../escaped", "/abs/path", "a/b", "..", ".", "", "nul\u{0}byte"])
    func anInfoPlistNibNameThatLeavesTheBundleIsRefused(_ name: String) throws {
        let compiled = try StoryboardCompiler.compile(Self.document(identifier: "Plain"))
        try Self.withRoot { root in
            let bundle = root + "/in/x.storyboardc"
            try compiled.write(to: bundle)
            // A nib outside the bundle, where the bad name points.
            try Data(try compiled.nibs[0].nib.encoded()).write(to: URL(fileURLWithPath: root + "/escaped.nib"))
            // Binary, as Apple writes it: it can hold any string, a NUL too.
            let plist: [String: Any] = ["UIViewControllerIdentifiersToNibNames": ["Plain": name], "UIStoryboardVersion": 1]
            try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
                .write(to: URL(fileURLWithPath: bundle + "/Info.plist"))
            let error = try #require(throws: NibRuntimeError.self) { try UIStoryboard(contentsOf: bundle) }
            #expect(error.code == .invalidStoryboard)
            #expect(error.nib == bundle + "/Info.plist")
            #expect(error.message.contains("UIViewControllerIdentifiersToNibNames[\"Plain\"]"), "\(error)")
        }
    }

    @Test func aViewNibNameThatLeavesTheBundleIsRefused() throws {
        let compiled = try StoryboardCompiler.compile(Self.document(identifier: "Plain"))
        try Self.withRoot { root in
            try compiled.write(to: root + "/x.storyboardc")
            let storyboard = try UIStoryboard(contentsOf: root + "/x.storyboardc")
            for name in ["../Plain", "/abs/path", ".."] {
                let error = try #require(throws: NibRuntimeError.self) { try storyboard.nib(named: name) }
                #expect(error.code == .invalidStoryboard)
            }
        }
    }

    @Test func aFolderCompileWritesNothingOutsideItsOutput() throws {
        try Self.withRoot { root in
            let source = root + "/src"
            try FileManager.default.createDirectory(atPath: source + "/Sub", withIntermediateDirectories: true)
            try Data(Self.text.utf8).write(to: URL(fileURLWithPath: source + "/Sub/Evil.storyboard"))
            let outcome = XIBFolderCompiler.compile(source, into: root + "/out/x")
            #expect(outcome.compiled == 1 && outcome.total == 1)
            let outside = Self.everything(below: root).filter { !$0.hasPrefix("src") && !$0.hasPrefix("out/x") && $0 != "out" }
            #expect(outside.isEmpty, "\(outside)")
            #expect(FileManager.default.fileExists(atPath: root + "/out/x/Sub/Evil.storyboardc/Info.plist"))
        }
    }
}
