import Foundation
import NibRuntime
import Testing

/// Apple-compiled storyboard nibs instantiate by scene identifier: the macOS storyboard output
/// in `../shared/vectors/nibarchive-macos` (read in place, never copied).
@Suite struct AppleStoryboardTests {
    static let folder: String = {
        if let env = ProcessInfo.processInfo.environment["NIBBENCH_VECTORS"], !env.isEmpty { return env + "/nibarchive-macos" }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/vectors/nibarchive-macos").path
    }()

    /// The 27 nibs Apple's ibtool wrote for the vectors' storyboards (see the folder's SOURCE.md).
    static let sceneNibs: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".nib") }.map { String($0.dropLast(4)) }.filter { name in
            name.hasPrefix("sb_") || name.hasPrefix("NSWindowController-") || name.hasPrefix("vc1-") || ["MainWC", "ToolbarWC", "ColorsWC"].contains(name)
        }.sorted()
    }()

    @Test func appleMacOSStoryboardNibsInstantiateBySceneIdentifier() throws {
        guard FileManager.default.fileExists(atPath: Self.folder) else {
            print("skipped: macOS nib vectors not found at \(Self.folder) (set NIBBENCH_VECTORS)")
            return
        }
        #expect(Self.sceneNibs.count == 27)
        let storyboard = try UIStoryboard(contentsOf: Self.folder)
        #expect(!storyboard.hasInfoPlist)
        var objects = 0
        for identifier in Self.sceneNibs {
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
        print("apple macOS storyboard nibs: \(Self.sceneNibs.count) scenes, \(objects) objects instantiated")
    }
}
