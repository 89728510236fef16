import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import NibbenchSupport

/// Reads XML into an ``XIBElement`` tree with Foundation's `XMLParser` (libxml2 on Linux).
///
/// Errors name the file and the line:column the parser stopped at. External entities are
/// not resolved.
package enum XIBParser {
    /// The deepest element nesting accepted (`<document>` is depth 1). A view is two levels
    /// below its superview (`<view>` in `<subviews>`), so this allows about 250 levels of
    /// views — far beyond any real xib — while the tree and the compiler, which recurse over
    /// elements, stay within the stack.
    package static let maximumDepth = 512

    /// Parses `data` and returns the root element.
    ///
    /// - Parameter file: named in errors.
    /// - Throws: ``XIBError`` `.malformedXML`, or `.tooDeep` for elements nested deeper than
    ///   ``maximumDepth`` (at the first element too deep).
    /// - Complexity: O(*n*) in the size of the document.
    package static func parse(_ data: Data, file: String? = nil) throws(XIBError) -> XIBElement {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw XIBError(
                .malformedXML, data.isEmpty ? "empty file; expected an XML document" : "only white space; expected an XML document",
                file: file, line: 1, column: 1)
        }
        // Foundation's parser traps on names that are not UTF-8, so refuse such bytes first.
        if let (line, column) = firstInvalidUTF8(data) {
            throw XIBError(.malformedXML, "the document is not valid UTF-8 (xibs are UTF-8)", file: file, line: line, column: column)
        }
        // FoundationXML crashes (a NULL C string) on a processing instruction without data and
        // on DTD declarations without an optional part, so refuse both kinds of markup first.
        if let (offset, message) = firstUnsupportedMarkup(data) {
            let (line, column) = position(of: offset, in: data)
            throw XIBError(.unsupportedMarkup, message, file: file, line: line, column: column)
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = TreeBuilder(parser: parser)
        parser.delegate = builder
        let ok = parser.parse()
        if let line = builder.tooDeepLine {
            throw XIBError(.tooDeep, "elements nest deeper than \(maximumDepth) levels", file: file, line: line, column: builder.tooDeepColumn)
        }
        if !ok || builder.root == nil {
            let underlying = parser.parserError.map(XMLErrorText.words(for:)) ?? "no root element"
            throw XIBError(
                .malformedXML, "the XML is not well-formed: \(builder.failure ?? underlying)",
                file: file, line: max(1, builder.failureLine ?? parser.lineNumber), column: max(1, builder.failureColumn ?? parser.columnNumber))
        }
        return builder.root!
    }

    /// The 1-based line and column (in characters) of the first byte sequence that is not
    /// UTF-8, or nil when all of `data` is UTF-8.
    ///
    /// - Complexity: O(*n*).
    static func firstInvalidUTF8(_ data: Data) -> (line: Int, column: Int)? {
        data.withUnsafeBytes(firstInvalidUTF8)
    }

    private static func firstInvalidUTF8(_ bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int)? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return nil
            case .error:
                return (line, column)
            }
        }
    }

    /// The byte offset of the first document type declaration (`<!DOCTYPE`, whose internal
    /// subset may declare entities, attributes and notations) or processing instruction other
    /// than a leading XML declaration (`<?xml` and a space), with what it is; comments and
    /// CDATA sections are skipped. Xibs contain neither.
    ///
    /// - Complexity: O(*n*).
    static func firstUnsupportedMarkup(_ data: Data) -> (offset: Int, message: String)? {
        data.withUnsafeBytes { bytes -> (offset: Int, message: String)? in
            func starts(_ prefix: StaticString, at i: Int) -> Bool {
                let count = prefix.utf8CodeUnitCount
                guard i + count <= bytes.count else { return false }
                for k in 0..<count where bytes[i + k] != prefix.utf8Start[k] { return false }
                return true
            }
            func skip(to terminator: StaticString, from i: Int) -> Int {
                var j = i
                while j < bytes.count, !starts(terminator, at: j) { j += 1 }
                return j + terminator.utf8CodeUnitCount
            }
            let bom = starts("\u{FEFF}", at: 0) ? 3 : 0
            var i = bom
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count else {
                    i += 1
                    continue
                }
                if starts("<!--", at: i) {
                    i = skip(to: "-->", from: i + 4)
                } else if starts("<![CDATA[", at: i) {
                    i = skip(to: "]]>", from: i + 9)
                } else if bytes[i + 1] == UInt8(ascii: "!") {
                    return (i, "a document type declaration (<!DOCTYPE …> or another <! declaration) is not supported in a xib")
                } else if bytes[i + 1] == UInt8(ascii: "?") {
                    let isDeclaration =
                        i == bom && starts("<?xml", at: i) && i + 5 < bytes.count
                        && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i + 5])
                    guard isDeclaration else {
                        return (i, "a processing instruction (<?…?>) other than the XML declaration is not supported in a xib")
                    }
                    i = skip(to: "?>", from: i + 5)
                } else {
                    i += 1
                }
            }
            return nil
        }
    }

    /// The 1-based line and column (in characters) of byte `offset` of UTF-8 `data`.
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        data.withUnsafeBytes { bytes in
            var line = 1, column = 1
            for byte in bytes.prefix(offset) {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return (line, column)
        }
    }

    /// Reads and parses the file at `path`.
    ///
    /// - Throws: ``XIBError`` `.io` or `.malformedXML`.
    package static func parse(contentsOf path: String) throws(XIBError) -> XIBElement {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw XIBError(wrapping: error, .io, "").movedTo(path)
        }
        return try parse(Data(bytes), file: path)
    }
}

/// The `XMLParser` delegate: a stack of open elements.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    unowned let parser: XMLParser
    var stack: [XIBElement] = []
    var texts: [String] = []
    var root: XIBElement?
    var failure: String?
    var failureLine: Int?
    var failureColumn: Int?
    /// Where the first element deeper than ``XIBParser/maximumDepth`` starts.
    var tooDeepLine: Int?
    var tooDeepColumn: Int?

    init(parser: XMLParser) {
        self.parser = parser
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard stack.count < XIBParser.maximumDepth else {
            if tooDeepLine == nil {
                tooDeepLine = parser.lineNumber
                tooDeepColumn = parser.columnNumber
                parser.abortParsing()
            }
            return
        }
        // XMLParser hands attributes as a dictionary; sort for a deterministic order.
        let ordered = attributes.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        stack.append(XIBElement(name: name, attributes: ordered, line: parser.lineNumber, column: parser.columnNumber))
        texts.append("")
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !texts.isEmpty { texts[texts.count - 1] += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if !texts.isEmpty { texts[texts.count - 1] += String(decoding: block, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard tooDeepLine == nil, var element = stack.popLast() else { return }
        element.text = texts.removeLast().trimmingCharacters(in: .whitespacesAndNewlines)
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if failure == nil {
            failure = XMLErrorText.words(for: parseError)
            failureLine = parser.lineNumber
            failureColumn = parser.columnNumber
        }
    }
}
