import NibArchive
import NibModel

extension Session {
    /// Attributes whose value is text even when it looks like a number.
    static let stringAttributes: Set<String> = [
        "text", "title", "placeholder", "reuseIdentifier", "restorationIdentifier", "identifier", "label", "hint",
        "name", "selector", "property", "keyPath", "storyboardIdentifier", "nibName",
    ]
    /// Attributes that are floating-point in UIKit.
    static let doubleAttributes: Set<String> = [
        "alpha", "spacing", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "value",
        "minValue", "maxValue", "minimumScaleFactor", "minimumFontSize", "minimumZoomScale", "maximumZoomScale",
        "progress", "minimumPressDuration", "minimumInteritemSpacing", "minimumLineSpacing", "pointSize",
    ]
    /// Attributes known to UIKit whose value types itself (YES/NO, integers).
    static let knownAttributes: Set<String> = [
        "opaque", "hidden", "tag", "multipleTouchEnabled", "numberOfLines", "adjustsFontForContentSizeCategory",
        "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "bounces", "alwaysBounceVertical",
        "alwaysBounceHorizontal", "pagingEnabled", "directionalLockEnabled", "selected", "highlighted",
        "secureTextEntry", "clearsOnBeginEditing", "animating", "hidesWhenStopped", "continuous", "momentary",
        "selectedSegmentIndex", "numberOfTapsRequired", "numberOfTouchesRequired", "cancelsTouchesInView",
        "delaysTouchesBegan", "delaysTouchesEnded", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "showsTouchWhenHighlighted", "reversesTitleShadowWhenHighlighted", "adjustsFontSizeToFit", "editable",
        "selectable", "dataMode", "indentationWidth", "indentationLevel", "shouldIndentWhileEditing",
        "allowsSelection", "allowsMultipleSelection", "dataSource", "delegate", "prefetchingEnabled",
        "contentInsetAdjustmentBehavior", "springLoaded", "image", "highlightedImage", "backgroundImage",
    ]

    /// Compiles the attributes of `element` into properties (design-time ones skipped).
    mutating func compileAttributes(_ element: XIBElement, into properties: inout [NibProperty]) {
        for (name, raw) in element.attributes where !XIBVocabulary.designTimeAttributes.contains(name) {
            if element.name == "placeholder" { continue }
            let key = XIBVocabulary.attributeKeys[name] ?? XIBVocabulary.genericKey(name)
            properties.append(NibProperty(key, attributeValue(name, raw, in: element)))
        }
    }

    /// The value of attribute `name`: enums as integers, images as image objects, YES/NO as
    /// bools (inverted where the key says the opposite), numbers, else text. An attribute the
    /// tables do not know is typed from its text and reported.
    mutating func attributeValue(_ name: String, _ raw: String, in element: XIBElement) -> NibPropertyValue {
        if let cases = XIBVocabulary.enums[name] {
            if let value = cases[raw] { return .int(value) }
            if XIBVocabulary.classes[element.name] != nil { report.warnings.append("line \(element.line): \(name)=\"\(raw)\" is not a known value; kept as text") }
            return .string(raw)
        }
        if name == "image" || name == "highlightedImage" || name == "backgroundImage" { return .object(image(named: raw)) }
        if Self.stringAttributes.contains(name) { return .string(raw) }
        let known = Self.knownAttributes.contains(name) || XIBVocabulary.attributeKeys[name] != nil || Self.doubleAttributes.contains(name)
        if !known { noteGenericAttribute(name) }
        if raw == "YES" || raw == "NO" {
            return .bool((raw == "YES") != XIBVocabulary.invertedBooleans.contains(name))
        }
        if Self.doubleAttributes.contains(name), let d = Double(raw) { return .float(d) }
        if let i = Int(raw) { return .int(i) }
        if let d = Double(raw) { return .float(d) }
        return .string(raw)
    }

