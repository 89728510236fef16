import NibbenchSupport

/// A bounds-checked forward reader over raw bytes, for the indexing pass.
///
/// Every read checks against `end` and throws a ``NibArchiveError`` naming the offset.
@usableFromInline
struct ByteCursor {
    @usableFromInline let base: UnsafeRawPointer
    @usableFromInline let end: Int
    @usableFromInline var position: Int
    /// Names the section in truncation messages.
    @usableFromInline let section: StaticString

    @inlinable
    init(base: UnsafeRawPointer, end: Int, position: Int, section: StaticString) {
        self.base = base
        self.end = end
        self.position = position
        self.section = section
    }

    @inlinable
    func truncated(_ what: StaticString) -> NibArchiveError {
        NibArchiveError(.truncatedSection, "\(section) section ends inside \(what)", offset: position)
    }

    /// Reads a NIBArchive varint: 7 bits a byte, low group first, the byte with the high bit
    /// set is the last. At most 5 bytes and 32 bits.
    @inlinable @inline(__always)
    mutating func varint(_ what: StaticString) throws(NibArchiveError) -> UInt32 {
        guard position < end else { throw truncated(what) }
        let first = base.load(fromByteOffset: position, as: UInt8.self)
        if first & 0x80 != 0 {
            position &+= 1
            return UInt32(first & 0x7F)
        }
        return try varintSlow(what)
    }

    @usableFromInline
    mutating func varintSlow(_ what: StaticString) throws(NibArchiveError) -> UInt32 {
        let start = position
        var result: UInt32 = 0
        var shift: UInt32 = 0
        while true {
            guard position < end else { throw truncated(what) }
            let byte = base.load(fromByteOffset: position, as: UInt8.self)
            let group = UInt32(byte & 0x7F)
            if shift == 28 && group > 0x0F {
                throw NibArchiveError(.varintOverflow, "varint for \(what) does not fit in 32 bits", offset: start)
            }
            result |= group << shift
            position &+= 1
            if byte & 0x80 != 0 { return result }
            shift &+= 7
            if shift > 28 {
                throw NibArchiveError(.varintTooLong, "varint for \(what) is longer than 5 bytes", offset: start)
            }
        }
    }

    /// Skips `count` bytes, returning the offset where they start.
    @inlinable @inline(__always)
    mutating func skip(_ count: Int, _ what: StaticString) throws(NibArchiveError) -> Int {
        guard count <= end &- position else { throw truncated(what) }
        let start = position
        position &+= count
        return start
    }
}
