import Foundation
import Testing
import XIB

/// Issue 16, item 8: xib errors in nibbench's words, at a real line and column.
struct MessageTests {
    @Test("an empty or blank xib is an empty file at 1:1 (issue 16, item 8)", arguments: ["", "  \n\t"])
    func emptyDocument(_ text: String) throws {
        let error = try #require(#expect(throws: XIBError.self) { try XIBParser.parse(Data(text.utf8), file: "e.xib") })
        #expect(error.line == 1 && error.column == 1)
        #expect(error.description.hasPrefix("e.xib:1:1: "))
        #expect(error.message.contains("expected an XML document"))
    }

    @Test("libxml2's errors are worded, not NSXMLParserErrorDomain error N (issue 16, item 8)")
    func xmlErrorsInWords() throws {
        for text in ["<?xml version=\"1.0\"?>\n<document><view>", "<a><b></a>", "<a x=\"1\" x=\"2\"/>", "hello"] {
            let error = try #require(#expect(throws: XIBError.self) { try XIBParser.parse(Data(text.utf8), file: "x.xib") })
            #expect(!error.description.contains("ErrorDomain"), "\(error)")
            #expect(error.line ?? 0 >= 1 && error.column ?? 0 >= 1, "\(error)")
        }
    }

    @Test func missingFileInWords() throws {
        let error = try #require(#expect(throws: XIBError.self) { try XIBParser.parse(contentsOf: "/nonexistent.xib") })
        #expect(error.description == "/nonexistent.xib: cannot read: no such file (io)")
    }
}
