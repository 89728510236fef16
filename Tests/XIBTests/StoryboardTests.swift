import Foundation
import NibArchive
import NibRuntime
import Testing
@testable import XIB

/// Storyboards (issue 20, item 3): real iOS storyboards compile to Apple's `.storyboardc`
/// layout and every scene instantiates by identifier; Apple's own storyboard nibs do too.
@Suite struct StoryboardTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/storyboards").path

    /// Every fixture storyboard, relative to ``fixtures``.
    static let storyboards: [String] = {
        (FileManager.default.enumerator(atPath: fixtures)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".storyboard") }.sorted()
    }()

    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "nibbench-storyboard-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func thereAreAtLeastFiveFixtures() {
        #expect(Self.storyboards.count >= 5)
    }

    @Test(arguments: storyboards)
    func compilesAndEverySceneInstantiates(_ relative: String) throws {
        let source = Self.fixtures + "/" + relative
        let document = try StoryboardDocument(contentsOf: source)
        let compiled = try StoryboardCompiler.compile(document)
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/Main.storyboardc"
        try compiled.write(to: output)

        // Info.plist lists every scene and the entry point, as ibtool writes them.
        let storyboard = try UIStoryboard(contentsOf: output)
        #expect(storyboard.hasInfoPlist)
        let expected = Set(document.scenes.map { StoryboardBuilder.nibName($0.controller) })
        #expect(Set(storyboard.identifiers) == expected)
        for scene in document.scenes {
            if let identifier = scene.controller["storyboardIdentifier"], !identifier.isEmpty {
                #expect(storyboard.identifiersToNibNames[identifier] == identifier)
            }
        }
        if let initial = document.initialViewController {
            let controller = try #require(document.scenes.first { $0.controller.id == initial }).controller
            #expect(storyboard.entryPointIdentifier == StoryboardBuilder.nibName(controller))
        }
        for nib in compiled.nibs {
            #expect(FileManager.default.fileExists(atPath: output + "/\(nib.name).nib/objects-11.0+.nib"))
            #expect(FileManager.default.fileExists(atPath: output + "/\(nib.name).nib/runtime.nib"))
        }

        var objects = 0, nibs = 0
        for identifier in storyboard.identifiers {
            let scene = try storyboard.instantiateViewController(identifier: identifier, options: NibOptions(stubsUnknownClasses: true))
            objects += scene.objectCount
            nibs += scene.viewNib == nil ? 1 : 2
            if let controller = scene.controller as? UIViewController {
                #expect(controller.storyboard === storyboard, "\(identifier): the storyboard placeholder is wired")
                if controller.nibName != nil { #expect(controller.view != nil, "\(identifier): the view nib set the view outlet") }
            }
            #expect(!scene.report.unresolvedProxies.contains("UIStoryboardPlaceholder"))
        }
        #expect(nibs == compiled.nibs.count)
        print("storyboard \(relative): \(storyboard.identifiers.count) scenes, \(compiled.nibs.count) nibs, \(objects) objects instantiated")
    }

    @Test func compilingTwiceGivesTheSameBytes() throws {
        let source = Self.fixtures + "/" + (Self.storyboards.first ?? "")
        let a = try StoryboardCompiler.compile(contentsOf: source), b = try StoryboardCompiler.compile(contentsOf: source)
        #expect(try a.nibs.map { try $0.nib.encoded() } == b.nibs.map { try $0.nib.encoded() })
        #expect(try a.infoPlist() == b.infoPlist())
    }

    @Test func theInitialSceneInstantiates() throws {
        let compiled = try StoryboardCompiler.compile(contentsOf: Self.fixtures + "/Ramotion-animated-tab-bar/Main.storyboard")
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try compiled.write(to: folder + "/Main.storyboardc")
        let storyboard = try UIStoryboard(contentsOf: folder + "/Main.storyboardc")
        let scene = try #require(try storyboard.instantiateInitialViewController(options: NibOptions(stubsUnknownClasses: true)))
        #expect(scene.identifier == storyboard.entryPointIdentifier)
        #expect(throws: NibRuntimeError.self) { try storyboard.instantiateViewController(identifier: "no-such-scene") }
    }

    // MARK: Bad storyboards

    static func storyboard(_ scenes: String, initial: String = "vc1") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    static let scene = """
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button id="b1">
                                        <connections>
                                            <segue destination="GONE" kind="show" id="sg1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """

    @Test func aSegueToAnUnknownControllerIsAnErrorWithLineAndColumn() throws {
        let data = Data(Self.storyboard(Self.scene).utf8)
        let error = try #require(throws: XIBError.self) { try StoryboardCompiler.compile(StoryboardDocument(data: data, file: "Bad.storyboard")) }
        #expect(error.code == .unknownID)
        #expect(error.line == 12)
        #expect(error.column != nil)
        #expect(error.description.contains("Bad.storyboard:12:"))
    }

    @Test func anOutletToAnUnknownIDIsAnErrorWithLineAndColumn() throws {
        let scene = Self.scene.replacingOccurrences(
            of: "<segue destination=\"GONE\" kind=\"show\" id=\"sg1\"/>", with: "<outlet property=\"x\" destination=\"GONE\" id=\"o1\"/>")
        let error = try #require(throws: XIBError.self) {
            try StoryboardCompiler.compile(StoryboardDocument(data: Data(Self.storyboard(scene).utf8), file: "Bad.storyboard"))
        }
        #expect(error.code == .unknownID)
        #expect(error.line == 12)
    }

    @Test func aMissingInitialControllerIsAnErrorWithLineAndColumn() throws {
        let data = Data(Self.storyboard(Self.scene, initial: "nope").utf8)
        let error = try #require(throws: XIBError.self) { try StoryboardDocument(data: data, file: "Bad.storyboard") }
        #expect(error.code == .unknownID)
        #expect(error.line == 2)
        #expect(error.column != nil)
    }

    @Test func anXibIsNotAStoryboard() throws {
        let xib =
            #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>"#
        let error = try #require(throws: XIBError.self) { try StoryboardDocument(data: Data(xib.utf8), file: "View.xib") }
        #expect(error.code == .unsupportedDocument)
    }
}
