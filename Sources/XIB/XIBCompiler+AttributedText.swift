import NibModel

/// Attributed text: `<attributedString>` and its runs' attributes, `<textAttributes>`, and
/// `<paragraphStyle>`.
extension CompileState {
    /// `<attributedString>`: an `NSAttributedString` of its fragments' text (`NSString`) and
    /// the first fragment's attributes (`NSAttributes`: `NSFont`, `NSColor`,
    /// `NSParagraphStyle`). Runs with attributes of their own after the first are reported.
    mutating func attributedString(_ element: XIBElement) -> NibObjectID {
        let fragments = element.children.filter { $0.name == "fragment" }
        let text = fragments.map { $0["content"] ?? $0.child("string")?.text ?? $0.text }.joined()
        var properties = [NibProperty("NSString", .string(text))]
        if let first = fragments.first?.child("attributes") {
            properties.append(NibProperty("NSAttributes", .dictionary(textAttributes(first), mutable: false)))
        }
        if fragments.dropFirst().contains(where: { $0.child("attributes") != nil && $0.child("attributes") != fragments.first?.child("attributes") })
        {
            noteGenericElement("fragment")
            warn("attributed string runs after the first keep the first run's attributes; the nib is approximate", at: element)
        }
        return nib.add(NibDocumentObject(className: "NSAttributedString", properties: properties), listed: false)
    }

    /// Text attributes (`<attributes>` of a fragment, `<textAttributes>`): font, colour and
    /// paragraph style by their `NS…AttributeName` keys.
    mutating func textAttributes(_ element: XIBElement) -> [NibDictionaryEntry] {
        var entries: [NibDictionaryEntry] = []
        for child in element.children {
            switch child.name {
            case "font", "fontDescription": entries.append(NibDictionaryEntry(key: .string("NSFont"), value: .object(font(child))))
            case "color": entries.append(NibDictionaryEntry(key: .string(child.key ?? "NSColor"), value: .object(color(child))))
            case "paragraphStyle":
                let style = paragraphStyle(child)
                entries.append(
                    NibDictionaryEntry(
                        key: .string("NSParagraphStyle"),
                        value: .object(nib.add(NibDocumentObject(className: "NSParagraphStyle", properties: style), listed: false))))
            case "real", "integer",
                "string" where child.key != nil:
                // Numeric and text attributes under their attribute names (`NSKern`,
                // `NSStrokeWidth`, `NSBaselineOffset`, `NSUnderline`, `NSLigature`, …): an
                // NSNumber or NSString, as the attributes dictionary holds them.
                let text = child["value"] ?? child.text
                let value: NibPropertyValue =
                    switch child.name {
                    case "real": .double(Double(text) ?? 0)
                    case "integer": .integer(Int64(text) ?? 0)
                    default: .string(text)
                    }
                if child.name != "string" && Double(text) == nil {
                    warn("<\(child.name) key=\"\(child.key!)\"> value \"\(text)\" is not a number; 0", at: child)
                }
                entries.append(NibDictionaryEntry(key: .string(child.key!), value: value))
            default: unknown(child)
            }
        }
        return entries
    }

    /// `<paragraphStyle>`'s attributes as `-[NSParagraphStyle encodeWithCoder:]` writes them:
    /// `NSAlignment`; the lengths and factors as doubles, only when not 0 (the tightening factor
    /// when not its default, 0.05); `NSLineBreakMode` when not word wrapping, `NSWritingDirection`
    /// when not natural, `NSAllowsTighteningForTruncation` 1 when allowed. Anything else is
    /// compiled generically and reported.
    mutating func paragraphStyle(_ element: XIBElement) -> [NibProperty] {
        var style: [NibProperty] = []
        for (name, raw) in element.attributes where name != "key" {
            if let key = Self.paragraphLengths[name], let value = Double(raw) {
                if value != (name == "tighteningFactorForTruncation" ? 0.05 : 0) { style.append(NibProperty(key, .float(value))) }
                continue
            }
            switch name {
            case "alignment" where XIBVocabulary.enumValue("textAlignment", raw) != nil:
                style.append(NibProperty("NSAlignment", .int(XIBVocabulary.enumValue("textAlignment", raw)!)))
            case "lineBreakMode" where XIBVocabulary.enumValue("lineBreakMode", raw) != nil:
                let mode = XIBVocabulary.enumValue("lineBreakMode", raw)!
                if mode != 0 { style.append(NibProperty("NSLineBreakMode", .int(mode))) }
            case "baseWritingDirection" where Self.writingDirections[raw] != nil:
                let direction = Self.writingDirections[raw]!
                if direction != -1 { style.append(NibProperty("NSWritingDirection", .int(direction))) }
            case "allowsDefaultTighteningForTruncation" where raw == "YES" || raw == "NO":
                if raw == "YES" { style.append(NibProperty("NSAllowsTighteningForTruncation", .int(1))) }
            default:
                noteGenericAttribute("paragraphStyle.\(name)")
            }
        }
        return style
    }

    /// `<paragraphStyle>` attributes that are doubles, by their `NSParagraphStyle` archive key.
    static let paragraphLengths: [String: String] = [
        "lineSpacing": "NSLineSpacing", "paragraphSpacing": "NSParagraphSpacing", "paragraphSpacingBefore": "NSParagraphSpacingBefore",
        "firstLineHeadIndent": "NSFirstLineHeadIndent", "headIndent": "NSHeadIndent", "tailIndent": "NSTailIndent",
        "minimumLineHeight": "NSMinLineHeight", "maximumLineHeight": "NSMaxLineHeight", "lineHeightMultiple": "NSLineHeightMultiple",
        "defaultTabInterval": "NSDefaultTabInterval", "hyphenationFactor": "NSHyphenationFactor",
        "tighteningFactorForTruncation": "NSTighteningFactorForTruncation"
    ]

    /// `NSWritingDirection` raw values by xib name.
    static let writingDirections: [String: Int] = ["natural": -1, "leftToRight": 0, "rightToLeft": 1]
}
