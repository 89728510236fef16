import Foundation

/// A parsed iOS or tvOS storyboard (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` or
/// `com.apple.InterfaceBuilder.AppleTV.Storyboard`; document version 3.0, or 1.1 and 2.0 as
/// Xcode 4 and 5 wrote them — same `<scenes>`/`<scene>`/`<objects>` nesting, with extra
/// `<classes>` and `<simulatedMetricsContainer>` that only Interface Builder reads): its
/// scenes, each with one view controller, and the initial view controller.
///
/// Creating one validates what the storyboard compiler relies on: the document type, the
/// `<scenes>`, one controller per scene, unique ids, and that `initialViewController` names a
/// controller of the document.
package struct StoryboardDocument: Sendable {
    /// The document type every iOS storyboard has.
    package static let cocoaTouchType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    /// The document type of a tvOS storyboard (same format and UIKit classes).
    package static let appleTVType = "com.apple.InterfaceBuilder.AppleTV.Storyboard"
    /// The document versions accepted: 3.0 (Xcode 5 and later), 2.0 and 1.1 (older storyboards).
    package static let versions: Set<String> = ["1.1", "2.0", "3.0"]

    /// One `<scene>`: its controller and the other objects of its `<objects>` (First
    /// Responder and Exit placeholders, gesture recognizers, custom objects).
    package struct Scene: Sendable {
        /// The `sceneID` attribute.
        package var sceneID: String
        /// The `<scene>` element.
        package var element: XIBElement
        /// The scene's view controller element (`viewController`, `navigationController`, …).
        package var controller: XIBElement
        /// The other children of the scene's `<objects>`, in order.
        package var otherObjects: [XIBElement]
    }

    /// The `<document>` element.
    package let root: XIBElement
    /// The file, for errors.
    package let file: String?
    /// The scenes that hold a view controller, in document order.
    package let scenes: [Scene]
    /// The children of `<resources>`.
    package let resources: [XIBElement]
    /// The `initialViewController` attribute: the id of the entry point's controller.
    package let initialViewController: String?
    /// The platform the storyboard targets.
    package let platform: XIBPlatform

    /// Parses and validates the storyboard at `path`.
    package init(contentsOf path: String) throws(XIBError) {
        try self.init(root: XIBParser.parse(contentsOf: path), file: path)
    }

    /// Parses and validates storyboard `data`.
    package init(data: Data, file: String? = nil) throws(XIBError) {
        try self.init(root: XIBParser.parse(data, file: file), file: file)
    }

    /// Validates a parsed document.
    ///
    /// - Throws: ``XIBError`` `.unsupportedDocument` (an xib, a macOS storyboard, other XML),
    ///   `.invalidElement` (no `<scenes>`, a scene without a controller), `.duplicateID`,
    ///   `.unknownID` (an `initialViewController` that names no controller), each with the
    ///   line:column of the element.
    package init(root: XIBElement, file: String? = nil) throws(XIBError) {
        try root.checkDocumentRoot(file: file, versions: Self.versions) { type in
            XIBPlatform.of(type: type, storyboard: true) != nil
                ? nil
                : XIBPlatform.of(type: type, storyboard: false) != nil
                    ? "this is an xib, not a storyboard"
                    : type.contains("Cocoa.")
                        ? "this is a macOS (Cocoa) document; only iOS storyboards are supported"
                        : "this is document type \"\(type)\", not an iOS or tvOS storyboard (\(Self.cocoaTouchType), \(Self.appleTVType))"
        }
        func error(_ code: XIBError.Code, _ message: String, _ at: XIBElement) -> XIBError {
            at.error(code, message, file: file)
        }
        guard let scenesElement = root.child("scenes") else {
            throw error(.invalidElement, "the storyboard has no <scenes>", root)
        }
        // A scene's sceneID may repeat its controller's id.
        try scenesElement.checkUniqueIDs(file: file) { $0.name == "scene" }
        var scenes: [Scene] = []
        for element in scenesElement.children where element.name == "scene" {
            guard let objects = element.child("objects") else {
                throw error(.invalidElement, "<scene> has no <objects>", element)
            }
            guard let controller = objects.children.first(where: Self.isController) else {
                // A scene with only a storyboard reference (viewControllerPlaceholder) or
                // nothing instantiable has no nib of its own.
                if objects.children.contains(where: { $0.name == "viewControllerPlaceholder" }) { continue }
                throw error(.invalidElement, "<scene> has no view controller in its <objects>", element)
            }
            guard controller.id != nil else { throw error(.invalidElement, "<\(controller.name)> has no id", controller) }
            scenes.append(
                Scene(
                    sceneID: element["sceneID"] ?? controller.id!, element: element, controller: controller,
                    otherObjects: objects.children.filter { $0 != controller }))
        }
        if let initial = root["initialViewController"], !scenes.contains(where: { $0.controller.id == initial }) {
            throw error(.unknownID, "initialViewController \"\(initial)\" names no view controller of this storyboard", root)
        }
        self.root = root
        self.file = file
        platform = XIBPlatform.of(type: root["type"] ?? "", storyboard: true) ?? .iOS
        self.scenes = scenes
        resources = root.child("resources")?.children ?? []
        initialViewController = root["initialViewController"]
    }

    /// Whether `element` is a view controller: an element named `…Controller` (or
    /// `…ViewController`) with an id, not a storyboard reference.
    static func isController(_ element: XIBElement) -> Bool {
        element.name.hasSuffix("Controller") && element.name != "viewControllerPlaceholder"
    }
}
