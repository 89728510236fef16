import NibArchive
import NibModel

/// Size-class variations (`<variation key="widthClass=regular" …>`) as Apple writes them since
/// iOS 17's trait storage: per top-level object with variations below it, a
/// `_UITraitStorageList` in the root's `UINibTraitStorageListsKey` (docs/uikit-encoding.md).
extension CompileState {
    /// Builds the trait storage lists of every top-level object. A variation of a constraint's
    /// `constant` or a stack view's `spacing` becomes a `_UIAttributeTraitStorage` (one record
    /// per variation, then the default value under an empty trait collection); a view's
    /// `<mask key="constraints">` variations become a `_UIRelationshipTraitStorage` (a record per
    /// variation with the constraints it adds and removes, every constraint of the view as a
    /// candidate), and the constraints the default variation excludes leave the view's
    /// `UIViewAutolayoutConstraints`. Other varied attributes are reported.
    mutating func compileTraitVariations() {
        for element in document.objects {
            guard let key = Self.objectKey(element), let topLevel = ids[key] else { continue }
            var relationships: [NibPropertyValue] = []
            var attributes: [NibPropertyValue] = []
            var descendants: [NibPropertyValue] = []
            collectVariations(element, relationships: &relationships, attributes: &attributes, descendants: &descendants, topLevel: topLevel)
            guard !relationships.isEmpty || !attributes.isEmpty else { continue }
            // Apple writes each constraint-constant storage a second time, as separate objects
            // after the first set (every Apple nib with constant variations does).
            let constants = attributes.compactMap(\.objectID).filter {
                nib[$0].properties.contains { $0.key == "UIKeyPath" && $0.value == .string("encodedConstant") }
            }
            for storage in constants { attributes.append(.object(copyStorage(storage))) }
            nib.traitStorageLists.append(
                nib.add(
                    NibDocumentObject(
                        className: "_UITraitStorageList",
                        properties: [
                            NibProperty("UITopLevelObject", .object(topLevel)),
                            NibProperty("UITraitStorages", .array(relationships + attributes, mutable: false)),
                            NibProperty("UIDescendants", .set(descendants, mutable: false))
                        ]), listed: false))
        }
    }

    private mutating func collectVariations(
        _ element: XIBElement, relationships: inout [NibPropertyValue], attributes: inout [NibPropertyValue],
        descendants: inout [NibPropertyValue], topLevel: NibObjectID
    ) {
        let variations = element.children.filter { $0.name == "variation" }
        if !variations.isEmpty, let key = Self.objectKey(element), let object = ids[key] {
            var added = false
            if let storage = relationshipStorage(element, object: object, variations: variations) {
                relationships.append(.object(storage))
                added = true
            }
            for storage in attributeStorages(element, object: object, variations: variations) {
                attributes.append(.object(storage))
                added = true
            }
            if added, object != topLevel { descendants.append(.object(object)) }
        }
        for child in element.children where !Self.nonObjectContainers.contains(child.name) && child.name != "variation" {
            collectVariations(child, relationships: &relationships, attributes: &attributes, descendants: &descendants, topLevel: topLevel)
        }
    }

    /// The `_UIRelationshipTraitStorage` of a view's constraint masks, or nil without masks.
    private mutating func relationshipStorage(_ element: XIBElement, object: NibObjectID, variations: [XIBElement]) -> NibObjectID? {
        let masked = variations.filter { $0.children.contains { $0.name == "mask" && $0.key == "constraints" } }
        guard !masked.isEmpty else { return nil }
        func references(_ variation: XIBElement, _ name: String) -> [NibPropertyValue] {
            variation.children.filter { $0.name == "mask" && $0.key == "constraints" }.flatMap(\.children)
                .filter { $0.name == name }.compactMap { $0["reference"].flatMap { ids[$0] } }.map(NibPropertyValue.object)
        }
        var records: [NibPropertyValue] = []
        for variation in masked {
            records.append(
                .object(
                    nib.add(
                        NibDocumentObject(
                            className: "_UIRelationshipTraitStorageRecord",
                            properties: [
                                NibProperty("UITraitCollection", .object(traitCollection(variation["key"] ?? "default"))),
                                NibProperty("UIAddedObjects", .set(references(variation, "include"), mutable: false)),
                                NibProperty("UIRemovedObjects", .set(references(variation, "exclude"), mutable: false))
                            ]), listed: false)))
        }
        // Every constraint of the view is a candidate; the default variation's exclusions are
        // not installed when the nib loads.
        let constraints =
            element.child("constraints")?.children.filter { $0.name == "constraint" }.compactMap { Self.objectKey($0).flatMap { ids[$0] } } ?? []
        let excluded = Set(masked.filter { ($0["key"] ?? "default") == "default" }.flatMap { references($0, "exclude") }.compactMap(\.objectID))
        if !excluded.isEmpty, let at = nib[object].properties.firstIndex(where: { $0.key == UIKitKeys.constraints }),
            case .array(let installed, let mutable) = nib[object].properties[at].value
        {
            nib[object].properties[at].value = .array(installed.filter { $0.objectID.map { !excluded.contains($0) } ?? true }, mutable: mutable)
        }
        let candidates = nib.add(
            NibDocumentObject(
                className: "NSOrderedSet",
                properties: constraints.enumerated().map {
                    NibProperty("NS.object.\($0.offset)", .object($0.element))
                }), listed: false)
        return nib.add(
            NibDocumentObject(
                className: "_UIRelationshipTraitStorage",
                properties: [
                    NibProperty("UIObject", .object(object)), NibProperty("UIKeyPath", .string("traitStorageConstraints")),
                    NibProperty("UIRecords", .array(records, mutable: true)), NibProperty("UIRelationshipCandidates", .object(candidates))
                ]), listed: false)
    }

