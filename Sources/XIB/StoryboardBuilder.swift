import NibModel
import NibbenchSupport

/// One storyboard compilation's state: the controllers by id and their nib names, and the
/// compiled nibs so far. Each scene becomes a controller document and a view document (plain
/// ``XIBDocument``s built from the scene's elements, which keep their line:column), compiled
/// by the xib compiler's ``CompileState`` and then given the storyboard keys.
struct StoryboardBuilder {
    let document: StoryboardDocument
    /// The Xcode (and deployment target) whose output is followed.
    let target: CompileTarget
    var compilation = StoryboardCompilation()
    /// Controller id → its scene.
    var scenesByController: [String: StoryboardDocument.Scene] = [:]
    /// Every id of the storyboard → its element (for segue destinations and errors).
    var controllersByID: [String: XIBElement] = [:]
    /// Storyboard references (`viewControllerPlaceholder`) by id.
    var references: [String: XIBElement] = [:]
    /// Every object id of the storyboard → the `sceneID` of the scene that holds it.
    var sceneOfID: [String: String] = [:]

    /// Ids made up for the documents the builder writes; Interface Builder ids never hold `:`.
    static let ownerID = "nibbench:owner", storyboardID = "nibbench:storyboard", firstResponderID = "nibbench:first-responder"
    /// File's Owner of a view nib whose controller is an upstream placeholder too.
    static let viewOwnerID = "nibbench:view-owner"
    /// The proxy identifier `UIStoryboard` maps to itself.
    static let storyboardPlaceholder = "UIStoryboardPlaceholder"

    init(document: StoryboardDocument, target: CompileTarget) {
        self.document = document
        self.target = target
        compilation.file = document.file
        compilation.platform = document.platform
        for scene in document.scenes {
            scenesByController[scene.controller.id!] = scene
            controllersByID[scene.controller.id!] = scene.controller
            var ids: Set<String> = []
            for object in [scene.controller] + scene.otherObjects { Self.collectIDs(object, into: &ids) }
            for id in ids { sceneOfID[id] = scene.sceneID }
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
        XIBVocabulary.classes[element.name] ?? CompileState.fallbackClass(element.name)
    }

    /// The identifier of a controller: its `storyboardIdentifier`, else `<UIKitClass>-<id>`, as
    /// `ibtool` names them.
    static func identifier(_ controller: XIBElement) -> String {
        if let identifier = controller["storyboardIdentifier"], !identifier.isEmpty { return identifier }
        return "\(uikitClass(controller))-\(controller.id ?? "")"
    }

    /// The nib of a controller: its identifier, or, when the identifier is no plain file name
    /// (UIKit accepts any string, `../../escaped` too), the name ``SafeFileName/mapped(_:)``
    /// makes of it; `Info.plist` maps the identifier to it.
    static func nibName(_ controller: XIBElement) -> String {
        SafeFileName.mapped(identifier(controller))
    }

    /// The controller's view element (the child with `key="view"`), if it has one.
    static func view(of controller: XIBElement) -> XIBElement? {
        controller.children.first { $0.key == "view" && $0.id != nil }
    }

    /// The view nib's name: `<controllerID>-view-<viewID>`, mapped as ``nibName(_:)`` is.
    static func viewNibName(_ controller: XIBElement) -> String? {
        guard let view = view(of: controller), let id = view.id, let controllerID = controller.id else { return nil }
        return SafeFileName.mapped("\(controllerID)-view-\(id)")
    }

    /// Gives each scene its identifier and nibs, each nib name once (a mapped name can meet a
    /// real one), noting every identifier whose nib name is mapped; then compiles the scenes.
    mutating func run() throws(XIBError) {
        var nibNames: Set<String> = []
        for scene in document.scenes {
            let identifier = Self.identifier(scene.controller), name = Self.nibName(scene.controller)
            if compilation.identifiersToNibNames[identifier] != nil {
                throw error(.duplicateID, "storyboardIdentifier \"\(identifier)\" is used by two scenes", at: scene.controller)
            }
            for nib in [name, Self.viewNibName(scene.controller)].compactMap({ $0 }) where !nibNames.insert(nib).inserted {
                throw error(.duplicateID, "two nibs of this storyboard would be named \"\(nib).nib\"", at: scene.controller)
            }
            if name != identifier {
                compilation.report.add(
                    XIBWarning(
                        file: document.file, line: scene.controller.line, column: scene.controller.column,
                        message:
                            "storyboard identifier \"\(identifier)\" is not a plain file name; its nib is \(name).nib (Info.plist maps the identifier to it)"
                    ))
            }
            compilation.identifiersToNibNames[identifier] = name
            try compileScene(scene)
        }
        if let initial = document.initialViewController, let controller = controllersByID[initial] {
            compilation.entryPoint = Self.identifier(controller)
        }
    }

    /// The identifier a segue's destination is instantiated by, or an `.unknownID` error.
    func destinationIdentifier(_ segue: XIBElement) throws(XIBError) -> String {
        guard let destination = segue["destination"], !destination.isEmpty else {
            throw error(.invalidElement, "<segue> has no destination", at: segue)
        }
        if let controller = controllersByID[destination] { return Self.identifier(controller) }
        if let reference = references[destination] {
            return reference["referencedIdentifier"] ?? reference["storyboardName"] ?? destination
        }
        if segue["kind"] == "unwind" { return destination }
        throw error(.unknownID, "segue destination \"\(destination)\" names no view controller of this storyboard", at: segue)
    }
}
