import NibModel

/// One translation: the archive's object index and records, and the connections gathered.
struct LegacyArchiveTranslation {
    let file: String?
    /// Archive object (`id` attribute) → its object record's `objectID`.
    var objectIDs: [String: String] = [:]
    /// Archive object → its `objectName` (File's Owner).
    var objectNames: [String: String] = [:]
    /// `objectID` → custom class name.
    var customClasses: [String: String] = [:]
    /// Source object id → its `<outlet>`/`<action>`/`<outletCollection>` elements, in record order.
    var connections: [String: [XIBElement]] = [:]
    /// Archive values with an `id` (colours, fonts, resources, strings), which the archive
    /// writes once and references from every other object that has the same value.
    var values: [String: XIBElement] = [:]

    init(file: String?) { self.file = file }

    /// The modern id of archive object `archiveID`: its record's object id, or the archive id
    /// with an `a` prefix for objects without a record (so the two never collide).
    func id(of archiveID: String) -> String {
        objectIDs[archiveID] ?? "a" + archiveID
    }

    /// Indexes the values with an `id` in `objects` (walked iteratively).
    mutating func index(values objects: XIBElement) {
        var pending = [objects]
        while let next = pending.popLast() {
            if let id = next.id, next.name != "object" || LegacyArchiveVocabulary.isValueClass(next["class"] ?? "") { values[id] = next }
            pending.append(contentsOf: next.children)
        }
    }

    /// `property`, or for a reference to an archived value that value under the reference's key.
    func resolved(_ property: XIBElement) -> XIBElement {
        guard property.name == "reference", let ref = property["ref"], var value = values[ref] else { return property }
        value.attributes = value.attributes.filter { $0.name != "key" && $0.name != "id" } + [("key", property.key ?? "")]
        return value
    }

    /// Reads the object records, flattened properties and connection records of
    /// `IBDocument.Objects`.
    mutating func read(records container: XIBElement?) throws(XIBError) {
        guard let container else { return }
        for record in container.keyed("objectRecords")?.keyed("orderedObjects")?.items ?? [] {
            guard let objectID = record.keyed("objectID")?.text, let object = record.keyed("object"),
                let ref = object["ref"] ?? object.id
            else { continue }
            objectIDs[ref] = objectID
            if let name = record.keyed("objectName")?.text { objectNames[ref] = name }
        }
        for (key, value) in container.keyed("flattenedProperties")?.dictionaryEntries ?? [] where key.hasSuffix(".CustomClassName") {
            customClasses[String(key.dropLast(".CustomClassName".count))] = value.text
        }
        for record in container.keyed("connectionRecords")?.items ?? [] {
            guard let connection = record.keyed("connection") else { continue }
            let label = connection.keyed("label")?.text ?? ""
            guard let source = connection.keyed("source")?["ref"], let destination = connection.keyed("destination")?["ref"] else {
                throw connection.error(.invalidElement, "a legacy connection record (\(label)) has no source or destination reference", file: file)
            }
            var attributes: [(name: String, value: String)]
            switch connection["class"] {
            case "IBCocoaTouchOutletConnection":
                attributes = [("property", label), ("destination", id(of: destination))]
                connections[id(of: source), default: []].append(
                    XIBElement(name: "outlet", attributes: attributes, line: connection.line, column: connection.column))
            case "IBCocoaTouchOutletCollectionConnection":
                attributes = [("property", label), ("destination", id(of: destination)), ("collectionClass", "NSMutableArray")]
                connections[id(of: source), default: []].append(
                    XIBElement(name: "outletCollection", attributes: attributes, line: connection.line, column: connection.column))
            case "IBCocoaTouchEventConnection":
                attributes = [("selector", label), ("destination", id(of: destination))]
                // IBEventType n is UIControlEvents bit n − 1 (7 = touchUpInside).
                if let type = connection.keyed("IBEventType").flatMap({ Int($0.text) }) {
                    let name = UIEventMaskBits.bits.first { $0.value == type - 1 }?.key
                    attributes.append(("eventType", name ?? "bit\(type - 1)"))
                }
                connections[id(of: source), default: []].append(
                    XIBElement(name: "action", attributes: attributes, line: connection.line, column: connection.column))
            default:
                // Kept under its own name: the compiler reports it as an unknown connection.
                connections[id(of: source), default: []].append(
                    XIBElement(
                        name: connection["class"] ?? "connection", attributes: [("label", label)], line: connection.line, column: connection.column))
            }
        }
    }

