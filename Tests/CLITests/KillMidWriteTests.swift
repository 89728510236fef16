import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 18: a writer killed mid-write (SIGKILL) leaves, for every output kind — nib, corpus,
/// trace, results — either the previous output or the complete new one, never a partial or
/// missing one; and the temporary it leaves behind is removed by the next successful write.
///
/// The kill lands at a chosen point, not by timing luck: `NIBBENCH_TEST_STALL_WRITES=PHASE:NAME`
/// makes the writer stop there forever and create the marker file `NIBBENCH_TEST_STALL_MARKER`,
/// which the test waits for before it sends SIGKILL (see `WriteStall` in NibArchive). Phases:
/// `partial` (half the bytes in the temporary file), `synced` (temporary complete, not renamed),
/// `folder` (temporary folder complete, not in place), `exchanged` (new folder in place, previous
/// one not yet removed).
@Suite("SIGKILL mid-write", .serialized)
struct KillMidWriteTests {
    /// Every regular file under `folder` by relative path, with its bytes; hidden entries (the
    /// writers' temporaries) are left out and listed separately by ``temporaries(in:)``.
    static func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var isFolder: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    /// The writers' temporaries (`.NAME.tmp-PID-XXXXXX`) directly in `folder`.
    static func temporaries(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".") && $0.contains(".tmp-") }.sorted()
    }

    /// Starts `nibbench ARGUMENTS` stalling at `stall`, waits for its marker, kills it with
    /// SIGKILL and reaps it. Returns the temporary path the writer reported.
    static func killMidWrite(
        _ arguments: [String], stall: String, in folder: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String? {
        let marker = folder + "/../" + URL(fileURLWithPath: folder).lastPathComponent + ".marker"
        try? FileManager.default.removeItem(atPath: marker)
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["NIBBENCH_TEST_STALL_WRITES"] = stall
        environment["NIBBENCH_TEST_STALL_MARKER"] = marker
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        var reported: String?
        while Date() < deadline, process.isRunning {
            if let text = try? String(contentsOfFile: marker, encoding: .utf8), text.hasSuffix("\n") {
                reported = String(text.dropLast())
                break
            }
            usleep(20_000)
        }
        let running = process.isRunning
        if running { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(running, "\(arguments) finished (exit \(process.terminationStatus)) before stalling at \(stall)", sourceLocation: sourceLocation)
        #expect(reported != nil, "\(arguments) never reached \(stall)", sourceLocation: sourceLocation)
        #expect(
            process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL,
            "\(arguments) was not killed at \(stall)", sourceLocation: sourceLocation)
        return reported
    }

    /// A spec like Corpora/small.json with another seed (other nib kinds, names and bytes).
    static func writeSpec(seed: Int, to path: String) throws {
        let small = try Data(contentsOf: URL(fileURLWithPath: CLI.packageRoot + "/Corpora/small.json"))
        var spec = try #require(try JSONSerialization.jsonObject(with: small) as? [String: Any])
        spec["seed"] = seed
        try JSONSerialization.data(withJSONObject: spec).write(to: URL(fileURLWithPath: path))
    }

    // MARK: nib

    @Test("nib: a compile killed mid-write keeps the previous nib", arguments: ["partial:View.nib", "synced:View.nib"])
    func nib(stall: String) throws {
        try CLI.withTemporaryFolder("kill-nib") { folder in
            try Data(smallXIB.utf8).write(to: URL(fileURLWithPath: folder + "/Old.xib"))
            try Data(smallXIB.replacingOccurrences(of: "text=\"Name\"", with: "text=\"Another name\"").utf8)
                .write(to: URL(fileURLWithPath: folder + "/New.xib"))
            #expect(try CLI.run(["compile", "Old.xib", "-o", "View.nib"], in: folder).status == 0)
            let old = try #require(FileManager.default.contents(atPath: folder + "/View.nib"))
            let temporary = try Self.killMidWrite(["compile", "New.xib", "-o", "View.nib"], stall: stall, in: folder)
            #expect(FileManager.default.contents(atPath: folder + "/View.nib") == old, "the nib changed")
            // The killed writer's temporary holds what it had written; nothing else appeared.
            #expect(Self.temporaries(in: folder).count == 1, "\(Self.temporaries(in: folder))")
            if let temporary {
                let partial = FileManager.default.contents(atPath: folder + "/" + temporary.split(separator: "/").last!)
                #expect(partial != nil && partial != old, "the temporary should hold the interrupted write")
            }
            #expect(
                Set(try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }) == ["Old.xib", "New.xib", "View.nib"])
            // The next write succeeds and removes the dead writer's temporary.
            #expect(try CLI.run(["compile", "New.xib", "-o", "View.nib"], in: folder).status == 0)
            let new = try #require(FileManager.default.contents(atPath: folder + "/View.nib"))
            #expect(new != old)
            #expect(Self.temporaries(in: folder).isEmpty, "left behind: \(Self.temporaries(in: folder))")
            #expect(try CLI.run(["inspect", "View.nib"], in: folder).status == 0)
        }
    }

    // MARK: trace

    @Test("trace: a trace killed mid-write keeps the previous trace", arguments: ["partial:t.csv", "synced:t.csv"])
    func trace(stall: String) throws {
        try CLI.withTemporaryFolder("kill-trace") { folder in
            #expect(try CLI.run(["generate", "--spec", CLI.packageRoot + "/Corpora/small.json", "--out", "corpus"], in: folder).status == 0)
            // 20,000 events are ~400 KB: the partial stall lands at the first 64 KiB flush, mid-file.
            let generate = { (seed: String) in
                ["trace", "generate", "--corpus", "corpus", "--model", "zipf(alpha=0.9)", "--length", "20000", "--seed", seed, "-o", "t.csv"]
            }
            #expect(try CLI.run(generate("1"), in: folder).status == 0)
            let old = try #require(FileManager.default.contents(atPath: folder + "/t.csv"))
            _ = try Self.killMidWrite(generate("2"), stall: stall, in: folder)
            #expect(FileManager.default.contents(atPath: folder + "/t.csv") == old, "the trace changed")
            #expect(Self.temporaries(in: folder).count == 1, "\(Self.temporaries(in: folder))")
            #expect(try CLI.run(["trace", "stats", "t.csv"], in: folder).status == 0)
            #expect(try CLI.run(generate("2"), in: folder).status == 0)
            #expect(FileManager.default.contents(atPath: folder + "/t.csv") != old)
            #expect(Self.temporaries(in: folder).isEmpty, "left behind: \(Self.temporaries(in: folder))")
        }
    }

    // MARK: corpus

    /// Old corpus (seed 1) and, generated apart, the new one (seed 2); the killed generation of
    /// the new one over the old must leave exactly the old folder, or exactly the new one (with
    /// the old folder's other files kept, as a generation over a corpus always kept them).
    @Test(
        "corpus: a generation killed mid-write keeps the previous corpus or puts the whole new one",
        arguments: [
            ("partial:*.nib", false), ("partial:manifest.json", false), ("synced:manifest.json", false),
            ("folder:corpus", false), ("exchanged:corpus", true)
        ])
    func corpus(stall: String, expectsNew: Bool) throws {
        try CLI.withTemporaryFolder("kill-corpus") { folder in
            try Self.writeSpec(seed: 1, to: folder + "/old.json")
            try Self.writeSpec(seed: 2, to: folder + "/new.json")
            #expect(try CLI.run(["generate", "--spec", "new.json", "--out", "reference"], in: folder).status == 0)
            #expect(try CLI.run(["generate", "--spec", "old.json", "--out", "corpus"], in: folder).status == 0)
            try FileManager.default.createDirectory(atPath: folder + "/corpus/traces", withIntermediateDirectories: true)
            try Data("seq,nib\n".utf8).write(to: URL(fileURLWithPath: folder + "/corpus/traces/mine.csv"))
            let old = Self.snapshot(folder + "/corpus")
            let new = old.merging(Self.snapshot(folder + "/reference")) { _, new in new }
            #expect(old != new)
            _ = try Self.killMidWrite(["generate", "--spec", "new.json", "--out", "corpus"], stall: stall, in: folder)
            let after = Self.snapshot(folder + "/corpus")
            if expectsNew {
                #expect(after == new, "not the new corpus: \(Set(after.keys).symmetricDifference(new.keys).sorted().prefix(5))")
            } else {
                #expect(after == old, "not the previous corpus: \(Set(after.keys).symmetricDifference(old.keys).sorted().prefix(5))")
            }
            #expect(Self.temporaries(in: folder).count == 1, "\(Self.temporaries(in: folder))")
            #expect(Self.temporaries(in: folder + "/corpus").isEmpty)
            #expect(try CLI.run(["generate", "--spec", "new.json", "--out", "corpus"], in: folder).status == 0)
            #expect(Self.snapshot(folder + "/corpus") == new)
            #expect(Self.temporaries(in: folder).isEmpty, "left behind: \(Self.temporaries(in: folder))")
        }
    }

    // MARK: results

    /// The cheapest run: one strategy, one repetition, the short trace, no warm-up.
    static func run(out: String) -> [String] {
        ["run", "--corpus", "corpus", "--trace", "t.csv", "--strategies", "cold", "--repetitions", "1", "--warmup", "0", "--out", out]
    }

    @Test(
        "results: a run killed while writing its folder keeps the previous results or puts the whole new ones",
        arguments: [("partial:run.json", false), ("folder:results", false), ("exchanged:results", true)])
    func results(stall: String, expectsNew: Bool) throws {
        try CLI.withTemporaryFolder("kill-results") { folder in
            #expect(try CLI.run(["generate", "--spec", CLI.packageRoot + "/Corpora/small.json", "--out", "corpus"], in: folder).status == 0)
            #expect(
                try CLI.run(
                    ["trace", "generate", "--corpus", "corpus", "--model", "zipf(alpha=0.9)", "--length", "300", "--seed", "1", "-o", "t.csv"],
                    in: folder
                ).status == 0)
            let first = try CLI.run(Self.run(out: "results"), in: folder)
            #expect(first.status == 0, "\(first)")
            try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: folder + "/results/notes.txt"))
            let old = Self.snapshot(folder + "/results")
            #expect(old["run.json"] != nil && old.keys.contains { $0.hasPrefix("charts/") }, "\(old.keys.sorted())")
            _ = try Self.killMidWrite(Self.run(out: "results"), stall: stall, in: folder)
            let after = Self.snapshot(folder + "/results")
            if expectsNew {
                #expect(after != old)
                #expect(Set(after.keys) == Set(old.keys), "files differ: \(Set(after.keys).symmetricDifference(old.keys).sorted())")
                #expect(after["notes.txt"] == old["notes.txt"])
            } else {
                #expect(after == old, "not the previous results")
            }
            #expect(Self.temporaries(in: folder).count == 1, "\(Self.temporaries(in: folder))")
            let report = try CLI.run(["report", "results"], in: folder)
            #expect(report.status == 0, "the results left behind do not read: \(report)")
            #expect(try CLI.run(Self.run(out: "results"), in: folder).status == 0)
            #expect(Self.temporaries(in: folder).isEmpty, "left behind: \(Self.temporaries(in: folder))")
            #expect(Self.snapshot(folder + "/results")["notes.txt"] == Data("my notes\n".utf8))
        }
    }

    // MARK: without the hook

    /// The same guarantee without a stall: kills at spread delays over a 200,000-event trace
    /// (about 4 MB, tens of flushes) find the old trace or the complete new one every time.
    @Test func traceKilledAtRandomMoments() throws {
        try CLI.withTemporaryFolder("kill-random") { folder in
            #expect(try CLI.run(["generate", "--spec", CLI.packageRoot + "/Corpora/small.json", "--out", "corpus"], in: folder).status == 0)
            let generate = { (seed: String, output: String) in
                ["trace", "generate", "--corpus", "corpus", "--model", "zipf(alpha=0.9)", "--length", "200000", "--seed", seed, "-o", output]
            }
            #expect(try CLI.run(generate("1", "t.csv"), in: folder).status == 0)
            let old = try #require(FileManager.default.contents(atPath: folder + "/t.csv"))
            #expect(try CLI.run(generate("2", "new.csv"), in: folder).status == 0)
            let new = try #require(FileManager.default.contents(atPath: folder + "/new.csv"))
            var outcomes: [String: Int] = [:]
            for delay in stride(from: 0, through: 240_000, by: 20_000) {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: CLI.executable)
                process.arguments = generate("2", "t.csv")
                process.currentDirectoryURL = URL(fileURLWithPath: folder)
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                usleep(useconds_t(delay))
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                let now = FileManager.default.contents(atPath: folder + "/t.csv")
                #expect(now == old || now == new, "after \(delay) µs: \(now?.count ?? -1) bytes, neither old nor new")
                outcomes[now == old ? "old" : "new", default: 0] += 1
                // Put the old trace back for the next round (atomically, as the tool would).
                if now == new { try old.write(to: URL(fileURLWithPath: folder + "/t.csv"), options: .atomic) }
            }
            print("kills at random moments: \(outcomes)")
        }
    }
}
