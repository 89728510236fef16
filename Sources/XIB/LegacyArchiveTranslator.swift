/// Translates a legacy Interface Builder 3 xib — an `<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`
/// (versions 7.10 and 8.00, Xcode 4 and earlier: a keyed archive written as XML) — into the
/// `<document>` element tree that ``XIBDocument`` and ``XIBCompiler`` consume, so that every rule
/// of the modern compiler (UIKit keys, the class catalog, unknown elements reported) applies.
///
/// The archive's `IBDocument.RootObjects` become `<objects>`: `IBProxyObject`s become
/// `<placeholder>`s, `IBUI…` objects become their modern elements (`IBUILabel` → `<label>`) with
/// the object ids of `IBDocument.Objects`' object records as `id`s; `NSFrame`/`NSFrameSize` become
/// `<rect key="frame">`, `NSvFlags` the autoresizing mask, `NSColor`s `<color>`, fonts
/// `<fontDescription>`, `IBUI…` scalars attributes; the connection records become each source's
/// `<connections>`; the `N.CustomClassName` flattened properties become `customClass`. A class
/// with no modern element keeps a name derived from its own (`IBUIFooView` → `<fooView>`), which
/// the compiler reports as unknown — no class is invented.
enum LegacyArchiveTranslator {
    /// The archive types translated, with the `<document>` type each becomes.
    static let documentTypes: [String: String] = [
        "com.apple.InterfaceBuilder3.CocoaTouch.XIB": XIBDocument.cocoaTouchType,
        "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB": XIBDocument.iPadType
    ]

    /// The archive versions translated.
    static let versions: Set<String> = ["7.10", "8.00"]

    /// Whether `root` is an archive this translator handles.
    static func translates(_ root: XIBElement) -> Bool {
        root.name == "archive" && documentTypes[root["type"] ?? ""] != nil
    }

    /// The `<document>` equivalent of the legacy archive `root`.
    ///
    /// - Throws: ``XIBError`` `.unsupportedDocument` for an archive version not translated,
    ///   `.invalidElement` for an archive without `<data>` or `IBDocument.RootObjects`, or with a
    ///   reference to an object it does not hold.
    static func translate(_ root: XIBElement, file: String?) throws(XIBError) -> XIBElement {
        let version = root["version"] ?? ""
        guard versions.contains(version) else {
            throw root.error(
                .unsupportedDocument,
                "legacy Interface Builder 3 archive version \"\(version)\" is not supported (\(versions.sorted().joined(separator: ", ")) are)",
                file: file)
        }
        guard let data = root.child("data") else {
            throw root.error(.invalidElement, "the legacy archive has no <data>", file: file)
        }
        guard let rootObjects = data.keyed("IBDocument.RootObjects") else {
            throw data.error(.invalidElement, "the legacy archive has no IBDocument.RootObjects", file: file)
        }
        var translator = LegacyArchiveTranslation(file: file)
        translator.index(values: rootObjects)
        try translator.read(records: data.keyed("IBDocument.Objects"))
        var objects: [XIBElement] = []
        for object in rootObjects.items {
            if let element = try translator.object(object, key: nil, parent: nil) { objects.append(element) }
        }
        objects = objects.map { translator.attachConnections($0) }
        let type = documentTypes[root["type"] ?? ""] ?? XIBDocument.cocoaTouchType
        return XIBElement(
            name: "document", attributes: [("type", type), ("version", "3.0")],
            children: [XIBElement(name: "objects", children: objects, line: rootObjects.line, column: rootObjects.column)],
            line: root.line, column: root.column)
    }
}