    /// `element` and its subtree with each object's connections added as `<connections>`.
    func attachConnections(_ element: XIBElement) -> XIBElement {
        var copy = element
        copy.children = element.children.map(attachConnections)
        if let id = element.id, let list = connections[id], element.name != "connections" {
            copy.children.append(XIBElement(name: "connections", children: list, line: element.line, column: element.column))
        }
        return copy
    }

    /// The modern element of archive object `object` (`key` when it is a property of its
    /// parent), or nil for an archive object that is no object of the nib.
    mutating func object(_ object: XIBElement, key: String?, parent: String?) throws(XIBError) -> XIBElement? {
        guard object.name == "object", let archiveClass = object["class"] else { return nil }
        var attributes: [(name: String, value: String)] = []
        if let key { attributes.append(("key", key)) }
        let id = object.id.map(id(of:))
        if archiveClass == "IBProxyObject" {
            let identifier = object.keyed("IBProxiedObjectIdentifier")?.text ?? ""
            attributes.append(("placeholderIdentifier", identifier))
            if let id { attributes.append(("id", id)) }
            if let name = object.id.flatMap({ objectNames[$0] }) { attributes.append(("userLabel", name)) }
            if let id, let custom = customClasses[id] { attributes.append(("customClass", custom)) }
            return XIBElement(name: "placeholder", attributes: attributes, line: object.line, column: object.column)
        }
        let name = LegacyArchiveVocabulary.elementName(archiveClass, key: key, parent: parent)
        if let id { attributes.append(("id", id)) }
        if let id, let custom = customClasses[id] { attributes.append(("customClass", custom)) }
        var children: [XIBElement] = []
        var states: [String: XIBElement] = [:]
        // A cell's content view may be archived among its subviews and referenced by
        // IBUIContentView; the modern cell holds it as its contentView only.
        let contentView = object.keyed("IBUIContentView")?["ref"]
        for property in object.children.map(resolved) {
            guard let key = property.key else { continue }
            // Xcode 4.5+ writes the font twice; the font description is the one UIKit reads.
            if key == "IBUIFont", object.keyed("IBUIFontDescription") != nil { continue }
            if key == "NSSubviews" {
                var subviews: [XIBElement] = []
                for item in property.items {
                    let isContentView = item.id != nil && item.id == contentView
                    guard let view = try self.object(item, key: isContentView ? "contentView" : nil, parent: name) else { continue }
                    if isContentView { children.append(view) } else { subviews.append(view) }
                }
                if !subviews.isEmpty {
                    children.append(XIBElement(name: "subviews", children: subviews, line: property.line, column: property.column))
                }
                continue
            }
            if let (state, part) = LegacyArchiveVocabulary.buttonState(key) {
                var element = states[state] ?? XIBElement(name: "state", attributes: [("key", state)], line: property.line, column: property.column)
                switch part {
                case "Title": element.attributes.append(("title", property.text))
                case "Image", "BackgroundImage":
                    element.attributes.append((part == "Image" ? "image" : "backgroundImage", Self.resourceName(property)))
                default:
                    if let color = color(property, key: part == "TitleColor" ? "titleColor" : "titleShadowColor") { element.children.append(color) }
                }
                states[state] = element
                continue
            }
            if let element = try value(property, key: key, in: name, attributes: &attributes) {
                children.append(element)
            }
        }
        for state in ["normal", "highlighted", "selected", "disabled"] {
            if let element = states[state] { children.append(element) }
        }
        return XIBElement(name: name, attributes: attributes, children: children, line: object.line, column: object.column)
    }

