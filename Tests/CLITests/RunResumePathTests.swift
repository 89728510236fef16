import Foundation
import Testing

/// A run's folder names no path of the machine: `run.json` records its corpus and trace
/// relative to the folder, and `--resume` finds them from any current folder, also from a
/// `run.json` of an earlier version that recorded absolute paths.
@Suite struct RunResumePathTests {
    @Test(arguments: [false, true])
    func aRunRecordsRelativePathsAndResumesFromAnotherFolder(absoluteRecord: Bool) throws {
        try CLI.withTemporaryFolder("resume-paths") { folder in
            let root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            try #require(try CLI.run(["generate", "--spec", CLI.packageRoot + "/Corpora/small.json", "--out", "corpus"], in: folder).status == 0)
            try #require(
                try CLI.run(
                    [
                        "trace", "generate", "--corpus", "corpus", "--model", "zipf(alpha=0.9)", "--length", "200",
                        "--seed", "1", "-o", "t.csv"
                    ], in: folder
                ).status == 0)
            let run = try CLI.run(
                [
                    "run", "--corpus", "corpus", "--trace", "t.csv", "--strategies", "cold", "--repetitions", "1",
                    "--warmup", "0", "--out", "out/r"
                ], in: folder)
            try #require(run.status == 0, "\(run)")
            let runJSON = folder + "/out/r/run.json"
            var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: runJSON))) as? [String: Any])
            var resume = try #require(document["resume"] as? [String: Any])
            #expect(resume["corpusPath"] as? String == "../../corpus")
            #expect(resume["tracePath"] as? String == "../../t.csv")
            for file in try FileManager.default.subpathsOfDirectory(atPath: folder + "/out/r") where !file.hasSuffix(".sqlite") {
                guard let text = try? String(contentsOfFile: folder + "/out/r/" + file, encoding: .utf8) else { continue }
                #expect(!text.contains(folder) && !text.contains(root), "\(file) names the machine's path")
            }

            // Interrupted (as Ctrl-C leaves it), resumed from another current folder.
            document["incomplete"] = "interrupted"
            if absoluteRecord {
                resume["corpusPath"] = folder + "/corpus"
                resume["tracePath"] = folder + "/t.csv"
                document["resume"] = resume
            }
            try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: runJSON))
            let resumed = try CLI.run(["run", "--resume", folder + "/out/r"], in: CLI.packageRoot)
            #expect(resumed.status == 0, "\(resumed)")
            let after = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: runJSON))) as? [String: Any])
            #expect(after["incomplete"] == nil)
            let record = try #require(after["resume"] as? [String: Any])
            #expect(record["corpusPath"] as? String == "../../corpus" && record["tracePath"] as? String == "../../t.csv", "\(record)")
        }
    }
}
