import NibbenchSupport
/// An error found while reading, writing or mapping a NIBArchive file.
///
/// Every error carries a stable ``Code``, a one-sentence message, and where it was found:
/// the byte offset inside the archive and, when known, the file. `description` renders all of
/// it on one line, as the command-line tool prints it.
public struct NibArchiveError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable identifier for a kind of archive error.
    ///
    /// New codes may be added; compare against the static members rather than switching
    /// exhaustively.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The file does not start with `NIBArchive`.
        public static let badMagic = Code(rawValue: "bad-magic")
        /// The format version is not 1.
        public static let unsupportedVersion = Code(rawValue: "unsupported-version")
        /// The file is shorter than the 50-byte header.
        public static let truncatedHeader = Code(rawValue: "truncated-header")
        /// A section entry runs past the end of the file.
        public static let truncatedSection = Code(rawValue: "truncated-section")
        /// A header count or offset cannot fit in the file.
        public static let countOrOffsetBeyondFile = Code(rawValue: "count-or-offset-beyond-file")
        /// Two sections share bytes, or bytes between sections belong to none.
        public static let overlappingSections = Code(rawValue: "overlapping-sections")
        /// A varint has no terminating byte within 5 bytes.
        public static let varintTooLong = Code(rawValue: "varint-too-long")
        /// A varint's value does not fit in 32 bits.
        public static let varintOverflow = Code(rawValue: "varint-overflow")
        /// A value's type byte is not one of 0…10.
        public static let unknownValueType = Code(rawValue: "unknown-value-type")
        /// A value names a key index past the key table.
        public static let keyIndexOutOfRange = Code(rawValue: "key-index-out-of-range")
        /// An object names a class index past the class table.
        public static let classIndexOutOfRange = Code(rawValue: "class-index-out-of-range")
        /// An object reference or an object's value slice points past its table.
        public static let objectIndexOutOfRange = Code(rawValue: "object-index-out-of-range")
        /// An object's value slice runs past the value table.
        public static let valueIndexOutOfRange = Code(rawValue: "value-index-out-of-range")
        /// Objects' value slices overlap: together they claim more values than the table holds.
        public static let overlappingValueSlices = Code(rawValue: "overlapping-value-slices")
        /// A key is not valid UTF-8.
        public static let invalidKeyUTF8 = Code(rawValue: "invalid-key-utf8")
        /// A class name is not valid UTF-8.
        public static let invalidClassNameUTF8 = Code(rawValue: "invalid-class-name-utf8")
        /// A class name does not end in a NUL byte.
        public static let classNameMissingNUL = Code(rawValue: "class-name-missing-nul")
        /// A class's fallback index is outside the class table.
        public static let fallbackIndexOutOfRange = Code(rawValue: "fallback-index-out-of-range")
        /// Bytes follow the last section.
        public static let trailingBytes = Code(rawValue: "trailing-bytes")
        /// The archive cannot be represented (writer): too large, or an index out of range.
        public static let unrepresentable = Code(rawValue: "unrepresentable")
        /// The operating system refused to open, read, map or write a file.
        public static let io = Code(rawValue: "io")
        /// A name from an input would place a file outside its folder (``SafeFileName``).
        public static let unsafePath = Code(rawValue: "unsafe-path")
    }

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The byte offset in the archive where the problem was found, if it concerns a position.
    public var offset: Int?
    /// The file the archive came from, when it came from a file.
    public var file: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, offset: Int? = nil, file: String? = nil) {
        self.code = code
        self.message = message
        self.offset = offset
        self.file = file
    }
    /// The archive error of a file error met while reading or writing an archive: the same
    /// code (`io`, `unsafe-path`), message, file and offset.
    public init(_ error: FileError) {
        self.init(Code(rawValue: error.code.rawValue), error.message, offset: error.offset, file: error.file)
    }


    /// The same error, attributed to `file`.
    public func inFile(_ file: String) -> NibArchiveError {
        var copy = self
        copy.file = file
        return copy
    }

    /// `file: byte N: message (code)` on one line.
    public var description: String {
        var parts: [String] = []
        parts.append(file ?? "<memory>")
        if let offset { parts.append("byte \(offset)") }
        parts.append("\(message) (\(code))")
        return MessageText.oneLine(parts.joined(separator: ": "))
    }
}
