import ArgumentParser
import Foundation
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
            summary (--report prints them). Output is deterministic and written through a \
            temporary file and a rename. Exit code 1 when any file failed.

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

    func execute() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { throw XIBError(.io, "no such file or folder", file: input) }
        if !isFolder.boolValue, input.hasSuffix(".storyboard") {
            let compiled = try StoryboardCompiler.compile(contentsOf: input)
            try compiled.write(to: output)
            emit("compiled \(input) → \(output): \(compiled.identifiersToNibNames.count) scenes, \(compiled.nibs.count) nibs, \(compiled.report.objectCount) objects, \(compiled.report.connectionCount) connections")
            if report { emit(compiled.report.rendered) }
            return
        }
        guard isFolder.boolValue else {
            let compiled = try XIBCompiler.compile(contentsOf: input)
            try compiled.write(to: output)
            emit("compiled \(input) → \(output): \(compiled.report.objectCount) objects, \(compiled.report.connectionCount) connections")
            if report { emit(compiled.report.rendered) }
            return
        }
        let line = ProgressLine()
        let outcome = XIBFolderCompiler.compile(input, into: output) { outcome, file, failure in
            if let failure { _ = fail(failure) }
            line.show("\(outcome.done)/\(outcome.total) \(file.suffix(60))")
        }
        line.clear()
        emit("compiled \(outcome.compiled) of \(outcome.total) files from \(input) into \(output): \(outcome.report.objectCount) objects, \(outcome.report.connectionCount) connections, \(outcome.report.warnings.count) warnings")
        if report { emit(outcome.report.rendered) }
        if outcome.compiled < outcome.total { throw ExitCode(1) }
    }
}
