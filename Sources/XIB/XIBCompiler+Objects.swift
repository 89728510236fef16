import NibArchive
import NibModel

extension CompileState {
    /// Pass 2: compiles the properties of `element` (if it is an object) and of every object
    /// below it, and collects its connections and runtime attributes.
    mutating func define(_ element: XIBElement) throws(XIBError) {
        guard !Self.nonObjectContainers.contains(element.name) else { return }
        guard let id = Self.objectKey(element), let object = ids[id] else {
            for child in element.children { try define(child) }
            return
        }
        var parts = ObjectParts()
        compileAttributes(element, into: &parts.properties)
        for child in element.children {
            try compileChild(child, of: element, object: object, into: &parts)
        }
        try compilePrototypes(of: element, into: &parts.properties)
        if !parts.subviews.isEmpty {
            parts.properties.append(NibProperty(UIKitKeys.subviews, .array(parts.subviews.map(NibPropertyValue.object), mutable: true)))
        }
        if !parts.layoutGuides.isEmpty {
            parts.properties.append(NibProperty("UIViewLayoutGuides", .array(parts.layoutGuides.map(NibPropertyValue.object), mutable: true)))
        }
        applyConventions(element, object: object, parts: &parts)
        localizeTexts(of: element, in: &parts.properties)
        nib[object].properties = parts.properties
    }

    /// Compiles one child element of object `object` (element `parent`).
    mutating func compileChild(_ child: XIBElement, of parent: XIBElement, object: NibObjectID, into parts: inout ObjectParts) throws(XIBError) {
        if XIBVocabulary.designTimeElements.contains(child.name)
            || child.key.map({ XIBVocabulary.designTimeElements.contains("\(child.name):\($0)") }) == true
        {
            return
        }
        if Self.isPrototypeGroup(child, of: parent) { return } // compilePrototypes(of:into:)
        switch child.name {
        case "subviews":
            let bounds = parts.properties.last { $0.key == UIKitKeys.bounds }.flatMap { property -> Size? in
                guard case .scalar(.data(let data)) = property.value else { return nil }
                return GeometryBlob.rect(data)?.size
            }
            containerSizes.append(bounds ?? containerSizes.last ?? Size(width: 0, height: 0))
            defer { containerSizes.removeLast() }
            for view in child.children {
                try define(view)
                if let id = Self.objectKey(view), let sub = ids[id] { parts.subviews.append(sub) }
            }
        case "constraints":
            var constraints: [NibPropertyValue] = []
            for constraint in child.children where constraint.name == "constraint" {
                constraints.append(.object(try self.constraint(constraint, container: object)))
            }
            if !constraints.isEmpty { parts.properties.append(NibProperty(UIKitKeys.constraints, .array(constraints, mutable: true))) }
        case "connections":
            for connection in child.children { try connect(connection, source: object) }
        case "userDefinedRuntimeAttributes":
            for attribute in child.children { try runtimeAttribute(attribute, object: object) }
        case "viewLayoutGuide":
            if let id = Self.objectKey(child), ids[id] == object { return } // compiled away (``targetsBeforeSafeAreas``)
            try define(child)
            if let id = Self.objectKey(child), let guide = ids[id] {
                nib[guide].properties = layoutGuide(guide, owner: object, identifier: Self.layoutGuideIdentifiers[child.key ?? ""] ?? child.key ?? "")
                parts.layoutGuides.append(guide)
            }
        case "accessibility":
            // Apple writes accessibility as a configuration object in the root's
            // UINibAccessibilityConfigurationsKey list, pointing at its object.
            var configuration = [NibProperty("UIAccessibileObject", .object(object))]
            accessibility(child, into: &configuration)
            nib.accessibilityConfigurations.append(
                nib.add(NibDocumentObject(className: "UIRuntimeAccessibilityConfiguration", properties: configuration), listed: false))
        case "sections" where parent.name == "tableView":
            try compileStaticCells(child)
        case _ where Self.objectLists[child.name] != nil:
            let objects = try objectList(child)
            if !objects.isEmpty {
                parts.properties.append(NibProperty(Self.objectLists[child.name]!, .array(objects.map(NibPropertyValue.object), mutable: true)))
            }
        case "segments":
            let segments = child.children.filter { $0.name == "segment" }.map { segment in
                nib.add(
                    NibDocumentObject(className: "UISegment", properties: segment["title"].map { [NibProperty("UISegmentInfo", .string($0))] } ?? []),
                    listed: false)
            }
            parts.properties.append(NibProperty("UISegments", .array(segments.map(NibPropertyValue.object), mutable: true)))
        case "blurEffect", "vibrancyEffect":
            parts.properties.append(NibProperty("UIVisualEffectViewEffect", .object(visualEffect(child))))
        default:
            if let id = Self.objectKey(child), let target = ids[id] {
                try define(child)
                guard let key = child.key else { return }
                if key == "contentView", let contentKey = Self.contentViewKeys[parent.name] {
                    parts.properties.append(NibProperty(contentKey, .object(target)))
                    parts.subviews.insert(target, at: 0)
                    if parent.name == "visualEffectView" { nib[target].kind = .object(className: "_UIVisualEffectContentView") }
                } else {
                    parts.properties.append(NibProperty(XIBVocabulary.childKeys[key] ?? XIBVocabulary.genericKey(key), .object(target)))
                }
            } else {
                try compileValueChild(child, into: &parts.properties)
            }
        }
    }

