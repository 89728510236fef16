import ArgumentParser
import Foundation
import NibbenchSupport
import Reporting
import Synchronization
import XIB

/// `nibbench compile`: iOS xibs to NIBArchive nibs, one file or a whole folder.
struct Compile: Command {
    static let configuration = CommandConfiguration(
        abstract: "Compile iOS .xib files into .nib files and .storyboard files into .storyboardc bundles.",
        discussion: """
            nibbench compile IN.xib -o OUT.nib compiles one file; nibbench compile \
            IN.storyboard -o OUT.storyboardc writes Apple's bundle layout (Info.plist, one nib per \
            scene controller, one per controller view). nibbench compile DIR -o OUTDIR compiles \
            every .xib and .storyboard below DIR (keeping subfolders) on all cores, with a progress line \
            when standard error is a terminal; a failing file is reported and the rest still \
            compile. Errors are one line each: file:line:column: message [code]. Elements and \
            attributes without a specific rule are compiled generically and counted in the \
            summary (--report prints them). Warnings go to standard error, once each, as \
            FILE:LINE:COL: warning: message. Output is deterministic and written through a \
            temporary file and a rename. --json prints one JSON document instead of the \
            summary and the report (files, objects, connections, prototype nibs, what was \
            compiled generically, the warnings). Exit code 1 when any file failed, or a folder \
            holds no .xib or .storyboard.

            Examples:
              nibbench compile View.xib -o View.nib
              nibbench compile Main.storyboard -o Main.storyboardc
              nibbench compile Sources/App -o build/nibs --report
            """
    )

    @Argument(help: "A .xib or .storyboard file, or a folder of them.")
    var input: String
    @Option(name: [.short, .customLong("output")], help: "The .nib file (.storyboardc folder for a storyboard), or the output folder for a folder.")
    var output: String
    @Flag(help: "Print what was compiled generically (elements and attributes by name).")
    var report = false
    @Flag(help: "Print one JSON document instead: files compiled, objects, connections, prototype nibs, what was compiled generically, warnings.")
    var json = false
    @Option(
        help: ArgumentHelp(
            "text, or github: each warning and failing file also as a GitHub Actions workflow command on standard output (an annotation on its file, line and column).",
            valueName: "format"))
    var format: OutputFormat = .text
    @OptionGroup var xcode: XcodeOptions

    func execute() throws {
        let target = xcode.target()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
            throw XIBError(.io, "no such file or folder", file: input)
        }
        guard isFolder.boolValue else {
            Interrupts.keep(Interrupts.nothingWritten(keeping: output))
            let outcome: XIBFileCompiler.Outcome
            do {
                outcome = try XIBFileCompiler.compile(input, to: output, target: target)
            } catch {
                report(error)
                throw ExitCode(1)
            }
            let compiled = outcome.report
            let summary = outcome.storyboard.map { "\(MessageText.counted($0.scenes, "scene")), \(MessageText.counted($0.nibs, "nib")), " } ?? ""
            report(compiled.warnings)
            if json {
                emit(try XIBCompileDocument(input: input, output: output, target: target, files: 1, compiled: 1, report: compiled).json())
                return
            }
            emit(
                "compiled \(input) → \(output) as \(target): \(summary)\(MessageText.counted(compiled.objectCount, "object")), \(MessageText.counted(compiled.connectionCount, "connection"))"
                    + (compiled.warnings.isEmpty ? "" : ", \(MessageText.counted(compiled.warnings.count, "warning"))"))
            if report { emit(compiled.rendered) }
            return
        }
        let done = Atomic<Int>(0), total = Atomic<Int>(0)
        Interrupts.keep { [input, output] in
            let compiled = done.load(ordering: .relaxed)
            return compiled == 0
                ? "nothing written"
                : "\(compiled) of \(MessageText.counted(total.load(ordering: .relaxed), "file")) from \(input) compiled into \(output) and kept; compile again for the rest"
        }
        let outcome = ProgressLine.showing { line in
            XIBFolderCompiler.compile(input, into: output, target: target) { outcome, file, failure in
                total.store(outcome.total, ordering: .relaxed)
                done.store(outcome.compiled, ordering: .relaxed)
                if let failure { report(failure) }
                line.show("\(outcome.done)/\(outcome.total) \(file.suffix(60))")
            }
        }
        guard outcome.total > 0 else {
            throw XIBError(.io, "no .xib or .storyboard files in this folder (nor below it): nothing to compile", file: input)
        }
        report(outcome.report.warnings)
        if json {
            emit(
                try XIBCompileDocument(
                    input: input, output: output, target: target, files: outcome.total, compiled: outcome.compiled, report: outcome.report
                )
                .json())
        } else {
            emit(
                "compiled \(outcome.compiled) of \(MessageText.counted(outcome.total, "file")) from \(input) into \(output) as \(target): \(MessageText.counted(outcome.report.objectCount, "object")), "
                    + "\(MessageText.counted(outcome.report.connectionCount, "connection")), \(MessageText.counted(outcome.report.warnings.count, "warning"))"
            )
            if report { emit(outcome.report.rendered) }
        }
        if outcome.compiled < outcome.total { throw ExitCode(1) }
    }
}

extension Compile {
    func validate() throws {
        if json && format == .github { throw ValidationError("--json and --format github: choose one") }
    }

    /// The warnings on standard error, and with `--format github` as warning annotations too.
    func report(_ warnings: [XIBWarning]) {
        warn(warnings)
        guard format == .github else { return }
        for w in warnings {
            emit(WorkflowAnnotation(.warning, file: w.file, line: w.line, column: w.column, title: "nibbench compile", message: w.message).rendered)
        }
    }

    /// A file that failed, on standard error, and with `--format github` as an error annotation
    /// on its place too.
    func report(_ failure: any Error) {
        _ = fail(failure)
        guard format == .github else { return }
        let place = failure as? any NibbenchError
        emit(
            WorkflowAnnotation(
                .error, file: place?.file, line: place?.line, column: place?.column, title: "nibbench compile: not compiled",
                message: MessageText.describing(failure)
            ).rendered)
    }
}
