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
            func arguments(_ out: String, _ extra: [String]) -> [String] { Self.smallRun(folder, out) + extra }
            func counted(_ outcome: CLI.Outcome, _ out: String) throws -> [String: [Double]] {
                try #require(outcome.status == 0, "\(outcome)")
                return try counts(folder + "/" + out)
            }
            // Two processes with the same plan, side by side (one a core, as CI runs its quick
            // ones): a count must not depend on the process nor on what else the machine does.
            // Both runs inject work, so their plans are the same length as the third's: a plan
            // of another length leaves jemalloc's bins in another state, which moves a warm load
            // by about 1e-4 (measured: the slow paths of jemalloc's refills, not nibbench's code).
            // The second counts allocation requests in its copies under callgrind, as before
            // issue 56 (NIBBENCH_ALLOCATIONS_UNDER_CALLGRIND), the first in the child beside
            // them outside Valgrind: every load's requests and bytes must be the same.
            let samples = ["--samples", "csv", "--inject-work", "cold=10000"]
            let (outcomeA, outcomeB) = try CLI.runSideBySide(
                arguments("a", samples), arguments("b", samples), secondEnvironment: ["NIBBENCH_ALLOCATIONS_UNDER_CALLGRIND": "1"])
            let base = try counted(outcomeA, "a"), other = try counted(outcomeB, "b")
            #expect(base.count == 2)
            #expect(base == other, "instruction counts differ between processes: \(base) vs \(other)")
            let beside = try allocations(folder + "/a"), inCopies = try allocations(folder + "/b")
            // Two configurations of the trace's 100 recorded loads each, every one counted.
            #expect(beside.count == 200 && beside.values.allSatisfy { !$0.hasSuffix(", requests") })
            #expect(
                beside == inCopies,
                "\(beside.filter { inCopies[$0.key] != $0.value }.prefix(5)) vs \(inCopies.filter { beside[$0.key] != $0.value }.prefix(5))")
            for (config, values) in base {
                #expect(values[0] > 1_000 && values[1] > values[0], "\(config): warm \(values[0]), first \(values[1])")
            }
            // 20,000 more iterations of the injected loop on every cold load: cold's counts grow
            // by at least that many instructions, decoded-lru's do not move at all.
            let injected = try counted(CLI.run(arguments("c", ["--inject-work", "cold=30000"])), "c")
            #expect(injected["decoded-lru@objects:8"] == base["decoded-lru@objects:8"], "\(base) → \(injected)")
            let cold = try #require(injected["cold"]), coldBase = try #require(base["cold"])
            #expect(cold[0] - coldBase[0] >= 20_000 && cold[1] - coldBase[1] >= 20_000, "\(coldBase) → \(cold)")
        }
    }

    /// Per load of the run in `folder` (strategy and seq): its allocated bytes and allocation
    /// requests, from its samples.csv.
    private func allocations(_ folder: String) throws -> [String: String] {
        let lines = try String(contentsOfFile: folder + "/samples.csv", encoding: .utf8).split(separator: "\n")
        let header = try #require(lines.first).split(separator: ",").map(String.init)
        let columns = try ["strategy", "seq", "allocated_bytes", "allocations"].map { name in
            try #require(header.firstIndex(of: name), "no \(name) column in \(header)")
        }
        var loads: [String: String] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            loads[fields[columns[0]] + "#" + fields[columns[1]]] = fields[columns[2]] + " bytes, " + fields[columns[3]] + " requests"
        }
        return loads
    }

    /// A counted run of `cold,decoded-lru` over the small corpus that `CLI.generateSmallCorpus`
    /// made in `folder`, into `folder/out`.
    private static func smallRun(_ folder: String, _ out: String) -> [String] {
        [
            "run", "--corpus", folder + "/small", "--trace", folder + "/t.csv", "--strategies", "cold,decoded-lru",
            "--capacity", "8", "--warmup", "20", "--measure", "instructions", "--out", folder + "/" + out
        ]
    }

    /// Whether the tests (and the `nibbench` they run, built with them) are a release build.
    static var isReleaseBuild: Bool {
        #if DEBUG
            false
        #else
            true
        #endif
    }

    /// Split across callgrind children (one per core, the default) or counted in one child, a
    /// configuration counts the same in whichever child, beside whichever others, within 0.001%
    /// (measured identical on this run). Only in a release build: a debug build's unspecialised
    /// generic code looks its type metadata up in the Swift runtime's cache at every call, and
    /// the cache holds what the counting process did before the fork (the configurations before
    /// it), so its probes differ (measured 0.09% on this run, all of it in
    /// `ConcurrentReadableHashMap` lookups and `MetadataCacheKey` comparisons).
    @Test(
        .enabled(if: InstructionModeTests.valgrindInstalled, "valgrind is not installed (scripts/setup --valgrind)"),
        .enabled(if: InstructionModeTests.isReleaseBuild, "a debug build's counts follow the runtime's metadata cache (swift test -c release)"))
    func countsAreTheSameInOneCallgrindChildOrTwo() throws {
        try CLI.withTemporaryFolder("instructions-children") { folder in
            try CLI.generateSmallCorpus(in: folder, traceLoads: 120)
            func counted(_ out: String, jobs: Int) throws -> [String: [Double]] {
                let outcome = try CLI.run(
                    Self.smallRun(folder, out) + ["--inject-work", "cold=10000"], environment: ["NIBBENCH_COUNTED_JOBS": String(jobs)])
                try #require(outcome.status == 0, "\(outcome)")
                return try counts(folder + "/" + out)
            }
            let oneChild = try counted("one", jobs: 1), twoChildren = try counted("two", jobs: 2)
            #expect(oneChild.count == 2)
            let close =
                oneChild.keys == twoChildren.keys
                && oneChild.allSatisfy { key, values in zip(values, twoChildren[key] ?? []).allSatisfy { abs($0 / $1 - 1) <= 1e-5 } }
            #expect(close, "one child \(oneChild), two \(twoChildren)")
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
