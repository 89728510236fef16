import Foundation
import NibbenchSupport
import Testing
import Traces
import Manifest
import TestSupport

/// Our trace CSV: round trips, every reader error at its exact line:column, atomic writing.
struct TraceCSVTests {
    let manifest = Fixture.manifest()

    @Test func roundTrip() throws {
        let trace = AccessTrace([.load("Screen0"), .load("Cell1"), .memoryWarning, .load("Cell1")])
        let bytes = try trace.encodedCSV()
        #expect(String(decoding: bytes, as: UTF8.self) == "seq,nib,event\n1,Screen0,load\n2,Cell1,load\n3,,memory-warning\n4,Cell1,load\n")
        #expect(try AccessTrace.parse(bytes, manifest: manifest) == trace)
        #expect(trace.loadCount == 3 && trace.memoryWarningCount == 1 && trace.loads == ["Screen0", "Cell1", "Cell1"])
    }

    @Test func acceptsCRLFAndAMissingFinalNewline() throws {
        let trace = try AccessTrace.parse(Array("seq,nib,event\r\n1,A,load\r\n2,,memory-warning".utf8))
        #expect(trace == AccessTrace([.load("A"), .memoryWarning]))
        #expect(try AccessTrace.parse(Array("seq,nib,event\n".utf8)) == AccessTrace())
        #expect(try AccessTrace.parse(Array("seq,nib,event".utf8)) == AccessTrace())
    }

    @Test func readsNonASCIINames() throws {
        let trace = try AccessTrace.parse(Array("seq,nib,event\n1,Écran Principal,load\n".utf8))
        #expect(trace.loads == ["Écran Principal"])
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        let label: String
        let text: String
        let line: Int
        let column: Int
        let code: InputError.Code
        var testDescription: String { label }
    }

    static let bad: [Bad] = [
        Bad(label: "empty file", text: "", line: 1, column: 1, code: .badHeader),
        Bad(label: "wrong header", text: "seq,name,event\n", line: 1, column: 6, code: .badHeader),
        Bad(label: "header with extra field", text: "seq,nib,event,x\n1,A,load\n", line: 1, column: 14, code: .badHeader),
        Bad(label: "short header", text: "seq,nib\n", line: 1, column: 8, code: .badHeader),
        Bad(label: "seq starts at 0", text: "seq,nib,event\n0,A,load\n", line: 2, column: 1, code: .badSequence),
        Bad(label: "seq skips", text: "seq,nib,event\n1,A,load\n3,A,load\n", line: 3, column: 1, code: .badSequence),
        Bad(label: "seq repeats", text: "seq,nib,event\n1,A,load\n1,A,load\n", line: 3, column: 1, code: .badSequence),
        Bad(label: "seq not a number", text: "seq,nib,event\n1,A,load\nx2,A,load\n", line: 3, column: 1, code: .badField),
        Bad(label: "seq negative", text: "seq,nib,event\n-1,A,load\n", line: 2, column: 1, code: .badField),
        Bad(label: "seq leading zero", text: "seq,nib,event\n01,A,load\n", line: 2, column: 1, code: .badField),
        Bad(label: "seq overflow", text: "seq,nib,event\n99999999999999999999999,A,load\n", line: 2, column: 1, code: .badSequence),
        Bad(label: "seq empty", text: "seq,nib,event\n,A,load\n", line: 2, column: 1, code: .badField),
        Bad(label: "unknown event", text: "seq,nib,event\n1,A,load\n2,A,unload\n", line: 3, column: 5, code: .unknownEvent),
        Bad(label: "event case", text: "seq,nib,event\n1,A,Load\n", line: 2, column: 5, code: .unknownEvent),
        Bad(label: "missing event", text: "seq,nib,event\n1,Abc,\n", line: 2, column: 7, code: .badField),
        Bad(label: "two fields", text: "seq,nib,event\n1,A,load\n2,A\n", line: 3, column: 4, code: .badField),
        Bad(label: "one field", text: "seq,nib,event\n12\n", line: 2, column: 3, code: .badField),
        Bad(label: "four fields", text: "seq,nib,event\n1,A,load,x\n", line: 2, column: 9, code: .badField),
        Bad(label: "quoted nib", text: "seq,nib,event\n1,\"A\",load\n", line: 2, column: 3, code: .badField),
        Bad(label: "quote inside", text: "seq,nib,event\n1,A\"B,load\n", line: 2, column: 4, code: .badField),
        Bad(label: "load without nib", text: "seq,nib,event\n1,,load\n", line: 2, column: 3, code: .badField),
        Bad(label: "warning with nib", text: "seq,nib,event\n1,A,memory-warning\n", line: 2, column: 3, code: .badField),
        Bad(label: "blank line", text: "seq,nib,event\n1,A,load\n\n2,A,load\n", line: 3, column: 1, code: .badField),
        Bad(label: "trailing blank line", text: "seq,nib,event\n1,A,load\n\n", line: 3, column: 1, code: .badField),
        Bad(label: "tab in nib", text: "seq,nib,event\n1,A\tB,load\n", line: 2, column: 4, code: .badField),
        Bad(label: "bare CR in nib", text: "seq,nib,event\n1,AB\r,load\n", line: 2, column: 5, code: .badField),
        Bad(label: "leading space", text: "seq,nib,event\n1, A,load\n", line: 2, column: 3, code: .badField)
    ]