    /// A `_UIAttributeTraitStorage` per varied attribute: a constraint's `constant` (key path
    /// `encodedConstant`, values `_NSLayoutConstraintConstant`) and a stack view's `spacing`
    /// (an `NSNumber`).
    private mutating func attributeStorages(_ element: XIBElement, object: NibObjectID, variations: [XIBElement]) -> [NibObjectID] {
        var names: [String] = []
        for variation in variations {
            for (name, _) in variation.attributes where name != "key" && !names.contains(name) { names.append(name) }
        }
        var storages: [NibObjectID] = []
        for name in names {
            let keyPath: String
            switch (element.name, name) {
            case ("constraint", "constant"): keyPath = "encodedConstant"
            case ("stackView", "spacing"): keyPath = "spacing"
            case ("stackView", "axis"): keyPath = "axis"
            default:
                noteGenericAttribute("variation.\(name)")
                warn("size-class variation of \(name) on <\(element.name)> left out; the nib is approximate", at: element)
                continue
            }
            // A number, or an enumerated case (a stack view's axis) as its raw value.
            func number(_ text: String?) -> Double? {
                text.flatMap { Double($0) ?? XIBVocabulary.enumValue(name, $0).map(Double.init) }
            }
            var records: [NibPropertyValue] = []
            for variation in variations {
                guard let value = number(variation[name]) else { continue }
                records.append(attributeRecord(variation["key"] ?? "default", traitValue(value, keyPath: keyPath)))
            }
            records.append(attributeRecord("default", traitValue(number(element[name]) ?? 0, keyPath: keyPath)))
            storages.append(
                nib.add(
                    NibDocumentObject(
                        className: "_UIAttributeTraitStorage",
                        properties: [
                            NibProperty("UIObject", .object(object)), NibProperty("UIKeyPath", .string(keyPath)),
                            NibProperty("UIRecords", .array(records, mutable: true))
                        ]), listed: false))
        }
        return storages
    }

    /// A copy of an attribute storage with its own records, trait collections and values.
    private mutating func copyStorage(_ storage: NibObjectID) -> NibObjectID {
        var properties = nib[storage].properties
        if let at = properties.firstIndex(where: { $0.key == "UIRecords" }), case .array(let records, let mutable) = properties[at].value {
            properties[at].value = .array(
                records.compactMap(\.objectID).map { record in
                    var fields = nib[record].properties
                    for (i, field) in fields.enumerated() {
                        guard let object = field.value.objectID, nib[object].className != "UITraitCollection" || !nib[object].properties.isEmpty
                        else { continue }
                        fields[i].value = .object(nib.add(nib[object], listed: false))
                    }
                    return .object(nib.add(NibDocumentObject(className: nib[record].className, properties: fields), listed: false))
                }, mutable: mutable)
        }
        return nib.add(NibDocumentObject(className: nib[storage].className, properties: properties), listed: false)
    }

    /// A varied value: a constraint constant as `_NSLayoutConstraintConstant`, an axis as an
    /// integer `NSNumber`, else a floating-point `NSNumber`.
    private mutating func traitValue(_ value: Double, keyPath: String) -> NibPropertyValue {
        if keyPath == "axis" { return .integer(Int64(value)) }
        guard keyPath == "encodedConstant" else { return .double(value) }
        return .object(
            nib.add(
                NibDocumentObject(
                    className: "_NSLayoutConstraintConstant",
                    properties: [
                        NibProperty("UISymbolicConstant", .scalar(.null)), NibProperty("UINumericConstant", .float(value))
                    ]), listed: false))
    }

    private mutating func attributeRecord(_ traits: String, _ value: NibPropertyValue) -> NibPropertyValue {
        .object(
            nib.add(
                NibDocumentObject(
                    className: "_UIAttributeTraitStorageRecord",
                    properties: [
                        NibProperty("UITraitCollection", .object(traitCollection(traits))), NibProperty("UIValue", value)
                    ]), listed: false))
    }

    /// The `UITraitCollection` of a variation key (`widthClass=regular`,
    /// `heightClass=compact-widthClass=regular`, `default`): its size classes as built-in
    /// traits (compact 1, regular 2). The default's empty collection is written once.
    private mutating func traitCollection(_ key: String) -> NibObjectID {
        var properties: [NibProperty] = []
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = ["compact": 1, "regular": 2][String(pair[1])] else { continue }
            switch pair[0] {
            case "widthClass": properties.append(NibProperty("UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass", .int(value)))
            case "heightClass": properties.append(NibProperty("UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass", .int(value)))
            default: break
            }
        }
        properties.sort { $0.key < $1.key }
        if properties.isEmpty { return uniqued("UITraitCollection", []) }
        return nib.add(NibDocumentObject(className: "UITraitCollection", properties: properties), listed: false)
    }
}
