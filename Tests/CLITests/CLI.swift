import Foundation
import Testing

/// Runs the `nibbench` executable that `swift test` built beside the test bundle, as a user
/// would: arguments, a working folder, standard output and error captured, the exit status.
enum CLI {
    /// What one run of the tool gave.
    struct Outcome: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the process died from a signal (a crash) rather than exiting.
        var crashed: Bool

        var description: String { "exit \(status)\(crashed ? " (signal)" : "")\nstdout: \(stdout)\nstderr: \(stderr)" }
    }

    /// The package root (two folders above this file's folder).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The built executable: in the products folder beside the test bundle.
    static let executable: String = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("nibbench").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        for configuration in ["release", "debug"] {
            let candidate = packageRoot + "/.build/\(configuration)/nibbench"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return packageRoot + "/.build/release/nibbench"
    }()

    /// Runs `nibbench ARGUMENTS` (or another `program`, such as a script or `/usr/bin/git`) in
    /// `folder` (default: the package root) and waits for it.
    static func run(
        _ arguments: [String], in folder: String? = nil, environment: [String: String] = [:],
        program: String = CLI.executable
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder ?? packageRoot)
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes while the process runs so that neither fills up and blocks it.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            crashed: process.terminationReason == .uncaughtSignal)
    }

    /// Runs `nibbench FIRST` and `nibbench SECOND` at the same time (one a core on a 2-core
    /// machine) and waits for both; their outcomes in that order.
    static func runSideBySide(
        _ first: [String], _ second: [String], secondEnvironment: [String: String] = [:]
    ) throws -> (Outcome, Outcome) {
        let group = DispatchGroup()
        nonisolated(unsafe) var secondOutcome: Result<Outcome, any Error>?
        group.enter()
        DispatchQueue.global().async {
            secondOutcome = Result { try run(second, environment: secondEnvironment) }
            group.leave()
        }
        let firstOutcome = Result { try run(first) }
        group.wait()
        return (try firstOutcome.get(), try secondOutcome!.get())
    }

    /// Generates `Corpora/small.json`'s corpus (40 nibs) as `folder/small` and, given `traceLoads`,
    /// a `zipf(alpha=0.9)` trace of it of that many loads (seed 3) as `folder/t.csv`; each must
    /// succeed.
    static func generateSmallCorpus(in folder: String, traceLoads: Int? = nil) throws {
        let generate = try run(["generate", "--spec", packageRoot + "/Corpora/small.json", "--out", folder + "/small"])
        try #require(generate.status == 0, "\(generate)")
        guard let traceLoads else { return }
        let trace = try run([
            "trace", "generate", "--corpus", folder + "/small", "--model", "zipf(alpha=0.9)", "--length", String(traceLoads), "--seed", "3",
            "-o", folder + "/t.csv"
        ])
        try #require(trace.status == 0, "\(trace)")
    }

    /// A fresh, empty temporary folder; `body` runs with it and it is removed afterwards.
    static func withTemporaryFolder<T>(_ label: String, _ body: (String) throws -> T) rethrows -> T {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("nibbench-cli-\(label)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }
}

/// The one-line error contract every failing command keeps: one line on standard error,
/// beginning `nibbench: `, no usage text, no backtrace, no raw Foundation error.
func expectOneLineError(
    _ outcome: CLI.Outcome, status: Int32 = 1, mentions: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(!outcome.crashed, "crashed: \(outcome)", sourceLocation: sourceLocation)
    #expect(outcome.status == status, "\(outcome)", sourceLocation: sourceLocation)
    let lines = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: true)
    #expect(lines.count == 1, "expected one line on stderr: \(outcome)", sourceLocation: sourceLocation)
    #expect(outcome.stderr.hasPrefix("nibbench: "), "\(outcome)", sourceLocation: sourceLocation)
    for forbidden in ["Usage:", "NSCocoaErrorDomain", "ErrorDomain", "Fatal error", "cannot read: cannot read"] {
        #expect(!outcome.stderr.contains(forbidden), "stderr contains \(forbidden): \(outcome)", sourceLocation: sourceLocation)
    }
    for word in mentions {
        #expect(outcome.stderr.contains(word), "stderr should mention \(word): \(outcome)", sourceLocation: sourceLocation)
    }
}
