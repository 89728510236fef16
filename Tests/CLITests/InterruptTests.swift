import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Item 5 of issue 28: SIGINT (Ctrl-C) or SIGTERM in the middle of a long command removes every
/// temporary it made — beside the output and in the temporary folder — says on one line what was
/// kept, and exits 130; the same command then runs again cleanly.
///
/// Each test points `TMPDIR` at a fresh folder, so that "nothing new in the temporary folder" is
/// exact, starts the command, waits until it is under way by polling for a sign of it (its
/// temporary, its first progress line, or the marker of a write stalled with
/// `NIBBENCH_TEST_STALL_WRITES`), bounded by a generous timeout rather than a fixed sleep, and
/// then signals it.
@Suite("Interrupts clean up", .serialized)
struct InterruptTests {
    /// A started `nibbench`, its output going to files in the test folder.
    struct Started {
        let process: Process
        let stdout: String, stderr: String
        let started: Date

        /// What the process wrote to standard error so far.
        var errorText: String { (try? String(contentsOfFile: stderr, encoding: .utf8)) ?? "" }
    }

    /// What an interrupted command left.
    struct Interrupted: CustomStringConvertible {
        var status: Int32, signalled: Bool, stdout: String, stderr: String
        var description: String { "exit \(status)\(signalled ? " (signal)" : "")\nstdout: \(stdout)\nstderr: \(stderr)" }
    }

