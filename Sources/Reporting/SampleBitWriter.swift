/// Appends bits, most significant first, to a byte array: the writing half of the samples
/// store's packed columns (``ReplayCodec``).
struct SampleBitWriter {
    /// The bytes written so far; the last one is padded with zero bits until it fills.
    private(set) var bytes: [UInt8] = []
    /// Bits of the last byte already used (0 when a new byte is needed).
    private var used = 0

    /// Appends the low `count` bits of `value` (`count` from 0 to 64).
    mutating func write(_ value: UInt64, bits count: Int) {
        var remaining = count
        while remaining > 0 {
            if used == 0 { bytes.append(0) }
            let take = min(8 - used, remaining)
            let chunk = UInt8(truncatingIfNeeded: (value >> UInt64(remaining - take)) & ((1 << UInt64(take)) - 1))
            bytes[bytes.count - 1] |= chunk << UInt8(8 - used - take)
            used = (used + take) % 8
            remaining -= take
        }
    }

    /// Appends one bit.
    mutating func write(_ bit: Bool) {
        write(bit ? 1 : 0, bits: 1)
    }

    /// Appends `count` one bits and, when `stop` is true, a zero bit (a unary number).
    mutating func writeOnes(_ count: Int, stop: Bool) {
        var remaining = count
        while remaining > 0 {
            let take = min(remaining, 64)
            write(UInt64.max, bits: take)
            remaining -= take
        }
        if stop { write(false) }
    }
}
