import Foundation
import Testing
import TestSupport

/// Workloads from a profile (issue 21 item 4): `generate --spec profile.json` makes a corpus
/// whose nibs have the app's objects and archive bytes.
@Suite(.serialized) struct ProfileCorpusTests {
    /// `values`' 10th, 50th and 90th percentiles (linear interpolation between ranks).
    static func deciles(_ values: [Double]) -> [Double] {
        let sorted = values.sorted()
        return [0.1, 0.5, 0.9].map { p in
            let rank = p * Double(sorted.count - 1)
            let low = Int(rank.rounded(.down)), high = min(sorted.count - 1, low + 1)
            return sorted[low] + (sorted[high] - sorted[low]) * (rank - Double(low))
        }
    }

    /// Objects and archive bytes per nib of a profile folder.
    static func sizes(_ folder: String) throws -> (objects: [Double], bytes: [Double]) {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/profile.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let nibs = try #require(json["nibs"] as? [[String: Any]]).compactMap { $0["deterministic"] as? [String: Any] }
        return (
            nibs.compactMap { ($0["objects"] as? NSNumber)?.doubleValue },
            nibs.compactMap { (($0["archive"] as? [String: Any])?["bytes"] as? NSNumber)?.doubleValue }
        )
    }

    @Test func aCorpusGeneratedFromAProfileHasTheAppsSizesPerNib() throws {
        let vectors = try Vectors.xibFolder()
        try CLI.withTemporaryFolder("profile-corpus") { folder in
            let app = try CLI.run(["profile", vectors, "--out", folder + "/app", "--warm-repetitions", "1"])
            try #require(app.status == 0, "\(app)")
            let generate = try CLI.run(["generate", "--spec", folder + "/app/profile.json", "--out", folder + "/like"])
            try #require(generate.status == 0, "\(generate)")
            // The generated folder holds each nib's xib too; profile the nibs once.
            let like = try CLI.run(["profile", folder + "/like", "--exclude", "*.xib", "--out", folder + "/like-profile", "--warm-repetitions", "1"])
            try #require(like.status == 0, "\(like)")
            let original = try Self.sizes(folder + "/app"), generated = try Self.sizes(folder + "/like-profile")
            #expect(original.objects.count == 96 && generated.objects.count == 96, "\(original.objects.count) → \(generated.objects.count) nibs")
            for (metric, a, b) in [("objects", original.objects, generated.objects), ("bytes", original.bytes, generated.bytes)] {
                for (p, (x, y)) in zip(["p10", "p50", "p90"], zip(Self.deciles(a), Self.deciles(b))) {
                    #expect(abs(y / x - 1) <= 0.10, "\(metric) \(p): app \(x), generated \(y)")
                }
            }
        }
    }

    @Test func aCorpusOfCellsAloneGetsAZipfDefaultTrace() throws {
        try CLI.withTemporaryFolder("cells-only") { folder in
            let small = try Data(contentsOf: URL(fileURLWithPath: CLI.packageRoot + "/Corpora/small.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: small) as? [String: Any])
            var object = json
            object["kindMix"] = ["cell": 1.0]
            object["name"] = "cells"
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: folder + "/cells.json"))
            let run = try CLI.run(["run", "--corpus", folder + "/cells.json", "--quick", "--strategies", "cold", "--out", folder + "/r"])
            #expect(run.status == 0, "\(run)")
            let trace = try String(contentsOfFile: folder + "/cells/traces/quick.csv", encoding: .utf8)
            #expect(trace.contains("cell-"), "a trace of the cells")
        }
    }

    @Test func runBenchmarksAnAppsOwnNibsWithItsClassesStoodIn() throws {
        let vectors = try Vectors.xibFolder()
        try CLI.withTemporaryFolder("run-app") { folder in
            // Cells of app classes (ButtonCell, DisclosureCell) with app-only outlets.
            try ProfileCLITests.copyThree(from: vectors, into: folder + "/MyApp")
            let imported = try CLI.run(["import", folder + "/MyApp", "--out", folder + "/corpus"])
            try #require(imported.status == 0, "\(imported)")
            let run = try CLI.run(["run", "--corpus", folder + "/corpus", "--quick", "--strategies", "cold,uinib", "--out", folder + "/r"])
            #expect(run.status == 0 && !run.stdout.contains("FAILED"), "\(run)")
            #expect(FileManager.default.fileExists(atPath: folder + "/r/run.json"))
        }
    }
}
