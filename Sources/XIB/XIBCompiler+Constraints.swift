import NibArchive
import NibModel

/// Layout guides and constraints as Apple's compiler writes them.
extension CompileState {
    /// `UILayoutGuideIdentifier` by the xib key of a `<viewLayoutGuide>`.
    static let layoutGuideIdentifiers: [String: String] = [
        "safeArea": "UIViewSafeAreaLayoutGuide", "contentLayoutGuide": "UIScrollView-contentLayoutGuide",
        "frameLayoutGuide": "UIScrollView-frameLayoutGuide", "keyboard": "UIViewKeyboardLayoutGuide"
    ]

    /// A system layout guide's keys, as Apple writes them for a view's safe-area guide; the
    /// safe-area guide holds the four constraints that tie it to its view (not archived with
    /// the view's own: `NSShouldBeArchived` false, identifiers `UIViewSafeAreaLayoutGuide-top`…).
    mutating func layoutGuide(_ guide: NibObjectID, owner: NibObjectID, identifier: String) -> [NibProperty] {
        var system: [NibPropertyValue] = []
        if identifier == "UIViewSafeAreaLayoutGuide" {
            for (edge, attribute) in [("top", 3), ("left", 1), ("bottom", 4), ("right", 2)] {
                system.append(
                    .object(
                        nib.add(
                            NibDocumentObject(
                                className: "NSLayoutConstraint",
                                properties: [
                                    NibProperty("NSFirstItem", .object(guide)), NibProperty("NSFirstAttributeV2", .int(attribute)),
                                    NibProperty("NSFirstAttribute", .int(attribute)), NibProperty("NSSecondItem", .object(owner)),
                                    NibProperty("NSSecondAttributeV2", .int(attribute)), NibProperty("NSSecondAttribute", .int(attribute)),
                                    NibProperty("NSShouldBeArchived", .bool(false)),
                                    NibProperty("NSLayoutIdentifier", .string("\(identifier)-\(edge)"))
                                ]), listed: false)))
            }
        }
        return [
            NibProperty("UILayoutGuideOwningView", .object(owner)),
            NibProperty("UILayoutGuideIdentifier", .string(identifier)),
            NibProperty("UILayoutGuideOwningViewIsLocked", .bool(true)),
            NibProperty("UILayoutGuideShouldBeArchived", .bool(true)),
            NibProperty("UILayoutGuideAllowsNegativeDimensions", .bool(true)),
            NibProperty("UILayoutGuideSystemConstraints", .array(system, mutable: false))
        ]
    }

    /// An `NSLayoutConstraint` from `<constraint>`; a missing `firstItem` is the container.
    mutating func constraint(_ element: XIBElement, container: NibObjectID) throws(XIBError) -> NibObjectID {
        guard let id = Self.objectKey(element), let object = ids[id] else {
            throw error(.invalidElement, "<constraint> is not an object of this document", at: element)
        }
        var properties: [NibProperty] = []
        let first =
            try element["firstItem"].map { i throws(XIBError) in try self.object(i, referencedBy: element, as: "constraint firstItem") } ?? container
        let firstAttribute = try layoutAttribute(element, "firstAttribute")
        properties.append(NibProperty("NSFirstItem", .object(first)))
        properties.append(NibProperty("NSFirstAttribute", .int(Self.baseAttribute(firstAttribute))))
        properties.append(NibProperty("NSFirstAttributeV2", .int(firstAttribute)))
        if let second = element["secondItem"] {
            let secondAttribute = try layoutAttribute(element, "secondAttribute")
            properties.append(NibProperty("NSSecondItem", .object(try self.object(second, referencedBy: element, as: "constraint secondItem"))))
            properties.append(NibProperty("NSSecondAttribute", .int(Self.baseAttribute(secondAttribute))))
            properties.append(NibProperty("NSSecondAttributeV2", .int(secondAttribute)))
        }
        if let relation = element["relation"] {
            guard let raw = XIBVocabulary.layoutRelations[relation] else {
                throw error(.invalidElement, "constraint relation \"\(relation)\" is not lessThanOrEqual, equal or greaterThanOrEqual", at: element)
            }
            // Apple omits "equal" and writes a negative integer as int64.
            if raw != 0 { properties.append(NibProperty("NSRelation", .scalar(raw < 0 ? .int64(Int64(raw)) : .narrowest(Int64(raw))))) }
        }
        if let multiplier = element["multiplier"] {
            let value = try ratio(multiplier, element)
            if value != 1 { properties.append(NibProperty("NSMultiplier", .float(value))) }
        }
        var value = 0.0
        if let constant = element["constant"] {
            guard let number = Double(constant) else {
                throw error(.invalidElement, "constraint constant \"\(constant)\" is not a number", at: element)
            }
            value = number
        }
        let secondAttribute = element["secondItem"] == nil ? 0 : try layoutAttribute(element, "secondAttribute")
        if Self.baseAttribute(firstAttribute) != firstAttribute || Self.baseAttribute(secondAttribute) != secondAttribute {
            // To a margin, NSConstant adds UIKit's default layout margin (8) to the xib's
            // constant; NSConstantV2 keeps the xib's.
            properties.append(NibProperty("NSConstant", .float(value + Self.defaultLayoutMargin)))
            if value != 0 { properties.append(NibProperty("NSConstantV2", .float(value))) }
        } else if value != 0 {
            properties.append(NibProperty("NSConstant", .float(value)))
            properties.append(NibProperty("NSConstantV2", .float(value)))
        }
        if let priority = element["priority"], let value = Double(priority), value != 1000 {
            properties.append(NibProperty("NSPriority", .float(value)))
        }
        if let identifier = element["identifier"] { properties.append(NibProperty("NSLayoutIdentifier", .string(identifier))) }
        properties.append(NibProperty("NSShouldBeArchived", .bool(true)))
        nib[object].properties = properties
        return object
    }

    /// UIKit's default layout margin, which a constraint to a margin attribute adds to its
    /// archived `NSConstant`.
    static let defaultLayoutMargin = 8.0

    /// The attribute `NSFirstAttribute`/`NSSecondAttribute` hold: a margin attribute's base
    /// (topMargin → top); the `…V2` keys hold the attribute itself.
    static func baseAttribute(_ attribute: Int) -> Int {
        switch attribute {
        case 13...18: attribute - 12
        case 19, 20: attribute - 10
        default: attribute
        }
    }

    private func layoutAttribute(_ element: XIBElement, _ name: String) throws(XIBError) -> Int {
        guard let value = element[name] else { return 0 }
        guard let raw = XIBVocabulary.layoutAttributes[value] else {
            throw error(.invalidElement, "\(name) \"\(value)\" is not a layout attribute", at: element)
        }
        return raw
    }

    /// `"2:1"`, `"1/2"` or `"0.5"` as a number.
    private func ratio(_ text: String, _ element: XIBElement) throws(XIBError) -> Double {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).map { Double($0) }
            if parts.count == 2, let a = parts[0], let b = parts[1], b != 0 { return a / b }
        }
        guard let value = Double(text) else { throw error(.invalidElement, "multiplier \"\(text)\" is not a number or ratio", at: element) }
        return value
    }
}
