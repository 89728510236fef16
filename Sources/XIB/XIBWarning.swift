import NibbenchSupport

/// Something compiling a xib or storyboard noticed without failing: where (the source file,
/// line and column of the element) and what.
package struct XIBWarning: Sendable, Codable, Hashable, CustomStringConvertible {
    /// The source file, when the document came from one.
    package var file: String?
    /// 1-based line of the element concerned.
    package var line: Int
    /// 1-based column of the element concerned.
    package var column: Int
    /// The warning, one sentence.
    package var message: String

    /// A warning about `element` of the document read from `file`.
    package init(file: String?, line: Int, column: Int, message: String) {
        (self.file, self.line, self.column, self.message) = (file, line, column, message)
    }

    /// `FILE:LINE:COL: warning: message`, as compilers print warnings; one line.
    package var description: String {
        MessageText.oneLine("\(file ?? "<memory>"):\(line):\(column): warning: \(message)")
    }
}