    /// One archive property of an object in `elementName`: an attribute added to `attributes`,
    /// or a child element returned; nil when it is no property of the modern document.
    mutating func value(
        _ property: XIBElement, key: String, in elementName: String,
        attributes: inout [(name: String, value: String)]
    ) throws(XIBError) -> XIBElement? {
        if LegacyArchiveVocabulary.skippedKeys.contains(key) || key.hasPrefix("IBUISimulated") { return nil }
        switch key {
        case "NSFrame", "NSFrameSize":
            guard let numbers = LegacyArchiveVocabulary.numbers(property.text), numbers.count == (key == "NSFrame" ? 4 : 2) else {
                throw property.error(
                    .invalidElement, "\(key) \"\(property.text)\" is not a \(key == "NSFrame" ? "{{x, y}, {w, h}} rectangle" : "{w, h} size")",
                    file: file)
            }
            let rect = key == "NSFrame" ? numbers : [0, 0] + numbers
            return XIBElement(
                name: "rect",
                attributes: zip(["x", "y", "width", "height"], rect).map { ($0, LegacyArchiveVocabulary.format($1)) } + [("key", "frame")],
                line: property.line, column: property.column)
        case "NSvFlags":
            guard let flags = Int(property.text) else {
                throw property.error(.invalidElement, "NSvFlags \"\(property.text)\" is not an integer", file: file)
            }
            if flags & 0x100 == 0 { attributes.append(("autoresizesSubviews", "NO")) }
            if UInt32(truncatingIfNeeded: flags) & 0x8000_0000 != 0 { attributes.append(("hidden", "YES")) }
            let mask = XIBVocabulary.autoresizing.sorted { $0.value < $1.value }.filter { flags & $0.value != 0 }
            return XIBElement(
                name: "autoresizingMask", attributes: [("key", "autoresizingMask")] + mask.map { ($0.key, "YES") },
                line: property.line, column: property.column)
        default: break
        }
        guard key.hasPrefix("IBUI") else {
            // A non-UIKit archive key (NSNextResponder, …): a back-pointer or editor state.
            return nil
        }
        let modern = LegacyArchiveVocabulary.attributeName(key)
        if key == "IBUIDataDetectorTypes" { return dataDetectorTypes(property) }
        switch property.name {
        case "string":
            attributes.append((modern, property.text))
        case "bool", "boolean":
            attributes.append((modern, property.text == "YES" || property["value"] == "YES" ? "YES" : "NO"))
        case "int", "integer", "float", "double", "real":
            let raw = property["value"] ?? property.text
            attributes.append((modern, LegacyArchiveVocabulary.enumName(modern, raw, in: elementName) ?? raw))
        case "reference":
            // A reference to an object held elsewhere (its toolbar, superview, the cell's content
            // view among its subviews, …) is implied by the tree.
            return nil
        case "object", "array":
            switch property["class"] {
            case "NSColor":
                return color(property, key: modern)
            case "IBUIFontDescription", "NSFont":
                return font(property, key: modern == "font" ? "fontDescription" : modern)
            case "NSCustomResource":
                attributes.append((modern, Self.resourceName(property)))
            case "IBUITextInputTraits":
                var traits: [(name: String, value: String)] = [("key", "textInputTraits")]
                for trait in property.children {
                    guard let traitKey = trait.key, traitKey.hasPrefix("IBUI") else { continue }
                    traits.append((LegacyArchiveVocabulary.attributeName(traitKey), trait.text))
                }
                return XIBElement(name: "textInputTraits", attributes: traits, line: property.line, column: property.column)
            case "NSMutableArray", "NSArray", nil:
                var list: [XIBElement] = []
                for item in property.items {
                    if let element = try object(item, key: nil, parent: elementName) { list.append(element) }
                }
                return list.isEmpty ? nil : XIBElement(name: modern, children: list, line: property.line, column: property.column)
            default:
                return try object(property, key: modern, parent: elementName)
            }
        default:
            // Kept under its own name: the compiler reports what it does not know.
            return XIBElement(name: property.name, attributes: [("key", modern)], line: property.line, column: property.column)
        }
        return nil
    }

