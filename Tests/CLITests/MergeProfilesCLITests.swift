import Foundation
import Testing
import TestSupport

/// `nibbench merge-profiles` (issue 54, item 6): a folder's profile at a commit from the one
/// before and the profiles of the files profiled since, written as a profile folder; a bad part
/// is one line naming its file.
@Suite struct MergeProfilesCLITests {
    @Test func aChangedFileReplacesItsEntriesAndAFailedOneIsRecorded() throws {
        let sources = Array(try Vectors.xibPaths().filter { $0.contains("/wikipedia-ios/") }.prefix(2))
        try #require(sources.count == 2)
        let names = sources.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
        try CLI.withTemporaryFolder("merge-profiles") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/tree/App/Sub", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: sources[0], toPath: folder + "/tree/App/" + names[0] + ".xib")
            try FileManager.default.copyItem(atPath: sources[1], toPath: folder + "/tree/App/Sub/" + names[1] + ".xib")
            // The first commit: the whole folder, profiled from its parent.
            try FileManager.default.createDirectory(atPath: folder + "/first", withIntermediateDirectories: true)
            let whole = try CLI.run(["profile", "App", "--allow-partial", "--out", folder + "/first/0"], in: folder + "/tree")
            try #require(whole.status == 0, "\(whole)")
            try "*\n".write(toFile: folder + "/first/0.source", atomically: true, encoding: .utf8)
            let first = try CLI.run(["merge-profiles", folder + "/first", "--folder", "App", "--out", folder + "/profile-1"])
            #expect(first.status == 0 && first.stdout.contains("wrote \(folder)/profile-1/report.md"), "\(first)")
            // The next: one file profiled alone, from its own folder, and one that failed.
            try FileManager.default.createDirectory(atPath: folder + "/next", withIntermediateDirectories: true)
            let alone = try CLI.run(["profile", names[1] + ".xib", "--allow-partial", "--out", folder + "/next/1"], in: folder + "/tree/App/Sub")
            try #require(alone.status == 0, "\(alone)")
            try "App/Sub/\(names[1]).xib\n".write(toFile: folder + "/next/1.source", atomically: true, encoding: .utf8)
            try "App/Broken.xib\n".write(toFile: folder + "/next/2.source", atomically: true, encoding: .utf8)
            try "nibbench: Broken.xib:2:1: not closed (malformed-xml)\n".write(toFile: folder + "/next/2.err", atomically: true, encoding: .utf8)
            let next = try CLI.run([
                "merge-profiles", folder + "/next", "--folder", "App", "--previous", folder + "/profile-1", "--gone=App/Gone.xib", "--out",
                folder + "/profile-2"
            ])
            #expect(next.status == 0 && next.stdout.contains("1 of 2 files not measured"), "\(next)")
            let profile =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/profile-2/profile.json"))) as? [String: Any]
            let nibs = try #require(profile?["nibs"] as? [[String: Any]])
            #expect(nibs.compactMap { $0["name"] as? String } == ["App/" + names[0], "App/Sub/" + names[1]].sorted())
            let failures = try #require(profile?["failures"] as? [[String: Any]])
            #expect(failures.compactMap { $0["file"] as? String } == ["App/Broken.xib"])
            #expect(profile?["inputs"] as? [String] == ["App"] && profile?["sourceFiles"] as? Int == 2)
            for file in ["profile.csv", "report.md"] {
                #expect(FileManager.default.fileExists(atPath: folder + "/profile-2/" + file), "\(file)")
            }
            // A part that is not a profile: one line naming the file and the field, exit 1.
            try "{\"kind\": \"nibbench-profile\", \"schemaVersion\": 1}".write(
                toFile: folder + "/next/1/profile.json", atomically: true, encoding: .utf8)
            let bad = try CLI.run(["merge-profiles", folder + "/next", "--folder", "App", "--out", folder + "/profile-3"])
            #expect(bad.status == 1 && !bad.crashed, "\(bad)")
            #expect(bad.stderr.split(separator: "\n").count == 1 && bad.stderr.contains(folder + "/next/1/profile.json"), "\(bad)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/profile-3"))
        }
    }

    @Test func nothingToStartFromIsAnError() throws {
        try CLI.withTemporaryFolder("merge-nothing") { folder in
            try "*\n".write(toFile: folder + "/0.source", atomically: true, encoding: .utf8)
            let outcome = try CLI.run(["merge-profiles", folder, "--folder", "App", "--out", folder + "/out"])
            #expect(outcome.status == 1 && outcome.stderr.contains("(nothing-to-merge)"), "\(outcome)")
            let usage = try CLI.run(["merge-profiles", folder])
            #expect(usage.status == 64, "\(usage)")
        }
    }
}
