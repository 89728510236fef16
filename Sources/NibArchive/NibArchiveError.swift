import NibbenchSupport
/// An error found while reading, writing or mapping a NIBArchive file.
///
/// Every error carries a stable ``Code``, a one-sentence message, and where it was found:
/// the byte offset inside the archive and, when known, the file. `description` renders all of
/// it on one line, as the command-line tool prints it (``NibbenchError``).
public typealias NibArchiveError = ModuleError<NibArchiveErrorDomain>

/// The domain of ``NibArchiveError``: the errors of reading, writing or mapping a NIBArchive.
public enum NibArchiveErrorDomain: ErrorDomain {}

extension NibArchiveError {
    /// The archive error of a file error met while reading or writing an archive: the same
    /// code (`io`, `unsafe-path`), message, file and offset, the file error as its cause.
    public init(_ error: FileError) {
        self.init(wrapping: error, .io, "")
    }
}

extension ErrorCode<NibArchiveError> {
    /// The file does not start with `NIBArchive`.
    public static var badMagic: Self { Self(rawValue: "bad-magic") }
    /// The format version is not 1.
    public static var unsupportedVersion: Self { Self(rawValue: "unsupported-version") }
    /// The file is shorter than the 50-byte header.
    public static var truncatedHeader: Self { Self(rawValue: "truncated-header") }
    /// A section entry runs past the end of the file.
    public static var truncatedSection: Self { Self(rawValue: "truncated-section") }
    /// A header count or offset cannot fit in the file.
    public static var countOrOffsetBeyondFile: Self { Self(rawValue: "count-or-offset-beyond-file") }
    /// Two sections share bytes, or bytes between sections belong to none.
    public static var overlappingSections: Self { Self(rawValue: "overlapping-sections") }
    /// A varint has no terminating byte within 5 bytes.
    public static var varintTooLong: Self { Self(rawValue: "varint-too-long") }
    /// A varint's value does not fit in 32 bits.
    public static var varintOverflow: Self { Self(rawValue: "varint-overflow") }
    /// A value's type byte is not one of 0…10.
    public static var unknownValueType: Self { Self(rawValue: "unknown-value-type") }
    /// A value names a key index past the key table.
    public static var keyIndexOutOfRange: Self { Self(rawValue: "key-index-out-of-range") }
    /// An object names a class index past the class table.
    public static var classIndexOutOfRange: Self { Self(rawValue: "class-index-out-of-range") }
    /// An object reference or an object's value slice points past its table.
    public static var objectIndexOutOfRange: Self { Self(rawValue: "object-index-out-of-range") }
    /// An object's value slice runs past the value table.
    public static var valueIndexOutOfRange: Self { Self(rawValue: "value-index-out-of-range") }
    /// Objects' value slices overlap: together they claim more values than the table holds.
    public static var overlappingValueSlices: Self { Self(rawValue: "overlapping-value-slices") }
    /// A key is not valid UTF-8.
    public static var invalidKeyUTF8: Self { Self(rawValue: "invalid-key-utf8") }
    /// A class name is not valid UTF-8.
    public static var invalidClassNameUTF8: Self { Self(rawValue: "invalid-class-name-utf8") }
    /// A class name does not end in a NUL byte.
    public static var classNameMissingNUL: Self { Self(rawValue: "class-name-missing-nul") }
    /// A class's fallback index is outside the class table.
    public static var fallbackIndexOutOfRange: Self { Self(rawValue: "fallback-index-out-of-range") }
    /// Bytes follow the last section.
    public static var trailingBytes: Self { Self(rawValue: "trailing-bytes") }
    /// The archive cannot be represented (writer): too large, or an index out of range.
    public static var unrepresentable: Self { Self(rawValue: "unrepresentable") }
    /// The operating system refused to open, read, map or write a file.
    public static var io: Self { Self(rawValue: "io") }
    /// A name from an input would place a file outside its folder (``SafeFileName``).
    public static var unsafePath: Self { Self(rawValue: "unsafe-path") }
}
