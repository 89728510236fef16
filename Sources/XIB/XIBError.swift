import NibbenchSupport

/// An error reading or compiling a `.xib` document.
///
/// Carries a stable ``Code``, a one-sentence message and where it was found: the file and the
/// line:column of the element (or of the XML error). `description` renders it on one line as
/// `file:line:column: message (code)`, as every nibbench error does (``NibbenchError``).
public typealias XIBError = ModuleError<XIBErrorDomain>

/// The domain of ``XIBError``: the errors of reading or compiling a `.xib` document.
public enum XIBErrorDomain: ErrorDomain {}

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
