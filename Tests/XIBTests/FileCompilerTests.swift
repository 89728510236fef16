import Foundation
import NibArchive
import NibbenchSupport
import Testing
import XIB

/// `compile FILE` and each file of `compile DIR`: the kind is the extension, the output's folder
/// is made, and a folder's warnings come in the order of file, line and column however the
/// files finish.
@Suite struct FileCompilerTests {
    static let storyboards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/storyboards").path

    @Test func aXIBAndAStoryboardCompileIntoFoldersMadeForThem() throws {
        let folder = try ScratchFolder.make("file-compiler-test")
        defer { ScratchFolder.remove(folder) }
        try WarningTests.xib(contentMode: "sideways").write(toFile: folder + "/V.xib", atomically: true, encoding: .utf8)
        let xib = try XIBFileCompiler.compile(folder + "/V.xib", to: folder + "/out/deeper/V.nib")
        #expect(xib.storyboard == nil && xib.report.warnings.count == 1)
        #expect(try NibArchive(contentsOf: folder + "/out/deeper/V.nib").objectCount > 0)

        let source = try #require(
            FileManager.default.enumerator(atPath: Self.storyboards)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".storyboard") }.sorted()
                .first)
        let output = folder + "/out/other/" + XIBFileCompiler.outputName(of: (source as NSString).lastPathComponent)
        #expect(output.hasSuffix(".storyboardc"))
        let storyboard = try XIBFileCompiler.compile(Self.storyboards + "/" + source, to: output)
        let counts = try #require(storyboard.storyboard)
        #expect(counts.nibs >= counts.scenes && counts.nibs > 0)
        #expect(FileManager.default.fileExists(atPath: output + "/Info.plist"))
        #expect(
            XIBFileCompiler.outputName(of: "a/B.xib") == "a/B.nib" && XIBFileCompiler.isSource("B.storyboard") && !XIBFileCompiler.isSource("B.nib"))
    }

    @Test func aFoldersWarningsAreInFileOrderWhateverOrderTheFilesFinish() throws {
        let folder = try ScratchFolder.make("file-compiler-test")
        defer { ScratchFolder.remove(folder) }
        let names = (0..<12).map { String(format: "V%02d", $0) }
        try FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: true)
        for name in names.reversed() {
            try WarningTests.xib(contentMode: "sideways" + name).write(toFile: folder + "/in/\(name).xib", atomically: true, encoding: .utf8)
        }
        let outcome = XIBFolderCompiler.compile(folder + "/in", into: folder + "/out")
        #expect(outcome.compiled == names.count && outcome.total == names.count)
        #expect(outcome.report.warnings.map { ($0.file! as NSString).lastPathComponent } == names.map { $0 + ".xib" })
    }
}
