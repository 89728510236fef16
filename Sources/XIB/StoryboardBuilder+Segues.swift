import NibModel

/// Segue templates and the storyboard keys of the controller nib.
extension StoryboardBuilder {
    /// The template class `ibtool` writes for a segue of `kind`.
    static func templateClass(_ segue: XIBElement) -> String {
        switch segue["kind"] ?? "" {
        case "show", "showDetail": return "UIStoryboardShowSegueTemplate"
        case "presentation": return "UIStoryboardPresentationSegueTemplate"
        case "popoverPresentation": return "UIStoryboardPopoverPresentationSegueTemplate"
        case "modal": return "UIStoryboardModalSegueTemplate"
        case "push": return "UIStoryboardPushSegueTemplate"
        case "popover": return "UIStoryboardPopoverSegueTemplate"
        case "embed": return "UIStoryboardEmbedSegueTemplate"
        case "unwind": return "UIStoryboardUnwindSegueTemplate"
        case "replace": return "UIStoryboardReplaceSegueTemplate"
        default: return "UIStoryboardSegueTemplate"
        }
    }

    /// The segue's id (made up from its position when it has none).
    static func segueID(_ segue: XIBElement) -> String {
        segue.id ?? "nibbench:segue@\(segue.line):\(segue.column)"
    }

    static let controls: Set<String> = ["button", "segmentedControl", "switch", "slider", "stepper", "textField", "datePicker", "pageControl"]

    /// What makes `source` perform `segue`: a `perform:` action from a control, bar button item
    /// or gesture recognizer, the `selectionSegueTemplate` (or `accessoryActionSegueTemplate`)
    /// outlet of a cell; nil for a manual segue (performed by identifier).
    static func trigger(for segue: XIBElement, source: XIBElement) -> XIBElement? {
        var attributes: [(name: String, value: String)] = [("destination", segueID(segue))]
        if controls.contains(source.name) {
            attributes += [("selector", "perform:"), ("eventType", source.name == "button" ? "touchUpInside" : "valueChanged")]
            return XIBElement(name: "action", attributes: attributes, line: segue.line, column: segue.column)
        }
        if source.name == "barButtonItem" || source.name.hasSuffix("GestureRecognizer") {
            attributes.append(("selector", "perform:"))
            return XIBElement(name: "action", attributes: attributes, line: segue.line, column: segue.column)
        }
        if source.name == "tableViewCell" || source.name == "collectionViewCell" {
            let property = segue["trigger"] == "accessoryAction" ? "accessoryActionSegueTemplate" : "selectionSegueTemplate"
            attributes.append(("property", property))
            return XIBElement(name: "outlet", attributes: attributes, line: segue.line, column: segue.column)
        }
        return nil
    }

    /// The keys of a segue template: `UIIdentifier`, `UIDestinationViewControllerIdentifier`,
    /// the action (`showViewController:sender:`, `showDetailViewController:sender:`, the unwind
    /// action), presentation styles, a custom segue class.
    func templateProperties(_ segue: XIBElement) throws(XIBError) -> [NibProperty] {
        var properties: [NibProperty] = []
        if let identifier = segue["identifier"], !identifier.isEmpty { properties.append(NibProperty("UIIdentifier", .string(identifier))) }
        properties.append(NibProperty("UIDestinationViewControllerIdentifier", .string(try destinationIdentifier(segue))))
        switch segue["kind"] ?? "" {
        case "show": properties.append(NibProperty("UIActionName", .string("showViewController:sender:")))
        case "showDetail": properties.append(NibProperty("UIActionName", .string("showDetailViewController:sender:")))
        case "unwind":
            if let action = segue["unwindAction"] { properties.append(NibProperty("UIActionName", .string(action))) }
        default: break
        }
        if let style = segue["modalPresentationStyle"], let raw = XIBVocabulary.enumValue("modalPresentationStyle", style) {
            properties.append(NibProperty("UIModalPresentationStyle", .int(raw)))
        } else if segue["kind"] == "presentation" {
            properties.append(NibProperty("UIModalPresentationStyle", .int(0)))
        }
        if let style = segue["modalTransitionStyle"], let raw = XIBVocabulary.enumValue("modalTransitionStyle", style) {
            properties.append(NibProperty("UIModalTransitionStyle", .int(raw)))
        }
        if segue["animates"] == "NO" { properties.append(NibProperty("UIAnimates", .bool(false))) }
        if let custom = segue["customClass"], !custom.isEmpty {
            let name = segue["customModule"].map { "\($0).\(custom)" } ?? custom
            properties.append(NibProperty("UISegueClassName", .string(name)))
        }
        return properties
    }

