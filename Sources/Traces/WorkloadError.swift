import NibbenchSupport

/// An error found while reading, validating, generating, converting or writing a workload:
/// a corpus manifest, an access trace, a libCacheSim trace or a sizes sidecar.
///
/// Every error carries a stable ``Code``, a one-sentence message and where it was found: the
/// file and, depending on the format, a line and column (CSV, counted in bytes from 1), a byte
/// offset (binary) or the path of a JSON field such as `nibs[3].sha256`. `description` renders
/// all of it on one line, the way the command-line tool prints it.
public struct WorkloadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable identifier for a kind of workload error.
    ///
    /// New codes may be added; compare against the static members rather than switching.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The operating system refused to open, read, write or rename a file.
        public static let io = Code(rawValue: "io")
        /// A JSON document is not valid JSON, or a field has the wrong type or is missing.
        public static let invalidJSON = Code(rawValue: "invalid-json")
        /// A document's schema version is missing or not one this library reads.
        public static let unsupportedSchema = Code(rawValue: "unsupported-schema")
        /// A manifest field holds a value outside its domain (negative size, bad hash, bad name).
        public static let invalidManifest = Code(rawValue: "invalid-manifest")
        /// Two nibs in a manifest share a name.
        public static let duplicateNib = Code(rawValue: "duplicate-nib")
        /// A name refers to a nib that the manifest (or sizes table) does not list.
        public static let unknownNib = Code(rawValue: "unknown-nib")
        /// Nibs embed each other in a cycle, or a nib embeds itself.
        public static let embedCycle = Code(rawValue: "embed-cycle")
        /// A CSV header is missing or differs from the expected one.
        public static let badHeader = Code(rawValue: "bad-header")
        /// A sequence number is not the next 1-based integer.
        public static let badSequence = Code(rawValue: "bad-sequence")
        /// An event name is not one of the known events.
        public static let unknownEvent = Code(rawValue: "unknown-event")
        /// A CSV line has too few or too many fields, or a field is empty or malformed.
        public static let badField = Code(rawValue: "bad-field")
        /// A binary record is cut short by the end of the file.
        public static let truncatedRecord = Code(rawValue: "truncated-record")
        /// A stored next-access index disagrees with the trace.
        public static let badNextAccess = Code(rawValue: "bad-next-access")
        /// A value cannot be represented in the target format (too large, reserved characters).
        public static let unrepresentable = Code(rawValue: "unrepresentable")
        /// A trace specification is invalid, or does not fit the corpus it is used with.
        public static let invalidSpec = Code(rawValue: "invalid-spec")
    }

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The file concerned, when the input came from (or was going to) a file.
    public var file: String?
    /// The 1-based line, for text formats.
    public var line: Int?
    /// The 1-based column in bytes, for text formats.
    public var column: Int?
    /// The byte offset, for binary formats.
    public var offset: Int?
    /// The path of the offending JSON field, such as `nibs[3].sha256`, for JSON documents.
    public var jsonPath: String?

    /// Creates an error.
    public init(
        _ code: Code, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
        offset: Int? = nil, jsonPath: String? = nil
    ) {
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
        self.jsonPath = jsonPath
    }

    /// The same error, attributed to `file` unless it already names one.
    public func inFile(_ file: String?) -> WorkloadError {
        var copy = self
        if copy.file == nil { copy.file = file }
        return copy
    }

    /// One line: `file:line:column: message (code)` for text positions,
    /// `file: byte N: message (code)` for binary ones and `file: at path: message (code)` for JSON.
    public var description: String {
        MessageText.located(file: file, line: line, column: column, offset: offset, jsonPath: jsonPath, message, code: code.rawValue)
    }
}
