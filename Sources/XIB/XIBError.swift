import NibbenchSupport

/// An error reading or compiling a `.xib` document.
///
/// Carries a stable ``Code``, a one-sentence message and where it was found: the file and the
/// line:column of the element (or of the XML error). `description` renders it on one line as
/// `file:line:column: message [code]`, as compilers do.
public struct XIBError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable identifier for a kind of xib error; compare against the static members.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The XML is not well-formed.
        public static let malformedXML = Code(rawValue: "malformed-xml")
        /// Markup xibs never contain and FoundationXML cannot be trusted with: a document
        /// type declaration (DTD) or a processing instruction other than the XML declaration.
        public static let unsupportedMarkup = Code(rawValue: "unsupported-markup")
        /// Elements nest deeper than ``XIBParser/maximumDepth``.
        public static let tooDeep = Code(rawValue: "too-deep")
        /// The document is not an iOS xib (a storyboard, a macOS xib, another XML file).
        public static let unsupportedDocument = Code(rawValue: "unsupported-document")
        /// Two objects share an `id`.
        public static let duplicateID = Code(rawValue: "duplicate-id")
        /// A connection, constraint or reference names an `id` no object has.
        public static let unknownID = Code(rawValue: "unknown-id")
        /// An element lacks an attribute it cannot do without, or an attribute is invalid.
        public static let invalidElement = Code(rawValue: "invalid-element")
        /// The compiled document could not be written.
        public static let encoding = Code(rawValue: "encoding")
        /// The file could not be read or written.
        public static let io = Code(rawValue: "io")
    }

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The file, when known.
    public var file: String?
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?

    /// Creates an error.
    public init(_ code: Code, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same error, naming `file` if it names none yet.
    public func inFile(_ file: String) -> XIBError {
        var copy = self
        if copy.file == nil { copy.file = file }
        return copy
    }

    public var description: String {
        var location = file ?? "<xib>"
        if let line { location += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return MessageText.oneLine("\(location): \(message) [\(code)]")
    }
}
