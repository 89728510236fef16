import NibArchive
import NibModel

extension CompileState {
    /// Attributes whose value is text even when it looks like a number.
    static let stringAttributes: Set<String> = [
        "text", "title", "placeholder", "reuseIdentifier", "restorationIdentifier", "identifier", "label", "hint",
        "name", "selector", "property", "keyPath", "storyboardIdentifier", "nibName", "textContentType"
    ]
    /// Attributes that are floating-point in UIKit.
    static let doubleAttributes: Set<String> = [
        "alpha", "spacing", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "value",
        "minValue", "maxValue", "minimumScaleFactor", "minimumFontSize", "minimumZoomScale", "maximumZoomScale",
        "progress", "minimumPressDuration", "minimumInteritemSpacing", "minimumLineSpacing", "pointSize"
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
        "enablesReturnKeyAutomatically"
    ]

    /// Compiles the attributes of `element` into properties: a UIKit class's attributes by its
    /// ``UIKitClassEncoding`` (Apple's keys, implied values, defaults omitted, keys written on
    /// every instance), anything else generically; design-time attributes are skipped.
    mutating func compileAttributes(_ element: XIBElement, into properties: inout [NibProperty]) {
        if element.name == "placeholder" { return }
        var ruled = Set<String>()
        let encoding = UIKitClassEncoding.forElement(element.name)
        for rule in encoding?.rules ?? [] {
            if case .success(let property) = rule.property(for: element[rule.attribute]) {
                ruled.insert(rule.attribute)
                if let property { properties.append(property) }
            }
        }
        for (name, raw) in element.attributes
        where !XIBVocabulary.designTimeAttributes.contains(name) && !ruled.contains(name)
            && !XIBVocabulary.priorityAttributes.contains(name)
        {
            // A legacy layout guide's `type` chooses the guide, whose properties
            // attachControllerLayoutGuides() writes whole.
            if element.name == "viewControllerLayoutGuide" && name == "type" { continue }
            // A style cell's labels and image view, by id (applyConventions writes them).
            if element.name == "tableViewCell" && ["textLabel", "detailTextLabel", "imageView"].contains(name) { continue }
            if name == "useStoryboardIdentifierAsRestorationIdentifier" {
                // The controller's restoration identifier is its storyboard identifier (I).
                if raw == "YES", element["restorationIdentifier"] == nil, let identifier = element["storyboardIdentifier"] {
                    properties.append(NibProperty("UIRestorationIdentifier", .string(identifier)))
                }
                continue
            }
            if element.name == "stackView" && name == "spacingType" {
                // `standard`: the system spacing, UIStackViewSpacingUseSystem (FLT_MIN).
                if raw == "standard", let at = properties.firstIndex(where: { $0.key == "UIStackViewSpacing" }) {
                    properties[at].value = .float(Double(Float.leastNormalMagnitude))
                    continue
                }
            }
            if element.name == "collectionViewFlowLayout" && name == "automaticEstimatedItemSize" {
                // Self-sizing cells: estimatedItemSize = UICollectionViewFlowLayoutAutomaticSize
                // ({CGFLOAT_MAX, CGFLOAT_MAX}), keyed as the layout's other sizes are (C).
                if raw == "YES" {
                    properties.append(
                        NibProperty("UIEstimatedItemSize", .size(Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))))
                }
                if raw == "YES" || raw == "NO" { continue }
            }
            let key = XIBVocabulary.attributeKeys[name] ?? XIBVocabulary.genericKey(name)
            properties.append(NibProperty(key, attributeValue(name, raw, in: element)))
        }
        properties += encoding?.fixed ?? []
    }

    /// The value of attribute `name`: enums as integers, images as image objects, YES/NO as
    /// bools (inverted where the key says the opposite), numbers, else text. An attribute the
    /// tables do not know is typed from its text and reported.
    mutating func attributeValue(_ name: String, _ raw: String, in element: XIBElement) -> NibPropertyValue {
        if XIBVocabulary.enums[name] != nil {
            if let value = XIBVocabulary.enumValue(name, raw) { return .int(value) }
            if XIBVocabulary.classes[element.name] != nil { warn("\(name)=\"\(raw)\" is not a known value; kept as text", at: element) }
            return .string(raw)
        }
        if name == "image" || name == "highlightedImage" || name == "backgroundImage" { return .object(image(named: raw, in: element)) }
        if Self.stringAttributes.contains(name) { return .string(raw) }
        let known = Self.knownAttributes.contains(name) || XIBVocabulary.attributeKeys[name] != nil || Self.doubleAttributes.contains(name)
        if !known {
            if let value = catalogValue(name, raw, in: element) { return value }
            noteGenericAttribute(name)
        }
        if raw == "YES" || raw == "NO" {
            return .bool((raw == "YES") != XIBVocabulary.invertedBooleans.contains(name))
        }
        if Self.doubleAttributes.contains(name), let d = Double(raw) { return .float(d) }
        if let i = Int(raw) { return .int(i) }
        if let d = Double(raw) { return .float(d) }
        return .string(raw)
    }

    /// The value of attribute `name` typed as UIKit's class list (``UIKitCatalog``) declares
    /// the settable property of that name on the element's class: a BOOL from YES/NO, an
    /// integer from digits or a named case (``XIBVocabulary/enums``), a CGFloat as a 32-bit
    /// float, a string, an image; nil when the class has no such property or the text does not
    /// fit its type. The key follows the `UI` + property convention (C); the attribute is
    /// counted in the report's ``XIBCompileReport/catalogAttributes``.
    mutating func catalogValue(_ name: String, _ raw: String, in element: XIBElement) -> NibPropertyValue? {
        guard let className = XIBVocabulary.classes[element.name] ?? Self.valueObjectClasses[element.name],
            let property = UIKitCatalog.settableProperty(named: name, in: className)
        else { return nil }
        let value: NibPropertyValue?
        switch property.kind {
        case .bool: value = raw == "YES" ? .bool(true) : raw == "NO" ? .bool(false) : nil
        case .integer: value = (Int(raw) ?? XIBVocabulary.enumValue(name, raw)).map(NibPropertyValue.int)
        case .number: value = Float(raw).map { .scalar(.float($0)) }
        case .string: value = .string(raw)
        case .object(let objectClass, _) where objectClass == "UIImage": value = .object(image(named: raw, in: element))
        default: value = nil
        }
        if value != nil { report.catalogAttributes[name, default: 0] += 1 }
        return value
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
        case "frame" where key == "frameInset":
            // Xcode 8's frame as insets from the superview: minX/minY place it, a width or
            // height sizes it, else maxX/maxY inset it from the superview's far edges.
            let container = containerSizes.last
            func length(_ size: String, _ near: Double, _ far: String, _ whole: Double?) throws(XIBError) -> Double {
                if child[size] != nil { return try number(size) }
                guard let whole else {
                    warn("<frame key=\"frameInset\"> without \(size) outside a view of known size: \(size) 0", at: child)
                    return 0
                }
                return whole - near - (try number(far))
            }
            let x = try number("minX"), y = try number("minY")
            let frame = Rect(
                x: x, y: y, width: try length("width", x, "maxX", container?.width),
                height: try length("height", y, "maxY", container?.height))
            properties.append(NibProperty(UIKitKeys.bounds, .rect(frame.bounds)))
            properties.append(NibProperty(UIKitKeys.center, .point(frame.center)))
        case "rect":
            properties.append(
                NibProperty(archiveKey, .rect(Rect(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height"))))
            )
        case "size":
            properties.append(NibProperty(archiveKey, .size(Size(width: try number("width"), height: try number("height")))))
        case "point":
            properties.append(NibProperty(archiveKey, .point(Point(x: try number("x"), y: try number("y")))))
        case "inset":
            properties.append(
                NibProperty(
                    archiveKey,
                    .insets(EdgeInsets(top: try number("minY"), left: try number("minX"), bottom: try number("maxY"), right: try number("maxX")))))
        case "edgeInsets":
            properties.append(
                NibProperty(
                    archiveKey,
                    .insets(EdgeInsets(top: try number("top"), left: try number("left"), bottom: try number("bottom"), right: try number("right")))))
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
                // Apple's names for the smart-typing traits: UITextSmartDashesType, …
                let key = name.hasPrefix("smart") ? "UIText" + name.prefix(1).uppercased() + name.dropFirst() : XIBVocabulary.genericKey(name)
                properties.append(NibProperty(key, attributeValue(name, raw, in: child)))
            }
        case _ where XIBVocabulary.masks[child.name] != nil:
            let bits = XIBVocabulary.masks[child.name]!
            var mask = 0
            for (name, raw) in child.attributes where name != "key" && raw == "YES" {
                guard let bit = bits[name] else { noteGenericAttribute("\(child.name).\(name)"); continue }
                mask = bit < 0 ? -1 : mask | bit
            }
            properties.append(NibProperty(archiveKey, .int(mask)))
        case "directionalEdgeInsets":
            properties.append(
                NibProperty(
                    archiveKey,
                    .insets(
                        EdgeInsets(top: try number("top"), left: try number("leading"), bottom: try number("bottom"), right: try number("trailing"))))
            )
        case "date":
            let seconds = try number("timeIntervalSinceReferenceDate")
            properties.append(
                NibProperty(
                    archiveKey,
                    .object(nib.add(NibDocumentObject(className: "NSDate", properties: [NibProperty("NS.time", .float(seconds))]), listed: false))))
        case "value" where ["size", "point", "rect"].contains(child["type"] ?? ""):
            var typed = child
            typed.name = child["type"]!
            try compileValueChild(typed, into: &properties)
        case "attributedString":
            properties.append(NibProperty(archiveKey, .object(attributedString(child))))
        case "textAttributes":
            properties.append(NibProperty(archiveKey, .dictionary(textAttributes(child), mutable: false)))
        case "imageReference":
            properties.append(NibProperty(archiveKey, .object(image(named: child["image"] ?? "", in: child))))
        case _ where Self.valueObjectClasses[child.name] != nil:
            properties.append(NibProperty(archiveKey, .object(try valueObject(child, className: Self.valueObjectClasses[child.name]!))))
        default:
            unknown(child)
        }
    }

    /// Value elements that are objects of an Apple class, compiled with their attributes and
    /// keyed children as properties.
    static let valueObjectClasses: [String: String] = [
        "buttonConfiguration": "UIButtonConfiguration", "preferredSymbolConfiguration": "UIImageSymbolConfiguration",
        "wkWebViewConfiguration": "WKWebViewConfiguration", "wkPreferences": "WKPreferences",
        // A cell's background configuration (Xcode 13+), its attributes as properties (I).
        "backgroundConfiguration": "UIBackgroundConfiguration"
    ]

    /// A value element of Apple class `className`: its attributes and keyed children as
    /// properties (attributes typed as ``attributeValue(_:_:in:)`` does).
    mutating func valueObject(_ element: XIBElement, className: String) throws(XIBError) -> NibObjectID {
        var properties: [NibProperty] = []
        compileAttributes(element, into: &properties)
        for child in element.children { try compileValueChild(child, into: &properties) }
        return nib.add(NibDocumentObject(className: className, properties: properties), listed: false)
    }

    /// A button `<state>`: a `UIButtonContent` (title, colours, images) in the button's
    /// `UIButtonStatefulContent` dictionary under the state's `UIControl.State` value.
    mutating func buttonState(_ element: XIBElement, into properties: inout [NibProperty]) {
        var content: [NibProperty] = []
        if let title = element["title"] { content.append(NibProperty("UITitle", .string(title))) }
        for child in element.children where child.name == "color" {
            let key = child.key ?? "titleColor"
            // The title shadow colour is UIButtonContent's UIShadowColor.
            content.append(NibProperty(key == "titleShadowColor" ? "UIShadowColor" : XIBVocabulary.genericKey(key), .object(color(child))))
        }
        for name in ["image", "backgroundImage"] {
            if let image = element[name] {
                content.append(NibProperty(name == "image" ? "UIImage" : "UIBackgroundImage", .object(self.image(named: image, in: element))))
            }
        }
        let state = Self.controlStates[element.key ?? "normal"] ?? 0
        let entry = NibDictionaryEntry(
            key: .integer(Int64(state)), value: .object(nib.add(NibDocumentObject(className: "UIButtonContent", properties: content), listed: false)))
        if let at = properties.firstIndex(where: { $0.key == "UIButtonStatefulContent" }), case .dictionary(let entries, _) = properties[at].value {
            properties[at].value = .dictionary(entries + [entry], mutable: true)
        } else {
            properties.append(NibProperty("UIButtonStatefulContent", .dictionary([entry], mutable: true)))
        }
    }

    /// `UIControl.State` raw values by xib state name.
    static let controlStates: [String: Int] = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4, "focused": 8]

    /// `<accessibility>`: label, hint, identifier, traits, isElement.
    mutating func accessibility(_ element: XIBElement, into properties: inout [NibProperty]) {
        for (name, value) in element.attributes where name != "key" {
            properties.append(NibProperty("UIAccessibility" + name.prefix(1).uppercased() + name.dropFirst(), .string(value)))
        }
        let traitBits: [String: Int] = [
            "button": 1, "link": 2, "image": 4, "selected": 8, "playsSound": 16, "keyboardKey": 32, "staticText": 64,
            "summaryElement": 128, "notEnabled": 256, "updatesFrequently": 512, "searchField": 1024,
            "startsMediaSession": 2048, "adjustable": 4096, "allowsDirectInteraction": 8192, "causesPageTurn": 16384,
            "header": 65536
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
