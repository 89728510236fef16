import NibArchive
import NibModel
import NibRuntime
import Testing

/// Item 11 of issue 16: the scene nibs of a compiled storyboard instantiate. Each connects a
/// `storyboard` outlet from its view controller to the `UIStoryboardPlaceholder` proxy.
@Suite struct StoryboardSceneTests {
    /// A storyboard scene nib as ibtool writes it: the storyboard placeholder, a controller
    /// (top-level) with its view, and the `storyboard` and `view` outlets of the controller.
    static func scene(controllerClass: String = "UIViewController", viewKind: NibDocumentObject.Kind? = nil) throws -> [UInt8] {
        var d = NibDocument()
        let storyboard = d.addPlaceholder("UIStoryboardPlaceholder")
        let view = d.add(
            NibDocumentObject(
                kind: viewKind ?? .object(className: "UIView"),
                properties: [
                    NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 390, height: 844))),
                    NibProperty("UICenter", .point(Point(x: 195, y: 422)))
                ]))
        let controller = d.add(
            NibDocumentObject(
                className: controllerClass,
                properties: [
                    NibProperty("UITitle", .string("Settings"))
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

    /// Issue 29: a scene whose view is of a class the runtime does not know — a framework view
    /// (`SKView`, `MKMapView`) or an app's subclass of one — failed with "UIViewController.view
    /// expects a UIView, got NSObject": the stand-in was a generic object. It is a view now
    /// (issue 40: UIKit's class list makes a real framework view a `UIView` by name).
    @Test(arguments: [
        NibDocumentObject.Kind.object(className: "SKView"),
        .classSwapper(className: "MapScreenView", originalClassName: "MKMapView")
    ])
    func aSceneWhoseViewClassIsUnknownStillGetsAView(viewKind: NibDocumentObject.Kind) throws {
        for stubs in [false, true] {
            let nib = Nib(data: try Self.scene(viewKind: viewKind), name: "scene")
            let result = try nib.instantiateDetailed(owner: nil, options: NibOptions(stubsUnknownClasses: stubs))
            let controller = try #require(result.topLevelObjects.first as? UIViewController)
            let view = try #require(controller.view)
            #expect(view.bounds.size == Size(width: 390, height: 844))
            // SKView and MKMapView are UIKit's (issue 40): made as a UIView and reported as
            // substituted; an app's subclass of one is still unknown.
            #expect(result.report.substitutedClasses.map(\.instantiatedAs) == ["UIView"])
            let swapped = if case .classSwapper = viewKind { true } else { false }
            #expect(result.report.unknownClasses.count == (swapped ? 1 : 0))
        }
    }

    /// An unknown class without a view's geometry is still a generic object.
    @Test func anUnknownNonViewStaysAGenericObject() throws {
        var d = NibDocument()
        d.add(NibDocumentObject(className: "WKProcessPool", properties: [NibProperty("name", .string("x"))]), topLevel: true)
        let objects = try Nib(data: try d.encoded(), name: "pool").instantiate(owner: nil)
        #expect((objects.first as? GenericObject)?.className == "WKProcessPool")
    }
}
