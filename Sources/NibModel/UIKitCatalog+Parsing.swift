extension UIKitCatalog {
    /// Reads the catalog's lines (``data``): `Class Superclass Decodes name:kind:setter …`,
    /// with `-` for no superclass, `1`/`0` for whether the class decodes, and for each
    /// property an empty setter for the default `setName:`, `-` for a readonly property, or
    /// the header's `setter=` selector. A property whose kind code is unknown is skipped.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func parse(_ text: String) -> [String: ClassEntry] {
        // The text is ASCII: it is split on its UTF-8 bytes, not on characters, which costs a
        // fraction (the whole catalog is read once per process, before anything is measured).
        var classes: [String: ClassEntry] = [:]
        classes.reserveCapacity(2_048)
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let fields = line.split(separator: UInt8(ascii: " ")).map { Substring($0) }
            guard fields.count >= 3 else { continue }
            var properties: [String: Property] = [:]
            properties.reserveCapacity(fields.count - 3)
            for field in fields.dropFirst(3) {
                if let property = parseProperty(field) { properties[property.name] = property }
            }
            let name = String(fields[0])
            classes[name] = ClassEntry(
                name: name, superclass: fields[1] == "-" ? nil : String(fields[1]), decodesFromArchive: fields[2] == "1",
                properties: properties)
        }
        return classes
    }

    /// One `name:kind:setter` field (the setter, a selector, may itself contain colons).
    static func parseProperty(_ field: Substring) -> Property? {
        let colon = UInt8(ascii: ":")
        guard let firstColon = field.utf8.firstIndex(of: colon) else { return nil }
        let afterName = field[field.utf8.index(after: firstColon)...]
        guard let secondColon = afterName.utf8.firstIndex(of: colon) else { return nil }
        let name = String(field[..<firstColon])
        guard let kind = PropertyKind(code: afterName[..<secondColon]) else { return nil }
        let setterField = afterName[afterName.utf8.index(after: secondColon)...]
        let setter: String? =
            switch setterField {
            case "-": nil
            case "": "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
            default: String(setterField)
            }
        return Property(name: name, kind: kind, setter: setter)
    }
}
