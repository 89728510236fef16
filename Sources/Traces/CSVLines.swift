import NibbenchSupport

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
        var end = buffer.count
        if start < end, let base = buffer.baseAddress, let newline = RawMemory.firstIndex(of: 0x0A, in: base + start, count: end - start) {
            end = start + newline
        }
        position = end < buffer.count ? end + 1 : end
        if end < buffer.count, end > start, buffer[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The bytes of `range`.
    func bytes(_ range: Range<Int>) -> Slice<UnsafeRawBufferPointer> {
        buffer[range]
    }

    /// Whether the bytes of `range` are `expected`'s.
    /// - Complexity: O(`expected`'s length).
    @inline(__always)
    func matches(_ range: Range<Int>, _ expected: StaticString) -> Bool {
        guard range.count == expected.utf8CodeUnitCount else { return false }
        guard let base = buffer.baseAddress, !range.isEmpty else { return true }
        return RawMemory.equal(base + range.lowerBound, expected.utf8Start, count: range.count)
    }

    /// Whether the bytes of `range` are `expected`.
    /// - Complexity: O(`expected.count`).
    @inline(__always)
    func matches(_ range: Range<Int>, _ expected: [UInt8]) -> Bool {
        guard range.count == expected.count else { return false }
        guard let base = buffer.baseAddress, !range.isEmpty else { return true }
        return expected.withUnsafeBytes { RawMemory.equal(base + range.lowerBound, $0.baseAddress!, count: range.count) }
    }

    /// Parses a non-empty unsigned decimal field starting at `field` and ending at a comma
    /// (`last` false: `field` moves past the comma) or at `end` (`last` true); nil when the
    /// field is empty, holds anything but digits, or exceeds `limit`.
    /// - Complexity: O(field length).
    @inline(__always)
    func decimal(_ field: inout Int, upTo end: Int, limit: UInt64, last: Bool) -> UInt64? {
        var i = field
        while i < end, buffer[i] &- 0x30 < 10 { i += 1 }
        var value: UInt64 = 0
        if i - field <= 19 { // below 10^19: cannot overflow
            for k in field..<i { value = value &* 10 &+ UInt64(buffer[k] &- 0x30) }
            guard value <= limit else { return nil }
        } else {
            for k in field..<i {
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(UInt64(buffer[k] &- 0x30))
                guard !o1, !o2, sum <= limit else { return nil }
                value = sum
            }
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
