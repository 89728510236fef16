/// The type byte of a NIBArchive value (docs/formats.md).
public enum NibValueType: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    case int8 = 0
    case int16 = 1
    case int32 = 2
    case int64 = 3
    case `false` = 4
    case `true` = 5
    case float = 6
    case double = 7
    case data = 8
    case null = 9
    case objectReference = 10

    /// The number of payload bytes, or nil for `data` (a varint length precedes it).
    @inlinable
    public var fixedPayloadSize: Int? {
        switch self {
        case .int8: 1
        case .int16: 2
        case .int32, .float, .objectReference: 4
        case .int64, .double: 8
        case .false, .true, .null: 0
        case .data: nil
        }
    }

    /// A short lowercase name used in dumps and JSON (`int8`, `bool`, `object`, …).
    public var description: String {
        switch self {
        case .int8: "int8"
        case .int16: "int16"
        case .int32: "int32"
        case .int64: "int64"
        case .false, .true: "bool"
        case .float: "float"
        case .double: "double"
        case .data: "data"
        case .null: "nil"
        case .objectReference: "object"
        }
    }
}

/// One decoded NIBArchive value.
///
/// Data values are zero-copy slices of the archive's bytes; object references are indices
/// into the archive's object table (already checked to be in range by the reader).
public enum NibValue: Sendable, Hashable, CustomStringConvertible {
    case int8(Int8)
    case int16(Int16)
    case int32(Int32)
    case int64(Int64)
    case bool(Bool)
    case float(Float)
    case double(Double)
    case data(NibData)
    case null
    case object(Int)

    /// The type byte this value is written with.
    @inlinable
    public var type: NibValueType {
        switch self {
        case .int8: .int8
        case .int16: .int16
        case .int32: .int32
        case .int64: .int64
        case .bool(let flag): flag ? .true : .false
        case .float: .float
        case .double: .double
        case .data: .data
        case .null: .null
        case .object: .objectReference
        }
    }

    /// Any integer value widened to `Int64`, else nil.
    public var integerValue: Int64? {
        switch self {
        case .int8(let v): Int64(v)
        case .int16(let v): Int64(v)
        case .int32(let v): Int64(v)
        case .int64(let v): v
        default: nil
        }
    }

    /// Any integer or floating-point value as `Double`, else nil.
    public var doubleValue: Double? {
        switch self {
        case .float(let v): Double(v)
        case .double(let v): v
        default: integerValue.map(Double.init)
        }
    }

    /// The flag of a boolean value, else nil.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The bytes of a data value, else nil.
    public var dataValue: NibData? {
        if case .data(let data) = self { return data }
        return nil
    }

    /// The object index of a reference, else nil.
    public var objectIndex: Int? {
        if case .object(let index) = self { return index }
        return nil
    }

    /// Bitwise equality: floating-point payloads compare by bit pattern, so a NaN equals
    /// itself and `0.0` differs from `-0.0`, as the archive bytes do.
    public static func == (lhs: NibValue, rhs: NibValue) -> Bool {
        switch (lhs, rhs) {
        case (.int8(let a), .int8(let b)): a == b
        case (.int16(let a), .int16(let b)): a == b
        case (.int32(let a), .int32(let b)): a == b
        case (.int64(let a), .int64(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.float(let a), .float(let b)): a.bitPattern == b.bitPattern
        case (.double(let a), .double(let b)): a.bitPattern == b.bitPattern
        case (.data(let a), .data(let b)): a == b
        case (.null, .null): true
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type.rawValue)
        switch self {
        case .int8(let v): hasher.combine(v)
        case .int16(let v): hasher.combine(v)
        case .int32(let v): hasher.combine(v)
        case .int64(let v): hasher.combine(v)
        case .bool, .null: break
        case .float(let v): hasher.combine(v.bitPattern)
        case .double(let v): hasher.combine(v.bitPattern)
        case .data(let d): hasher.combine(d)
        case .object(let i): hasher.combine(i)
        }
    }

    public var description: String {
        switch self {
        case .int8(let v): "\(v)"
        case .int16(let v): "\(v)"
        case .int32(let v): "\(v)"
        case .int64(let v): "\(v)"
        case .bool(let v): "\(v)"
        case .float(let v): "\(v)"
        case .double(let v): "\(v)"
        case .data(let d): "<\(d.count) bytes>"
        case .null: "nil"
        case .object(let i): "@\(i)"
        }
    }
}
