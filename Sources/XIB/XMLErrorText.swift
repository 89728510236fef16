import Foundation

/// Words for the errors Foundation's `XMLParser` reports. On Linux its error codes are
/// libxml2's (`xmlParserErrors`), and its messages are only `NSXMLParserErrorDomain error N`,
/// so nibbench says what the code means itself.
enum XMLErrorText {
    /// What went wrong, for the parser error `error` (libxml2's code in `NSXMLParserErrorDomain`).
    static func words(for error: any Error) -> String {
        let code = (error as NSError).code
        return words(forCode: code) ?? "XML error \(code)"
    }

    /// The meaning of libxml2 error `code`, or nil for a code without words here.
    static func words(forCode code: Int) -> String? {
        switch code {
        case 3: return "no XML document starts here"
        case 4: return "no root element (the document is empty or is not XML)"
        case 5: return "the document ends before its elements are closed, or has content after its root element"
        case 6, 7, 8: return "an invalid character reference"
        case 9: return "a character that XML does not allow"
        case 10, 14, 18: return "the document ends inside a reference"
        case 22, 23: return "a malformed entity reference (a bare & must be written &amp;)"
        case 26, 27: return "an undeclared entity"
        case 31, 32, 79, 81: return "an unsupported or invalid encoding"
        case 33, 34, 43, 44: return "a quoted value is not closed"
        case 38: return "a < inside an attribute value"
        case 39, 40: return "a malformed attribute"
        case 41: return "an attribute without a value"
        case 42: return "an attribute given twice"
        case 45: return "a comment is not closed"
        case 46, 47: return "a processing instruction is not closed"
        case 56, 57: return "a malformed XML declaration"
        case 61: return "a DOCTYPE is not closed"
        case 62, 63: return "a CDATA section is not closed"
        case 64: return "a reserved name (xml…)"
        case 65: return "a space is required here"
        case 68: return "a name is required here (an element or attribute name)"
        case 72, 73: return "a tag is not closed (expected >)"
        case 74: return "a closing tag is required"
        case 75: return "an attribute needs = and a value"
        case 76: return "a closing tag does not match its opening tag"
        case 77: return "an element is not closed before the end of the document"
        case 80: return "-- inside a comment"
        case 85: return "the document is not well balanced"
        case 86: return "extra content at the end of the document"
        case 89: return "an entity refers to itself"
        case 96, 108: return "a missing or unknown XML version"
        default: return nil
        }
    }
}
