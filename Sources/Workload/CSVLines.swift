/// The lines of a CSV file in place (a mapped file), as the trace readers split them: LF
/// ends a line, a CR before it is dropped, the last line may lack the LF. For the fast paths of
/// ``IngestedTrace``, which leave every error to the reference readers.
struct CSVLines {
    let buffer: UnsafeRawBufferPointer
    private var position = 0
    private var started = false

    init(_ buffer: UnsafeRawBufferPointer) {
        self.buffer = buffer
    }

    /// The next line's byte range without its LF or CR LF; the first call returns the header
    /// (empty for an empty file), later ones nil at the end of the file.
    /// - Complexity: O(line length).
    @inline(__always)
    mutating func next() -> Range<Int>? {
        guard position < buffer.count || !started else { return nil }
        started = true
        let start = position
        var end = start
        while end < buffer.count, buffer[end] != 0x0A { end += 1 }
        position = end < buffer.count ? end + 1 : end
        if end < buffer.count, end > start, buffer[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The bytes of `range`.
    func bytes(_ range: Range<Int>) -> Slice<UnsafeRawBufferPointer> {
        buffer[range]
    }

    /// Parses a non-empty unsigned decimal field starting at `field` and ending at a comma
    /// (`last` false: `field` moves past the comma) or at `end` (`last` true); nil when the
    /// field is empty, holds anything but digits, or exceeds `limit`.
    /// - Complexity: O(field length).
    @inline(__always)
    func decimal(_ field: inout Int, upTo end: Int, limit: UInt64, last: Bool) -> UInt64? {
        var value: UInt64 = 0, i = field
        while i < end {
            let digit = buffer[i] &- 0x30
            guard digit < 10 else { break }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
            guard !o1, !o2, sum <= limit else { return nil }
            value = sum
            i += 1
        }
        guard i > field else { return nil }
        if last {
            guard i == end else { return nil }
        } else {
            guard i < end, buffer[i] == UInt8(ascii: ",") else { return nil }
            i += 1
        }
        field = i
        return value
    }
}
