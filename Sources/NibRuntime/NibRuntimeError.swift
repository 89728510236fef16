/// An error raised while decoding or instantiating a nib.
///
/// Mirrors the failures UIKit raises as exceptions (`NSUnknownKeyException`, "could not load
/// NIB") as values with a stable ``Code``, a sentence, and where it happened.
public struct NibRuntimeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable identifier for a kind of runtime error.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A key-value setting named a key the class does not have (UIKit's
        /// "not key value coding-compliant for the key X").
        public static let unknownKey = Code(rawValue: "unknown-key")
        /// A value had the wrong type for its key.
        public static let typeMismatch = Code(rawValue: "type-mismatch")
        /// The nib's bytes are missing or not a valid archive.
        public static let couldNotLoadNib = Code(rawValue: "could-not-load-nib")
        /// The archive is not laid out as a UIKit nib.
        public static let notAUIKitNib = Code(rawValue: "not-a-uikit-nib")
        /// Nib loading recursed into a nib already being loaded.
        public static let recursion = Code(rawValue: "nib-recursion")
        /// A collection contains itself.
        public static let cycle = Code(rawValue: "collection-cycle")
        /// An action connection's source cannot take target-actions.
        public static let notAControl = Code(rawValue: "not-a-control")
        /// Object references, collections, views or nested nibs nest deeper than their limit
        /// (``NibDecodingContext/maximumDepth``, ``NibDecodingContext/maximumCollectionNesting``,
        /// ``UIView/maximumHierarchyDepth``, ``NibDecodingContext/maximumNibNesting``).
        public static let tooDeep = Code(rawValue: "too-deep")
        /// A nib named by a nested reference does not exist.
        public static let missingNib = Code(rawValue: "missing-nib")
        /// Subviews that do not make a tree: a view under two superviews, or under itself or
        /// one of its own subviews.
        public static let viewHierarchy = Code(rawValue: "view-hierarchy")
        /// Shared collections, reused again and again, would expand far beyond the archive
        /// (``NibDecodingContext/expansionFactor``).
        public static let tooLarge = Code(rawValue: "too-large")
        /// A prototype cell's nib does not make the view its table or collection view needs.
        public static let invalidPrototype = Code(rawValue: "invalid-prototype")
    }

    public var code: Code
    public var message: String
    /// The archive object index involved, when there is one.
    public var objectIndex: Int?
    /// The nib (file or name) involved, when known.
    public var nib: String?

    public init(_ code: Code, _ message: String, objectIndex: Int? = nil, nib: String? = nil) {
        self.code = code
        self.message = message
        self.objectIndex = objectIndex
        self.nib = nib
    }

    /// The same error, attributed to `nib` unless it already names one.
    public func inNib(_ nib: String?) -> NibRuntimeError {
        var copy = self
        if copy.nib == nil { copy.nib = nib }
        return copy
    }

    /// `nib: object N: message (code)` on one line.
    public var description: String {
        var parts = [nib ?? "<nib>"]
        if let objectIndex { parts.append("object \(objectIndex)") }
        parts.append("\(message) (\(code))")
        return parts.joined(separator: ": ")
    }
}
