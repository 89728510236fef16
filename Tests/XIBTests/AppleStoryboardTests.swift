import Foundation
import NibRuntime
import Testing
import TestSupport

/// Apple-compiled storyboard nibs instantiate by scene identifier: the macOS storyboard output
/// in `Tests/Vectors/nibarchive-macos`.
@Suite struct AppleStoryboardTests {
    /// The 27 nibs Apple's ibtool wrote for the vectors' storyboards (see the folder's SOURCE.md).
    static func sceneNibs() throws -> [String] {
        try Vectors.nibNames().map { String($0.dropLast(4)) }.filter { name in
            name.hasPrefix("sb_") || name.hasPrefix("NSWindowController-") || name.hasPrefix("vc1-")
                || ["MainWC", "ToolbarWC", "ColorsWC"].contains(name)
        }
    }

    @Test func appleMacOSStoryboardNibsInstantiateBySceneIdentifier() throws {
        let sceneNibs = try Self.sceneNibs()
        #expect(sceneNibs.count == 27)
        let storyboard = try UIStoryboard(contentsOf: Vectors.nibArchiveFolder())
        #expect(!storyboard.hasInfoPlist)
        var objects = 0
        for identifier in sceneNibs {
            let scene = try storyboard.instantiateViewController(identifier: identifier, options: NibOptions(stubsUnknownClasses: true))
            objects += scene.objectCount
            if identifier.contains("NSWindowController") {
                // The scene controller came through the owner's sceneController outlet, and its
                // storyboard outlet reached the storyboard through NSStoryboardPlaceholder.
                let controller = try #require(scene.controller as? GenericObject)
                #expect(controller.className == "NSWindowController")
                #expect(controller["storyboard"]?.object === storyboard)
            }
        }
        print("apple macOS storyboard nibs: \(sceneNibs.count) scenes, \(objects) objects instantiated")
    }
}
