/// An error found while reading, validating, generating, converting or writing a workload:
/// a corpus manifest, an access trace, a libCacheSim trace or a sizes sidecar.
///
/// Every error carries a stable ``Code``, a one-sentence message and where it was found: the
/// file and, depending on the format, a line and column (CSV, counted in bytes from 1), a byte
/// offset (binary) or the path of a JSON field such as `nibs[3].sha256`. `description` renders
/// all of it on one line, the way the command-line tool prints it.
public typealias InputError = ModuleError<InputErrorDomain>

/// The domain of ``InputError``: the errors of a workload's files (corpus manifests, access
/// traces, libCacheSim traces, sizes sidecars).
public enum InputErrorDomain: ErrorDomain {}

extension ErrorCode<InputError> {
    /// The operating system refused to open, read, write or rename a file.
    public static var io: Self { Self(rawValue: "io") }
    /// A JSON document is not valid JSON, or a field has the wrong type or is missing.
    public static var invalidJSON: Self { Self(rawValue: "invalid-json") }
    /// A document's schema version is missing or not one this library reads.
    public static var unsupportedSchema: Self { Self(rawValue: "unsupported-schema") }
    /// A manifest field holds a value outside its domain (negative size, bad hash, bad name).
    public static var invalidManifest: Self { Self(rawValue: "invalid-manifest") }
    /// Two nibs in a manifest share a name.
    public static var duplicateNib: Self { Self(rawValue: "duplicate-nib") }
    /// A name refers to a nib that the manifest (or sizes table) does not list.
    public static var unknownNib: Self { Self(rawValue: "unknown-nib") }
    /// Nibs embed each other in a cycle, or a nib embeds itself.
    public static var embedCycle: Self { Self(rawValue: "embed-cycle") }
    /// A CSV header is missing or differs from the expected one.
    public static var badHeader: Self { Self(rawValue: "bad-header") }
    /// A sequence number is not the next 1-based integer.
    public static var badSequence: Self { Self(rawValue: "bad-sequence") }
    /// An event name is not one of the known events.
    public static var unknownEvent: Self { Self(rawValue: "unknown-event") }
    /// A CSV line has too few or too many fields, or a field is empty or malformed.
    public static var badField: Self { Self(rawValue: "bad-field") }
    /// A binary record is cut short by the end of the file.
    public static var truncatedRecord: Self { Self(rawValue: "truncated-record") }
    /// A stored next-access index disagrees with the trace.
    public static var badNextAccess: Self { Self(rawValue: "bad-next-access") }
    /// A value cannot be represented in the target format (too large, reserved characters).
    public static var unrepresentable: Self { Self(rawValue: "unrepresentable") }
    /// A trace specification is invalid, or does not fit the corpus it is used with.
    public static var invalidSpec: Self { Self(rawValue: "invalid-spec") }
    /// A built app's `Info.plist` is not a property list, or its root is not a dictionary.
    public static var invalidPlist: Self { Self(rawValue: "invalid-plist") }
    /// An archive (an `.ipa`) is not a zip archive, or is cut short or corrupt.
    public static var badArchive: Self { Self(rawValue: "bad-archive") }
    /// An archive's entry would be written outside the folder it is extracted into (an
    /// absolute name, a `..` component) or is a symbolic link.
    public static var unsafeEntry: Self { Self(rawValue: "unsafe-entry") }
    /// An input is larger than nibbench reads: an archive's entries or extracted bytes over
    /// their bound.
    public static var tooLarge: Self { Self(rawValue: "too-large") }
    /// A merge of profiles has nothing to start from: no previous profile, and no part that
    /// could be profiled.
    public static var nothingToMerge: Self { Self(rawValue: "nothing-to-merge") }
    /// A part of a merge of profiles is malformed: a `.source` file not named by a number, or
    /// naming no source.
    public static var badPart: Self { Self(rawValue: "bad-part") }
}
