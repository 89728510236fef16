/// The checks every Interface Builder document (xib or storyboard) starts with.
extension XIBElement {
    /// An error located at this element's line and column in `file`.
    func error(_ code: XIBError.Code, _ message: String, file: String?) -> XIBError {
        XIBError(code, message, file: file, line: line, column: column)
    }

    /// Checks that this element is an Interface Builder `<document>` root of format version 3.0
    /// whose `type` is accepted.
    ///
    /// - Parameters:
    ///   - file: the document's file, for errors.
    ///   - typeProblem: why a `type` attribute value is not accepted, or `nil` when it is.
    /// - Throws: ``XIBError`` `.unsupportedDocument` at this element.
    func checkDocumentRoot(file: String?, typeProblem: (String) -> String?) throws(XIBError) {
        guard name == "document" else {
            throw error(.unsupportedDocument, "the root element is <\(name)>, not <document>: not an Interface Builder document", file: file)
        }
        if let problem = typeProblem(self["type"] ?? "") {
            throw error(.unsupportedDocument, problem, file: file)
        }
        if let version = self["version"], version != "3.0" {
            throw error(.unsupportedDocument, "document version \(version) is not supported (3.0 is)", file: file)
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
