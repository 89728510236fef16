import Foundation
import Testing
import TestSupport

/// `bench decode` and `bench compile` without DIR read the vectors in `Tests/Vectors`, relative
/// to the current folder (the repository's root, where `CLI.run` runs them).
@Suite struct BenchCLITests {
    @Test func decodeReadsTheAppleCompiledVectorsByDefault() throws {
        let nibs = try Vectors.nibNames().count
        let outcome = try CLI.run(["bench", "decode", "--rounds", "1"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.contains("input: \(nibs) files,"), "\(outcome)")
        #expect(outcome.stdout.contains("(Tests/Vectors/nibarchive-macos)"), "\(outcome)")
    }

    @Test func compileReadsTheIOSXibVectorsByDefault() throws {
        let xibs = try Vectors.xibPaths().count
        let outcome = try CLI.run(["bench", "compile", "--rounds", "1"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.contains("input: \(xibs) xibs,"), "\(outcome)")
        #expect(outcome.stdout.contains("(Tests/Vectors/xib-ios)"), "\(outcome)")
    }
}
