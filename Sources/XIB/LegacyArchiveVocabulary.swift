import Foundation

/// The tables and text helpers of ``LegacyArchiveTranslator``: Interface Builder 3 archive
/// classes and keys → modern xib element and attribute names (docs/uikit-encoding.md,
/// "Legacy Interface Builder 3 archives").
enum LegacyArchiveVocabulary {
    /// Archive classes whose modern element is not the class name less `IBUI` with its first
    /// letter lower-cased (`IBUILabel` → `label`).
    static let elementNames: [String: String] = [
        "IBMKMapView": "mapView", "IBUIWebView": "webView"
    ]

    /// Archive keys that are no property of the modern document: back-pointers the tree
    /// implies, editor state, and keys the modern format folds into others.
    static let skippedKeys: Set<String> = [
        "NSNextResponder", "NSSuperview", "NSWindow", "NSNextKeyView", "NSReuseIdentifierKey", "targetRuntimeIdentifier",
        "IBUIDetectsPhoneNumbers", "EncodedWithXMLCoder"
    ]

    /// Whether archive class `name` is a value (a colour, font, resource, text input traits)
    /// rather than an object of the nib.
    static func isValueClass(_ name: String) -> Bool {
        ["NSColor", "NSFont", "IBUIFontDescription", "NSCustomResource", "IBUITextInputTraits"].contains(name)
    }

    /// The modern element name of archive class `archiveClass` set as property `key` of an
    /// object whose element is `parent`.
    static func elementName(_ archiveClass: String, key: String?, parent: String?) -> String {
        if key == "contentView", parent == "tableViewCell" { return "tableViewCellContentView" }
        if let name = elementNames[archiveClass] { return name }
        guard archiveClass.hasPrefix("IBUI"), archiveClass.count > 4 else { return archiveClass }
        return lowerFirst(archiveClass.dropFirst(4))
    }

    /// The modern attribute (or keyed child) name of archive key `key` (`IBUIText` → `text`,
    /// `IBUIFont` → `fontDescription`).
    static func attributeName(_ key: String) -> String {
        if key == "IBUIFont" { return "fontDescription" }
        return key.hasPrefix("IBUI") ? lowerFirst(key.dropFirst(4)) : key
    }

    /// The button state and part of a stateful button key (`IBUIHighlightedTitleColor` →
    /// `highlighted`, `TitleColor`), or nil for any other key.
    static func buttonState(_ key: String) -> (state: String, part: String)? {
        guard key.hasPrefix("IBUI") else { return nil }
        let rest = key.dropFirst(4)
        for state in ["Normal", "Highlighted", "Selected", "Disabled"] where rest.hasPrefix(state) {
            let part = String(rest.dropFirst(state.count))
            if ["Title", "TitleColor", "TitleShadowColor", "Image", "BackgroundImage"].contains(part) {
                return (lowerFirst(Substring(state)), part)
            }
        }
        return nil
    }

    /// The modern name of integer `raw` for enumerated attribute `attribute` of `element`
    /// (by the element's UIKit rule, else ``XIBVocabulary/enums``): the rule's omitted or
    /// implied name when it has that value, else the first such name in order; nil for an
    /// attribute that is not enumerated or a value without a name.
    static func enumName(_ attribute: String, _ raw: String, in element: String) -> String? {
        guard let value = Int(raw) else { return nil }
        let rule = UIKitClassEncoding.forElement(element)?.rules.first { $0.attribute == attribute }
        var table = attribute
        if let rule {
            guard case .enumeration(let name) = rule.kind else { return nil }
            table = name
        }
        guard let cases = XIBVocabulary.enums[table] else { return nil }
        let preferred = [rule?.omitted, rule?.implied].compactMap { $0 }
        return (preferred + cases.keys.sorted()).first { cases[$0] == value }
    }

    /// The numbers of a geometry string (`{{0, 44}, {320, 436}}`, `{320, 431}`), or nil when
    /// some part is not a number.
    static func numbers(_ text: String) -> [Double]? {
        guard text.allSatisfy({ "{}, -+.0123456789eE".contains($0) }) else { return nil }
        let parts = text.split { !"-+.0123456789eE".contains($0) }
        let values = parts.compactMap { Double($0) }
        return values.count == parts.count ? values : nil
    }

    /// The components of an archived colour's `NSRGB`/`NSWhite` bytes: base64 (written without
    /// padding, sometimes with one stray character) of NUL-terminated text such as `1 1 1`.
    static func colorComponents(_ base64: String) -> [Double] {
        var text = base64.filter { !$0.isWhitespace }
        if text.count % 4 == 1 { text.removeLast() }
        text += String(repeating: "=", count: (4 - text.count % 4) % 4)
        guard let data = Data(base64Encoded: text) else { return [] }
        let words = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self).split(separator: " ")
        return words.compactMap { Double($0) }
    }

    /// A number as xib text: whole numbers without a fraction.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func lowerFirst(_ text: Substring) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
