import Foundation
import Testing

/// Issue 53, item 4: `nibbench verify BUNDLE --source DIR` pairs a built app's nibs with their
/// sources, compiles them as the bundle's Info.plist says, scores them, and exits 0, 2 (a nib
/// below the threshold) or 1 (a compiled file it could not score).
@Suite("nibbench verify")
struct VerifyCLITests {
    static let storyboard = CLI.packageRoot + "/Tests/XIBTests/Fixtures/storyboards/onevcat-Kingfisher/Main.storyboard"

    /// An app built by "Xcode 15.3" for iOS 13 in `folder/My.app`, from `folder/src`: the nibs are
    /// nibbench's own compile of the sources as that Xcode, so every score is 1.
    private func app(in folder: String) throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder + "/src/Base.lproj", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: folder + "/My.app/Base.lproj", withIntermediateDirectories: true)
        try Data(smallXIB.utf8).write(to: URL(fileURLWithPath: folder + "/src/View.xib"))
        try fm.copyItem(atPath: Self.storyboard, toPath: folder + "/src/Base.lproj/Main.storyboard")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.my</string>\
            <key>DTXcode</key><string>1530</string><key>DTXcodeBuild</key><string>15E204a</string>\
            <key>MinimumOSVersion</key><string>13.0</string></dict></plist>
            """
        try Data(plist.utf8).write(to: URL(fileURLWithPath: folder + "/My.app/Info.plist"))
        for (source, output) in [("src/View.xib", "My.app/View.nib"), ("src/Base.lproj/Main.storyboard", "My.app/Base.lproj/Main.storyboardc")] {
            let compiled = try CLI.run(["compile", source, "-o", output, "--xcode", "15.3", "--deployment-target", "13.0"], in: folder)
            try #require(compiled.status == 0, "\(compiled)")
        }
    }

    @Test func anAppAgainstItsOwnSourcesScoresOneAndExitsZero() throws {
        try CLI.withTemporaryFolder("verify-same") { folder in
            try app(in: folder)
            let outcome = try CLI.run(["verify", "My.app", "--source", "src"], in: folder)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stdout.contains("compiled as Xcode 15.3, iOS 13.0"), "\(outcome)")
            #expect(outcome.stdout.contains("DTXcode 1530"), "\(outcome)")
            #expect(outcome.stdout.contains("mean connections 1.000, classes 1.000, keys 1.000, values 1.00×; 0 below 0.75"), "\(outcome)")
            #expect(outcome.stdout.contains("View.nib"), "\(outcome)")
            #expect(outcome.stdout.contains("Base.lproj/Main.storyboardc/"), "\(outcome)")
        }
    }

    @Test func anotherXcodeScoresLowerThanTheOneThatBuiltIt() throws {
        try CLI.withTemporaryFolder("verify-xcode") { folder in
            try app(in: folder)
            // Xcode 9.4 writes coder 9 and no LNE key, and plain controllers without a swapper:
            // the keys differ from the 15.3 build's.
            let outcome = try CLI.run(["verify", "My.app", "--source", "src", "--xcode", "9.4", "--threshold", "1", "--json"], in: folder)
            #expect(outcome.status == 2, "\(outcome)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
            #expect((json["followed"] as? [String: Any])?["xcode"] as? String == "9.4")
            #expect((json["below"] as? Int ?? 0) > 0, "\(outcome)")
        }
    }

    @Test func aNibWithoutASourceIsSaidFirstAndExitsOneUnlessPartial() throws {
        try CLI.withTemporaryFolder("verify-unpaired") { folder in
            try app(in: folder)
            try FileManager.default.removeItem(atPath: folder + "/src/View.xib")
            let strict = try CLI.run(["verify", "My.app", "--source", "src"], in: folder)
            #expect(strict.status == 1, "\(strict)")
            #expect(strict.stderr.contains("1 compiled file of My.app could not be scored (View.nib)"), "\(strict)")
            #expect(strict.stdout.contains("no source: View.nib"), "\(strict)")
            let partial = try CLI.run(["verify", "My.app", "--source", "src", "--partial"], in: folder)
            #expect(partial.status == 0, "\(partial)")
        }
    }

    @Test func aNibFarFromItsSourceIsBelowTheThresholdAndExitsTwo() throws {
        try CLI.withTemporaryFolder("verify-below") { folder in
            try app(in: folder)
            // "Apple's" View.nib is now another document: a view with no label.
            let other = smallXIB.replacingOccurrences(of: "<label", with: "<view").replacingOccurrences(of: "</label>", with: "</view>")
            try Data(other.utf8).write(to: URL(fileURLWithPath: folder + "/Other.xib"))
            let compiled = try CLI.run(["compile", "Other.xib", "-o", "My.app/View.nib"], in: folder)
            try #require(compiled.status == 0, "\(compiled)")
            let outcome = try CLI.run(["verify", "My.app", "--source", "src", "--threshold", "0.99"], in: folder)
            #expect(outcome.status == 2, "\(outcome)")
            #expect(outcome.stdout.contains("View.nib") && outcome.stdout.contains("< 0.99"), "\(outcome)")
        }
    }

    @Test func notABuiltAppIsAClearError() throws {
        try CLI.withTemporaryFolder("verify-bad") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
            let outcome = try CLI.run(["verify", "src", "--source", "src"], in: folder)
            #expect(outcome.status == 1 && !outcome.crashed, "\(outcome)")
            #expect(outcome.stderr.contains("src: not a built app"), "\(outcome)")
            let badXcode = try CLI.run(["verify", "src", "--source", "src", "--xcode", "fifteen"], in: folder)
            #expect(badXcode.status == 64, "\(badXcode)")
        }
    }
}
