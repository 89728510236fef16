/// Reads bits, most significant first, from bytes written by ``SampleBitWriter``: the reading
/// half of the samples store's packed columns (``ReplayCodec``).
struct SampleBitReader {
    /// The bytes being read.
    private let bytes: [UInt8]
    /// The next bit to read, counted from the first byte's most significant bit.
    private var position = 0

    /// A reader of `bytes` from their first bit.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every bit has been read but the last byte's padding, which is zero.
    var isAtEnd: Bool {
        guard (position + 7) / 8 == bytes.count else { return false }
        return position % 8 == 0 || bytes[bytes.count - 1] & (0xFF >> UInt8(position % 8)) == 0
    }

    /// Reads `count` bits (0 to 64) as the low bits of a number.
    ///
    /// - Throws: ``ReplayCodec/Damage`` when fewer than `count` bits are left.
    mutating func read(bits count: Int) throws(ReplayCodec.Damage) -> UInt64 {
        guard position + count <= bytes.count * 8 else { throw ReplayCodec.Damage("its packed samples end early") }
        var value: UInt64 = 0
        var remaining = count
        while remaining > 0 {
            let offset = position % 8
            let take = min(8 - offset, remaining)
            let byte = UInt64(bytes[position / 8])
            let chunk = (byte >> UInt64(8 - offset - take)) & ((1 << UInt64(take)) - 1)
            value = value << UInt64(take) | chunk
            position += take
            remaining -= take
        }
        return value
    }

    /// Reads one bit.
    mutating func readBit() throws(ReplayCodec.Damage) -> Bool {
        try read(bits: 1) == 1
    }

    /// Reads one bits up to a zero bit or until `limit` of them: how many ones there were.
    mutating func readOnes(upTo limit: Int) throws(ReplayCodec.Damage) -> Int {
        var count = 0
        while count < limit, try readBit() { count += 1 }
        return count
    }
}
