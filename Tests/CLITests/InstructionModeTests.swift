import Foundation
import Testing

/// `run --measure instructions` (issue 17): counts that are identical across processes, and a
/// known injected regression that moves only its strategy's count.
@Suite(.serialized) struct InstructionModeTests {
    static var valgrindInstalled: Bool {
        ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// instructionsPerLoad and instructionsFirstLoad per configuration, from run.json.
    private func counts(_ folder: String) throws -> [String: [Double]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/run.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let summaries = try #require(json["summaries"] as? [[String: Any]])
        var out: [String: [Double]] = [:]
        for s in summaries {
            let config = try #require(s["config"] as? [String: Any])
            let name = (config["strategy"] as? String ?? "?") + ((config["capacity"] as? String).map { "@" + $0 } ?? "")
            out[name] = [s["instructionsPerLoad"] as? Double ?? -1, s["instructionsFirstLoad"] as? Double ?? -1]
        }
        return out
    }

    @Test(.enabled(if: InstructionModeTests.valgrindInstalled, "valgrind is not installed (scripts/setup --valgrind)"))
    func countsAreIdenticalAcrossProcessesAndSeeInjectedWork() throws {
        try CLI.withTemporaryFolder("instructions") { folder in
            try CLI.generateSmallCorpus(in: folder, traceLoads: 120)
            func arguments(_ out: String, _ extra: [String]) -> [String] {
                [
                    "run", "--corpus", folder + "/small", "--trace", folder + "/t.csv", "--strategies", "cold,decoded-lru",
                    "--capacity", "8", "--warmup", "20", "--measure", "instructions", "--out", folder + "/" + out
                ] + extra
            }
            func counted(_ outcome: CLI.Outcome, _ out: String) throws -> [String: [Double]] {
                try #require(outcome.status == 0, "\(outcome)")
                return try counts(folder + "/" + out)
            }
            // Two processes with the same plan, side by side (one a core, as CI runs its quick
            // ones): a count must not depend on the process nor on what else the machine does.
            // Both runs inject work, so their plans are the same length as the third's: a plan
            // of another length leaves jemalloc's bins in another state, which moves a warm load
            // by about 1e-4 (measured: the slow paths of jemalloc's refills, not nibbench's code).
            let (outcomeA, outcomeB) = try CLI.runSideBySide(
                arguments("a", ["--inject-work", "cold=10000"]), arguments("b", ["--inject-work", "cold=10000"]))
            let base = try counted(outcomeA, "a"), other = try counted(outcomeB, "b")
            #expect(base.count == 2)
            #expect(base == other, "instruction counts differ between processes: \(base) vs \(other)")
            for (config, values) in base {
                #expect(values[0] > 1_000 && values[1] > values[0], "\(config): warm \(values[0]), first \(values[1])")
            }
            // Split across callgrind children (one per core, the default) or counted in one
            // child: a configuration counts the same in whichever child, beside whichever others,
            // within 0.001% (the parent's own allocations between forks differ, which moves
            // where jemalloc's per-thread byte events fall: measured 0.00001% on the quick run).
            let oneChild = try counted(
                CLI.run(arguments("d", ["--inject-work", "cold=10000"]), environment: ["NIBBENCH_COUNTED_JOBS": "1"]), "d")
            let twoChildren = try counted(
                CLI.run(arguments("e", ["--inject-work", "cold=10000"]), environment: ["NIBBENCH_COUNTED_JOBS": "2"]), "e")
            func close(_ a: [String: [Double]], _ b: [String: [Double]]) -> Bool {
                a.keys == b.keys && a.allSatisfy { key, values in zip(values, b[key] ?? []).allSatisfy { abs($0 / $1 - 1) <= 1e-5 } }
            }
            #expect(close(oneChild, base) && close(twoChildren, base), "one child \(oneChild), two \(twoChildren), default \(base)")
            // 20,000 more iterations of the injected loop on every cold load: cold's counts grow
            // by at least that many instructions, decoded-lru's do not move at all.
            let injected = try counted(CLI.run(arguments("c", ["--inject-work", "cold=30000"])), "c")
            #expect(injected["decoded-lru@objects:8"] == base["decoded-lru@objects:8"], "\(base) → \(injected)")
            let cold = try #require(injected["cold"]), coldBase = try #require(base["cold"])
            #expect(cold[0] - coldBase[0] >= 20_000 && cold[1] - coldBase[1] >= 20_000, "\(coldBase) → \(cold)")
        }
    }

    @Test func theClientRequestsAreNoOpsOutsideValgrind() throws {
        // Measuring time does not touch callgrind at all; run.json says what was measured.
        try CLI.withTemporaryFolder("noop") { folder in
            try CLI.generateSmallCorpus(in: folder)
            let trace = try CLI.run(["trace", "generate", "--corpus", folder + "/small", "--length", "40", "-o", folder + "/t.csv"])
            try #require(trace.status == 0, "\(trace)")
            let outcome = try CLI.run([
                "run", "--corpus", folder + "/small", "--trace", folder + "/t.csv", "--strategies", "cold",
                "--repetitions", "1", "--warmup", "0", "--inject-work", "cold=100", "--out", folder + "/r"
            ])
            #expect(outcome.status == 0, "\(outcome)")
            let counts = try counts(folder + "/r")
            #expect(counts["cold"] == [-1, -1], "a timed run has no instruction counts")
        }
    }
}