    /// Gives the compiled controller nib its storyboard keys: segue templates (connected to
    /// their controller by `viewController` outlets), `UINibName`,
    /// `UIExternalObjectsTableForViewLoading`, `UIStoryboardSegueTemplates`,
    /// `UITopLevelObjectsToKeepAliveFromStoryboard`, the relationship children with
    /// `UIParentViewController`, the root's LNE version where the Xcode writes it; and keeps
    /// only the placeholders and the controller top-level.
    func finishControllerNib(
        _ session: inout CompileState, scene: StoryboardDocument.Scene, plan: ScenePlan,
        upstream: [String], embedded: [(id: String, element: XIBElement)]
    ) throws(XIBError) {
        let controller = session.ids[scene.controller.id!]!
        let storyboard = session.ids[Self.storyboardID]!
        var templates: [NibPropertyValue] = []
        for (segue, _) in plan.segues {
            let template = session.ids[Self.segueID(segue)]!
            session.nib[template].properties = try templateProperties(segue)
            session.nib.connect(.outlet("viewController", source: template, destination: controller))
            templates.append(.object(template))
        }
        var keys: [NibProperty] = []
        if let viewName = Self.viewNibName(scene.controller) { keys.append(NibProperty("UINibName", .string(viewName))) }
        let table = upstream.enumerated().map { n, id in
            NibDictionaryEntry(key: .string("UpstreamPlaceholder-\(n + 1)"), value: .object(session.ids[id]!))
        }
        keys.append(NibProperty("UIExternalObjectsTableForViewLoading", .dictionary(table, mutable: false)))
        if !templates.isEmpty { keys.append(NibProperty("UIStoryboardSegueTemplates", .array(templates, mutable: false))) }
        let keptAlive: [NibPropertyValue] = scene.otherObjects.compactMap { element in
            guard element.name != "placeholder", element.name != "exit", let id = CompileState.objectKey(element), let object = session.ids[id] else {
                return nil
            }
            return .object(object)
        }
        if !keptAlive.isEmpty { keys.append(NibProperty("UITopLevelObjectsToKeepAliveFromStoryboard", .array(keptAlive, mutable: false))) }
        if !embedded.isEmpty {
            var children: [NibPropertyValue] = []
            for (id, element) in embedded {
                let child = session.ids[id]!
                var childKeys: [NibProperty] = []
                if let viewName = Self.viewNibName(element) { childKeys.append(NibProperty("UINibName", .string(viewName))) }
                childKeys.append(NibProperty("UIExternalObjectsTableForViewLoading", .dictionary([], mutable: false)))
                childKeys.append(NibProperty("UIParentViewController", .object(controller)))
                session.nib[child].properties.insert(contentsOf: childKeys, at: 0)
                session.nib.connect(.outlet("storyboard", source: child, destination: storyboard))
                children.append(.object(child))
            }
            keys.append(NibProperty("UIChildViewControllers", .array(children, mutable: true)))
            keys.append(NibProperty("UIViewControllers", .array(children, mutable: true)))
        }
        session.nib[controller].properties.insert(contentsOf: keys, at: 0)
        // Xcode 15.1 and later: the root's IBUINibLNEVersionKey and the LNE trailer.
        if target.writesLNEVersion { session.nib.lneVersion = 1 }
        let nib = session.nib
        session.nib.topLevelObjects = nib.topLevelObjects.filter { id in
            if id == controller { return true }
            if case .placeholder = nib[id].kind { return true }
            return false
        }
    }
}
