/// One value's type and payload bytes, lent by a ``NibArchive`` without copying or retaining
/// anything: valid only while the archive's storage is alive (for the length of a call that
/// the archive's holder makes).
///
/// Typed decoders read scalars and geometry blobs from it directly, where a ``NibValue`` of
/// type `data` would retain the storage for its ``NibData`` and release it again.
public struct ArchivedPayload {
    /// The value's type.
    public let type: NibValueType
    /// The payload: the fixed-size scalar (little-endian), the data value's bytes, or empty.
    public let bytes: UnsafeRawBufferPointer

    @inlinable
    init(type: NibValueType, bytes: UnsafeRawBufferPointer) {
        self.type = type
        self.bytes = bytes
    }

    /// The integer of an `int8`…`int64` value, sign-extended.
    @inlinable
    public var integer: Int64? {
        switch type {
        case .int8: Int64(Int8(bitPattern: bytes.load(as: UInt8.self)))
        case .int16: Int64(Int16(littleEndian: bytes.loadUnaligned(as: Int16.self)))
        case .int32: Int64(Int32(littleEndian: bytes.loadUnaligned(as: Int32.self)))
        case .int64: Int64(littleEndian: bytes.loadUnaligned(as: Int64.self))
        default: nil
        }
    }

    /// The number of a `float` or `double` value, widened to `Double`.
    @inlinable
    public var floatingPoint: Double? {
        switch type {
        case .float: Double(Float(bitPattern: UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self))))
        case .double: Double(bitPattern: UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self)))
        default: nil
        }
    }
}

extension NibArchive {
    /// Value `index`'s type and payload, lent (see ``ArchivedPayload``).
    @inlinable
    public func payload(_ index: Int) -> ArchivedPayload {
        let entry = valueTable[index]
        return ArchivedPayload(
            type: entry.type, bytes: UnsafeRawBufferPointer(start: storage.bytes.baseAddress! + Int(entry.payload), count: Int(entry.length)))
    }
}
