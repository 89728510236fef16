import Foundation
import Testing
import XIB

/// Hostile xibs give an error with a position, never a crash.
@Suite struct ResourceBoundTests {
    private func document(_ objects: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>\(objects)</objects>
            </document>
            """.utf8)
    }

    private func failure(_ data: Data) -> XIBError? {
        do {
            _ = try XIBCompiler.compile(XIBDocument(data: data, file: "Deep.xib"))
            return nil
        } catch {
            return error
        }
    }

    /// 100,000 nested `<view>`s: libxml2 (as FoundationXML configures it) accepts any depth,
    /// and the compiler's recursion over elements overflowed the stack (found by the `xib`
    /// fuzz target's author reading the parser, then confirmed under AddressSanitizer).
    @Test func elementsNestedPastTheLimitAreAnErrorAtTheFirstTooDeep() throws {
        let depth = 100_000
        let xml = String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
        let error = try #require(failure(document(xml)))
        #expect(error.code == .tooDeep && error.file == "Deep.xib" && error.line == 3, "\(error)")
        // `<document>` and `<objects>` are the first two levels; the 511th `<view>` (6 bytes
        // each, after the 9 of `<objects>`) is the first too deep.
        let column = try #require(error.column)
        #expect(abs(column - (9 + 6 * (XIBParser.maximumDepth - 2))) <= 8, "\(error)")
        #expect(error.description.hasPrefix("Deep.xib:3:"))
    }

    /// Regression for the `xib` fuzz target's crash: FoundationXML passes libxml2's NULL data
    /// of `<?xml?>` (a processing instruction without data, as libxml2 reads it) to `strlen`
    /// and crashes; `<!ATTLIST … #IMPLIED>` and `<!NOTATION … SYSTEM …>` in a DTD do the same.
    /// The first is the fuzzer's 637-byte input cut to its first line.
    @Test(arguments: [
        ("<?xml?>\n<document type=\"com.apple.InterfacaBuilder3.CocoaTouch.XIB\" version=\"3?0\">", 1, 1),
        ("<a/><?foo?>", 1, 5),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ATTLIST a b CDATA #IMPLIED>]><a/>", 2, 1),
        ("<!-- <!DOCTYPE x> -->\n <!NOTATION n SYSTEM \"x\"><a/>", 2, 2),
        ("\u{FEFF}<?xml version=\"1.0\"?><é/><?xml-stylesheet href=\"a\"?>", 1, 27)
    ])
    func dtdsAndProcessingInstructionsAreRefusedBeforeParsing(xml: String, line: Int, column: Int) throws {
        let error = try #require(failure(Data(xml.utf8)))
        #expect(error.code == .unsupportedMarkup && error.line == line && error.column == column, "\(error)")
    }

    @Test func commentsAndCDATAMayHoldAnything() throws {
        let error = try #require(failure(Data("<?xml version=\"1.0\"?><!-- <?x?> <!DOCTYPE --><a><![CDATA[<?y?><!x>]]></a>".utf8)))
        #expect(error.code == .unsupportedDocument, "\(error)") // parsed: <a> is not <document>
    }

    @Test func nestingUpToTheLimitCompiles() throws {
        // 2 levels for <document><objects>, then views in <subviews>: 255 views is 510 levels.
        let views = 255
        var xml = ""
        for i in 0..<views { xml += "<view id=\"v\(i)\">" + (i < views - 1 ? "<subviews>" : "") }
        for i in (0..<views).reversed() { xml += (i < views - 1 ? "</subviews>" : "") + "</view>" }
        #expect(failure(document(xml)) == nil)
    }
}