    /// The `<dataDetectorType key="dataDetectorTypes">` of an `IBUIDataDetectorTypes` mask: one
    /// `YES` flag per named bit of ``XIBVocabulary/masks`` (`all` for -1).
    func dataDetectorTypes(_ property: XIBElement) -> XIBElement {
        let mask = Int(property.text) ?? 0
        let bits = XIBVocabulary.masks["dataDetectorType"] ?? [:]
        let flags = mask == -1 ? ["all"] : bits.filter { $0.value > 0 && mask & $0.value != 0 }.sorted { $0.value < $1.value }.map(\.key)
        return XIBElement(
            name: "dataDetectorType", attributes: [("key", "dataDetectorTypes")] + flags.map { ($0, "YES") },
            line: property.line, column: property.column)
    }

    /// The resource name of an `NSCustomResource` (`NSResourceName`).
    static func resourceName(_ resource: XIBElement) -> String {
        resource.keyed("NSResourceName")?.text ?? ""
    }

    /// The `<color>` of an archived `NSColor`: `NSColorSpace` 1/2 with `NSRGB` bytes
    /// (calibrated/device RGB), 3/4 with `NSWhite` bytes (calibrated/device white), 6 a catalog
    /// colour (`NSColorName`, with its `NSColor` fallback's components); any other colour is an
    /// `<NSColor>` element, reported unknown by the compiler.
    func color(_ element: XIBElement, key: String) -> XIBElement? {
        guard element["class"] == "NSColor" else { return nil }
        var attributes: [(name: String, value: String)] = [("key", key)]
        let space = element.keyed("NSColorSpace").flatMap { Int($0.text) } ?? 0
        if space == 6 {
            if let name = element.keyed("NSColorName")?.text { attributes.append(("cocoaTouchSystemColor", name)) }
            if let fallback = element.keyed("NSColor"), let components = color(fallback, key: key) {
                attributes += components.attributes.filter { $0.name != "key" && $0.name != "cocoaTouchSystemColor" }
            }
            return XIBElement(name: "color", attributes: attributes, line: element.line, column: element.column)
        }
        let white = space == 3 || space == 4
        let values = LegacyArchiveVocabulary.colorComponents(element.keyed(white ? "NSWhite" : "NSRGB")?.text ?? "")
        let names = white ? ["white"] : ["red", "green", "blue"]
        guard [1, 2, 3, 4].contains(space), values.count >= names.count else {
            // Another colour space (pattern, …) or unreadable components: kept under the archive
            // class's name, which the compiler reports as an unknown element.
            return XIBElement(name: "NSColor", attributes: attributes, line: element.line, column: element.column)
        }
        for (name, v) in zip(names, values) { attributes.append((name, LegacyArchiveVocabulary.format(v))) }
        attributes.append(("alpha", LegacyArchiveVocabulary.format(values.count > names.count ? values[names.count] : 1)))
        let spaces = [1: "calibratedRGB", 2: "deviceRGB", 3: "calibratedWhite", 4: "deviceWhite"]
        attributes.append(("colorSpace", spaces[space] ?? "calibratedRGB"))
        return XIBElement(name: "color", attributes: attributes, line: element.line, column: element.column)
    }

    /// The `<fontDescription>` of an `IBUIFontDescription` (`name`, `family`, `pointSize`, or
    /// `type` 1/2/3 = system/boldSystem/italicSystem) or an `NSFont` (`NSName`, `NSSize`).
    func font(_ element: XIBElement, key: String) -> XIBElement {
        var attributes: [(name: String, value: String)] = [("key", key)]
        if element["class"] == "NSFont" {
            if let name = element.keyed("NSName")?.text { attributes.append(("name", name)) }
            if let size = element.keyed("NSSize") { attributes.append(("pointSize", size["value"] ?? size.text)) }
        } else {
            let type = element.keyed("type").flatMap { Int($0["value"] ?? $0.text) }
            if let type, let name = [1: "system", 2: "boldSystem", 3: "italicSystem"][type] {
                attributes.append(("type", name))
            } else {
                if let name = element.keyed("name")?.text { attributes.append(("name", name)) }
                if let family = element.keyed("family")?.text { attributes.append(("family", family)) }
            }
            if let size = element.keyed("pointSize") { attributes.append(("pointSize", size["value"] ?? size.text)) }
        }
        return XIBElement(name: "fontDescription", attributes: attributes, line: element.line, column: element.column)
    }
}
