import NibbenchSupport

/// An error reading or compiling a `.xib` document.
///
/// Carries a stable ``Code``, a one-sentence message and where it was found: the file and the
/// line:column of the element (or of the XML error). `description` renders it on one line as
/// `file:line:column: message (code)`, as every nibbench error does (``NibbenchError``).
public struct XIBError: NibbenchError, Sendable, Hashable {
    /// A stable identifier for a kind of xib error; compare against the static members.
    public typealias Code = ErrorCode<XIBError>

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The file, when known, and the 1-based line:column of the element or of the XML error.
    public var context: ErrorContext

    /// Creates an error.
    public init(_ code: Code, _ message: String, context: ErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }

    /// Creates an error at `line`:`column` of `file`.
    public init(_ code: Code, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.init(code, message, context: ErrorContext(file: file, line: line, column: column))
    }
}

extension ErrorCode<XIBError> {
    /// The XML is not well-formed.
    public static var malformedXML: Self { Self(rawValue: "malformed-xml") }
    /// Markup xibs never contain and FoundationXML cannot be trusted with: a document
    /// type declaration (DTD) or a processing instruction other than the XML declaration.
    public static var unsupportedMarkup: Self { Self(rawValue: "unsupported-markup") }
    /// Elements nest deeper than ``XIBParser/maximumDepth``.
    public static var tooDeep: Self { Self(rawValue: "too-deep") }
    /// The document is not an iOS xib (a storyboard, a macOS xib, another XML file).
    public static var unsupportedDocument: Self { Self(rawValue: "unsupported-document") }
    /// Two objects share an `id`.
    public static var duplicateID: Self { Self(rawValue: "duplicate-id") }
    /// A connection, constraint or reference names an `id` no object has.
    public static var unknownID: Self { Self(rawValue: "unknown-id") }
    /// An element lacks an attribute it cannot do without, or an attribute is invalid.
    public static var invalidElement: Self { Self(rawValue: "invalid-element") }
    /// The compiled document could not be encoded for a reason that is not a model error (a
    /// model error met while encoding keeps its own code, docs/robustness.md).
    public static var encoding: Self { Self(rawValue: "encoding") }
    /// The file could not be read or written.
    public static var io: Self { Self(rawValue: "io") }
}
