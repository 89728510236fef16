import Foundation
import Testing

/// Issue 32: `run` says when its inputs cannot decide (warnings in the digest, report.md and
/// run.json), and `compare` refuses runs of different corpora or traces with exit code 6
/// unless `--allow-different-inputs`; an older run without a corpus digest gets a note.
@Suite struct RunInputsCLITests {
    /// Generates the small corpus (40 nibs) in `folder` and two traces of it: `a.csv` of 200
    /// loads and `b.csv` of 300.
    static func prepare(_ folder: String) throws {
        try #require(try CLI.run(["generate", "--spec", CLI.packageRoot + "/Corpora/small.json", "--out", "corpus"], in: folder).status == 0)
        for (name, length) in [("a.csv", "200"), ("b.csv", "300")] {
            let trace = try CLI.run(
                ["trace", "generate", "--corpus", "corpus", "--model", "zipf(alpha=0.9)", "--length", length, "--seed", "1", "-o", name], in: folder)
            try #require(trace.status == 0, "\(trace)")
        }
    }

    /// `nibbench run` in `folder` on the corpus and `trace` into `out`, one repetition without
    /// warm-up, with `extra` arguments; it must succeed.
    static func run(_ folder: String, trace: String, out: String, _ extra: [String] = []) throws -> CLI.Outcome {
        let outcome = try CLI.run(
            ["run", "--corpus", "corpus", "--trace", trace, "--repetitions", "1", "--warmup", "0", "--out", out] + extra, in: folder)
        try #require(outcome.status == 0, "\(outcome)")
        return outcome
    }

    @Test func warningsReachTheDigestTheReportAndRunJSON() throws {
        try CLI.withTemporaryFolder("run-warnings") { folder in
            try Self.prepare(folder)
            // 36 of the small corpus's 40 nibs: 90%; W-TinyLFU's window is 1% of 36, so it admits nothing.
            let outcome = try Self.run(folder, trace: "a.csv", out: "big", ["--strategies", "decoded-lru,decoded-wtinylfu", "--capacity", "36"])
            let expected = [
                "capacity objects:36 holds 90% of the corpus (40 nibs): every policy keeps almost everything; use a smaller capacity",
                "decoded-wtinylfu@objects:36 had no hit: wtinylfu admits nothing at objects:36"
            ]
            for line in expected { #expect(outcome.stdout.contains("warning: " + line), "\(outcome)") }
            let report = try String(contentsOfFile: folder + "/big/report.md", encoding: .utf8)
            #expect(report.contains("## Warnings") && report.contains("- " + expected[0]), "\(report)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/big/run.json"))) as? [String: Any])
            let warnings = try #require(document["warnings"] as? [String])
            // A busy machine may add canary warnings (re-run replays) before these; their order is not the point.
            #expect(warnings.contains(expected[0]) && warnings.contains { $0.hasPrefix(expected[1]) }, "\(warnings)")

            // At a capacity of 4 of 40 nibs LRU decides; no capacity warning, no admits-nothing one.
            let small = try Self.run(folder, trace: "a.csv", out: "small", ["--strategies", "decoded-lru", "--capacity", "4"])
            #expect(!small.stdout.contains("warning: capacity") && !small.stdout.contains("had no hit"), "\(small)")
        }
    }

    @Test func compareRefusesRunsOfDifferentTracesWithExitSixUnlessAllowed() throws {
        try CLI.withTemporaryFolder("compare-inputs") { folder in
            try Self.prepare(folder)
            let strategies = ["--strategies", "cold,decoded-lru", "--capacity", "4"]
            _ = try Self.run(folder, trace: "a.csv", out: "a1", strategies)
            _ = try Self.run(folder, trace: "a.csv", out: "a2", strategies)
            _ = try Self.run(folder, trace: "b.csv", out: "b", strategies)

            let same = try CLI.run(["compare", "a1", "a2"], in: folder)
            #expect(same.status != 6 && !same.stdout.contains("different inputs"), "\(same)")

            let refused = try CLI.run(["compare", "a1", "b"], in: folder)
            expectOneLineError(refused, status: 6, mentions: ["a1 and b replayed different inputs: trace ", "(200 loads) vs ", "(300 loads)"])
            #expect(!refused.stderr.contains("inputs: corpus "), "the corpus is the same: \(refused)")

            let allowed = try CLI.run(["compare", "a1", "b", "--allow-different-inputs"], in: folder)
            #expect(allowed.status != 6 && allowed.stdout.hasPrefix("note: the runs replayed different inputs"), "\(allowed)")

            // An older run.json: no corpus digest. A note, not a refusal.
            let file = folder + "/a2/run.json"
            var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
            var resume = try #require(document["resume"] as? [String: Any])
            #expect((resume["corpusSHA256"] as? String)?.count == 64)
            resume["corpusSHA256"] = nil
            document["resume"] = resume
            try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: file))
            let old = try CLI.run(["compare", "a1", "a2"], in: folder)
            #expect(old.status != 6 && old.stdout.contains("note: the corpus could not be checked to be the same"), "\(old)")

            let help = try CLI.run(["compare", "--help"], in: folder)
            #expect(help.stdout.contains("6  the runs replayed different inputs") && help.stdout.contains("--allow-different-inputs"))
        }
    }
}
