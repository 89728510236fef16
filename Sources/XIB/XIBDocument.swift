import Foundation

/// A parsed iOS or tvOS Interface Builder document (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`,
/// its iPad variant `….CocoaTouch.iPad.XIB`, or `com.apple.InterfaceBuilder.AppleTV.XIB`;
/// version 3.0): its attributes, its `<objects>`, its `<resources>`, and an index of every
/// object id.
///
/// Creating one validates what the compiler relies on: the document type, the presence of
/// `<objects>`, and that ids are unique.
package struct XIBDocument: Sendable {
    /// The document type every iOS xib has.
    package static let cocoaTouchType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    /// The document type of an iPad-only xib (same format and classes).
    package static let iPadType = "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"
    /// The document type of a tvOS xib (same format and UIKit classes).
    package static let appleTVType = "com.apple.InterfaceBuilder.AppleTV.XIB"

    /// The `<document>` element.
    package let root: XIBElement
    /// The file, for errors.
    package let file: String?
    /// The children of `<objects>`: placeholders and top-level objects, in order.
    package let objects: [XIBElement]
    /// The children of `<resources>` (images, system and named colors).
    package let resources: [XIBElement]
    /// The platform the document targets.
    package let platform: XIBPlatform

    /// The `<document>` attribute `name`.
    package subscript(attribute: String) -> String? { root[attribute] }

    /// Validates a parsed document. A legacy Interface Builder 3 iOS archive
    /// (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`, versions 7.10 and 8.00)
    /// is first translated into the `<document>` it stands for (see ``LegacyArchiveTranslator``);
    /// `root` is then that document.
    ///
    /// - Throws: ``XIBError`` `.unsupportedDocument` (storyboards, macOS xibs and archives,
    ///   other XML), `.invalidElement` (no `<objects>`), `.duplicateID`.
    package init(root: XIBElement, file: String? = nil) throws(XIBError) {
        let root = LegacyArchiveTranslator.translates(root) ? try LegacyArchiveTranslator.translate(root, file: file) : root
        try root.checkDocumentRoot(file: file) { type in
            switch type {
            case _ where XIBPlatform.of(type: type, storyboard: false) != nil: nil
            case StoryboardDocument.cocoaTouchType, StoryboardDocument.appleTVType:
                "this is a storyboard, not an xib: compile it to a .storyboardc (nibbench compile X.storyboard -o X.storyboardc)"
            case "com.apple.InterfaceBuilder3.Cocoa.XIB", "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB":
                "this is a macOS (Cocoa) document; only iOS xibs (\(Self.cocoaTouchType)) are supported"
            default:
                "document type \"\(type)\" is not an iOS or tvOS xib (\(Self.cocoaTouchType), \(Self.appleTVType))"
            }
        }
        guard let objects = root.child("objects") else {
            throw root.error(.invalidElement, "the document has no <objects>", file: file)
        }
        self.root = root
        self.file = file
        platform = XIBPlatform.of(type: root["type"] ?? "", storyboard: false) ?? .iOS
        self.objects = objects.children
        resources = root.child("resources")?.children ?? []
        try objects.checkUniqueIDs(file: file)
    }

    /// Parses and validates the xib at `path`.
    package init(contentsOf path: String) throws(XIBError) {
        try self.init(root: XIBParser.parse(contentsOf: path), file: path)
    }

    /// Parses and validates xib `data`.
    package init(data: Data, file: String? = nil) throws(XIBError) {
        try self.init(root: XIBParser.parse(data, file: file), file: file)
    }
}
