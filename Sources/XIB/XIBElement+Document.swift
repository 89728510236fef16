/// The checks every Interface Builder document (xib or storyboard) starts with.
extension XIBElement {
    /// An error located at this element's line and column in `file`.
    func error(_ code: XIBError.Code, _ message: String, file: String?) -> XIBError {
        XIBError(code, message, file: file, line: line, column: column)
    }

    /// Checks that this element is an Interface Builder `<document>` root whose format version
    /// is one of `versions` and whose `type` is accepted.
    ///
    /// - Parameters:
    ///   - file: the document's file, for errors.
    ///   - versions: the accepted `version` attribute values.
    ///   - typeProblem: why a `type` attribute value is not accepted, or `nil` when it is.
    /// - Throws: ``XIBError`` `.unsupportedDocument` at this element; a legacy
    ///   `<archive>` (the Interface Builder 3 format of Xcode 4 and earlier) of a type
    ///   ``LegacyArchiveTranslator`` does not translate (macOS) says so.
    func checkDocumentRoot(file: String?, versions: Set<String> = ["3.0"], typeProblem: (String) -> String?) throws(XIBError) {
        if name == "archive", let type = self["type"], type.hasPrefix("com.apple.InterfaceBuilder") {
            throw error(
                .unsupportedDocument,
                "legacy Interface Builder 3 archive of type \"\(type)\" (<archive> version \(self["version"] ?? "?"), the pre-Xcode 5 format) is not supported: only iOS xib archives (\(LegacyArchiveTranslator.documentTypes.keys.sorted().joined(separator: ", "))) are translated; open and save it in a current Xcode to convert it to the <document> format",
                file: file)
        }
        guard name == "document" else {
            throw error(.unsupportedDocument, "the root element is <\(name)>, not <document>: not an Interface Builder document", file: file)
        }
        if let problem = typeProblem(self["type"] ?? "") {
            throw error(.unsupportedDocument, problem, file: file)
        }
        if let version = self["version"], !versions.contains(version) {
            throw error(
                .unsupportedDocument,
                "document version \(version) is not supported (\(versions.sorted().joined(separator: ", ")) \(versions.count == 1 ? "is" : "are"))",
                file: file)
        }
    }

    /// Checks that no id is used twice in this element's subtree, walked iteratively (no
    /// recursion, so deep documents cannot overflow the stack).
    ///
    /// - Parameters:
    ///   - file: the document's file, for errors.
    ///   - skipping: elements whose own id is not checked (their children are).
    /// - Throws: ``XIBError`` `.duplicateID` at the second use, naming the line of the first.
    func checkUniqueIDs(file: String?, skipping: (XIBElement) -> Bool = { _ in false }) throws(XIBError) {
        var seen: [String: XIBElement] = [:]
        var pending = [self]
        while let next = pending.popLast() {
            if let id = next.id, !skipping(next) {
                if let first = seen[id] {
                    throw next.error(.duplicateID, "id \"\(id)\" is used twice (first at line \(first.line))", file: file)
                }
                seen[id] = next
            }
            pending.append(contentsOf: next.children.reversed())
        }
    }
}

extension XIBDocument {
    /// The class names the document's own `customClass` attributes give (with `customModule.`
    /// when a module is named, as the compiler writes them).
    package var customClasses: Set<String> { root.customClasses }
}

extension XIBElement {
    /// The class names the `customClass` attributes of this subtree give (also as
    /// `customModule.customClass` when a module is named).
    package var customClasses: Set<String> {
        var names: Set<String> = []
        var pending = [self]
        while let next = pending.popLast() {
            if let custom = next["customClass"], !custom.isEmpty {
                names.insert(next["customModule"].map { "\($0).\(custom)" } ?? custom)
            }
            pending.append(contentsOf: next.children)
        }
        return names
    }
}

/// The platform an Interface Builder document targets; both use the same UIKit classes.
package enum XIBPlatform: String, Sendable, Codable, Hashable {
    /// iOS (and iPadOS): `com.apple.InterfaceBuilder3.CocoaTouch.…`.
    case iOS
    /// tvOS: `com.apple.InterfaceBuilder.AppleTV.…`.
    case tvOS

    /// The platform of a document `type`, or nil for a type that is not a UIKit document.
    static func of(type: String, storyboard: Bool) -> XIBPlatform? {
        switch type {
        case storyboard ? StoryboardDocument.cocoaTouchType : XIBDocument.cocoaTouchType: .iOS
        case storyboard ? "" : XIBDocument.iPadType: .iOS
        case storyboard ? StoryboardDocument.appleTVType : XIBDocument.appleTVType: .tvOS
        default: nil
        }
    }
}
