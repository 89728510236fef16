extension SyntheticNibBuilder {
    /// Writes the generated tree as an iOS xib.
    mutating func write(embeds: [String]) -> String {
        var xml = XMLWriter()
        xml.start(
            "document",
            [
                ("type", "com.apple.InterfaceBuilder3.CocoaTouch.XIB"), ("version", "3.0"), ("toolsVersion", "22505"),
                ("targetRuntime", "iOS.CocoaTouch"), ("propertyAccessControl", "none"), ("useAutolayout", "YES"),
                ("useTraitCollections", "YES"), ("colorMatched", "YES")
            ])
        xml.start("dependencies")
        xml.empty("plugIn", [("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"), ("version", "22504")])
        xml.end()
        xml.start("objects")
        // File's Owner with its outlets and collections.
        var ownerConnections: [(String, [(String, String)])] = []
        if kind == .screen { ownerConnections.append(("outlet", [("property", "view"), ("destination", id(0)), ("id", "o-view")])) }
        var outlet = 0
        // A component (nested) nib is loaded by the view it replaces, with no File's Owner
        // (as `awakeAfterUsingCoder:` does), so it has no owner outlets.
        for index in nodes.indices.dropFirst() where nodes[index].type != "tableViewCellContentView" && kind != .nested {
            if random.chance(spec.connections.outlets) {
                outlet += 1
                ownerConnections.append(("outlet", [("property", "outlet\(outlet)"), ("destination", id(index)), ("id", "o\(outlet)")]))
            }
            if nodes[index].type == "button", random.chance(spec.connections.collections) {
                ownerConnections.append(("outletCollection", [("property", "buttons"), ("destination", id(index)), ("id", "c\(index)")]))
            }
        }
        xml.start(
            "placeholder", [("placeholderIdentifier", "IBFilesOwner"), ("id", "-1"), ("userLabel", "File's Owner")], empty: ownerConnections.isEmpty)
        if !ownerConnections.isEmpty {
            xml.start("connections")
            for (element, attributes) in ownerConnections { xml.empty(element, attributes) }
            xml.end()
            xml.end()
        }
        xml.empty("placeholder", [("placeholderIdentifier", "IBFirstResponder"), ("id", "-2"), ("customClass", "UIResponder")])
        var blob = blobOverride ?? (random.chance(spec.blobs.share) ? Int(spec.blobs.size.sample(&random).rounded()) : 0)
        writeNode(0, into: &xml, blob: &blob)
        xml.end()
        xml.end()
        return xml.text
    }

    private func id(_ index: Int) -> String { "v\(index)" }

    private static let events = ["button": "touchUpInside", "switch": "valueChanged", "slider": "valueChanged", "textField": "editingChanged"]

    /// Writes node `index` and its subtree.
    private mutating func writeNode(_ index: Int, into xml: inout XMLWriter, blob: inout Int) {
        let node = nodes[index]
        var attributes: [(String, String)] = []
        if node.type == "tableViewCellContentView" { attributes.append(("key", "contentView")) }
        attributes.append(("opaque", "NO"))
        attributes.append(("contentMode", node.type == "imageView" ? "scaleAspectFit" : "scaleToFill"))
        switch node.type {
        case "label": attributes += [("text", node.text), ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"), ("numberOfLines", "0")]
        case "button": attributes += [("buttonType", "system"), ("contentHorizontalAlignment", "center")]
        case "imageView": attributes.append(("image", "image-\(index % 17)"))
        case "textField": attributes += [("placeholder", node.text), ("borderStyle", "roundedRect")]
        case "switch": attributes.append(("on", index % 2 == 0 ? "YES" : "NO"))
        case "slider": attributes += [("value", "0.5"), ("minValue", "0.0"), ("maxValue", "1")]
        case "stackView": attributes += [("axis", "vertical"), ("spacing", "4")]
        case "tableViewCell": attributes.append(("reuseIdentifier", name))
        default: break
        }
        if node.parent != nil { attributes.append(("translatesAutoresizingMaskIntoConstraints", "NO")) }
        if let restoration = node.restorationIdentifier { attributes.append(("restorationIdentifier", restoration)) }
        attributes.append(("id", id(index)))
        if let custom = node.customClass { attributes.append(("customClass", custom)) }
        xml.start(node.type, attributes)
        let f = node.frame
        xml.empty("rect", [("key", "frame"), ("x", fmt(f.x)), ("y", fmt(f.y)), ("width", fmt(f.width)), ("height", fmt(f.height))])
        if node.parent == nil { xml.empty("autoresizingMask", [("key", "autoresizingMask"), ("widthSizable", "YES"), ("heightSizable", "YES")]) }
        let embedded = node.customClass?.hasPrefix(Self.embeddedClassPrefix) == true && node.parent != nil
        if !node.children.isEmpty && !embedded {
            xml.start("subviews")
            for child in node.children where nodes[child].type != "tableViewCellContentView" { writeNode(child, into: &xml, blob: &blob) }
            xml.end()
        }
        for child in node.children where nodes[child].type == "tableViewCellContentView" { writeNode(child, into: &xml, blob: &blob) }
        if node.type == "label" {
            xml.empty("fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", "\(13 + index % 6)")])
            xml.empty(
                "color",
                [
                    ("key", "textColor"), ("white", "0.0"), ("alpha", "1"), ("colorSpace", "custom"),
                    ("customColorSpace", "genericGamma22GrayColorSpace")
                ])
            if blob > 0 {
                xml.leaf("string", [("key", "text")], text: Self.filler(blob))
                blob = 0
            }
        }
        if node.type == "button" { xml.empty("state", [("key", "normal"), ("title", node.text)]) }
        if node.type == "view", index % 3 == 0 {
            xml.empty(
                "color",
                [
                    ("key", "backgroundColor"), ("red", "0.95"), ("green", "0.95"), ("blue", "0.97"), ("alpha", "1"),
                    ("colorSpace", "custom"), ("customColorSpace", "sRGB")
                ])
        }
        let owned = constraints.indices.filter { constraints[$0].container == index }
        if !owned.isEmpty {
            xml.start("constraints")
            for c in owned {
                let constraint = constraints[c]
                var a: [(String, String)] = [("firstItem", id(constraint.first)), ("firstAttribute", constraint.attribute)]
                if let second = constraint.second { a += [("secondItem", id(second)), ("secondAttribute", constraint.attribute)] }
                a += [("constant", "\(constraint.constant)"), ("id", "k\(c)")]
                xml.empty("constraint", a)
            }
            xml.end()
        }
        if node.type == "view", random.chance(0.1) {
            xml.start("userDefinedRuntimeAttributes")
            xml.start("userDefinedRuntimeAttribute", [("type", "number"), ("keyPath", "layer.cornerRadius")])
            xml.empty("integer", [("key", "value"), ("value", "\(4 + index % 9)")])
            xml.end()
            xml.end()
        }
        if let event = Self.events[node.type], random.chance(spec.connections.actions) {
            xml.start("connections")
            xml.empty(
                "action",
                [("selector", "action\(index):"), ("destination", random.chance(0.5) ? "-1" : "-2"), ("eventType", event), ("id", "a\(index)")])
            xml.end()
        }
        xml.end()
    }

    private func fmt(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) + ".0" : String(value)
    }
}
