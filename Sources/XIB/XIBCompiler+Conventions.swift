import NibArchive
import NibModel

/// What one object element compiles to before it is stored.
struct ObjectParts {
    var properties: [NibProperty] = []
    var subviews: [NibObjectID] = []
    var layoutGuides: [NibObjectID] = []
}

extension CompileState {
    /// The keys Apple derives from more than one attribute or child, or writes whatever the
    /// xib says, for the UIKit class of `element` (docs/uikit-encoding.md).
    mutating func applyConventions(_ element: XIBElement, object: NibObjectID, parts: inout ObjectParts) {
        guard let encoding = UIKitClassEncoding.forElement(element.name) else { return }
        func has(_ key: String) -> Bool { parts.properties.contains { $0.key == key } }
        func value(_ key: String) -> NibPropertyValue? { parts.properties.first { $0.key == key }?.value }
        if encoding.byAttribute["opaque"] != nil {
            // A view: the autoresizing mask Interface Builder means when none is written.
            if !has(UIKitKeys.autoresizingMask) {
                parts.properties.append(NibProperty(UIKitKeys.autoresizingMask, .int(36)))
            } else if value(UIKitKeys.autoresizingMask)?.integerValue == 0 {
                // An empty mask is UIView's default: not written.
                parts.properties.removeAll { $0.key == UIKitKeys.autoresizingMask }
            }
            parts.properties += priorityPairs(element, defaultHugging: element.name == "activityIndicatorView" ? 750 : 250)
        }
        switch element.name {
        case "label":
            let textColor = element.children.first { $0.name == "color" && $0.key == "textColor" }
            let dynamic = textColor == nil || textColor?["systemColor"] != nil || textColor?["cocoaTouchSystemColor"] != nil
            parts.properties.append(NibProperty("UIDisableUpdateTextColorOnTraitCollectionChange", .bool(!dynamic)))
            if !has("UITextColor") {
                // A label without a colour of its own is written with the system label colour.
                let label = uniqued(
                    "UIColor",
                    [NibProperty("UISystemColorName", .string("labelColor"))]
                        + colorComponents([0], alpha: 1))
                parts.properties.append(NibProperty("UITextColor", .object(label)))
            }
            if !has("UIMinimumFontSize"), value("UIAdjustsFontSizeToFit") == .bool(true),
                let scale = value("UIMinimumScaleFactor")?.doubleValue, let font = value("UIFont")?.objectID,
                let size = nib[font].properties.first(where: { $0.key == "UIFontPointSize" })?.value.doubleValue
            {
                // A label that shrinks its text by a scale factor also gets the smallest size
                // that factor allows.
                parts.properties.append(NibProperty("UIMinimumFontSize", .scalar(.float(Float(size * scale)))))
            }
        case "button":
            if let vertical = value("UIContentVerticalAlignment") { parts.properties.append(NibProperty("UIContentVerticalAlignment2", vertical)) }
            if !has("UIFont"), !has("UIButtonConfiguration") {
                // A button without a font of its own is written with UIButton's system 15.
                parts.properties.append(
                    NibProperty("UIFont", .object(font(XIBElement(name: "fontDescription", attributes: [("type", "system"), ("pointSize", "15")])))))
            }
        case "tableViewCell":
            tableViewCellSeparator(element, parts: &parts)
            // A style cell names its labels and image view by id: `-[UITableViewCell
            // initWithCoder:]` reads them under the keys written null for a custom cell.
            for (attribute, key) in [("textLabel", "UITextLabel"), ("detailTextLabel", "UIDetailTextLabel"), ("imageView", "UIImageView")] {
                guard let id = element[attribute], let target = ids[id], let at = parts.properties.firstIndex(where: { $0.key == key }) else {
                    continue
                }
                parts.properties[at].value = .object(target)
            }
        case "collectionViewCell":
            if element.children.contains(where: { $0.name == "view" && $0.key == "contentView" }), let content = value("UIContentView")?.objectID {
                legacyCollectionContentView(content, cell: object, parts: &parts)
            }
        case "barButtonItem" where has("UISystemItem"):
            parts.properties.append(NibProperty("UIIsSystemItem", .bool(true)))
        case "navigationItem":
            // A single bar button item is also written as a one-item array.
            for side in ["Left", "Right"] where !has("UI\(side)BarButtonItems") {
                if let item = value("UI\(side)BarButtonItem") {
                    parts.properties.append(NibProperty("UI\(side)BarButtonItems", .array([item], mutable: false)))
                }
            }
        case "navigationBar":
            // Each navigation item of a bar points back at it.
            for item in value("UIItems")?.elements?.compactMap(\.objectID) ?? [] where nib[item].className == "UINavigationItem" {
                nib[item].properties.append(NibProperty("UINavigationBar", .object(object)))
            }
        case "collectionViewFlowLayout":
            // Sizes and insets at UICollectionViewFlowLayout's defaults are not written.
            let defaults: [String: NibPropertyValue] = [
                "UIItemSize": .size(Size(width: 50, height: 50)), "UIHeaderReferenceSize": .size(Size(width: 0, height: 0)),
                "UIFooterReferenceSize": .size(Size(width: 0, height: 0)), "UISectionInset": .insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
            ]
            parts.properties.removeAll { defaults[$0.key] == $0.value }
        case "stackView":
            parts.properties.append(NibProperty("UIStackViewArrangedSubviews", .array(parts.subviews.map(NibPropertyValue.object), mutable: false)))
            if !has("UIViewLayoutMargins") {
                parts.properties.append(NibProperty("UIViewLayoutMargins", .insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))))
            }
        case "tableView":
            if let style = value("UITableViewStyle") { parts.properties.append(NibProperty("UIStyle", style)) }
            if let separator = value("UISeparatorStyle") { parts.properties.append(NibProperty("UISeparatorStyleIOS5AndLater", separator)) }
        case "textView":
            if let data = value(UIKitKeys.bounds)?.dataValue, let bounds = GeometryBlob.rect(data) {
                parts.properties.append(NibProperty("UIContentSize", .size(bounds.size)))
            }
        case "activityIndicatorView":
            let modern = value("UIActivityIndicatorViewStyle-Modern")?.integerValue ?? 100
            let legacy = modern == 101 ? 0 : modern >= 100 ? 2 : modern
            parts.properties.append(NibProperty("UIActivityIndicatorViewStyle", .int(Int(legacy))))
            if modern < 100 {
                // A legacy-style indicator (gray, white, whiteLarge) takes its colour from the
                // style: nil UIColor when the xib has none, no trait-change flag.
                parts.properties.removeAll { $0.key == "UIDisableUpdateColorOnTraitCollectionChange" }
                if !has("UIColor") { parts.properties.append(NibProperty("UIColor", .scalar(.null))) }
            }
        case "tapGestureRecognizer":
            let recognizer = nib.add(NibDocumentObject(className: "UITapRecognizer"), listed: false)
            parts.properties.append(NibProperty("UITapGestureRecognizer._imp", .object(recognizer)))
        default:
            break
        }
    }

    /// The `_UITableViewCellSeparatorView` Apple archives with every table view cell: a
    /// subview after the content view, one point high along the cell's bottom edge, inset by
    /// the cell's `separatorInset` (15 points on the left when the xib has none).
    mutating func tableViewCellSeparator(_ element: XIBElement, parts: inout ObjectParts) {
        guard let at = parts.properties.firstIndex(where: { $0.key == UIKitKeys.subviews }),
            case .array(let subviews, let mutable) = parts.properties[at].value,
            let bounds = parts.properties.first(where: { $0.key == UIKitKeys.bounds })?.value.dataValue.flatMap(GeometryBlob.rect)
        else { return }
        let inset = element.children.first { $0.name == "inset" && $0.key == "separatorInset" }
        let left = inset?["minX"].flatMap(Double.init) ?? 15
        let right = inset?["maxX"].flatMap(Double.init) ?? 0
        let width = max(bounds.size.width - left - right, 0)
        let separator = nib.add(
            NibDocumentObject(
                className: "_UITableViewCellSeparatorView",
                properties: [
                    NibProperty(UIKitKeys.bounds, .rect(Rect(x: 0, y: 0, width: width, height: 1))),
                    NibProperty(UIKitKeys.center, .point(Point(x: left + width / 2, y: bounds.size.height - 0.5))),
                    NibProperty("UIDeepDrawRect", .bool(true)), NibProperty("UIOpaque", .bool(true)),
                    NibProperty("UIAutoresizeSubviews", .bool(true)), NibProperty("UIViewSemanticContentAttribute", .int(0)),
                    NibProperty("UIViewLargeContentStoredProperties", .scalar(.null))
                ]), listed: false)
        parts.properties[at].value = .array(subviews + [.object(separator)], mutable: mutable)
    }

    /// A collection view cell's content view written the pre-Xcode-9 way (`<view
    /// key="contentView">`, no id): Apple writes UIKit's own content view instead — opaque,
    /// without the xib's clipping, multiple-touch and content-mode attributes, not listed in
    /// `UINibObjectsKey` — with its subviews, a safe-area layout guide, and the constraints
    /// the xib gave the cell, which now name the content view where they named the cell.
    mutating func legacyCollectionContentView(_ content: NibObjectID, cell: NibObjectID, parts: inout ObjectParts) {
        if let at = parts.properties.firstIndex(where: { $0.key == UIKitKeys.constraints }), case .array(let moved, _) = parts.properties[at].value {
            parts.properties.remove(at: at)
            for constraint in moved.compactMap(\.objectID) {
                for (i, property) in nib[constraint].properties.enumerated() where property.value == .object(cell) {
                    nib[constraint].properties[i].value = .object(content)
                }
            }
            if let own = nib[content].properties.firstIndex(where: { $0.key == UIKitKeys.constraints }),
                case .array(let existing, let mutable) = nib[content].properties[own].value
            {
                nib[content].properties[own].value = .array(existing + moved, mutable: mutable)
            } else {
                nib[content].properties.append(NibProperty(UIKitKeys.constraints, .array(moved, mutable: true)))
            }
        }
        nib[content].properties.removeAll {
            ["UIClipsToBounds", "UIMultipleTouchEnabled", "UIContentMode", "UIOpaque", "UIViewLayoutGuides"].contains($0.key)
        }
        nib[content].properties.append(NibProperty("UIOpaque", .bool(true)))
        let guide = nib.add(NibDocumentObject(className: "UILayoutGuide"), listed: false)
        nib[guide].properties = layoutGuide(guide, owner: content, identifier: "UIViewSafeAreaLayoutGuide")
        nib[content].properties.append(NibProperty("UIViewLayoutGuides", .array([.object(guide)], mutable: true)))
        nib.allObjects.removeAll { $0 == content }
    }

    /// `UIViewContentHuggingPriority` and `UIViewContentCompressionResistancePriority` as Apple
    /// writes them: one `"{horizontal, vertical}"` string each, omitted at the class's defaults
    /// (hugging 250, an activity indicator's 750; compression resistance 750).
    func priorityPairs(_ element: XIBElement, defaultHugging: Double = 250) -> [NibProperty] {
        func pair(_ key: String, _ horizontal: String, _ vertical: String, default fallback: Double) -> NibProperty? {
            let h = element[horizontal].flatMap(Double.init) ?? fallback
            let v = element[vertical].flatMap(Double.init) ?? fallback
            guard h != fallback || v != fallback else { return nil }
            return NibProperty(key, .string("{\(Self.priorityText(h)), \(Self.priorityText(v))}"))
        }
        return [
            pair("UIViewContentHuggingPriority", "horizontalHuggingPriority", "verticalHuggingPriority", default: defaultHugging),
            pair(
                "UIViewContentCompressionResistancePriority", "horizontalCompressionResistancePriority",
                "verticalCompressionResistancePriority", default: 750)
        ].compactMap { $0 }
    }

    /// A priority as Apple writes it in a pair: `251`, `249.5`.
    static func priorityText(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }

    /// A `UIBlurEffect` (`UIBlurEffectStyle`) or `UIVibrancyEffect` (over its blur effect)
    /// from `<blurEffect>` / `<vibrancyEffect>`.
    mutating func visualEffect(_ element: XIBElement) -> NibObjectID {
        if element.name == "vibrancyEffect" {
            var properties: [NibProperty] = []
            if let blur = element.child("blurEffect") { properties.append(NibProperty("UIVibrancyEffectBlurEffect", .object(visualEffect(blur)))) }
            return nib.add(NibDocumentObject(className: "UIVibrancyEffect", properties: properties), listed: false)
        }
        let style = element["style"].flatMap { XIBVocabulary.enumValue("blurEffectStyle", $0) } ?? 4
        return uniqued("UIBlurEffect", [NibProperty("UIBlurEffectStyle", .int(style))])
    }
}
