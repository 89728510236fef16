import NibbenchSupport

/// An error mapping between ``NibDocument`` and a NIBArchive.
///
/// Carries a stable ``Code``, a one-sentence message, and where it was found: the archive
/// object index when reading, and the file when known.
public typealias NibModelError = ModuleError<NibModelErrorDomain>

/// The domain of ``NibModelError``: the errors of mapping between ``NibDocument`` and a
/// NIBArchive.
public enum NibModelErrorDomain: ErrorDomain {}

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
