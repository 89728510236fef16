import Foundation
import Testing

/// `nibbench recommend` as a user runs it (issue 32 item 1): the folder it writes, the same
/// answer twice, and its usage errors.
@Suite(.serialized) struct RecommendCLITests {
    /// `recommend.json`'s `recommendation` object, re-encoded with sorted keys.
    static func recommendation(_ folder: String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/recommend.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let decision = try #require(json["recommendation"])
        return String(decoding: try JSONSerialization.data(withJSONObject: decision, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func twoRecommendationsOfOneCorpusAgreeAndTheFolderHasEverything() throws {
        try CLI.withTemporaryFolder("recommend") { folder in
            let generate = try CLI.run(["generate", "--spec", "Corpora/small.json", "--out", folder + "/small"])
            try #require(generate.status == 0, "\(generate)")
            let arguments = ["recommend", folder + "/small", "--length", "2000", "--repetitions", "1", "--confirm", "1"]
            let first = try CLI.run(arguments + ["--out", folder + "/a"])
            try #require(first.status == 0, "\(first)")
            #expect(first.stdout.hasPrefix("recommended: decoded-"), "\(first.stdout)")
            let second = try CLI.run(arguments + ["--out", folder + "/second-folder", "--confirm", "0"])
            try #require(second.status == 0, "\(second)")
            // Two output folders of different lengths: the decision does not depend on paths.
            #expect(try Self.recommendation(folder + "/a") == Self.recommendation(folder + "/second-folder"))
            // The fixed-length link to the corpus is gone with its scratch folder; the corpus is not.
            #expect(FileManager.default.fileExists(atPath: folder + "/small/manifest.json"))
            for file in [
                "recommend.md", "recommend.json", "charts/miss-ratio.svg", "charts/cost.svg", "trace.csv", "profile/profile.json", "run/run.json"
            ] {
                #expect(FileManager.default.fileExists(atPath: folder + "/a/" + file), "\(file)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder + "/second-folder/run"))
            let report = try String(contentsOfFile: folder + "/a/recommend.md", encoding: .utf8)
            #expect(report.contains("## Best strategy per budget") && report.contains("## Confirmed by measured runs"))
            // The measured run replays the same loads: its miss ratios are the predicted ones.
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/a/recommend.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            // The trace's figures are `trace stats`' of the trace written (Traces' TraceStats and
            // NibShare), its five most loaded nibs included.
            let trace = try #require(json["trace"] as? [String: Any])
            let statsRun = try CLI.run(["trace", "stats", folder + "/a/trace.csv", "--corpus", folder + "/small", "--json"])
            try #require(statsRun.status == 0, "\(statsRun)")
            let statsJSON = try JSONSerialization.jsonObject(with: Data(statsRun.stdout.utf8)) as? [String: Any]
            let stats = try #require(statsJSON?["stats"] as? [String: Any])
            #expect(trace["loads"] as? Int == stats["requests"] as? Int && trace["memoryWarnings"] as? Int == stats["memoryWarnings"] as? Int)
            #expect(trace["distinctNibs"] as? Int == stats["uniqueNibs"] as? Int && trace["distinctBytes"] as? Int == stats["uniqueBytes"] as? Int)
            let top = try #require(trace["top"] as? [[String: Any]]), topNibs = try #require(stats["topNibs"] as? [[String: Any]])
            #expect(top.count == 5 && top.map { $0["name"] as? String } == topNibs.prefix(5).map { $0["name"] as? String })
            #expect(top.map { $0["loads"] as? Int } == topNibs.prefix(5).map { $0["loads"] as? Int })
            // The command's own peak resident memory (getrusage), in bytes.
            let peak = try #require(json["peakResidentBytes"] as? Int)
            #expect(peak > 1 << 20, "\(peak)")
            #expect(report.contains("Peak resident memory of the command:"))
            let confirmations = try #require(json["confirmations"] as? [[String: Any]])
            #expect(confirmations.count == 4)
            for c in confirmations {
                let predicted = try #require(c["predictedMissRatio"] as? Double), measured = try #require(c["measuredMissRatio"] as? Double)
                #expect(abs(predicted - measured) < 1e-9, "\(c)")
            }
        }
    }

    @Test func budgetsMustBeBytesAndTheInputMustExist() throws {
        try CLI.withTemporaryFolder("recommend-usage") { folder in
            let objects = try CLI.run(["recommend", "Corpora/small.json", "--budgets", "64", "--out", folder + "/x"])
            #expect(objects.status == 64 && objects.stderr.contains("--budgets"), "\(objects)")
            let missing = try CLI.run(["recommend", folder + "/nothing-here", "--out", folder + "/y"])
            #expect(missing.status == 1, "\(missing)")
            #expect(missing.stderr.split(separator: "\n").count == 1 && missing.stderr.contains("nothing-here"), "\(missing)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/y"))
        }
    }
}
