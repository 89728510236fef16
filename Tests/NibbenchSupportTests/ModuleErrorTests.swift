import NibbenchSupport
import Testing

/// Issue 54, item 8: one error shell. Each module's error is `ModuleError` with its own domain:
/// one type per module for typed throws and casts, the same rendering and equality, and the one
/// initialiser that takes a place.
@Suite struct ModuleErrorTests {
    @Test func theInitialiserThatTakesAPlaceBuildsTheContext() {
        let cause = ErrorContextTests.Foreign()
        let error = InputError(.badField, "m", file: "t.csv", line: 2, column: 5, cause: cause)
        #expect(error == InputError(.badField, "m", context: ErrorContext(file: "t.csv", line: 2, column: 5)))
        #expect(error.cause is ErrorContextTests.Foreign)
        #expect(error.description == "t.csv:2:5: m (bad-field)")
        #expect(FileError(.io, "m", file: "a.nib", offset: 9).description == "a.nib: byte 9: m (io)")
        #expect(FileError(.io, "m").context == ErrorContext())
    }

    @Test func eachDomainIsATypeOfItsOwn() {
        let error: any Error = FileError(.io, "m", file: "f")
        #expect(error is FileError)
        #expect(!(error is InputError))
        #expect((error as? FileError)?.code == .io)
        #expect(FileError.Code.io.rawValue == InputError.Code.io.rawValue)
    }

    @Test func typedThrowsNameTheModulesError() {
        func fail() throws(InputError) { throw .init(.unknownNib, "no nib named x", jsonPath: "nibs[0]") }
        #expect(throws: InputError(.unknownNib, "no nib named x", jsonPath: "nibs[0]")) { try fail() }
    }
}