    /// Elements that only group objects of their parent (bar items) → the key of the array of
    /// those objects. (Prototypes and static cells: XIBCompiler+Prototypes.swift.)
    static let objectLists: [String: String] = [
        "toolbarItems": "UIToolbarItems", "items": "UIItems", "rightBarButtonItems": "UIRightBarButtonItems",
        "leftBarButtonItems": "UILeftBarButtonItems"
    ]

    /// The objects a grouping element holds, each defined.
    mutating func objectList(_ group: XIBElement) throws(XIBError) -> [NibObjectID] {
        var objects: [NibObjectID] = []
        for element in group.children {
            if let id = Self.objectKey(element), let object = ids[id] {
                try define(element)
                objects.append(object)
            } else {
                unknown(element)
            }
        }
        return objects
    }

    /// Reports an element no rule compiles: left out of the nib, which is then approximate.
    mutating func unknown(_ element: XIBElement) {
        noteGenericElement(element.name)
        warn("unknown element <\(element.name)\(element.key.map { " key=\"\($0)\"" } ?? "")> left out; the nib is approximate", at: element)
    }

    /// The key of a content view by its container's element.
    static let contentViewKeys: [String: String] = [
        "tableViewCell": "UIContentView", "collectionViewCell": "UIContentView",
        "collectionReusableView": "UIContentView", "visualEffectView": "UIVisualEffectViewContentView"
    ]

    /// An outlet, action or outlet collection from `<connections>`.
    mutating func connect(_ element: XIBElement, source: NibObjectID) throws(XIBError) {
        func required(_ name: String) throws(XIBError) -> String {
            guard let value = element[name], !value.isEmpty else {
                throw error(.invalidElement, "<\(element.name)> has no \(name)", at: element)
            }
            return value
        }
        if let destination = element["destination"], prototypeContent.contains(destination) {
            warn("<\(element.name)> to an object inside a prototype (repeating content) left out, as ibtool refuses it", at: element)
            return
        }
        switch element.name {
        case "outlet":
            let destination = try object(try required("destination"), referencedBy: element, as: "outlet destination")
            nib.connect(.outlet(try required("property"), source: source, destination: destination))
        case "action":
            let destination = try object(try required("destination"), referencedBy: element, as: "action destination")
            var mask: UInt32 = 0
            if let event = element["eventType"] {
                if let bit = UIEventMaskBits.mask(forEventType: event) {
                    mask = bit
                } else {
                    warn("unknown eventType \"\(event)\"; the action has no events", at: element)
                }
            }
            nib.connect(.action(try required("selector"), source: source, destination: destination, eventMask: mask))
        case "outletCollection":
            let destination = try object(try required("destination"), referencedBy: element, as: "outletCollection destination")
            // Apple connects the collection to an array holding the destination.
            let holder = nib.add(
                NibDocumentObject(
                    className: UIKitClasses.mutableArray,
                    properties: [
                        NibProperty(UIKitKeys.inlinedValue, .bool(true)), NibProperty(UIKitKeys.emptyKey, .object(destination))
                    ]), listed: false)
            nib.connect(
                .outletCollection(
                    try required("property"), source: source, destination: holder,
                    collectionClassName: element["collectionClass"] ?? "NSArray",
                    addsContent: element["appends"] == "YES"))
        case "segue":
            warn("segues exist only in storyboards; skipped", at: element)
        default:
            noteGenericElement(element.name)
            warn("unknown connection <\(element.name)>; skipped", at: element)
        }
    }

    /// A `UINibKeyValuePair` from `<userDefinedRuntimeAttribute>`.
    mutating func runtimeAttribute(_ element: XIBElement, object: NibObjectID) throws(XIBError) {
        guard element.name == "userDefinedRuntimeAttribute", let keyPath = element["keyPath"], !keyPath.isEmpty else {
            throw error(.invalidElement, "<\(element.name)> is not a userDefinedRuntimeAttribute with a keyPath", at: element)
        }
        let valueElement = element.children.first { $0.key == "value" }
        let value: NibPropertyValue
        switch element["type"] ?? "" {
        case "boolean": value = .integer(element["value"] == "YES" ? 1 : 0)
        case "number":
            if let v = valueElement, v.name == "integer", let i = Int64(v["value"] ?? "") {
                value = .integer(i)
            } else if let v = valueElement, let d = Double(v["value"] ?? "") {
                value = .double(d)
            } else {
                throw error(.invalidElement, "number attribute \(keyPath) has no <integer>/<real> value", at: element)
            }
        case "string", "localizedString": value = .string(element["value"] ?? valueElement?.text ?? "")
        case "color":
            guard let v = valueElement else { throw error(.invalidElement, "color attribute \(keyPath) has no <color>", at: element) }
            value = .object(color(v))
        case "image": value = .object(image(named: element["value"] ?? ""))
        case "nil": value = .scalar(.null)
        default:
            if let v = valueElement {
                var holder: [NibProperty] = []
                try compileValueChild(v, into: &holder)
                value = holder.first?.value ?? .scalar(.null)
            } else {
                value = .string(element["value"] ?? "")
            }
            warn("runtime attribute type \"\(element["type"] ?? "")\" compiled generically", at: element)
        }
        nib.keyValuePairs.append(NibKeyValuePair(object: object, keyPath: keyPath, value: value))
    }
}
