import NibArchive
import NibModel
import NibRuntime
import Testing

/// Item 11 of issue 16: the scene nibs of a compiled storyboard instantiate. Each connects a
/// `storyboard` outlet from its view controller to the `UIStoryboardPlaceholder` proxy.
@Suite struct StoryboardSceneTests {
    /// A storyboard scene nib as ibtool writes it: the storyboard placeholder, a controller
    /// (top-level) with its view, and the `storyboard` and `view` outlets of the controller.
    static func scene(controllerClass: String = "UIViewController") throws -> [UInt8] {
        var d = NibDocument()
        let storyboard = d.addPlaceholder("UIStoryboardPlaceholder")
        let view = d.add(NibDocumentObject(className: "UIView", properties: [
            NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 390, height: 844))),
            NibProperty("UICenter", .point(Point(x: 195, y: 422))),
        ]))
        let controller = d.add(NibDocumentObject(className: controllerClass, properties: [
            NibProperty("UITitle", .string("Settings")),
        ]), topLevel: true)
        d.connect(.outlet("storyboard", source: controller, destination: storyboard))
        d.connect(.outlet("view", source: controller, destination: view))
        return try d.encoded()
    }

    @Test func theControllerIsConnectedToTheStoryboardTheLoaderSupplies() throws {
        let storyboard = GenericObject()
        let nib = Nib(data: try Self.scene(), name: "UIViewController-BYZ-38-t0r")
        let result = try nib.instantiateDetailed(owner: nil, options: NibOptions(externalObjects: ["UIStoryboardPlaceholder": storyboard]))
        let controller = try #require(result.topLevelObjects.first as? UIViewController)
        #expect(controller.storyboard === storyboard)
        #expect(controller.view != nil)
        #expect(controller.title == "Settings")
        #expect(try controller.value(forKey: "storyboard").object === storyboard)
        #expect(result.report.unresolvedProxies.isEmpty)
    }

    @Test func withoutAStoryboardTheProxyStaysAReportedPlaceholder() throws {
        let nib = Nib(data: try Self.scene(), name: "scene")
        let result = try nib.instantiateDetailed(owner: nil)
        let controller = try #require(result.topLevelObjects.first as? UIViewController)
        #expect(controller.storyboard != nil, "the outlet points at the unmapped placeholder")
        #expect(result.report.unresolvedProxies == ["UIStoryboardPlaceholder"])
    }

    @Test func anUnknownControllerSubclassStubbedAsGenericAlsoInstantiates() throws {
        let nib = Nib(data: try Self.scene(controllerClass: "SettingsViewController"), name: "scene")
        let result = try nib.instantiateDetailed(owner: nil, options: NibOptions(stubsUnknownClasses: true))
        #expect(result.topLevelObjects.count == 1)
    }
}
