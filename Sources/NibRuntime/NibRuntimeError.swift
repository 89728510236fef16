import NibbenchSupport

/// An error raised while decoding or instantiating a nib.
///
/// Mirrors the failures UIKit raises as exceptions (`NSUnknownKeyException`, "could not load
/// NIB") as values with a stable ``Code``, a sentence, and where it happened: the nib (file or
/// name) involved, when known, as the file, and the archive object index.
///
/// The one error of a module that is a struct of its own rather than a `ModuleError`: it is
/// thrown from the decode loop (`NibDecodingContext.create(at:)`), where a generic error type's
/// throw sites instantiate its metadata inline and took registers from the common path, +0.02%
/// to +0.07% instructions per load (`scripts/compare-commits`, callgrind per function).
public struct NibRuntimeError: NibbenchError, Sendable, Hashable {
    /// A stable identifier for a kind of runtime error.
    public typealias Code = ErrorCode<NibRuntimeError>

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The nib (file or name) involved, when known, as the file, and the archive object index.
    public var context: ErrorContext

    /// Creates an error.
    public init(_ code: Code, _ message: String, context: ErrorContext) {
        (self.code, self.message, self.context) = (code, message, context)
    }

    /// Creates an error about archive object `objectIndex` of `nib`.
    public init(_ code: Code, _ message: String, objectIndex: Int? = nil, nib: String? = nil) {
        self.init(code, message, context: ErrorContext(file: nib, object: objectIndex))
    }

    /// The nib (file or name) involved, when known.
    public var nib: String? {
        get { context.file }
        set { context.file = newValue }
    }

    /// The same error, attributed to `nib` unless it already names one.
    public func inNib(_ nib: String?) -> NibRuntimeError { inFile(nib) }
}

extension ErrorCode<NibRuntimeError> {
    /// A key-value setting named a key the class does not have (UIKit's
    /// "not key value coding-compliant for the key X").
    public static var unknownKey: Self { Self(rawValue: "unknown-key") }
    /// A value had the wrong type for its key.
    public static var typeMismatch: Self { Self(rawValue: "type-mismatch") }
    /// The nib's bytes are missing or not a valid archive.
    public static var couldNotLoadNib: Self { Self(rawValue: "could-not-load-nib") }
    /// The archive is not laid out as a UIKit nib.
    public static var notAUIKitNib: Self { Self(rawValue: "not-a-uikit-nib") }
    /// Nib loading recursed into a nib already being loaded.
    public static var recursion: Self { Self(rawValue: "nib-recursion") }
    /// A collection contains itself.
    public static var cycle: Self { Self(rawValue: "collection-cycle") }
    /// An action connection's source cannot take target-actions.
    public static var notAControl: Self { Self(rawValue: "not-a-control") }
    /// Object references, collections, views or nested nibs nest deeper than their limit
    /// (``NibDecodingContext/maximumDepth``, ``NibDecodingContext/maximumCollectionNesting``,
    /// ``UIView/maximumHierarchyDepth``, ``NibDecodingContext/maximumNibNesting``).
    public static var tooDeep: Self { Self(rawValue: "too-deep") }
    /// A nib named by a nested reference does not exist.
    public static var missingNib: Self { Self(rawValue: "missing-nib") }
    /// Subviews that do not make a tree: a view under two superviews, or under itself or
    /// one of its own subviews.
    public static var viewHierarchy: Self { Self(rawValue: "view-hierarchy") }
    /// Shared collections, reused again and again, would expand far beyond the archive
    /// (``NibDecodingContext/expansionFactor``).
    public static var tooLarge: Self { Self(rawValue: "too-large") }
    /// A prototype cell's nib does not make the view its table or collection view needs.
    public static var invalidPrototype: Self { Self(rawValue: "invalid-prototype") }
}
