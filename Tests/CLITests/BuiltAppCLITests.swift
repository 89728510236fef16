import Foundation
import Testing
import TestSupport

/// `profile`, `import` and `recommend` on built apps as users have them (issue 53 item 5), run
/// as a user runs them: an `.ipa`, an `.xcarchive`, a folder unzipped on a Mac; and the `.ipa`s
/// that must be refused with one line — a zip-slip entry, a file cut short — writing nothing
/// outside their scratch folder and leaving none behind.
@Suite(.serialized) struct BuiltAppCLITests {
    static let xibs = ["pocket-casts-ios/ButtonCell.xib", "pocket-casts-ios/DisclosureCell.xib", "wikipedia-ios/FontSizeSliderView.xib"]
    static let storyboard = CLI.packageRoot + "/Tests/XIBTests/Fixtures/storyboards/Alamofire-Alamofire/Main.storyboard"
    static let infoLine = "Xcode 15.3 (DTXcode 1530, build 15E204a), minimum iOS 15.0, com.example.nibbench"

    /// `folder/Test.app`: the vector xibs compiled (`nibbench compile`) into `Cells/*.nib`, the
    /// committed storyboard into `Base.lproj/Main.storyboardc`, and an Info.plist.
    static func makeApp(in folder: String) throws -> String {
        let app = folder + "/Test.app"
        try FileManager.default.createDirectory(atPath: app + "/Cells", withIntermediateDirectories: true)
        for xib in xibs {
            let name = ((xib as NSString).lastPathComponent as NSString).deletingPathExtension
            let compile = try CLI.run(["compile", try Vectors.xibFolder() + "/" + xib, "-o", app + "/Cells/\(name).nib"])
            try #require(compile.status == 0, "\(compile)")
        }
        let compile = try CLI.run(["compile", storyboard, "-o", app + "/Base.lproj/Main.storyboardc"])
        try #require(compile.status == 0, "\(compile)")
        try Data(try TestApp.infoPlist()).write(to: URL(fileURLWithPath: app + "/Info.plist"))
        return app
    }

