import Foundation
import NibbenchSupport

/// Compiles one `.xib` into a `.nib` or one `.storyboard` into a `.storyboardc` bundle and
/// writes it (`nibbench compile FILE -o OUT`, and each file of ``XIBFolderCompiler``): the kind
/// is the file's extension, the output's folder is made when missing, and the output is written
/// atomically.
package enum XIBFileCompiler {
    /// What compiling one file made.
    package struct Outcome: Sendable {
        /// What the compiler noticed.
        package var report: XIBCompileReport
        /// For a storyboard, its scenes (identifiers) and nibs; nil for a xib.
        package var storyboard: (scenes: Int, nibs: Int)?
    }

    /// Whether `path` names a source this compiler takes: a `.xib` or a `.storyboard`.
    package static func isSource(_ path: String) -> Bool {
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }

    /// The output a source compiles to, beside where it was found: `.storyboardc` for a
    /// storyboard, `.nib` for a xib.
    package static func outputName(of source: String) -> String {
        source.hasSuffix(".storyboard") ? source + "c" : String(source.dropLast(".xib".count)) + ".nib"
    }

    /// Compiles `input` (a storyboard when its name ends in `.storyboard`, else a xib) as
    /// `target`'s Xcode writes it and writes the result to `output`, making its folder when
    /// missing.
    ///
    /// - Throws: ``XIBError`` naming the file and, for what is wrong in it, the line and column;
    ///   `.io` when the output's folder cannot be made or the output cannot be written (a
    ///   previous `output` is left as it was).
    package static func compile(_ input: String, to output: String, target: CompileTarget = .newest) throws(XIBError) -> Outcome {
        let parent = (output as NSString).deletingLastPathComponent
        if !parent.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw XIBError(wrapping: error, .io, "cannot make the output's folder", file: parent)
            }
        }
        if input.hasSuffix(".storyboard") {
            let storyboard = try StoryboardCompiler.compile(contentsOf: input, target: target)
            try storyboard.write(to: output)
            return Outcome(report: storyboard.report, storyboard: (storyboard.identifiersToNibNames.count, storyboard.nibs.count))
        }
        let xib = try XIBCompiler.compile(contentsOf: input, target: target)
        try xib.write(to: output)
        return Outcome(report: xib.report, storyboard: nil)
    }
}
