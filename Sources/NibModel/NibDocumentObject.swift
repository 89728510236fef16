import NibArchive

/// Identifies an object within one ``NibDocument`` (its position in ``NibDocument/objects``).
public struct NibObjectID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The position in the document's object storage.
    public let rawValue: Int

    /// Wraps a storage position.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: NibObjectID, rhs: NibObjectID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// One keyed property of a document object, in archive order.
public struct NibProperty: Sendable, Hashable {
    /// The archive key (`UIBounds`, `UISubviews`, `UIText`, …).
    public var key: String
    /// The value.
    public var value: NibPropertyValue

    /// Creates a property.
    public init(_ key: String, _ value: NibPropertyValue) {
        self.key = key
        self.value = value
    }
}

/// An object of a nib document: a regular object of a UIKit (or custom) class, a
/// placeholder (`UIProxyObject`), or a custom class over a UIKit one (`UIClassSwapper`).
public struct NibDocumentObject: Sendable, Hashable {
    /// What the object is.
    public enum Kind: Sendable, Hashable {
        /// An object of `className`, created directly.
        case object(className: String)
        /// A placeholder resolved at instantiation: `IBFilesOwner`, `IBFirstResponder`, or an
        /// external object's name.
        case placeholder(identifier: String)
        /// An object of custom class `className`, or `originalClassName` when the custom class
        /// is not registered.
        case classSwapper(className: String, originalClassName: String)
    }

    /// What the object is.
    public var kind: Kind
    /// Its properties in archive order (without the keys the kind itself writes).
    public var properties: [NibProperty]
    /// Class names to fall back to when the archive class is unknown (`UIColor` → `NSColor`).
    public var fallbacks: [String]

    /// Creates an object of any kind.
    public init(kind: Kind, properties: [NibProperty] = [], fallbacks: [String] = []) {
        self.kind = kind
        self.properties = properties
        self.fallbacks = fallbacks
    }

    /// Creates a regular object of `className`.
    public init(className: String, properties: [NibProperty] = [], fallbacks: [String] = []) {
        self.init(kind: .object(className: className), properties: properties, fallbacks: fallbacks)
    }

    /// The class the runtime instantiates: the class, the custom class of a swapper, or
    /// `UIProxyObject` for a placeholder.
    public var className: String {
        switch kind {
        case .object(let name): name
        case .placeholder: UIKitClasses.proxy
        case .classSwapper(let name, _): name
        }
    }

    /// The class written to the archive: `UIProxyObject`, `UIClassSwapper`, or the class.
    public var archiveClassName: String {
        switch kind {
        case .object(let name): name
        case .placeholder: UIKitClasses.proxy
        case .classSwapper: UIKitClasses.classSwapper
        }
    }

    /// The first property under `key`; setting nil removes every property under `key`,
    /// setting a value replaces the first one or appends.
    ///
    /// - Complexity: O(*n*) in the number of properties.
    public subscript(key: String) -> NibPropertyValue? {
        get { properties.first { $0.key == key }?.value }
        set {
            guard let newValue else {
                properties.removeAll { $0.key == key }
                return
            }
            if let i = properties.firstIndex(where: { $0.key == key }) {
                properties[i].value = newValue
            } else {
                properties.append(NibProperty(key, newValue))
            }
        }
    }
}
