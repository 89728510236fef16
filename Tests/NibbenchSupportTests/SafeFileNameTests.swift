import Foundation
import NibbenchSupport
import Testing

/// Issue 28, item 4: the one check that keeps names read from inputs inside their folder.
@Suite struct SafeFileNameTests {
    /// Each kind of name that tries to leave its folder, or cannot be a file name.
    static let escaping = ["../../escaped", "/abs/path", "a/b", "..", ".", "", "nul\u{0}byte", "../", "x/../../y"]

    @Test(arguments: escaping)
    func noEscapingNameIsAFileName(_ name: String) {
        #expect(SafeFileName.problem(fileName: name) != nil)
        #expect(!SafeFileName.isPlain(name))
    }

    @Test(arguments: ["Settings", "Main Screen", "UIViewController-BYZ-38-t0r", "a..b", "Café ☕︎"])
    func ordinaryNamesAreFileNamesAndKeptAsTheyAre(_ name: String) {
        #expect(SafeFileName.problem(fileName: name) == nil)
        #expect(SafeFileName.mapped(name) == name)
    }

    @Test func aHiddenNameIsAFileNameButNotPlain() {
        #expect(SafeFileName.problem(fileName: "...dots") == nil)
        #expect(SafeFileName.mapped("...dots").hasPrefix("_..dots-"))
    }

    @Test(arguments: escaping + [".hidden", "tab\there", "back\\slash", String(repeating: "é", count: 150)])
    func aMappedNameIsPlainDeterministicAndDistinct(_ name: String) {
        let mapped = SafeFileName.mapped(name)
        #expect(SafeFileName.isPlain(mapped), "\(mapped)")
        #expect(SafeFileName.problem(fileName: mapped) == nil)
        #expect(mapped.utf8.count <= SafeFileName.maximumBytes)
        #expect(SafeFileName.mapped(name) == mapped)
        #expect(SafeFileName.mapped(mapped) == mapped, "a plain name maps to itself")
    }

    @Test func mappedNamesOfDifferentInputsDiffer() {
        let inputs = ["../escaped", "._escaped", "/.escaped", "a/b", "a_b/", "a\\b", "", "."]
        let mapped = Set(inputs.map(SafeFileName.mapped))
        #expect(mapped.count == inputs.count, "\(mapped.sorted())")
        #expect(SafeFileName.mapped("../../escaped") == "_._.._escaped-0e8d478c", "stable across machines and runs")
    }

    @Test(arguments: ["../../escaped", "/abs/path", "a/../../b", "..", "a//b", "a/", "", "nul\u{0}byte", "./a"])
    func aRelativePathThatLeavesItsFolderIsRefused(_ path: String) {
        #expect(SafeFileName.problem(relativePath: path) != nil)
        let error = #expect(throws: FileError.self) { try SafeFileName.path(path, inside: "/tmp/out") }
        #expect(error?.code == .unsafePath)
        #expect(error?.description.contains("/tmp/out/") == true, "\(String(describing: error))")
    }

    @Test func aRelativePathBelowItsFolderIsJoined() throws {
        #expect(SafeFileName.problem(relativePath: "Main/Settings.nib") == nil)
        #expect(try SafeFileName.path("Main/Settings.nib", inside: "out") == "out/Main/Settings.nib")
        #expect(try SafeFileName.path("a..b/..c", inside: "out/") == "out/a..b/..c")
    }
}
