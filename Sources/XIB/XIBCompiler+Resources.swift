import Foundation
import NibArchive
import NibModel

/// Colors, fonts and images as Apple's compiler writes them. Equal ones are written once and
/// shared, as UIKit's nib encoder uniques equal objects (no Apple-compiled nib holds two equal
/// colors, fonts or images).
extension CompileState {
    /// A `UIColor` from `<color>`: RGB or white components as 32-bit floats (with a `-Double`
    /// twin when a float loses precision), the Foundation-level `NSRGB`/`NSWhite` text and
    /// device colour space, and `UISystemColorName` for a system colour (its components from
    /// `<resources>`).
    mutating func color(_ element: XIBElement) -> NibObjectID {
        var properties: [NibProperty] = []
        var components = element
        if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            properties.append(NibProperty("UISystemColorName", .string(system)))
            if let resource = document.resources.first(where: { $0.name == "systemColor" && $0["name"] == system })?.child("color") {
                components = resource
            }
        } else if document.root["colorMatched"] == "YES", let preset = Self.presetColorName(element) {
            // A calibrated colour equal to one of UIColor's class colours keeps that name.
            properties.append(NibProperty("UISystemColorName", .string(preset)))
        } else if let name = element["name"] {
            properties.append(NibProperty("UIDynamicCatalogName", .string(name)))
            properties.append(NibProperty("UIDynamicCatalogUseNibBundle", .bool(true)))
            if let resource = document.resources.first(where: { $0.name == "namedColor" && $0["name"] == name })?.child("color") {
                components = resource
            }
        }
        if Self.isCalibratedWhite(components), document.root["colorMatched"] != "YES", let white = components["white"].flatMap(Double.init) {
            // A document saved before colour matching (no colorMatched="YES", Xcode 7 and
            // older) has its calibrated whites written as RGB.
            properties += colorComponents([white, white, white], alpha: components["alpha"].flatMap(Double.init) ?? 1)
        } else {
            properties += colorComponents(components)
        }
        return uniqued("UIColor", properties)
    }

    /// Whether `<color>` is in the calibrated white space (`calibratedWhite`, or custom
    /// `calibratedWhite`).
    static func isCalibratedWhite(_ element: XIBElement) -> Bool {
        element["colorSpace"] == "calibratedWhite" || (element["colorSpace"] == "custom" && element["customColorSpace"] == "calibratedWhite")
    }

    /// The name of UIColor's class colour (`clearColor`, `whiteColor`, …) that a
    /// `calibratedWhite` `<color>` equals, as Interface Builder's colour
    /// presets are written; nil for any other colour.
    static func presetColorName(_ element: XIBElement) -> String? {
        func value(_ name: String) -> Double? { element[name].flatMap(Double.init) }
        let alpha = value("alpha") ?? 1
        switch element["colorSpace"] {
        case "calibratedWhite":
            guard let white = value("white") else { return nil }
            if alpha == 0 { return white == 0 ? "clearColor" : nil }
            guard alpha == 1 else { return nil }
            return presetWhites.first { abs($0.white - white) < 1e-9 }?.name
        default:
            return nil
        }
    }

    /// UIColor's grey class colours by white component (alpha 1).
    static let presetWhites: [(name: String, white: Double)] = [
        ("blackColor", 0), ("darkGrayColor", 1.0 / 3), ("grayColor", 0.5), ("lightGrayColor", 2.0 / 3), ("whiteColor", 1)
    ]

    /// The component keys of `<color>`'s white or red/green/blue and alpha attributes (none
    /// for a colour without components).
    func colorComponents(_ element: XIBElement) -> [NibProperty] {
        func value(_ name: String) -> Double? { element[name].flatMap(Double.init) }
        if let white = value("white") {
            return colorComponents([white], alpha: value("alpha") ?? 1)
        } else if let red = value("red") {
            // Calibrated RGB is converted to sRGB in 32-bit floats: no component twins.
            return colorComponents(
                [red, value("green") ?? 0, value("blue") ?? 0], alpha: value("alpha") ?? 1,
                convertedComponents: element["colorSpace"] == "calibratedRGB")
        }
        return []
    }

    /// The component keys of a white (one value) or RGB (three values) colour: each component
    /// as a 32-bit float (with a `-Double` twin when the float loses precision), the
    /// Foundation-level `NSWhite`/`NSRGB` text and the device colour space.
    func colorComponents(_ values: [Double], alpha: Double, convertedComponents: Bool = false) -> [NibProperty] {
        var properties = [NibProperty("UIColorComponentCount", .int(values.count + 1))]
        func component(_ key: String, _ v: Double) {
            properties.append(NibProperty(key, .scalar(.float(Float(v)))))
            if Double(Float(v)) != v && (key == "UIAlpha" || !convertedComponents) { properties.append(NibProperty(key + "-Double", .float(v))) }
        }
        for (key, v) in zip(values.count == 1 ? ["UIWhite"] : ["UIRed", "UIGreen", "UIBlue"], values) { component(key, v) }
        component("UIAlpha", alpha)
        let text = (values + (alpha == 1 ? [] : [alpha])).map(Self.threeDigits).joined(separator: " ")
        properties.append(NibProperty(values.count == 1 ? "NSWhite" : "NSRGB", .scalar(.data(NibData(utf8: text)))))
        properties.append(NibProperty("NSColorSpace", .int(values.count == 1 ? 4 : 2)))
        return properties
    }

    /// A number as `%.3g` writes it (`0.00784`, `0.294`, `1`), as in `NSRGB`.
    static func threeDigits(_ value: Double) -> String {
        String(format: "%.3g", value)
    }

    /// A `UIFont` from `<fontDescription>` or `<font>`: the font name, point size and traits,
    /// its `UIFontDescriptor` (the point size and the Core Text usage of a system font or the
    /// font name), the scaling keys every font carries, and the Foundation-level
    /// `NSName`/`NSSize`.
    mutating func font(_ element: XIBElement) -> NibObjectID {
        let type = element["type"]
        let style = element["style"]
        let textStyle = style.flatMap { Self.textStyleSizes[$0] }
        let size = element["pointSize"].flatMap(Double.init) ?? element["size"].flatMap(Double.init) ?? textStyle ?? 17
        let system = type == "system" || type == "boldSystem" || type == "italicSystem" || style != nil
        let weight = type == "boldSystem" ? "semibold" : (element["weight"] ?? "regular")
        let name = element["name"] ?? (type == "italicSystem" ? ".SFUI-RegularItalic" : ".SFUI-" + weight.prefix(1).uppercased() + weight.dropFirst())
        let traits = type == "boldSystem" ? 2 : type == "italicSystem" ? 1 : system ? 0 : Self.nameTraits(name)
        let styleOrDescriptor: NibProperty
        if let style {
            // A Dynamic Type font is written by its text style instead of a descriptor.
            styleOrDescriptor = NibProperty("UIIBTextStyle", .string(style))
        } else {
            let usage =
                type == "boldSystem"
                ? "CTFontEmphasizedUsage" : type == "italicSystem" ? "CTFontObliqueUsage" : Self.weightUsages[weight] ?? "CTFontRegularUsage"
            styleOrDescriptor = NibProperty(
                "UIFontDescriptor",
                .object(
                    uniqued(
                        "UIFontDescriptor",
                        [
                            NibProperty(
                                "UIFontDescriptorAttributes",
                                .dictionary(
                                    [
                                        NibDictionaryEntry(key: .string("NSFontSizeAttribute"), value: .double(size)),
                                        system
                                            ? NibDictionaryEntry(key: .string("NSCTFontUIUsageAttribute"), value: .string(usage))
                                            : NibDictionaryEntry(key: .string("NSFontNameAttribute"), value: .string(name))
                                    ], mutable: false))
                        ])))
        }
        let properties = [
            NibProperty("UIFontName", .string(name)), styleOrDescriptor, NibProperty("UIFontPointSize", .float(size)),
            NibProperty("UIFontTextStyleForScaling", .scalar(.null)), NibProperty("UIFontPointSizeForScaling", .float(0)),
            NibProperty("UIFontMaximumPointSizeAfterScaling", .float(0)),
            NibProperty("UIFontTraits", .int(traits)),
            NibProperty("UISystemFont", .bool(system)),
            NibProperty("NSName", .string(name)),
            NibProperty("NSSize", .float(size))
        ]
        // A Dynamic Type font is written once per use: Apple does not share equal text-style
        // fonts (two Subhead labels, two fonts), while it shares fonts with a descriptor.
        if style != nil { return nib.add(NibDocumentObject(className: "UIFont", properties: properties), listed: false) }
        return uniqued("UIFont", properties)
    }

    /// The symbolic traits (`UIFontDescriptorSymbolicTraits`: italic 1, bold 2) a named font's
    /// PostScript name declares by its style suffix: DemiBold, Bold, Heavy and Black fonts are
    /// bold, Italic and Oblique ones italic (`AvenirNext-DemiBold` → 2, `AvenirNext-Medium` → 0).
    static func nameTraits(_ name: String) -> Int {
        guard let dash = name.lastIndex(of: "-") else { return 0 }
        let style = name[name.index(after: dash)...].lowercased()
        let bold = ["bold", "heavy", "black"].contains { style.contains($0) }
        let italic = style.contains("italic") || style.contains("oblique")
        return (bold ? 2 : 0) | (italic ? 1 : 0)
    }

    /// Core Text usage by system-font weight.
    static let weightUsages: [String: String] = [
        "ultraLight": "CTFontUltraLightUsage", "thin": "CTFontThinUsage", "light": "CTFontLightUsage",
        "regular": "CTFontRegularUsage", "medium": "CTFontMediumUsage", "semibold": "CTFontDemiUsage",
        "bold": "CTFontBoldUsage", "heavy": "CTFontHeavyUsage", "black": "CTFontBlackUsage"
    ]

    /// Default point sizes of the Dynamic Type text styles (large content size).
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11
    ]

    /// A `UIImageNibPlaceholder` for image resource `name`: `UIResourceName` and the
    /// placeholder's unit size, as Apple writes it. An SF Symbol (`catalog="system"` on the
    /// element that names it) is written as Apple writes one: zero size, the name also as
    /// `UISystemSymbolResourceName`, and a `UIImageSymbolConfiguration` with the element's
    /// `symbolScale` when it has one.
    mutating func image(named name: String, in element: XIBElement? = nil) -> NibObjectID {
        let symbol = element?["catalog"] == "system"
        var configuration = NibPropertyValue.scalar(.null)
        if symbol, let scale = element?["symbolScale"].flatMap({ XIBVocabulary.enumValue("symbolScale", $0) }) {
            configuration = .object(
                uniqued("UIImageSymbolConfiguration", [NibProperty("UITraitCollection", .scalar(.null)), NibProperty("UISymbolScale", .int(scale))]))
        }
        let size = NibPropertyValue.scalar(.float(symbol ? 0 : 1))
        return uniqued(
            "UIImageNibPlaceholder",
            [
                NibProperty("UIImageWidth", size),
                NibProperty("UIImageHeight", size),
                NibProperty("UIResourceName", .string(name)),
                NibProperty("UISystemSymbolResourceName", symbol ? .string(name) : .scalar(.null)),
                NibProperty("UISymbolImageConfiguration", configuration)
            ])
    }

    /// The object of class `className` with exactly `properties`, added once per compilation.
    mutating func uniqued(_ className: String, _ properties: [NibProperty]) -> NibObjectID {
        let object = NibDocumentObject(className: className, properties: properties)
        if let known = sharedObjects[object] { return known }
        let added = nib.add(object, listed: false)
        sharedObjects[object] = added
        return added
    }
}
