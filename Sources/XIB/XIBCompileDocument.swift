import Foundation

/// What `nibbench compile --json` prints: how many files were compiled of how many, as whose
/// output, and the merged ``XIBCompileReport`` (objects, connections, prototype nibs, what was
/// compiled generically, the warnings with their file and line:column) — the figures the text
/// summary and `--report` print, for a script to read.
package struct XIBCompileDocument: Sendable, Codable, Equatable {
    /// The schema version of this document.
    package var schemaVersion = 1
    /// The file or folder compiled, as given.
    package var input: String
    /// The `.nib`, `.storyboardc` or folder written.
    package var output: String
    /// Whose output the sources were compiled as (`Xcode 26.4`, `Xcode 15.3, iOS 12.0`).
    package var target: String
    /// The `.xib` and `.storyboard` files found, and those compiled (the rest failed).
    package var files: Int, compiled: Int
    /// What the compiled files hold and what compiling them warned about.
    package var report: XIBCompileReport

    /// A document for `files` sources of which `compiled` compiled.
    package init(input: String, output: String, target: CompileTarget, files: Int, compiled: Int, report: XIBCompileReport) {
        (self.input, self.output, self.target) = (input, output, String(describing: target))
        (self.files, self.compiled, self.report) = (files, compiled, report)
    }

    /// The document as JSON, keys sorted.
    ///
    /// - Throws: an `EncodingError` (never in practice: every field is encodable).
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