    /// Starts `nibbench ARGUMENTS` in `folder` with `TMPDIR` at `folder/tmp` (and `environment`).
    static func start(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> Started {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        env["TMPDIR"] = temporaryFolder(of: folder)
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = folder + "/../" + URL(fileURLWithPath: folder).lastPathComponent + ".stdout"
        let err = folder + "/../" + URL(fileURLWithPath: folder).lastPathComponent + ".stderr"
        for file in [out, err] { _ = FileManager.default.createFile(atPath: file, contents: nil) }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Started(process: process, stdout: out, stderr: err, started: Date())
    }

    /// The fresh temporary folder the commands of a test see as `TMPDIR`.
    static func temporaryFolder(of folder: String) -> String { folder + "/tmp" }

    /// Waits (at most `seconds`) until `ready` holds while the process runs, then sends it
    /// `signal` and waits (at most a minute) for it to exit. Fails the test when the command
    /// finished before it could be interrupted.
    static func interrupt(
        _ started: Started, with signal: CInt = SIGINT, when ready: () -> Bool, within seconds: Double = 600,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Interrupted {
        let deadline = Date().addingTimeInterval(seconds)
        var isReady = false
        while started.process.isRunning, Date() < deadline {
            if ready() { isReady = true; break }
            usleep(10_000)
        }
        let running = started.process.isRunning
        if running { kill(started.process.processIdentifier, signal) }
        let exitDeadline = Date().addingTimeInterval(60)
        while started.process.isRunning, Date() < exitDeadline { usleep(10_000) }
        if started.process.isRunning { kill(started.process.processIdentifier, SIGKILL) }
        started.process.waitUntilExit()
        let outcome = Interrupted(
            status: started.process.terminationStatus, signalled: started.process.terminationReason == .uncaughtSignal,
            stdout: (try? String(contentsOfFile: started.stdout, encoding: .utf8)) ?? "",
            stderr: started.errorText)
        #expect(isReady && running, "the command was not interrupted while under way: \(outcome)", sourceLocation: sourceLocation)
        return outcome
    }

    /// Every path below `folder` (relative) whose name marks a temporary: `.NAME.tmp-PID-XXXXXX`
    /// beside an output, `nibbench-KIND.tmp-…` scratch folders.
    static func temporaries(under folder: String) -> [String] {
        let all = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return all.filter { path in path.split(separator: "/").contains { $0.contains(".tmp-") } }.sorted()
    }

    /// Checks the common contract: exit 130 (not killed by the signal), one `nibbench:
    /// interrupted` line on standard error saying `says`, no temporary left in `folder` and an
    /// empty temporary folder.
    static func expectCleanInterrupt(
        _ outcome: Interrupted, in folder: String, says: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(outcome.status == 130 && !outcome.signalled, "\(outcome)", sourceLocation: sourceLocation)
        let lines = outcome.stderr.split(separator: "\n").filter { $0.hasPrefix("nibbench: interrupted") }
        #expect(lines.count == 1, "one interrupted line expected: \(outcome)", sourceLocation: sourceLocation)
        #expect(lines.first?.contains(says) == true, "the interrupted line should say \(says): \(outcome)", sourceLocation: sourceLocation)
        #expect(!outcome.stderr.contains("Fatal error") && !outcome.stderr.contains("nibbench: cannot"), "\(outcome)", sourceLocation: sourceLocation)
        #expect(temporaries(under: folder).isEmpty, "left behind: \(temporaries(under: folder).prefix(5))", sourceLocation: sourceLocation)
        let scratch = (try? FileManager.default.contentsOfDirectory(atPath: temporaryFolder(of: folder))) ?? ["(missing)"]
        #expect(scratch.isEmpty, "left in the temporary folder: \(scratch)", sourceLocation: sourceLocation)
    }

    /// A test folder with an empty `tmp/` for `TMPDIR`.
    static func withFolder<T>(_ label: String, _ body: (String) throws -> T) throws -> T {
        try CLI.withTemporaryFolder("interrupt-\(label)") { folder in
            try FileManager.default.createDirectory(atPath: temporaryFolder(of: folder), withIntermediateDirectories: true)
            defer {
                for suffix in [".stdout", ".stderr", ".marker"] {
                    try? FileManager.default.removeItem(atPath: folder + "/../" + URL(fileURLWithPath: folder).lastPathComponent + suffix)
                }
            }
            return try body(folder)
        }
    }

    static func runOK(_ arguments: [String], in folder: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outcome = try CLI.run(arguments, in: folder, environment: ["TMPDIR": temporaryFolder(of: folder)])
        #expect(outcome.status == 0, "\(arguments): \(outcome)", sourceLocation: sourceLocation)
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    // MARK: generate

    @Test("generate: SIGINT mid-generation removes the temporary corpus, says nothing was written, exits 130; it then runs again")
    func generateInterrupted() throws {
        try Self.withFolder("generate") { folder in
            let started = try Self.start(["generate", "--spec", CLI.packageRoot + "/Corpora/large.json", "--out", "corpus"], in: folder)
            let outcome = Self.interrupt(started) { !Self.temporaries(under: folder).isEmpty }
            Self.expectCleanInterrupt(outcome, in: folder, says: "interrupted: nothing written")
            #expect(!Self.exists(folder + "/corpus"))
            try Self.runOK(["generate", "--spec", CLI.packageRoot + "/Corpora/small.json", "--out", "corpus"], in: folder)
            #expect(Self.exists(folder + "/corpus/manifest.json"))
            #expect(Self.temporaries(under: folder).isEmpty)
        }
    }

    @Test("generate: SIGTERM over an existing corpus keeps it whole and says so")
    func generateTerminatedKeepsThePreviousCorpus() throws {
        try Self.withFolder("generate-term") { folder in
            try Self.runOK(["generate", "--spec", CLI.packageRoot + "/Corpora/small.json", "--out", "corpus"], in: folder)
            let before = KillMidWriteTests.snapshot(folder + "/corpus")
            let started = try Self.start(["generate", "--spec", CLI.packageRoot + "/Corpora/large.json", "--out", "corpus"], in: folder)
            let outcome = Self.interrupt(started, with: SIGTERM) { !Self.temporaries(under: folder).isEmpty }
            Self.expectCleanInterrupt(outcome, in: folder, says: "nothing written; previous corpus kept")
            #expect(KillMidWriteTests.snapshot(folder + "/corpus") == before, "the previous corpus changed")
        }
    }

    // MARK: profile

    @Test("profile: SIGINT while measuring removes its scratch folder in TMPDIR, exits 130; it then runs again")
    func profileInterrupted() throws {
        try Self.withFolder("profile") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
            for i in 0..<30 { try Data(smallXIB.utf8).write(to: URL(fileURLWithPath: folder + "/app/V\(i).xib")) }
            try Self.runOK(["profile", "app", "--out", "prof", "--warm-repetitions", "1"], in: folder)
            let before = KillMidWriteTests.snapshot(folder + "/prof")
            // Many warm repetitions: the measuring lasts long enough to be interrupted.
            let started = try Self.start(["profile", "app", "--out", "prof", "--warm-repetitions", "20000"], in: folder)
            let scratch = Self.temporaryFolder(of: folder)
            let outcome = Self.interrupt(started) {
                ((try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []).contains { $0.hasPrefix("nibbench-profile.tmp-") }
            }
            Self.expectCleanInterrupt(outcome, in: folder, says: "nothing written; previous prof kept")
            #expect(KillMidWriteTests.snapshot(folder + "/prof") == before, "the previous profile changed")
            try Self.runOK(["profile", "app", "--out", "prof", "--warm-repetitions", "1"], in: folder)
            #expect(Self.temporaries(under: folder).isEmpty)
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? ["?"]).isEmpty)
        }
    }

    // MARK: run

    /// A corpus and a trace for `run`.
    static func corpusAndTrace(in folder: String) throws {
        try runOK(["generate", "--spec", CLI.packageRoot + "/Corpora/small.json", "--out", "corpus"], in: folder)
        try runOK(
            ["trace", "generate", "--corpus", "corpus", "--model", "zipf(alpha=0.9)", "--length", "2000", "--seed", "1", "-o", "t.csv"], in: folder)
    }

    @Test("run: SIGINT stops after the current load, keeps the completed replays for --resume, exits 130, leaves no temporary")
    func runInterrupted() throws {
        try Self.withFolder("run") { folder in
            try Self.corpusAndTrace(in: folder)
            let started = try Self.start(
                [
                    "run", "--corpus", "corpus", "--trace", "t.csv", "--strategies", "cold,uinib", "--repetitions", "200",
                    "--warmup", "0", "--out", "results"
                ], in: folder)
            // Progress goes to standard error, a line per replay, when it is not a terminal.
            let outcome = Self.interrupt(started) { started.errorText.contains("\n") }
            Self.expectCleanInterrupt(outcome, in: folder, says: "results kept for nibbench run --resume results")
            let run = try String(contentsOfFile: folder + "/results/run.json", encoding: .utf8)
            #expect(run.contains("\"incomplete\""), "run.json should be marked incomplete")
        }
    }

    @Test("run --isolate: SIGTERM reaches the child, the parent keeps what completed, exits 130 and removes its scratch folder")
    func runIsolatedTerminated() throws {
        try Self.withFolder("run-isolate") { folder in
            try Self.corpusAndTrace(in: folder)
            let started = try Self.start(
                [
                    "run", "--corpus", "corpus", "--trace", "t.csv", "--strategies", "cold", "--repetitions", "100",
                    "--warmup", "0", "--isolate", "--out", "results"
                ], in: folder)
            let scratch = Self.temporaryFolder(of: folder)
            // Once the first child has finished: the scratch folder holds its part, the next child runs.
            let outcome = Self.interrupt(started, with: SIGTERM) {
                started.errorText.contains("isolated repetition 1/")
                    && ((try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []).contains { $0.hasPrefix("nibbench-isolate.tmp-") }
            }
            Self.expectCleanInterrupt(outcome, in: folder, says: "results kept for nibbench run --resume results")
        }
    }

    // MARK: compile

    @Test("compile DIR: SIGINT with a nib half-written removes its temporary, says how many nibs were kept, exits 130")
    func compileFolderInterrupted() throws {
        try Self.withFolder("compile") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
            for i in 0..<40 { try Data(smallXIB.utf8).write(to: URL(fileURLWithPath: folder + "/src/v\(i).xib")) }
            let marker = folder + "/../" + URL(fileURLWithPath: folder).lastPathComponent + ".marker"
            // The write of v7.nib stops half-way, for good: the command is caught mid-write.
            let started = try Self.start(
                ["compile", "src", "-o", "out"], in: folder,
                environment: ["NIBBENCH_TEST_STALL_WRITES": "partial:v7.nib", "NIBBENCH_TEST_STALL_MARKER": marker])
            let outcome = Self.interrupt(started) { Self.exists(marker) }
            Self.expectCleanInterrupt(outcome, in: folder, says: "of 40 files from src compiled into out and kept")
            let nibs = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/out")) ?? []).filter { $0.hasSuffix(".nib") }
            #expect(!nibs.contains("v7.nib") && nibs.count <= 39)
            #expect(outcome.stderr.contains("interrupted: \(nibs.count) of 40 files"), "\(outcome)")
        }
    }

    // MARK: import

    @Test("import: SIGINT mid-import removes the temporary corpus, keeps the previous one, exits 130; it then runs again")
    func importInterrupted() throws {
        try Self.withFolder("import") { folder in
            try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
            for i in 0..<5 { try Data(smallXIB.utf8).write(to: URL(fileURLWithPath: folder + "/src/v\(i).xib")) }
            try Self.runOK(["import", "src", "--out", "corpus"], in: folder)
            let before = KillMidWriteTests.snapshot(folder + "/corpus")
            try Data(smallXIB.utf8).write(to: URL(fileURLWithPath: folder + "/src/v5.xib"))
            let marker = folder + "/../" + URL(fileURLWithPath: folder).lastPathComponent + ".marker"
            let started = try Self.start(
                ["import", "src", "--out", "corpus"], in: folder,
                environment: ["NIBBENCH_TEST_STALL_WRITES": "partial:v3.nib", "NIBBENCH_TEST_STALL_MARKER": marker])
            let outcome = Self.interrupt(started) { Self.exists(marker) }
            Self.expectCleanInterrupt(outcome, in: folder, says: "nothing written; previous corpus kept")
            #expect(KillMidWriteTests.snapshot(folder + "/corpus") == before, "the previous corpus changed")
            try Self.runOK(["import", "src", "--out", "corpus"], in: folder)
            #expect(Self.exists(folder + "/corpus/v5.nib"))
            #expect(Self.temporaries(under: folder).isEmpty)
        }
    }

    // MARK: the next run sweeps

    @Test("a scratch folder left by a killed process is removed by the next command that makes one")
    func deadScratchFoldersAreSwept() throws {
        try Self.withFolder("sweep") { folder in
            // A process that has exited: its id names the leftover.
            let gone = Process()
            gone.executableURL = URL(fileURLWithPath: "/bin/true")
            try gone.run()
            gone.waitUntilExit()
            let scratch = Self.temporaryFolder(of: folder)
            let dead = scratch + "/nibbench-profile.tmp-" + String(format: "%010d", gone.processIdentifier) + "-AbCdEf"
            let live = scratch + "/nibbench-profile.tmp-" + String(format: "%010d", getpid()) + "-AbCdEf"
            for path in [dead, live] { try FileManager.default.createDirectory(atPath: path + "/0.storyboardc", withIntermediateDirectories: true) }
            try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
            try Data(smallXIB.utf8).write(to: URL(fileURLWithPath: folder + "/app/View.xib"))
            try Self.runOK(["profile", "app", "--out", "prof", "--warm-repetitions", "1"], in: folder)
            #expect(!Self.exists(dead), "the dead process's scratch folder is still there")
            #expect(Self.exists(live), "a live process's scratch folder was removed")
        }
    }
}
