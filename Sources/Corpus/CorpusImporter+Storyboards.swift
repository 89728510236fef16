import NibbenchSupport
import Foundation
import XIB
import Manifest

extension CorpusImporter {
    /// Compiles the `.storyboard` at `path` (relative path `relative`) as
    /// `nibbench compile` does and returns each nib of the bundle as a corpus entry named
    /// `<Storyboard>/<nib>`, the name a compiled `.storyboardc` of it would import under, and
    /// notes its identifiers, entry point and nibs in `links`.
    ///
    /// - Throws: ``InputError`` with the compiler's code, naming the storyboard's
    ///   line:column.
    static func storyboardNibs(
        _ relative: String, path: String, target: CompileTarget, warnings: inout [XIBWarning], links: inout StoryboardLinks
    ) throws(InputError) -> [(name: String, nib: [UInt8])] {
        let bytes = try InputFiles.read(path)
        let compiled: StoryboardCompilation
        do {
            compiled = try StoryboardCompiler.compile(StoryboardDocument(data: Data(bytes), file: path), target: target)
        } catch {
            throw InputError(error)
        }
        warnings += compiled.report.warnings
        let stem = String(relative.dropLast(".storyboard".count))
        var nibs: [(name: String, nib: [UInt8])] = []
        for nib in compiled.nibs {
            do {
                nibs.append((stem + "/" + nib.name, try nib.nib.encoded()))
            } catch {
                throw InputError(wrapping: error, .invalidManifest, "nib \(nib.name) cannot be encoded", file: path)
            }
        }
        links.addStoryboard(stem: stem, identifiersToNibNames: compiled.identifiersToNibNames, entryPoint: compiled.entryPoint)
        for (name, nib) in nibs { links.addNib(name, bytes: nib) }
        return nibs
    }
}
