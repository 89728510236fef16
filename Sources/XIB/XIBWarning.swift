import NibbenchSupport

/// Something compiling a xib or storyboard noticed without failing: where (the source file,
/// line and column of the element) and what.
public struct XIBWarning: Sendable, Codable, Hashable, CustomStringConvertible {
    /// The source file, when the document came from one.
    public var file: String?
    /// 1-based line of the element concerned.
    public var line: Int
    /// 1-based column of the element concerned.
    public var column: Int
    /// The warning, one sentence.
    public var message: String

    /// A warning about `element` of the document read from `file`.
    public init(file: String?, line: Int, column: Int, message: String) {
        (self.file, self.line, self.column, self.message) = (file, line, column, message)
    }

    /// `FILE:LINE:COL: warning: message`, as compilers print warnings; one line.
    public var description: String {
        MessageText.oneLine("\(file ?? "<memory>"):\(line):\(column): warning: \(message)")
    }
}
