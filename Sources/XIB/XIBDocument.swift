import Foundation

/// A parsed iOS Interface Builder document (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`,
/// version 3.0): its attributes, its `<objects>`, its `<resources>`, and an index of every
/// object id.
///
/// Creating one validates what the compiler relies on: the document type, the presence of
/// `<objects>`, and that ids are unique.
public struct XIBDocument: Sendable {
    /// The document type every iOS xib has.
    public static let cocoaTouchType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// The `<document>` element.
    public let root: XIBElement
    /// The file, for errors.
    public let file: String?
    /// The children of `<objects>`: placeholders and top-level objects, in order.
    public let objects: [XIBElement]
    /// The children of `<resources>` (images, system and named colors).
    public let resources: [XIBElement]

    /// The `<document>` attribute `name`.
    public subscript(attribute: String) -> String? { root[attribute] }

    /// Validates a parsed document.
    ///
    /// - Throws: ``XIBError`` `.unsupportedDocument` (storyboards, macOS xibs, other XML),
    ///   `.invalidElement` (no `<objects>`), `.duplicateID`.
    public init(root: XIBElement, file: String? = nil) throws(XIBError) {
        func error(_ code: XIBError.Code, _ message: String, _ at: XIBElement) -> XIBError {
            XIBError(code, message, file: file, line: at.line, column: at.column)
        }
        guard root.name == "document" else {
            throw error(.unsupportedDocument, "the root element is <\(root.name)>, not <document>: not an Interface Builder document", root)
        }
        let type = root["type"] ?? ""
        switch type {
        case Self.cocoaTouchType: break
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB":
            throw error(.unsupportedDocument, "this is a storyboard, not an xib: compile it to a .storyboardc (nibbench compile X.storyboard -o X.storyboardc)", root)
        case "com.apple.InterfaceBuilder3.Cocoa.XIB", "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB":
            throw error(.unsupportedDocument, "this is a macOS (Cocoa) document; only iOS xibs (\(Self.cocoaTouchType)) are supported", root)
        default:
            throw error(.unsupportedDocument, "document type \"\(type)\" is not an iOS xib (\(Self.cocoaTouchType))", root)
        }
        if let version = root["version"], version != "3.0" {
            throw error(.unsupportedDocument, "document version \(version) is not supported (3.0 is)", root)
        }
        guard let objects = root.child("objects") else {
            throw error(.invalidElement, "the document has no <objects>", root)
        }
        self.root = root
        self.file = file
        self.objects = objects.children
        resources = root.child("resources")?.children ?? []
        var seen: [String: XIBElement] = [:]
        try Self.checkIDs(objects, seen: &seen) { dup, first throws(XIBError) in
            throw error(.duplicateID, "id \"\(dup.id!)\" is used twice (first at line \(first.line))", dup)
        }
    }

    /// Parses and validates the xib at `path`.
    public init(contentsOf path: String) throws(XIBError) {
        try self.init(root: XIBParser.parse(contentsOf: path), file: path)
    }

    /// Parses and validates xib `data`.
    public init(data: Data, file: String? = nil) throws(XIBError) {
        try self.init(root: XIBParser.parse(data, file: file), file: file)
    }

    /// Walks `element` iteratively (no recursion, so deep documents cannot overflow the
    /// stack), calling `duplicate` for the first id seen twice.
    private static func checkIDs(_ element: XIBElement, seen: inout [String: XIBElement],
                                 duplicate: (XIBElement, XIBElement) throws(XIBError) -> Void) throws(XIBError) {
        var pending = [element]
        while let next = pending.popLast() {
            if let id = next.id {
                if let first = seen[id] { try duplicate(next, first) }
                seen[id] = next
            }
            pending.append(contentsOf: next.children.reversed())
        }
    }
}
