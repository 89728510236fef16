import Foundation
import Testing

/// Issue 28: item 4 (no name from an input leaves the output folder) end to end, and smaller
/// defects 3 (an import's xib error is one plain line) and 4 (`run --corpus` takes a profile
/// folder, says what to do with an app's source folder, and puts a profile's corpus in
/// `<profile>/corpus`).
@Suite struct EscapeCLITests {
    /// The XIB tests' storyboard whose scene `vc1` has the identifier `../../escaped` (and a
    /// second scene, `Other`, with a segue to it).
    static let evilStoryboard = try! String(contentsOfFile: CLI.packageRoot + "/Tests/XIBTests/Fixtures/escape/Evil.storyboard", encoding: .utf8)

    /// Every path below `folder`, relative to it, sorted.
    static func everything(below folder: String) -> [String] {
        ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).sorted()
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func compilingAStoryboardWhoseIdentifierEscapesWritesOnlyTheBundle() throws {
        try CLI.withTemporaryFolder("escape-compile") { root in
            try Self.write(Self.evilStoryboard, to: root + "/src/evil.storyboard")
            let compiled = try CLI.run(["compile", "src/evil.storyboard", "-o", "out/x.storyboardc"], in: root)
            #expect(compiled.status == 0, "\(compiled)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["out", "src"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/out") == ["x.storyboardc"])
            let plist = try String(contentsOfFile: root + "/out/x.storyboardc/Info.plist", encoding: .utf8)
            #expect(plist.contains("<key>../../escaped</key>"), "the identifier is kept: \(plist)")
            // The nib gets a plain name (a digest keeps mapped names apart), which Info.plist records.
            #expect(plist.contains("<string>_._.._escaped-0e8d478c</string>"), "\(plist)")
            let nibs = try FileManager.default.contentsOfDirectory(atPath: root + "/out/x.storyboardc").filter { $0.hasSuffix(".nib") }
            #expect(nibs.sorted() == ["Other.nib", "_._.._escaped-0e8d478c.nib", "vc1-view-v1.nib", "vc2-view-v2.nib"])
            let instantiated = try CLI.run(["instantiate", "out/x.storyboardc", "--stub-unknown-classes"], in: root)
            #expect(instantiated.status == 0, "\(instantiated)")
        }
    }

    @Test func compilingAFolderAndImportingItWriteNothingOutside() throws {
        try CLI.withTemporaryFolder("escape-folder") { root in
            try Self.write(Self.evilStoryboard, to: root + "/src/Sub/evil.storyboard")
            let folder = try CLI.run(["compile", "src", "-o", "out/x"], in: root)
            #expect(folder.status == 0, "\(folder)")
            let imported = try CLI.run(["import", "src", "--out", "out/y"], in: root)
            #expect(imported.status == 0, "\(imported)")
            let outside = Self.everything(below: root).filter {
                !["src", "out"].contains($0) && !$0.hasPrefix("src/") && !$0.hasPrefix("out/x") && !$0.hasPrefix("out/y")
            }
            #expect(outside.isEmpty, "\(outside)")
        }
    }

    @Test func aCorpusWhoseManifestNamesAFileOutsideIsRefused() throws {
        try CLI.withTemporaryFolder("escape-manifest") { root in
            let manifest = """
                {"schemaVersion": 1, "nibs": [{"name": "../../escaped", "kind": "view", "objectCount": 1, "xibBytes": 0, "nibBytes": 1,
                  "sha256": "\(String(repeating: "0", count: 64))"}]}
                """
            try Self.write(manifest, to: root + "/out/corpus/manifest.json")
            let run = try CLI.run(["run", "--corpus", "out/corpus", "--quick", "--strategies", "cold", "--out", "out/r"], in: root)
            expectOneLineError(run, mentions: ["out/corpus/manifest.json", "nibs[0].name", "../../escaped"])
            #expect(Self.everything(below: root) == ["out", "out/corpus", "out/corpus/manifest.json"])
        }
    }

