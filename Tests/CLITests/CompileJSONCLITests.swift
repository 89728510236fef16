import Foundation
import Testing
import TestSupport

/// `nibbench compile --json` (issue 54, item 6): the figures scripts/app-corpus-report reads —
/// files compiled, objects, what was compiled generically, warnings — as one JSON document,
/// the same figures as the text summary.
@Suite struct CompileJSONCLITests {
    @Test func aFolderCompilePrintsItsFiguresAsJSON() throws {
        let sources = Array(try Vectors.xibPaths().filter { $0.contains("/wikipedia-ios/") }.prefix(2))
        try CLI.withTemporaryFolder("compile-json") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: true)
            for source in sources {
                try FileManager.default.copyItem(atPath: source, toPath: folder + "/in/" + (source as NSString).lastPathComponent)
            }
            try "<document".write(toFile: folder + "/in/Broken.xib", atomically: true, encoding: .utf8)
            let text = try CLI.run(["compile", folder + "/in", "-o", folder + "/text"])
            let json = try CLI.run(["compile", folder + "/in", "-o", folder + "/json", "--json"])
            #expect(text.status == 1 && json.status == 1, "one file does not compile: \(json)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
            let report = try #require(document["report"] as? [String: Any])
            #expect(document["files"] as? Int == 3 && document["compiled"] as? Int == 2 && document["schemaVersion"] as? Int == 1)
            let objects = try #require(report["objectCount"] as? Int)
            #expect(text.stdout.contains("compiled 2 of 3 files") && text.stdout.contains(": \(objects) objects,"), "\(text)")
            #expect(report["genericElements"] is [String: Int] && report["warnings"] is [Any] && report["prototypeNibCount"] as? Int == 0)
            let one = try CLI.run(["compile", sources[0], "-o", folder + "/one.nib", "--json"])
            let single = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any], "\(one)")
            #expect(one.status == 0 && single["files"] as? Int == 1 && single["compiled"] as? Int == 1, "\(one)")
        }
    }
}
