import NibbenchSupport

/// An error mapping between ``NibDocument`` and a NIBArchive.
///
/// Carries a stable ``Code``, a one-sentence message, and where it was found: the archive
/// object index when reading, and the file when known.
public struct NibModelError: NibbenchError, Sendable, Hashable {
    /// A stable identifier for a kind of model error; compare against the static members.
    public typealias Code = ErrorCode<NibModelError>

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The file, when known, and the archive object index where it was found, when reading.
    public var context: ErrorContext

    /// Creates an error.
    public init(_ code: Code, _ message: String, context: ErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }

    /// Creates an error about archive object `objectIndex` of `file`.
    public init(_ code: Code, _ message: String, objectIndex: Int? = nil, file: String? = nil) {
        self.init(code, message, context: ErrorContext(file: file, object: objectIndex))
    }
}

extension ErrorCode<NibModelError> {
    /// The archive is not a UIKit nib (no UINib root keys); macOS nibs land here.
    public static var notAUIKitNib: Self { Self(rawValue: "not-a-uikit-nib") }
    /// An object has the right class but not the shape UIKit writes (a missing key, a
    /// value of the wrong type).
    public static var malformedObject: Self { Self(rawValue: "malformed-object") }
    /// A collection contains itself.
    public static var cycle: Self { Self(rawValue: "cycle") }
    /// Collections are nested deeper than ``NibDocument/maximumNesting``.
    public static var tooDeep: Self { Self(rawValue: "too-deep") }
    /// Inline values would expand beyond a sane multiple of the archive (shared
    /// collections nested to blow up exponentially).
    public static var tooLarge: Self { Self(rawValue: "too-large") }
    /// A document refers to an object id it does not hold.
    public static var danglingReference: Self { Self(rawValue: "dangling-reference") }
    /// A value cannot be written (a raw archive object reference in a model property).
    public static var invalidValue: Self { Self(rawValue: "invalid-value") }
    /// The archive layer refused the result.
    public static var archive: Self { Self(rawValue: "archive") }
}
