/// An adaptive Golomb–Rice code for unsigned numbers (as in LOCO-I and FLAC): each number `v`
/// is written as `v >> k` in unary then the low `k` bits, `k` chosen from the mean of the
/// numbers coded so far with this state, so a stream of similar numbers costs about
/// log₂ of their size plus two bits each. A number whose unary part would reach
/// ``escapeLength`` is written as that many ones, six bits of its bit length less one, and its
/// bits: any `UInt64` round-trips.
///
/// The writer and the reader of a stream keep one state each and update it identically.
struct AdaptiveRice {
    /// Unary length at which a number is written whole instead.
    static let escapeLength = 24
    /// Halve the running sum and count once this many numbers have been seen, so the
    /// parameter follows the recent numbers.
    static let window: UInt64 = 64

    /// Running sum of the numbers seen (saturating).
    private var sum: UInt64 = 16
    /// Numbers seen since the last halving, plus one.
    private var count: UInt64 = 1

    /// The Rice parameter for the next number: the smallest `k` with `sum >> k <= count`.
    private var parameter: Int {
        var k = 0
        while k < 62, sum >> UInt64(k) > count { k += 1 }
        return k
    }

    /// Writes `value` to `writer`.
    mutating func write(_ value: UInt64, to writer: inout SampleBitWriter) {
        let k = parameter
        let quotient = value >> UInt64(k)
        if quotient < UInt64(Self.escapeLength) {
            writer.writeOnes(Int(quotient), stop: true)
            writer.write(value, bits: k)
        } else {
            let length = UInt64.bitWidth - value.leadingZeroBitCount // ≥ 1: the value is not 0
            writer.writeOnes(Self.escapeLength, stop: false)
            writer.write(UInt64(length - 1), bits: 6)
            writer.write(value, bits: length)
        }
        update(value)
    }

    /// Reads a number from `reader`.
    ///
    /// - Throws: ``ReplayCodec/Damage`` when the bits end early.
    mutating func read(from reader: inout SampleBitReader) throws(ReplayCodec.Damage) -> UInt64 {
        let k = parameter
        let quotient = try reader.readOnes(upTo: Self.escapeLength)
        let value: UInt64
        if quotient < Self.escapeLength {
            value = UInt64(quotient) << UInt64(k) | (try reader.read(bits: k))
        } else {
            let length = Int(try reader.read(bits: 6)) + 1
            value = try reader.read(bits: length)
        }
        update(value)
        return value
    }

    private mutating func update(_ value: UInt64) {
        let (added, overflow) = sum.addingReportingOverflow(value)
        sum = overflow ? .max : added
        count += 1
        if count >= Self.window {
            sum >>= 1
            count >>= 1
        }
    }
}
