import NibArchive
import NibModel

/// A decoded value as runtime objects see it: scalars, strings, numbers, collections and
/// object references, with geometry read on demand from data blobs.
public enum RuntimeValue {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case data(NibData)
    case object(NibRuntimeObject)
    case array([RuntimeValue])
    case dictionary([(key: RuntimeValue, value: RuntimeValue)])

    /// The object of an `.object` value.
    @inlinable public var object: NibRuntimeObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The string of a `.string` value.
    @inlinable public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// Integers, doubles and bools as `Double`.
    public var double: Double? {
        switch self {
        case .double(let d): d
        case .int(let i): Double(i)
        case .bool(let b): b ? 1 : 0
        default: nil
        }
    }

    /// Integers, integral doubles and bools as `Int`.
    public var int: Int? {
        switch self {
        case .int(let i): Int(exactly: i)
        case .double(let d): Int(exactly: d)
        case .bool(let b): b ? 1 : 0
        default: nil
        }
    }

    /// Bools and integers (non-zero is true).
    public var bool: Bool? {
        switch self {
        case .bool(let b): b
        case .int(let i): i != 0
        default: nil
        }
    }

    /// The elements of an array (a set decodes as an array too).
    public var array: [RuntimeValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The objects of an array, skipping anything that is not an object.
    public var objects: [NibRuntimeObject] {
        array?.compactMap(\.object) ?? []
    }

    /// The objects of an array that are of class `T`, in order, skipping anything else (one
    /// pass, without the intermediate array of ``objects``).
    func objects<T: NibRuntimeObject>(of type: T.Type) -> [T] {
        guard case .array(let elements) = self else { return [] }
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for case .object(let object as T) in elements { result.append(object) }
        return result
    }

    /// A rectangle from a geometry blob, or the one an ``NSValue`` boxes.
    public var rect: Rect? {
        switch self {
        case .data(let d): GeometryBlob.rect(d)
        case .object(let boxed as NSValue): boxed.rect
        default: nil
        }
    }

    /// A point from a geometry blob, or the one an ``NSValue`` boxes.
    public var point: Point? {
        switch self {
        case .data(let d): GeometryBlob.point(d)
        case .object(let boxed as NSValue): boxed.point
        default: nil
        }
    }

    /// A size from a geometry blob, or the one an ``NSValue`` boxes.
    public var size: Size? {
        switch self {
        case .data(let d): GeometryBlob.size(d)
        case .object(let boxed as NSValue): boxed.size
        default: nil
        }
    }

    /// A short name of the value's kind, for error messages.
    public var kindName: String {
        switch self {
        case .null: "nil"
        case .bool: "bool"
        case .int: "integer"
        case .double: "double"
        case .string: "string"
        case .data: "data"
        case .object(let o): type(of: o).nibClassName
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }
}
