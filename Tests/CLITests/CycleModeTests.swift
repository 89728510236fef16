import Measurements
import Foundation
import Testing

/// `run --measure cycles` and `profile --measure cycles` (issue 33): callgrind's cache simulator
/// on a fixed cache, estimated cycles, misses and system calls per load and per phase; two
/// processes agree exactly.
@Suite(.serialized) struct CycleModeTests {
    /// Runs where valgrind is installed, and always in CI, where a missing valgrind must fail
    /// the test rather than skip it.
    static var enabled: Bool { InstructionModeTests.valgrindInstalled || ProcessInfo.processInfo.environment["CI"] != nil }

    @Test(.enabled(if: CycleModeTests.enabled, "valgrind is not installed (scripts/setup --valgrind)"))
    func cyclesAgreeAcrossProcessesAndRecordTheirCacheModel() throws {
        try CLI.withTemporaryFolder("cycles") { folder in
            try CLI.generateSmallCorpus(in: folder, traceLoads: 40)
            func run(_ out: String) throws -> [String: Any] {
                let outcome = try CLI.run([
                    "run", "--corpus", folder + "/small", "--trace", folder + "/t.csv", "--strategies", "cold,mmap", "--warmup", "10",
                    "--measure", "cycles", "--out", folder + "/" + out
                ])
                try #require(outcome.status == 0, "\(outcome)")
                let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + out + "/run.json"))
                return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            }
            let a = try run("a"), b = try run("b")
            #expect(a["measure"] as? String == "cycles")
            let model = try #require(a["cacheModel"] as? [String: Any])
            #expect((model["formula"] as? String)?.hasPrefix("estimated cycles = L1 hits + 5 × LL hits + 35 × RAM hits") == true)
            #expect((model["ll"] as? [String: Int]) == ["bytes": 8_388_608, "associativity": 16, "lineBytes": 64])
            let summaries = try #require(a["summaries"] as? [[String: Any]])
            #expect(summaries.count == 2)
            for s in summaries {
                let warm = try #require(s["cyclesPerLoad"] as? [String: Double]), first = try #require(s["cyclesFirstLoad"] as? [String: Double])
                let instructions = try #require(s["instructionsPerLoad"] as? Double)
                #expect(warm["instructions"] == instructions, "the cache simulator counts the same instructions")
                #expect(warm["estimatedCycles"]! > instructions && first["estimatedCycles"]! > warm["estimatedCycles"]!)
                #expect(warm["systemCalls"]! > 0 && first["l1DataMisses"]! > 0, "\(s)")
            }
            // A second process: every figure identical (instructions, misses, estimated cycles,
            // system calls); docs/measurement.md#estimated-cycles says what makes them so.
            func figures(_ run: [String: Any]) -> [[String: Double]] {
                ((run["summaries"] as? [[String: Any]]) ?? []).flatMap {
                    [$0["cyclesPerLoad"] as? [String: Double] ?? [:], $0["cyclesFirstLoad"] as? [String: Double] ?? [:]]
                }
            }
            let (fa, fb) = (figures(a), figures(b))
            try #require(fa.count == 4 && fb.count == 4)
            for (x, y) in zip(fa, fb) {
                #expect(x == y, "the figures differ between processes: \(x) vs \(y)")
            }
            let report = try String(contentsOfFile: folder + "/a/report.md", encoding: .utf8)
            #expect(report.contains("## Estimated cycles per load") && report.contains("Fewest estimated cycles per warm load"))
        }
    }

    @Test(.enabled(if: CycleModeTests.enabled, "valgrind is not installed (scripts/setup --valgrind)"))
    func profileCountsCyclesPerPhaseIdenticallyInTwoProcesses() throws {
        try CLI.withTemporaryFolder("profile-cycles") { folder in
            try CLI.generateSmallCorpus(in: folder)
            let nibs = try FileManager.default.contentsOfDirectory(atPath: folder + "/small").filter { $0.hasSuffix(".nib") }.sorted().prefix(3)
            try #require(nibs.count == 3)
            try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
            for nib in nibs { try FileManager.default.copyItem(atPath: folder + "/small/" + nib, toPath: folder + "/app/" + nib) }
            func profile(_ out: String) throws -> [String: Any] {
                let outcome = try CLI.run(["profile", folder + "/app", "--measure", "cycles", "--out", folder + "/" + out])
                try #require(outcome.status == 0, "\(outcome)")
                #expect(outcome.stdout.contains("ranked by estimated cycles"), "\(outcome.stdout)")
                let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + out + "/profile.json"))
                return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            }
            let a = try profile("a"), b = try profile("b")
            #expect(a["measure"] as? String == "cycles" && (a["cacheModel"] as? [String: Any])?["ll"] != nil)
            func phases(_ p: [String: Any]) -> [[String: Any]] {
                ((p["nibs"] as? [[String: Any]]) ?? []).flatMap { nib -> [[String: Any]] in
                    let d = nib["deterministic"] as? [String: Any] ?? [:]
                    return ["decode", "firstInstantiate", "warmInstantiate"].map { d[$0] as? [String: Any] ?? [:] }
                }
            }
            let (pa, pb) = (phases(a), phases(b))
            try #require(pa.count == 9 && pb.count == 9)
            for (x, y) in zip(pa, pb) {
                let (cx, cy) = (try #require(x["cycles"] as? [String: Double]), try #require(y["cycles"] as? [String: Double]))
                #expect(
                    cx == cy && x["instructions"] as? Double == y["instructions"] as? Double, "the figures differ between processes: \(x) vs \(y)")
                let instructions = try #require(x["instructions"] as? Double)
                #expect(cx["estimatedCycles"]! > instructions, "every instruction is at least an L1 hit: \(cx)")
            }
            let csv = try String(contentsOfFile: folder + "/a/profile.csv", encoding: .utf8)
            #expect(csv.split(separator: "\n").first?.hasSuffix("warm_instantiate_system_calls") == true)
        }
    }

    @Test(.enabled(if: CycleModeTests.enabled, "valgrind is not installed (scripts/setup --valgrind)"))
    func benchInstantiateCountsEachSizesOwnSystemCalls() throws {
        func rows() throws -> [[Substring]] {
            let outcome = try CLI.run(["bench", "instantiate", "--sizes", "10", "100", "--measure", "cycles"])
            try #require(outcome.status == 0, "\(outcome)")
            #expect(outcome.stdout.contains("est. cycles/instantiate"), "\(outcome.stdout)")
            return outcome.stdout.split(separator: "\n").map { $0.split(separator: " ") }.filter { $0.count == 8 && Int($0[0]) != nil }
        }
        let a = try rows(), b = try rows()
        try #require(a.count == 2, "\(a)")
        #expect(a == b, "two processes count the same")
        // The last column, system calls per instantiate: the first size's are its own, not
        // every call the process made before it (callgrind counts them with collection off).
        #expect(a[0][7] == a[1][7], "\(a)")
    }

    @Test func coldIOIsRefusedWithCycles() throws {
        let outcome = try CLI.run(["run", "--quick", "--measure", "cycles", "--cold-io"])
        #expect(outcome.status != 0 && outcome.stderr.contains("--cold-io has no effect on cycles counts"), "\(outcome)")
    }
}
