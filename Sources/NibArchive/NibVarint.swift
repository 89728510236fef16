/// The NIBArchive varint: 7 bits a byte, least-significant group first, and the byte with the
/// high bit **set** is the last (the opposite of LEB128). 0 → `80`, 127 → `FF`, 128 → `00 81`.
package enum NibVarint {
    /// The minimal encoding of `value` (1 to 5 bytes).
    package static func encode(_ value: UInt32) -> [UInt8] {
        var out: [UInt8] = []
        append(value, to: &out)
        return out
    }

    /// Appends the minimal encoding of `value` to `out`.
    ///
    /// - Complexity: O(1).
    @inlinable
    package static func append(_ value: UInt32, to out: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            out.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        out.append(UInt8(rest) | 0x80)
    }

    /// Decodes one varint at the start of `bytes`.
    ///
    /// - Returns: the value and the number of bytes it took.
    /// - Throws: `.truncatedSection`, `.varintTooLong` or `.varintOverflow`, with the offset
    ///   relative to the start of `bytes`.
    package static func decode(_ bytes: UnsafeRawBufferPointer) throws(NibArchiveError) -> (value: UInt32, length: Int) {
        guard let base = bytes.baseAddress else {
            throw NibArchiveError(.truncatedSection, "no bytes for a varint", offset: 0)
        }
        var cursor = ByteCursor(base: base, end: bytes.count, position: 0, section: "varint")
        let value = try cursor.varint("a varint")
        return (value, cursor.position)
    }
}
