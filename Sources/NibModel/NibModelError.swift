/// An error mapping between ``NibDocument`` and a NIBArchive.
///
/// Carries a stable ``Code``, a one-sentence message, and where it was found: the archive
/// object index when reading, and the file when known.
public struct NibModelError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable identifier for a kind of model error; compare against the static members.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The archive is not a UIKit nib (no UINib root keys); macOS nibs land here.
        public static let notAUIKitNib = Code(rawValue: "not-a-uikit-nib")
        /// An object has the right class but not the shape UIKit writes (a missing key, a
        /// value of the wrong type).
        public static let malformedObject = Code(rawValue: "malformed-object")
        /// A collection contains itself.
        public static let cycle = Code(rawValue: "cycle")
        /// Collections are nested deeper than ``NibDocument/maximumNesting``.
        public static let tooDeep = Code(rawValue: "too-deep")
        /// Inline values would expand beyond a sane multiple of the archive (shared
        /// collections nested to blow up exponentially).
        public static let tooLarge = Code(rawValue: "too-large")
        /// A document refers to an object id it does not hold.
        public static let danglingReference = Code(rawValue: "dangling-reference")
        /// A value cannot be written (a raw archive object reference in a model property).
        public static let invalidValue = Code(rawValue: "invalid-value")
        /// The archive layer refused the result.
        public static let archive = Code(rawValue: "archive")
    }

    /// What kind of error this is.
    public var code: Code
    /// One sentence saying what is wrong.
    public var message: String
    /// The archive object index where it was found, when reading.
    public var objectIndex: Int?
    /// The file, when known.
    public var file: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, objectIndex: Int? = nil, file: String? = nil) {
        self.code = code
        self.message = message
        self.objectIndex = objectIndex
        self.file = file
    }

    public var description: String {
        var parts: [String] = []
        if let file { parts.append(file) }
        if let objectIndex { parts.append("object \(objectIndex)") }
        parts.append("\(message) [\(code)]")
        return parts.joined(separator: ": ")
    }
}
