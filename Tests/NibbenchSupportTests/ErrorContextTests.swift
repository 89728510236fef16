import NibbenchSupport
import Testing

/// Issue 30, item 5: one error context shared by every error type — one rendering, equality
/// that ignores the cause, and wrapping that keeps the caught error's code, place and cause.
@Suite struct ErrorContextTests {
    /// An error that is not nibbench's (as a Foundation or decoding error would be).
    struct Foreign: Error, CustomStringConvertible {
        var description: String { "the disk\nfell off" }
    }

    @Test(arguments: [
        (ErrorContext(file: "t.csv", line: 3, column: 7), "t.csv:3:7: bad (bad-field)"),
        (ErrorContext(file: "t.csv", line: 3), "t.csv:3: bad (bad-field)"),
        (ErrorContext(file: "a.nib", offset: 18), "a.nib: byte 18: bad (bad-field)"),
        (ErrorContext(file: "m.json", jsonPath: "nibs[3].sha256"), "m.json: at nibs[3].sha256: bad (bad-field)"),
        (ErrorContext(file: "m.json", jsonPath: ""), "m.json: at <root>: bad (bad-field)"),
        (ErrorContext(file: "V.nib", object: 7), "V.nib: object 7: bad (bad-field)"),
        (ErrorContext(offset: 4), "<memory>: byte 4: bad (bad-field)"),
        (ErrorContext(file: "out"), "out: bad (bad-field)"),
        (ErrorContext(), "bad (bad-field)")
    ])
    func rendersEachKindOfPlaceOnOneLine(context: ErrorContext, expected: String) {
        #expect(context.rendering("bad", code: "bad-field") == expected)
    }

    @Test func aSubjectStandsInForAMissingFileAndControlCharactersAreEscaped() {
        #expect(ErrorContext().rendering("taken", code: "invalid-name", subject: "strategy cold") == "strategy cold: taken (invalid-name)")
        #expect(ErrorContext(file: "x").rendering("taken", code: "c", subject: "strategy cold") == "x: taken (c)")
        #expect(ErrorContext(file: "a\nb").rendering("m", code: "c") == "a\\u{a}b: m (c)")
    }

    @Test func equalityAndHashingCompareThePlaceNotTheCause() {
        let a = ErrorContext(file: "f", line: 1, cause: Foreign())
        let b = ErrorContext(file: "f", line: 1)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != ErrorContext(file: "f", line: 2))
        #expect(FileError(.io, "m", file: "f") == FileError(.io, "m", context: b.with(line: nil)))
    }

    @Test func aWrappedNibbenchErrorKeepsItsCodePlaceAndCause() throws {
        let inner = FileError(.unsafePath, "the name leaves the folder", file: "in.bin", offset: 12)
        let wrapped = FileError(wrapping: inner, .io, "cannot import", file: "other")
        #expect(wrapped.code == .unsafePath)
        #expect((wrapped.file, wrapped.offset) == ("in.bin", 12))
        #expect(wrapped.message == "cannot import: the name leaves the folder")
        #expect(wrapped.description == "in.bin: byte 12: cannot import: the name leaves the folder (unsafe-path)")
        let cause = try #require(wrapped.cause as? FileError)
        #expect(cause == inner)
        // With no words of its own the wrapper reads as the original; a file fills a missing one.
        let bare = FileError(wrapping: FileError(.io, "no such file"), .unsafePath, "", file: "x")
        #expect(bare.description == "x: no such file (io)")
    }

    @Test func aForeignErrorGetsTheWrappersCodeAndItsWordsAndIsKept() {
        let wrapped = FileError(wrapping: Foreign(), .io, "cannot write", file: "out.csv")
        #expect(wrapped.code == .io)
        #expect(wrapped.description == "out.csv: cannot write: the disk\\u{a}fell off (io)")
        #expect(wrapped.cause is Foreign)
    }

    /// Another module's error type, as each module declares one.
    struct LayerError: NibbenchError {
        var code: ErrorCode<LayerError>
        var message: String
        var context: ErrorContext
        init(_ code: ErrorCode<LayerError>, _ message: String, context: ErrorContext) {
            (self.code, self.message, self.context) = (code, message, context)
        }
    }

    @Test func aWrapperOfAnotherTypeTakesTheCodeByItsText() throws {
        let inner = FileError(.unsafePath, "the name leaves the folder", file: "a/../../b")
        let wrapped = LayerError(wrapping: inner, ErrorCode(rawValue: "layer"), "")
        #expect(wrapped.code == ErrorCode<LayerError>(FileError.Code.unsafePath) && wrapped.codeName == "unsafe-path")
        #expect(wrapped.description == inner.description)
        #expect(try #require(wrapped.cause as? FileError) == inner)
        #expect(FileError(.io, "m").movedTo("b").inFile("c").file == "b")
    }
}

extension ErrorContext {
    /// A copy with `line` replaced.
    func with(line: Int?) -> ErrorContext {
        var copy = self
        copy.line = line
        return copy
    }
}
