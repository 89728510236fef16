extension UIKitCatalog {
    /// What a property's type is, as key-value coding sees it.
    package enum PropertyKind: Sendable, Equatable {
        /// `bool`/`BOOL`.
        case bool
        /// Any C integer type, `NSInteger` and every enum (the dump spells them `long long`).
        case integer
        /// `double`, `float`, `CGFloat`.
        case number
        /// `NSString *`.
        case string
        /// An object: `className` is the declared class (nil for `id` and `id<Protocol>`);
        /// `owned` is true for a `retain`/`copy` property, false for an `assign` one —
        /// delegates and data sources, which UIKit does not retain.
        case object(className: String?, owned: Bool)
        /// A block (`copy`, not settable from a nib).
        case block
        case rect, size, point, edgeInsets, directionalEdgeInsets, affineTransform
        /// Any other struct or union.
        case otherStruct
        /// `Class`.
        case classObject
        /// `SEL`.
        case selector
        /// Anything else (C pointers, SIMD vectors).
        case other

        /// The kind of the catalog's kind code (see scripts/uikit-catalog), nil for an
        /// unknown code.
        init?(code: Substring) {
            guard let first = code.first else { return nil }
            let rest = code.dropFirst()
            switch first {
            case "b": self = .bool
            case "i": self = .integer
            case "n": self = .number
            case "s": self = .string
            case "o", "w": self = .object(className: rest.isEmpty ? nil : String(rest), owned: first == "o")
            case "k": self = .block
            case "r": self = .rect
            case "z": self = .size
            case "p": self = .point
            case "e": self = .edgeInsets
            case "d": self = .directionalEdgeInsets
            case "t": self = .affineTransform
            case "x": self = .otherStruct
            case "c": self = .classObject
            case "l": self = .selector
            case "v": self = .other
            default: return nil
            }
        }
    }

    /// One declared property of a class.
    package struct Property: Sendable, Equatable {
        /// The property's name (its key).
        package var name: String
        package var kind: PropertyKind
        /// The setter's selector (`setName:` unless the header names another), nil when the
        /// property is readonly.
        package var setter: String?

        /// Whether key-value coding can set it.
        package var isSettable: Bool { setter != nil }

        package init(name: String, kind: PropertyKind, setter: String?) {
            self.name = name
            self.kind = kind
            self.setter = setter
        }
    }

    /// One class: its superclass, whether it decodes from an archive, and the properties it
    /// declares (those an ancestor declares the same way are left to the ancestor).
    package struct ClassEntry: Sendable {
        package var name: String
        /// Nil for a root class (`NSObject`).
        package var superclass: String?
        /// Whether the class or an ancestor implements `initWithCoder:`.
        package var decodesFromArchive: Bool
        package var properties: [String: Property]
    }
}