    /// Runs `nibbench ARGUMENTS` in `folder` with its temporary folder (`TMPDIR`) at
    /// `folder/tmp`, which must be empty again afterwards: the scratch folder an `.ipa` is
    /// extracted into is removed, whatever the outcome.
    static func run(_ arguments: [String], in folder: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CLI.Outcome {
        try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
        let outcome = try CLI.run(arguments, in: folder, environment: ["TMPDIR": folder + "/tmp"])
        #expect(
            TestApp.files(below: folder + "/tmp").isEmpty, "scratch left behind: \(TestApp.files(below: folder + "/tmp"))",
            sourceLocation: sourceLocation)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder + "/tmp")) ?? []).isEmpty, sourceLocation: sourceLocation)
        return outcome
    }

    @Test func profilesAndImportsAnIPAAndNamesItsXcode() throws {
        try CLI.withTemporaryFolder("ipa") { folder in
            let app = try Self.makeApp(in: folder + "/build")
            try TestApp.zip(try TestApp.entries(of: app, as: "Payload/Test.app"), to: folder + "/Test.ipa")

            let profile = try Self.run(["profile", "Test.ipa", "--out", "out", "--warm-repetitions", "2", "--first-repetitions", "1"], in: folder)
            #expect(profile.status == 0 && !profile.crashed, "\(profile)")
            #expect(profile.stdout.contains("built app Test.ipa (Test.app): " + Self.infoLine + "\n"), "\(profile)")
            #expect(!profile.stdout.contains("ignored"), "nothing to ignore: \(profile)")
            let json = try String(contentsOfFile: folder + "/out/profile.json", encoding: .utf8)
            #expect(
                json.contains("\"form\" : \"ipa\"") && json.contains("\"xcodeVersion\" : \"15.3\"")
                    && json.contains("\"minimumOSVersion\" : \"15.0\""))
            #expect(
                json.contains("\"name\" : \"Test.app/Cells/ButtonCell\"") && json.contains("\"name\" : \"Test.app/Base.lproj/Main/"),
                "\(json.prefix(3000))")
            let report = try String(contentsOfFile: folder + "/out/report.md", encoding: .utf8)
            #expect(report.contains("Built app Test.ipa (Test.app): " + Self.infoLine + "."), "\(report.prefix(2000))")

            let imported = try Self.run(["import", "Test.ipa", "--out", "corpus"], in: folder)
            #expect(imported.status == 0, "\(imported)")
            #expect(imported.stdout.hasPrefix("built app Test.ipa (Test.app): " + Self.infoLine + "\nimported "), "\(imported)")
            #expect(FileManager.default.fileExists(atPath: folder + "/corpus/Cells/ButtonCell.nib"))

            let recommend = try Self.run(["recommend", "Test.ipa", "--out", "rec", "--confirm", "0", "--length", "300"], in: folder)
            #expect(recommend.status == 0, "\(recommend)")
            #expect(recommend.stdout.hasPrefix("built app Test.ipa (Test.app): " + Self.infoLine + "\nrecommended: "), "\(recommend)")
            let document = try String(contentsOfFile: folder + "/rec/recommend.json", encoding: .utf8)
            #expect(document.contains("\"xcode\" : \"1530\"") && document.contains("\"minimumOSVersion\" : \"15.0\""), "\(document.prefix(2000))")
            #expect(
                try String(contentsOfFile: folder + "/rec/recommend.md", encoding: .utf8).contains(
                    "- Built app Test.ipa (Test.app): " + Self.infoLine))
        }
    }

    @Test func aFolderZippedOnAMacProfilesAndSaysOnceHowMuchItIgnored() throws {
        try CLI.withTemporaryFolder("macosx") { folder in
            let app = try Self.makeApp(in: folder + "/Unzipped")
            // AppleDouble files of junk beside every file, and the Archive Utility's __MACOSX.
            var junk: [String] = []
            for name in TestApp.files(below: app) {
                let parent = (name as NSString).deletingLastPathComponent, file = (name as NSString).lastPathComponent
                junk.append(app + "/" + (parent.isEmpty ? "" : parent + "/") + "._" + file)
                junk.append(folder + "/Unzipped/__MACOSX/Test.app/" + (parent.isEmpty ? "" : parent + "/") + "._" + file)
            }
            for path in junk {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data([0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00, 0xDE, 0xAD, 0xBE, 0xEF]).write(to: URL(fileURLWithPath: path))
            }
            let outcome = try Self.run(["profile", "Unzipped", "--out", "out", "--warm-repetitions", "2", "--first-repetitions", "1"], in: folder)
            #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome)")
            let line = "ignored \(junk.count) macOS metadata files (__MACOSX/, ._*)"
            #expect(outcome.stdout.components(separatedBy: line).count == 2, "said once: \(outcome)")
            #expect(outcome.stdout.contains("profiled ") && outcome.stdout.contains(" 0 failures"), "\(outcome)")
            let json = try String(contentsOfFile: folder + "/out/profile.json", encoding: .utf8)
            #expect(json.contains("\"ignoredMetadataFiles\" : \(junk.count)") && !json.contains("._"), "\(json.prefix(2000))")
        }
    }

    @Test func profilesAnXcarchiveAtItsApp() throws {
        try CLI.withTemporaryFolder("xcarchive") { folder in
            _ = try Self.makeApp(in: folder + "/Test.xcarchive/Products/Applications")
            try FileManager.default.createDirectory(atPath: folder + "/Test.xcarchive/dSYMs", withIntermediateDirectories: true)
            let outcome = try Self.run(
                ["profile", "Test.xcarchive", "--out", "out", "--warm-repetitions", "2", "--first-repetitions", "1"], in: folder)
            #expect(outcome.status == 0, "\(outcome)")
            #expect(outcome.stdout.contains("built app Test.xcarchive (Test.app): " + Self.infoLine + "\n"), "\(outcome)")
            let csv = try String(contentsOfFile: folder + "/out/profile.csv", encoding: .utf8)
            #expect(csv.contains("\nTest.app/Cells/ButtonCell,") && !csv.contains("Products/Applications"), "\(csv.prefix(1000))")
        }
    }

    @Test func aZipSlipEntryIsRefusedAndNothingIsWrittenOutside() throws {
        try CLI.withTemporaryFolder("zip-slip") { folder in
            let app = try Self.makeApp(in: folder + "/build")
            let evil: [TestApp.Entry] = [
                .file("../evil.nib", Array("NIBArchive evil".utf8)), .file("Payload/Test.app/../../../evil2.nib", Array("evil".utf8))
            ]
            try TestApp.zip(try TestApp.entries(of: app, as: "Payload/Test.app") + evil, to: folder + "/Evil.ipa")
            let outcome = try Self.run(["profile", "Evil.ipa", "--out", "out"], in: folder)
            expectOneLineError(outcome, mentions: ["Evil.ipa", "\"../evil.nib\"", "unsafe-entry"])
            #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
            let everything =
                (FileManager.default.enumerator(atPath: (folder as NSString).deletingLastPathComponent)?.compactMap { $0 as? String } ?? [])
            #expect(!everything.contains { $0.hasSuffix("evil.nib") || $0.hasSuffix("evil2.nib") }, "an evil entry was written")
            let imported = try Self.run(["import", "Evil.ipa", "--out", "corpus"], in: folder)
            expectOneLineError(imported, mentions: ["Evil.ipa", "unsafe-entry"])
        }
    }

    @Test func aTruncatedIPAIsOneClearError() throws {
        try CLI.withTemporaryFolder("truncated") { folder in
            let app = try Self.makeApp(in: folder + "/build")
            try TestApp.zip(try TestApp.entries(of: app, as: "Payload/Test.app"), to: folder + "/Whole.ipa")
            let whole = try Data(contentsOf: URL(fileURLWithPath: folder + "/Whole.ipa"))
            try whole.prefix(whole.count * 2 / 3).write(to: URL(fileURLWithPath: folder + "/Cut.ipa"))
            let outcome = try Self.run(["profile", "Cut.ipa", "--out", "out"], in: folder)
            expectOneLineError(outcome, mentions: ["Cut.ipa: not a readable zip archive", "bad-archive"])
            try Data("just text, no zip\n".utf8).write(to: URL(fileURLWithPath: folder + "/Text.ipa"))
            let text = try Self.run(["recommend", "Text.ipa", "--out", "rec"], in: folder)
            expectOneLineError(text, mentions: ["Text.ipa: not a readable zip archive", "bad-archive"])
        }
    }
}
