import ArgumentParser
import Dispatch
import Foundation
import Synchronization
import SystemPackage
import XIB

/// `nibbench compile`: iOS xibs to NIBArchive nibs, one file or a whole folder.
struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile iOS .xib files into .nib files (NIBArchive, UIKit layout).",
        discussion: """
            nibbench compile IN.xib -o OUT.nib compiles one file. nibbench compile DIR -o OUTDIR \
            compiles every .xib below DIR (keeping subfolders) on all cores, with a progress line \
            when standard error is a terminal; a failing file is reported and the rest still \
            compile. Errors are one line each: file:line:column: message [code]. Elements and \
            attributes without a specific rule are compiled generically and counted in the \
            summary (--report prints them). Output is deterministic and written through a \
            temporary file and a rename. Exit code 1 when any file failed.

            Examples:
              nibbench compile View.xib -o View.nib
              nibbench compile Sources/App -o build/nibs --report
            """
    )

    @Argument(help: "A .xib file or a folder of them.")
    var input: String

    @Option(name: [.short, .customLong("output")], help: "The .nib file, or the output folder for a folder.")
    var output: String

    @Flag(help: "Print what was compiled generically (elements and attributes by name).")
    var report = false

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
            throw fail(XIBError(.io, "no such file or folder", file: input))
        }
        if !isFolder.boolValue {
            do {
                let compiled = try XIBCompiler.compile(contentsOf: input)
                try compiled.write(to: output)
                emit("compiled \(input) → \(output): \(compiled.report.objectCount) objects, \(compiled.report.connectionCount) connections")
                if report { emit(Self.render(compiled.report)) }
            } catch {
                throw fail(error)
            }
            return
        }
        let outcome = try compileFolder()
        emit("compiled \(outcome.compiled) of \(outcome.total) xibs from \(input) into \(output): \(outcome.report.objectCount) objects, \(outcome.report.connectionCount) connections, \(outcome.report.warnings.count) warnings")
        if report { emit(Self.render(outcome.report)) }
        if outcome.compiled < outcome.total { throw ExitCode(1) }
    }

    private struct Outcome {
        var total = 0
        var compiled = 0
        var report = XIBCompileReport()
        var done = 0
    }

    /// Compiles every xib below `input` in parallel; failures are printed, not fatal.
    private func compileFolder() throws -> Outcome {
        let root = URL(fileURLWithPath: input)
        let files = (FileManager.default.enumerator(atPath: input)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".xib") }.sorted()
        let state = Mutex(Outcome(total: files.count))
        let line = ProgressLine()
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let relative = files[i]
            let destination = URL(fileURLWithPath: output).appendingPathComponent(String(relative.dropLast(4)) + ".nib")
            var failure: (any Error)?
            var compiledReport: XIBCompileReport?
            do {
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                let compiled = try XIBCompiler.compile(contentsOf: root.appendingPathComponent(relative).path)
                try compiled.write(to: destination.path)
                compiledReport = compiled.report
            } catch {
                failure = error
            }
            state.withLock { outcome in
                outcome.done += 1
                if let compiledReport {
                    outcome.compiled += 1
                    outcome.report.merge(compiledReport)
                }
                if let failure { _ = fail(failure) }
                line.show("\(outcome.done)/\(outcome.total) \(relative.suffix(60))")
            }
        }
        line.clear()
        return state.withLock { $0 }
    }

    static func render(_ report: XIBCompileReport) -> String {
        func list(_ counts: [String: Int]) -> String {
            counts.isEmpty ? "none" : counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
        return (["generic elements: " + list(report.genericElements), "generic attributes: " + list(report.genericAttributes)]
            + report.warnings.map { "warning: " + $0 }).joined(separator: "\n")
    }
}
