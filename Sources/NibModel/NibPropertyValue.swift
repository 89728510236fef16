import NibArchive

/// The value of one property of a document object, at the level UIKit encodes it.
///
/// Scalars (integers, bools, floats, geometry blobs, nil) are stored inline in the archive;
/// strings, numbers and collections become `NSString`, `NSNumber` and `NSArray`/`NSSet`/
/// `NSDictionary` objects; `.object` refers to another object of the same document.
public enum NibPropertyValue: Sendable, Hashable {
    /// A value written as is (never `.object`: refer to objects with ``object(_:)``).
    case scalar(NibValue)
    /// An `NSString` (`NS.bytes`).
    case string(String)
    /// An `NSNumber` with `NS.intval`.
    case integer(Int64)
    /// An `NSNumber` with `NS.dblval`.
    case double(Double)
    /// Another object of the document.
    case object(NibObjectID)
    /// An `NSArray` (or `NSMutableArray`).
    case array([NibPropertyValue], mutable: Bool)
    /// An `NSSet` (or `NSMutableSet`), in archive order.
    case set([NibPropertyValue], mutable: Bool)
    /// An `NSDictionary` (or `NSMutableDictionary`), in archive order.
    case dictionary([NibDictionaryEntry], mutable: Bool)

    /// An inline integer, written in the narrowest width that holds it.
    public static func int(_ value: Int) -> NibPropertyValue { .scalar(.narrowest(Int64(value))) }
    /// An inline bool.
    public static func bool(_ value: Bool) -> NibPropertyValue { .scalar(.bool(value)) }
    /// An inline 64-bit float.
    public static func float(_ value: Double) -> NibPropertyValue { .scalar(.double(value)) }
    /// A point blob.
    public static func point(_ p: Point) -> NibPropertyValue { .scalar(.data(GeometryBlob.encode(p.x, p.y))) }
    /// A size blob.
    public static func size(_ s: Size) -> NibPropertyValue { .scalar(.data(GeometryBlob.encode(s.width, s.height))) }
    /// A rectangle blob.
    public static func rect(_ r: Rect) -> NibPropertyValue {
        .scalar(.data(GeometryBlob.encode(r.origin.x, r.origin.y, r.size.width, r.size.height)))
    }
    /// An edge-insets blob.
    public static func insets(_ i: EdgeInsets) -> NibPropertyValue { .scalar(.data(GeometryBlob.encode(i.top, i.left, i.bottom, i.right))) }
    /// An affine-transform blob.
    public static func transform(_ t: AffineTransform) -> NibPropertyValue { .scalar(.data(GeometryBlob.encode(t.a, t.b, t.c, t.d, t.tx, t.ty))) }

    /// The referenced object of an `.object` value.
    public var objectID: NibObjectID? {
        if case .object(let id) = self { return id }
        return nil
    }

    /// The string of a `.string` value.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// Inline integers and `NSNumber` integers.
    public var integerValue: Int64? {
        switch self {
        case .integer(let i): i
        case .scalar(let v): v.integerValue
        default: nil
        }
    }

    /// Inline floats and `NSNumber` values as `Double`.
    public var doubleValue: Double? {
        switch self {
        case .double(let d): d
        case .integer(let i): Double(i)
        case .scalar(let v): v.doubleValue ?? v.integerValue.map(Double.init)
        default: nil
        }
    }

    /// The elements of an array or set.
    public var elements: [NibPropertyValue]? {
        switch self {
        case .array(let e, _), .set(let e, _): e
        default: nil
        }
    }

    /// The data of an inline data value (geometry blobs, nested archives).
    public var dataValue: NibData? {
        if case .scalar(let v) = self { return v.dataValue }
        return nil
    }

    /// Every object id this value refers to, directly or inside collections.
    public var referencedObjects: [NibObjectID] {
        switch self {
        case .object(let id): [id]
        case .array(let e, _), .set(let e, _): e.flatMap(\.referencedObjects)
        case .dictionary(let entries, _): entries.flatMap { $0.key.referencedObjects + $0.value.referencedObjects }
        default: []
        }
    }
}

/// One key–value entry of an ``NibPropertyValue/dictionary(_:mutable:)``.
public struct NibDictionaryEntry: Sendable, Hashable {
    public var key: NibPropertyValue
    public var value: NibPropertyValue

    /// Creates an entry.
    public init(key: NibPropertyValue, value: NibPropertyValue) {
        self.key = key
        self.value = value
    }
}

extension NibValue {
    /// `value` in the narrowest integer type that holds it, as UIKit's coder writes integers.
    public static func narrowest(_ value: Int64) -> NibValue {
        if let v = Int8(exactly: value) { return .int8(v) }
        if let v = Int16(exactly: value) { return .int16(v) }
        if let v = Int32(exactly: value) { return .int32(v) }
        return .int64(value)
    }
}
