import NibModel

/// Splitting a scene into its controller nib and its view nib.
extension StoryboardBuilder {
    /// The elements one scene becomes, before compiling.
    struct ScenePlan {
        /// Ids of objects that go to the view nib (the view's subtree and the controller's
        /// legacy `layoutGuides`).
        var viewSide: Set<String> = []
        /// Connections of controller-side objects to view-side objects, by source id: they are
        /// made in the view nib.
        var moved: [String: [XIBElement]] = [:]
        /// The segues of the scene other than relationships, with their source elements.
        var segues: [(segue: XIBElement, source: XIBElement)] = []
        /// The relationship segues of the controller, in order.
        var relationships: [XIBElement] = []
        /// The scene's `sceneID`, and its connections (not segues) whose destination is an
        /// object of another scene: left out (a nib holds only its own scene's objects).
        var sceneID = ""
        var crossScene: [XIBElement] = []
    }

    mutating func compileScene(_ scene: StoryboardDocument.Scene) throws(XIBError) {
        let controller = scene.controller, cid = controller.id!
        let view = Self.view(of: controller)
        let layoutGuides = controller.child("layoutGuides")?.children ?? []
        var plan = ScenePlan(sceneID: scene.sceneID)
        for element in [view].compactMap({ $0 }) + layoutGuides { Self.collectIDs(element, into: &plan.viewSide) }

        // Controller side: the controller without its view, the scene's other objects.
        var bare = controller
        bare.children.removeAll { ($0.key == "view" && $0.id != nil) || $0.name == "layoutGuides" }
        if bare.name == "viewController", bare["customClass"] == nil, target.writesPlainControllersSwapped {
            // Apple writes a scene's plain view controller through a class swapper too
            // (UIClassName = UIOriginalClassName = UIViewController), from Xcode 11.
            bare.attributes.append(("customClass", "UIViewController"))
        }
        var controllerCopy = rewrite(bare, plan: &plan, inView: false)
        Self.addConnection(
            XIBElement(
                name: "outlet", attributes: [("property", "storyboard"), ("destination", Self.storyboardID)],
                line: controller.line, column: controller.column), to: &controllerCopy)
        var others: [XIBElement] = []
        for object in scene.otherObjects { others.append(rewrite(object, plan: &plan, inView: false)) }
        let viewCopy = view.map { rewrite($0, plan: &plan, inView: true) }
        let firstResponder = scene.otherObjects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFirstResponder" }
        for connection in plan.crossScene {
            // Interface Builder draws no connection between scenes; one left in the XML (a
            // scene pasted from another) cannot be archived in this scene's nibs. Its nib is
            // still Apple's: nothing of this scene is left out, so it is not approximate.
            compilation.report.add(
                XIBWarning(
                    file: document.file, line: connection.line, column: connection.column,
                    message:
                        "\(connection.name) \"\(connection["property"] ?? connection["selector"] ?? "")\" to \"\(connection["destination"] ?? "")\", an object of scene \"\(sceneOfID[connection["destination"] ?? ""] ?? "")\", left out: a scene's nibs hold only its own objects"
                ))
        }

        var objects: [XIBElement] = [
            XIBElement(name: "placeholder", attributes: [("placeholderIdentifier", Self.storyboardPlaceholder), ("id", Self.storyboardID)]),
            controllerCopy,
            XIBElement(
                name: "placeholder", attributes: [("placeholderIdentifier", "IBFilesOwner"), ("id", Self.ownerID)],
                children: [
                    XIBElement(
                        name: "connections",
                        children: [
                            XIBElement(name: "outlet", attributes: [("property", "sceneViewController"), ("destination", cid)])
                        ])
                ])
        ]
        if firstResponder == nil {
            objects.append(
                XIBElement(name: "placeholder", attributes: [("placeholderIdentifier", "IBFirstResponder"), ("id", Self.firstResponderID)]))
        }
        objects += others
        for (segue, _) in plan.segues {
            objects.append(
                XIBElement(
                    name: "customObject", attributes: [("id", Self.segueID(segue)), ("customClass", Self.templateClass(segue))],
                    line: segue.line, column: segue.column))
        }
        var embedded: [(id: String, element: XIBElement)] = []
        var leftOut = false
        for relationship in plan.relationships {
            if let destination = relationship["destination"], let reference = references[destination] {
                leftOut = true
                // Apple's ibtool links the referenced scene in at build time; one storyboard
                // compiled on its own cannot, so the child is left out and reported.
                compilation.report.genericElements["viewControllerPlaceholder", default: 0] += 1
                compilation.report.add(
                    XIBWarning(
                        file: document.file, line: relationship.line, column: relationship.column,
                        message:
                            "relationship \"\(relationship["relationship"] ?? "")\" to a storyboard reference (storyboard \"\(reference["storyboardName"] ?? "")\"\(reference["referencedIdentifier"].map { ", identifier \"\($0)\"" } ?? "")) left out: Apple links the referenced scene in when building the app; the nib is approximate"
                    ))
                continue
            }
            guard let destination = relationship["destination"], let child = controllersByID[destination] else {
                throw error(
                    .unknownID, "relationship destination \"\(relationship["destination"] ?? "")\" names no view controller of this storyboard",
                    at: relationship)
            }
            guard !embedded.contains(where: { $0.id == destination }), destination != cid else { continue }
            embedded.append((destination, child))
            objects.append(Self.embeddedCopy(of: child))
        }

        // View side: the view with the controller as File's Owner, proxies for the rest.
        var upstream: [String] = []
        var viewNib: (name: String, nib: NibDocument, approximate: Bool)?
        if let view, var viewCopy, let viewName = Self.viewNibName(controller) {
            var controllerSide: Set<String> = [Self.ownerID]
            Self.collectIDs(controllerCopy, into: &controllerSide)
            for object in others { Self.collectIDs(object, into: &controllerSide) }
            for (segue, _) in plan.segues { controllerSide.insert(Self.segueID(segue)) }
            viewCopy.attributes.removeAll { $0.name == "key" }
            var referenced: [String] = []
            for element in [viewCopy] + layoutGuides { Self.collectReferences(element, into: &referenced) }
            referenced += plan.moved.keys.sorted()
            // From Xcode 8 the controller's connections with its view's objects go through an
            // upstream placeholder of its own; File's Owner keeps only the `view` outlet.
            let throughUpstream = target.connectsControllerThroughUpstreamPlaceholder
            var seen: Set<String> = []
            for id in referenced
            where (id != cid || throughUpstream) && id != firstResponder?.id && controllerSide.contains(id) && !plan.viewSide.contains(id) {
                if seen.insert(id).inserted { upstream.append(id) }
            }
            var ownerConnections = throughUpstream ? [] : plan.moved[cid] ?? []
            ownerConnections.insert(
                XIBElement(
                    name: "outlet", attributes: [("property", "view"), ("destination", view.id!)],
                    line: view.line, column: view.column), at: 0)
            var viewObjects: [XIBElement] = [viewCopy] + layoutGuides
            viewObjects.append(
                XIBElement(
                    name: "placeholder",
                    attributes: [("placeholderIdentifier", "IBFilesOwner"), ("id", upstream.contains(cid) ? Self.viewOwnerID : cid)],
                    children: [XIBElement(name: "connections", children: ownerConnections)],
                    line: controller.line, column: controller.column))
            viewObjects.append(
                XIBElement(
                    name: "placeholder",
                    attributes: [
                        ("placeholderIdentifier", "IBFirstResponder"),
                        ("id", firstResponder?.id ?? Self.firstResponderID)
                    ]))
            for (n, id) in upstream.enumerated() {
                let connections = plan.moved[id].map { [XIBElement(name: "connections", children: $0)] } ?? []
                viewObjects.append(
                    XIBElement(
                        name: "placeholder", attributes: [("placeholderIdentifier", "UpstreamPlaceholder-\(n + 1)"), ("id", id)],
                        children: connections))
            }
            var session = CompileState(document: try xibDocument(viewObjects), target: target)
            try session.run()
            compilation.report.merge(session.report)
            viewNib = (viewName, session.nib, session.report.approximate)
        } else if let sources = plan.moved.keys.sorted().first, let first = plan.moved[sources]?.first {
            throw error(.unknownID, "\(first.name) destination \"\(first["destination"] ?? "")\" is in no nib of this scene", at: first)
        }

        var session = CompileState(document: try xibDocument(objects), target: target)
        try session.run()
        compilation.report.merge(session.report)
        try finishControllerNib(&session, scene: scene, plan: plan, upstream: upstream, embedded: embedded)
        compilation.nibs.append(
            .init(name: Self.nibName(controller), isController: true, nib: session.nib, approximate: session.report.approximate || leftOut))
        if let viewNib {
            compilation.nibs.append(.init(name: viewNib.name, isController: false, nib: viewNib.nib, approximate: viewNib.approximate))
        }
    }

    /// A plain xib document of `objects`, with the storyboard's attributes and resources.
    func xibDocument(_ objects: [XIBElement]) throws(XIBError) -> XIBDocument {
        // Each scene nib is compiled as a current-format iOS xib, whatever the storyboard's
        // platform and version (StoryboardCompilation records the platform).
        var attributes = document.root.attributes.filter { !["type", "version", "initialViewController"].contains($0.name) }
        attributes.insert(contentsOf: [("type", XIBDocument.cocoaTouchType), ("version", "3.0")], at: 0)
        var children = [XIBElement(name: "objects", children: objects)]
        if let resources = document.root.child("resources") { children.append(resources) }
        let root = XIBElement(name: "document", attributes: attributes, children: children, line: document.root.line, column: document.root.column)
        return try XIBDocument(root: root, file: document.file)
    }

    /// A copy of `element` whose `<connections>` lose what the scene compiles elsewhere:
    /// segues become their trigger (an action or outlet to the template) or go; on the
    /// controller side, connections into the view are moved to ``ScenePlan/moved``.
    func rewrite(_ element: XIBElement, plan: inout ScenePlan, inView: Bool) -> XIBElement {
        var copy = element
        copy.children = []
        for child in element.children {
            guard child.name == "connections" else {
                copy.children.append(rewrite(child, plan: &plan, inView: inView))
                continue
            }
            var kept = child
            kept.children = []
            for connection in child.children {
                if connection.name == "segue" {
                    if connection["kind"] == "relationship" {
                        if !inView { plan.relationships.append(connection) }
                        continue
                    }
                    plan.segues.append((connection, element))
                    if let trigger = Self.trigger(for: connection, source: element) { kept.children.append(trigger) }
                } else if let destination = connection["destination"], let scene = sceneOfID[destination], scene != plan.sceneID {
                    plan.crossScene.append(connection)
                } else if !inView, let destination = connection["destination"], plan.viewSide.contains(destination) {
                    if let id = element.id { plan.moved[id, default: []].append(connection) }
                } else {
                    kept.children.append(connection)
                }
            }
            copy.children.append(kept)
        }
        return copy
    }

    /// Adds `connection` to `element`'s `<connections>` (creating it).
    static func addConnection(_ connection: XIBElement, to element: inout XIBElement) {
        if let i = element.children.firstIndex(where: { $0.name == "connections" }) {
            element.children[i].children.append(connection)
        } else {
            element.children.append(XIBElement(name: "connections", children: [connection], line: connection.line, column: connection.column))
        }
    }

    /// A relationship child as its parent's nib holds it: without its view, legacy layout
    /// guides or connections (its own nib has those).
    static func embeddedCopy(of controller: XIBElement) -> XIBElement {
        func strip(_ element: XIBElement) -> XIBElement {
            var copy = element
            copy.children = element.children.filter { $0.name != "connections" && $0.name != "layoutGuides" && !($0.key == "view" && $0.id != nil) }
                .map(strip)
            return copy
        }
        return strip(controller)
    }

    /// Every `id` below `element` (itself included), segues excepted.
    static func collectIDs(_ element: XIBElement, into ids: inout Set<String>) {
        var pending = [element]
        while let next = pending.popLast() {
            if next.name == "segue" { continue }
            if let id = next.id { ids.insert(id) }
            pending.append(contentsOf: next.children)
        }
    }

    /// Every id referenced below `element` (connection destinations, constraint items), in
    /// document order.
    static func collectReferences(_ element: XIBElement, into ids: inout [String]) {
        var pending = [element]
        while let next = pending.popLast() {
            for (name, value) in next.attributes where name == "destination" || name == "firstItem" || name == "secondItem" {
                ids.append(value)
            }
            pending.append(contentsOf: next.children.reversed())
        }
    }
}