    /// Compiles a keyed value element (geometry, color, font, scalars, button states,
    /// accessibility, …); anything else becomes a generic object and is reported.
    mutating func compileValueChild(_ child: XIBElement, into properties: inout [NibProperty]) throws(XIBError) {
        let key = child.key ?? child.name
        let archiveKey = XIBVocabulary.childKeys[key] ?? XIBVocabulary.genericKey(key)
        func number(_ name: String) throws(XIBError) -> Double {
            guard let text = child[name] else { return 0 }
            guard let value = Double(text) else { throw error(.invalidElement, "<\(child.name)> \(name)=\"\(text)\" is not a number", at: child) }
            return value
        }
        switch child.name {
        case "rect" where key == "frame":
            let frame = Rect(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height"))
            properties.append(NibProperty(UIKitKeys.bounds, .rect(frame.bounds)))
            properties.append(NibProperty(UIKitKeys.center, .point(frame.center)))
        case "rect":
            properties.append(NibProperty(archiveKey, .rect(Rect(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height")))))
        case "size":
            properties.append(NibProperty(archiveKey, .size(Size(width: try number("width"), height: try number("height")))))
        case "point":
            properties.append(NibProperty(archiveKey, .point(Point(x: try number("x"), y: try number("y")))))
        case "inset":
            properties.append(NibProperty(archiveKey, .insets(EdgeInsets(top: try number("minY"), left: try number("minX"), bottom: try number("maxY"), right: try number("maxX")))))
        case "edgeInsets":
            properties.append(NibProperty(archiveKey, .insets(EdgeInsets(top: try number("top"), left: try number("left"), bottom: try number("bottom"), right: try number("right")))))
        case "autoresizingMask":
            let mask = child.attributes.reduce(0) { $0 | ($1.value == "YES" ? XIBVocabulary.autoresizing[$1.name] ?? 0 : 0) }
            properties.append(NibProperty(UIKitKeys.autoresizingMask, .int(mask)))
        case "color":
            properties.append(NibProperty(archiveKey, .object(color(child))))
        case "fontDescription", "font":
            properties.append(NibProperty("UIFont", .object(font(child))))
        case "string":
            properties.append(NibProperty(archiveKey, .string(child["value"] ?? child.text)))
        case "integer":
            properties.append(NibProperty(archiveKey, .int(Int(try number("value")))))
        case "real":
            properties.append(NibProperty(archiveKey, .float(try number("value"))))
        case "bool", "boolean":
            properties.append(NibProperty(archiveKey, .bool(child["value"] == "YES")))
        case "state":
            buttonState(child, into: &properties)
        case "accessibility":
            accessibility(child, into: &properties)
        case "textInputTraits":
            for (name, raw) in child.attributes where name != "key" {
                properties.append(NibProperty(XIBVocabulary.genericKey(name), attributeValue(name, raw, in: child)))
            }
        default:
            properties.append(NibProperty(archiveKey, .object(try genericObject(child))))
        }
    }

    /// An element the compiler has no rule for, kept whole: an object of class `UI` + name
    /// with its attributes and keyed children as properties. Reported.
    mutating func genericObject(_ element: XIBElement) throws(XIBError) -> NibObjectID {
        noteGenericElement(element.name)
        var properties: [NibProperty] = []
        compileAttributes(element, into: &properties)
        for child in element.children { try compileValueChild(child, into: &properties) }
        if !element.text.isEmpty { properties.append(NibProperty("UIText", .string(element.text))) }
        return nib.add(NibDocumentObject(className: XIBVocabulary.genericKey(element.name), properties: properties), listed: false)
    }

    /// A `UIColor` from `<color>`: RGB, white, a system color or a named (asset) color.
    mutating func color(_ element: XIBElement) -> NibObjectID {
        var properties: [NibProperty] = []
        func component(_ name: String, _ key: String) {
            if let text = element[name], let value = Double(text) { properties.append(NibProperty(key, .float(value))) }
        }
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            properties.append(NibProperty("UISystemColorName", .string(system)))
            if let resource = document.resources.first(where: { $0.name == "systemColor" && $0["name"] == system })?.child("color") {
                return colorFromComponents(resource, extra: properties)
            }
            return nib.add(NibDocumentObject(className: "UIColor", properties: properties), listed: false)
        }
        if let name = element["name"] {
            properties.append(NibProperty("UIColorName", .string(name)))
        }
        return colorFromComponents(element, extra: properties)
    }

    private mutating func colorFromComponents(_ element: XIBElement, extra: [NibProperty]) -> NibObjectID {
        var properties = extra
        if element["white"] != nil {
            for name in ["white", "alpha"] { if let v = element[name].flatMap(Double.init) { properties.append(NibProperty(XIBVocabulary.genericKey(name), .float(v))) } }
            properties.append(NibProperty("UIColorComponentCount", .int(2)))
        } else if element["red"] != nil {
            for name in ["red", "green", "blue", "alpha"] { if let v = element[name].flatMap(Double.init) { properties.append(NibProperty(XIBVocabulary.genericKey(name), .float(v))) } }
            properties.append(NibProperty("UIColorComponentCount", .int(4)))
        }
        if let space = element["customColorSpace"] ?? element["colorSpace"] { properties.append(NibProperty("UIColorSpace", .string(space))) }
        return nib.add(NibDocumentObject(className: "UIColor", properties: properties), listed: false)
    }

    /// A `UIFont` from `<fontDescription>`.
    mutating func font(_ element: XIBElement) -> NibObjectID {
        var properties: [NibProperty] = []
        let type = element["type"]
        let name = element["name"] ?? (type == "boldSystem" ? ".SFUI-Semibold" : type == "italicSystem" ? ".SFUI-Italic" : ".SFUI-Regular")
        properties.append(NibProperty("UIFontName", .string(name)))
        if let size = element["pointSize"].flatMap(Double.init) { properties.append(NibProperty("UIFontPointSize", .float(size))) }
        if type == "system" || type == "boldSystem" || type == "italicSystem" { properties.append(NibProperty("UISystemFont", .bool(true))) }
        if let weight = element["weight"] { properties.append(NibProperty("UIFontWeight", .string(weight))) }
        if let style = element["style"] { properties.append(NibProperty("UIFontTextStyle", .string(style))) }
        if let family = element["family"] { properties.append(NibProperty("UIFontFamilyName", .string(family))) }
        return nib.add(NibDocumentObject(className: "UIFont", properties: properties), listed: false)
    }

    /// A `UIImageNibPlaceholder` for image resource `name`, sized from `<resources>`.
    mutating func image(named name: String) -> NibObjectID {
        var properties = [NibProperty("UIResourceName", .string(name))]
        if let resource = document.resources.first(where: { $0.name == "image" && $0["name"] == name }),
           let width = resource["width"].flatMap(Double.init), let height = resource["height"].flatMap(Double.init) {
            properties.append(NibProperty("UIImageSize", .size(Size(width: width, height: height))))
        }
        return nib.add(NibDocumentObject(className: "UIImageNibPlaceholder", properties: properties), listed: false)
    }

    /// A button `<state>`: the normal state sets `UITitle`, `UIImage`, `UITitleColor`; other
    /// states prefix the key with the state (`UIHighlightedTitle`).
    mutating func buttonState(_ element: XIBElement, into properties: inout [NibProperty]) {
        let state = element.key ?? "normal"
        let prefix = state == "normal" ? "UI" : XIBVocabulary.genericKey(state)
        if let title = element["title"] { properties.append(NibProperty(prefix + "Title", .string(title))) }
        for name in ["image", "backgroundImage"] {
            if let image = element[name] { properties.append(NibProperty(prefix + (name == "image" ? "Image" : "BackgroundImage"), .object(self.image(named: image)))) }
        }
        for child in element.children where child.name == "color" {
            let key = child.key ?? "titleColor"
            properties.append(NibProperty(prefix + key.prefix(1).uppercased() + key.dropFirst(), .object(color(child))))
        }
    }

    /// `<accessibility>`: label, hint, identifier, traits, isElement.
    mutating func accessibility(_ element: XIBElement, into properties: inout [NibProperty]) {
        for (name, value) in element.attributes where name != "key" {
            properties.append(NibProperty("UIAccessibility" + name.prefix(1).uppercased() + name.dropFirst(), .string(value)))
        }
        let traitBits: [String: Int] = [
            "button": 1, "link": 2, "image": 4, "selected": 8, "playsSound": 16, "keyboardKey": 32, "staticText": 64,
            "summaryElement": 128, "notEnabled": 256, "updatesFrequently": 512, "searchField": 1024,
            "startsMediaSession": 2048, "adjustable": 4096, "allowsDirectInteraction": 8192, "causesPageTurn": 16384,
            "header": 65536,
        ]
        for child in element.children {
            if child.name == "accessibilityTraits" {
                let traits = child.attributes.reduce(0) { $0 | ($1.value == "YES" ? traitBits[$1.name] ?? 0 : 0) }
                properties.append(NibProperty("UIAccessibilityTraits", .int(traits)))
            } else if child.name == "bool", child.key == "isElement" {
                properties.append(NibProperty("UIIsAccessibilityElement", .bool(child["value"] == "YES")))
            }
        }
    }
}
