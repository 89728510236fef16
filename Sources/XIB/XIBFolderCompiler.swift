import Dispatch
import Foundation
import NibbenchSupport
import Synchronization

/// Compiles every `.xib` below a folder into a `.nib` below another, and every `.storyboard`
/// into a `.storyboardc`, keeping subfolders, on all cores (`nibbench compile DIR -o OUTDIR`). A file that fails is reported and the rest still
/// compile; each output is written atomically.
package enum XIBFolderCompiler {
    /// What a folder compile did.
    package struct Outcome: Sendable {
        /// The `.xib` and `.storyboard` files found.
        package var total = 0
        /// The files compiled and written.
        package var compiled = 0
        /// The reports of the compiled files, merged.
        package var report = XIBCompileReport()
        /// The files finished so far, compiled or failed.
        package var done = 0
    }

    /// Compiles every `.xib` and `.storyboard` below `input` into `output`, as `target`'s
    /// Xcode writes them.
    /// - Parameter finished: called after each file, one call at a time, with the outcome so
    ///   far, the file's path relative to `input` and its error if it failed.
    package static func compile(
        _ input: String, into output: String, target: CompileTarget = .newest,
        finished: @Sendable (Outcome, String, (any Error)?) -> Void = { _, _, _ in }
    ) -> Outcome {
        let files = (FileManager.default.enumerator(atPath: input)?.compactMap { $0 as? String } ?? [])
            .filter(XIBFileCompiler.isSource).sorted()
        let state = Mutex(Outcome(total: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let relative = files[i]
            var failure: (any Error)?
            var compiledReport: XIBCompileReport?
            do {
                // The path found below `input` stays below `output` (SafeFileName).
                let destination = try SafeFileName.path(XIBFileCompiler.outputName(of: relative), inside: output)
                // As given (not made absolute): errors and warnings name the file this way.
                let source = (input.hasSuffix("/") ? input : input + "/") + relative
                compiledReport = try XIBFileCompiler.compile(source, to: destination, target: target).report
            } catch {
                failure = error
            }
            state.withLock { outcome in
                outcome.done += 1
                if let compiledReport {
                    outcome.compiled += 1
                    outcome.report.merge(compiledReport)
                }
                finished(outcome, relative, failure)
            }
        }
        // Files finish in any order: their warnings are put in the order of file, line, column.
        return state.withLock { outcome in
            outcome.report.sortWarnings()
            return outcome
        }
    }
}