    @Test(arguments: bad)
    func errorsPointAtLineAndColumn(_ c: Bad) throws {
        let error = try #require(inputError { _ = try AccessTrace.parse(Array(c.text.utf8), file: "t.csv") })
        #expect(error.code == c.code, "\(error)")
        #expect(error.line == c.line && error.column == c.column, "\(error)")
        #expect(error.description.hasPrefix("t.csv:\(c.line):\(c.column): "))
    }

    @Test func invalidUTF8IsAnError() throws {
        let bytes = Array("seq,nib,event\n1,A".utf8) + [0xFF] + Array(",load\n".utf8)
        let error = try #require(inputError { _ = try AccessTrace.parse(bytes) })
        #expect(error.code == .badField && error.line == 2 && error.column == 3)
    }

    @Test func unknownNibAgainstTheManifest() throws {
        let text = "seq,nib,event\n1,Screen0,load\n2,Cell99,load\n"
        let error = try #require(inputError { _ = try AccessTrace.parse(Array(text.utf8), file: "t.csv", manifest: manifest) })
        #expect(error.code == .unknownNib && error.line == 3 && error.column == 3)
        #expect(error.description == "t.csv:3:3: unknown nib \"Cell99\"; the manifest does not list it (unknown-nib)")
        #expect(try AccessTrace.parse(Array(text.utf8)).loads == ["Screen0", "Cell99"])
    }

    @Test func readerStreamsEvents() throws {
        var reader = TraceReader(bytes: Array("seq,nib,event\n1,A,load\n2,,memory-warning\n3,A,lood\n".utf8))
        #expect(try reader.next() == .load("A"))
        #expect(try reader.next() == .memoryWarning)
        #expect(reader.nextSequence == 3)
        #expect(throws: InputError.self) { try reader.next() }
    }

    @Test func writerStreamsAndCommitsAtomically() throws {
        let folder = ScratchDirectory()
        let path = folder.file("t.csv")
        let writer = try TraceWriter(path: path, manifest: manifest)
        try writer.append(.load("Screen1"))
        try writer.append(.memoryWarning)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing appears before commit")
        #expect(folder.contents().count == 1 && folder.contents()[0].hasPrefix(".t.csv.tmp-"))
        try writer.commit()
        #expect(folder.contents() == ["t.csv"])
        #expect(try AccessTrace.read(from: path) == AccessTrace([.load("Screen1"), .memoryWarning]))
    }

    @Test func failedWriteLeavesNothingBehind() throws {
        let folder = ScratchDirectory()
        let path = folder.file("t.csv")
        let writer = try TraceWriter(path: path, manifest: manifest)
        try writer.append(.load("Screen1"))
        let error = try #require(inputError { try writer.append(.load("Nope")) })
        #expect(error.code == .unknownNib && error.line == 3 && error.file == path)
        #expect(folder.contents().isEmpty)
        #expect(throws: InputError.self) { try writer.commit() }
        #expect(folder.contents().isEmpty)
    }

    @Test func failedWriteKeepsTheOldFile() throws {
        let folder = ScratchDirectory()
        let path = folder.write("t.csv", "old contents\n")
        let trace = AccessTrace([.load("A"), .load("bad,name")])
        let error = try #require(inputError { try trace.write(to: path) })
        #expect(error.code == .unrepresentable && error.line == 3)
        #expect(folder.contents() == ["t.csv"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old contents\n")
    }

    @Test func releasedWriterRemovesItsTemporaryFile() throws {
        let folder = ScratchDirectory()
        do {
            let writer = try TraceWriter(path: folder.file("t.csv"))
            try writer.append(.load("A"))
            #expect(folder.contents().count == 1)
        }
        #expect(folder.contents().isEmpty)
    }

    @Test func missingFolderIsAnIOError() throws {
        let error = try #require(inputError { try AccessTrace([.load("A")]).write(to: "/nonexistent-folder/t.csv") })
        #expect(error.code == .io && error.file == "/nonexistent-folder/t.csv")
    }

    @Test func largeTraceSurvivesBufferFlushes() throws {
        let folder = ScratchDirectory()
        let trace = AccessTrace((0..<50_000).map { $0 % 97 == 0 ? .memoryWarning : .load("Nib\($0 % 300)") })
        try trace.write(to: folder.file("big.csv"))
        #expect(try AccessTrace.read(from: folder.file("big.csv")) == trace)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["big.csv"])
    }
}
