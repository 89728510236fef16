import NibModel

/// One storyboard compilation's state: the controllers by id and their nib names, and the
/// compiled nibs so far. Each scene becomes a controller document and a view document (plain
/// ``XIBDocument``s built from the scene's elements, which keep their line:column), compiled
/// by the xib compiler's ``Session`` and then given the storyboard keys.
struct StoryboardBuilder {
    let document: StoryboardDocument
    var compilation = StoryboardCompilation()
    /// Controller id → its scene.
    var scenesByController: [String: StoryboardDocument.Scene] = [:]
    /// Every id of the storyboard → its element (for segue destinations and errors).
    var controllersByID: [String: XIBElement] = [:]
    /// Storyboard references (`viewControllerPlaceholder`) by id.
    var references: [String: XIBElement] = [:]

    /// Ids made up for the documents the builder writes; Interface Builder ids never hold `:`.
    static let ownerID = "nibbench:owner", storyboardID = "nibbench:storyboard", firstResponderID = "nibbench:first-responder"
    /// The proxy identifier `UIStoryboard` maps to itself.
    static let storyboardPlaceholder = "UIStoryboardPlaceholder"

    init(document: StoryboardDocument) {
        self.document = document
        compilation.file = document.file
        for scene in document.scenes {
            scenesByController[scene.controller.id!] = scene
            controllersByID[scene.controller.id!] = scene.controller
        }
        for scene in document.root.child("scenes")?.children ?? [] {
            for object in scene.child("objects")?.children ?? [] where object.name == "viewControllerPlaceholder" {
                if let id = object.id { references[id] = object }
            }
        }
    }

    func error(_ code: XIBError.Code, _ message: String, at element: XIBElement) -> XIBError {
        XIBError(code, message, file: document.file, line: element.line, column: element.column)
    }

    /// The UIKit class of a controller element (`navigationController` → `UINavigationController`).
    static func uikitClass(_ element: XIBElement) -> String {
        XIBVocabulary.classes[element.name] ?? XIBVocabulary.genericKey(element.name)
    }

    /// The nib (and identifier) of a controller: its `storyboardIdentifier`, else
    /// `<UIKitClass>-<id>`, as `ibtool` names them.
    static func nibName(_ controller: XIBElement) -> String {
        if let identifier = controller["storyboardIdentifier"], !identifier.isEmpty { return identifier }
        return "\(uikitClass(controller))-\(controller.id ?? "")"
    }

    /// The controller's view element (the child with `key="view"`), if it has one.
    static func view(of controller: XIBElement) -> XIBElement? {
        controller.children.first { $0.key == "view" && $0.id != nil }
    }

    /// The view nib's name: `<controllerID>-view-<viewID>`.
    static func viewNibName(_ controller: XIBElement) -> String? {
        guard let view = view(of: controller), let id = view.id, let controllerID = controller.id else { return nil }
        return "\(controllerID)-view-\(id)"
    }

    mutating func run() throws(XIBError) {
        for scene in document.scenes {
            let name = Self.nibName(scene.controller)
            if compilation.identifiersToNibNames[name] != nil {
                throw error(.duplicateID, "storyboardIdentifier \"\(name)\" is used by two scenes", at: scene.controller)
            }
            compilation.identifiersToNibNames[name] = name
            try compileScene(scene)
        }
        if let initial = document.initialViewController, let controller = controllersByID[initial] {
            compilation.entryPoint = Self.nibName(controller)
        }
    }

    /// The identifier a segue's destination is instantiated by, or an `.unknownID` error.
    func destinationIdentifier(_ segue: XIBElement) throws(XIBError) -> String {
        guard let destination = segue["destination"], !destination.isEmpty else {
            throw error(.invalidElement, "<segue> has no destination", at: segue)
        }
        if let controller = controllersByID[destination] { return Self.nibName(controller) }
        if let reference = references[destination] {
            return reference["referencedIdentifier"] ?? reference["storyboardName"] ?? destination
        }
        if segue["kind"] == "unwind" { return destination }
        throw error(.unknownID, "segue destination \"\(destination)\" names no view controller of this storyboard", at: segue)
    }
}
