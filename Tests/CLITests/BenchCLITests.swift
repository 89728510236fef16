import Foundation
import Testing
import TestSupport

/// `bench decode` and `bench compile` without DIR read the vectors in `Tests/Vectors`, relative
/// to the current folder (the repository's root, where `CLI.run` runs them).
@Suite struct BenchCLITests {
    @Test(arguments: ["decode", "compile"])
    func readsTheVendoredVectorsByDefault(_ bench: String) throws {
        let (count, unit, folder) =
            bench == "decode"
            ? (try Vectors.nibNames().count, "files", "Tests/Vectors/nibarchive-macos")
            : (try Vectors.xibPaths().count, "xibs", "Tests/Vectors/xib-ios")
        let outcome = try CLI.run(["bench", bench, "--rounds", "1"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.contains("input: \(count) \(unit),"), "\(outcome)")
        #expect(outcome.stdout.contains("(\(folder))"), "\(outcome)")
    }
}
