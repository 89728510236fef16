import NibArchive
import NibModel

/// A kind of archived value that a typed decoder (``PropertyTable/Builder/decode(_:as:body:)``)
/// reads: from a lent payload in place, and from a resolved value (an object reference to an
/// `NSNumber`, or a value set otherwise), with the same answer for the same value as
/// ``RuntimeValue``'s readers give.
public protocol ArchivedScalar {
    /// The value of a lent payload (never an object reference), or nil when it holds none.
    static func read(_ payload: ArchivedPayload) -> Self?
    /// The value of a resolved value, or nil when it holds none.
    static func read(_ value: RuntimeValue) -> Self?
}

extension Int: ArchivedScalar {
    /// As ``RuntimeValue/int``: integers, integral floating-point numbers, bools as 0 and 1.
    @inlinable
    public static func read(_ payload: ArchivedPayload) -> Int? {
        switch payload.type {
        case .int8, .int16, .int32, .int64: payload.integer.map { Int(truncatingIfNeeded: $0) }
        case .float, .double: payload.floatingPoint.flatMap { Int(exactly: $0) }
        case .true: 1
        case .false: 0
        default: nil
        }
    }

    @inlinable
    public static func read(_ value: RuntimeValue) -> Int? { value.int }
}

extension Bool: ArchivedScalar {
    /// As ``RuntimeValue/bool``: bools, and integers (non-zero is true).
    @inlinable
    public static func read(_ payload: ArchivedPayload) -> Bool? {
        switch payload.type {
        case .int8, .int16, .int32, .int64: payload.integer.map { $0 != 0 }
        case .true: true
        case .false: false
        default: nil
        }
    }

    @inlinable
    public static func read(_ value: RuntimeValue) -> Bool? { value.bool }
}

extension Double: ArchivedScalar {
    /// As ``RuntimeValue/double``: floating-point numbers, integers, bools as 0 and 1.
    @inlinable
    public static func read(_ payload: ArchivedPayload) -> Double? {
        switch payload.type {
        case .int8, .int16, .int32, .int64: payload.integer.map { Double($0) }
        case .float, .double: payload.floatingPoint
        case .true: 1
        case .false: 0
        default: nil
        }
    }

    @inlinable
    public static func read(_ value: RuntimeValue) -> Double? { value.double }
}

extension Rect: ArchivedScalar {
    /// As ``RuntimeValue/rect``: a 4-component geometry blob.
    public static func read(_ payload: ArchivedPayload) -> Rect? {
        payload.type == .data ? GeometryBlob.rect(payload.bytes) : nil
    }

    public static func read(_ value: RuntimeValue) -> Rect? { value.rect }
}

extension Point: ArchivedScalar {
    /// As ``RuntimeValue/point``: a 2-component geometry blob.
    public static func read(_ payload: ArchivedPayload) -> Point? {
        payload.type == .data ? GeometryBlob.point(payload.bytes) : nil
    }

    public static func read(_ value: RuntimeValue) -> Point? { value.point }
}

extension Size: ArchivedScalar {
    /// As ``RuntimeValue/size``: a 2-component geometry blob.
    public static func read(_ payload: ArchivedPayload) -> Size? {
        payload.type == .data ? GeometryBlob.size(payload.bytes) : nil
    }

    public static func read(_ value: RuntimeValue) -> Size? { value.size }
}