    @Test func importingATruncatedXibSaysWhereOnOneLineWithTheParsersCode() throws {
        try CLI.withTemporaryFolder("trunc") { root in
            try Self.write(String(smallXIB.prefix(700)), to: root + "/app/trunc.xib")
            // One line for the file, then (issue 40) the count of the files not imported.
            let imported = try CLI.run(["import", "app", "--out", "corpus"], in: root)
            #expect(imported.status == 1 && !imported.crashed, "\(imported)")
            let lines = imported.stderr.split(separator: "\n").map(String.init)
            #expect(
                lines.count == 2 && lines[1] == "nibbench: 1 of 1 file not imported: the corpus leaves them out (--allow-partial accepts that)",
                "\(imported)")
            let line = lines.first ?? ""
            #expect(line.contains("(malformed-xml)"), "\(line)")
            #expect(line.hasPrefix("nibbench: app/trunc.xib:13:"), "\(line)")
            #expect(!line.contains("<memory>") && !line.contains("invalid-manifest"), "\(line)")
            #expect(line.components(separatedBy: "trunc.xib").count == 2, "the file is named once: \(line)")
        }
    }

    @Test func runTakesAProfileFolderOrItsJSONAndGeneratesIntoItsCorpusFolder() throws {
        try CLI.withTemporaryFolder("run-profile") { root in
            try Self.write(smallXIB, to: root + "/app/A.xib")
            try Self.write(smallXIB.replacingOccurrences(of: "Name", with: "Title"), to: root + "/app/B.xib")
            let profiled = try CLI.run(["profile", "app", "--out", "prof", "--warm-repetitions", "1"], in: root)
            try #require(profiled.status == 0, "\(profiled)")
            let fromFolder = try CLI.run(["run", "--corpus", "prof", "--quick", "--strategies", "cold", "--out", "r1"], in: root)
            #expect(fromFolder.status == 0, "\(fromFolder)")
            #expect(fromFolder.stderr.contains("into prof/corpus"), "\(fromFolder)")
            #expect(FileManager.default.fileExists(atPath: root + "/prof/corpus/manifest.json"))
            #expect(!FileManager.default.fileExists(atPath: root + "/prof/prof"))
            let fromFile = try CLI.run(["run", "--corpus", "prof/profile.json", "--quick", "--strategies", "cold", "--out", "r2"], in: root)
            #expect(fromFile.status == 0, "\(fromFile)")
            #expect(!fromFile.stderr.contains("generating corpus"), "the corpus is reused: \(fromFile)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["app", "prof", "r1", "r2"])
        }
    }

    @Test func runOfAnAppsSourceFolderSaysToImportIt() throws {
        try CLI.withTemporaryFolder("run-source") { root in
            try Self.write(smallXIB, to: root + "/MyApp/View.xib")
            let run = try CLI.run(["run", "--corpus", "MyApp", "--quick"], in: root)
            expectOneLineError(run, mentions: ["MyApp", "nibbench import MyApp --out Corpora/MyApp", "run --corpus Corpora/MyApp"])
            #expect(!run.stderr.contains("cannot read"), "\(run)")
        }
    }

    @Test func runOfAFolderOfNothingSaysWhatCorpusTakes() throws {
        try CLI.withTemporaryFolder("run-empty") { root in
            try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
            let run = try CLI.run(["run", "--corpus", "empty", "--quick"], in: root)
            expectOneLineError(run, mentions: ["empty", "manifest.json", "profile"])
        }
    }

    @Test func runHelpSaysCorpusTakesAProfile() throws {
        let help = try CLI.run(["run", "--help"])
        #expect(help.status == 0)
        // The help is wrapped to the terminal: compare its words.
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains(
                "--corpus <corpus> A corpus folder (with manifest.json), or a corpus spec (.json) or a profile (profile.json or its folder)"),
            "\(words)")
        #expect(words.contains("generated into <profile folder>/corpus"), "\(words)")
        #expect(words.contains("An app's source folder is imported first (nibbench import)"), "\(words)")
    }
}
