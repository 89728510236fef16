#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's raw memory primitives (`memchr`, `memcmp`, `memcpy`), vectorised by the C
/// library, for the loops that scan or copy bytes by the megabyte: a trace's lines, the decode
/// benchmark's memcpy anchor. Inlinable, so that each call is the C call itself.
package enum RawMemory {
    /// The offset of the first `byte` in the `count` bytes at `start`, or nil.
    @inlinable
    package static func firstIndex(of byte: UInt8, in start: UnsafeRawPointer, count: Int) -> Int? {
        guard count > 0, let found = memchr(start, Int32(byte), count) else { return nil }
        return start.distance(to: UnsafeRawPointer(found))
    }

    /// Whether the `count` bytes at `a` and at `b` are equal.
    @inlinable
    package static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// Copies `count` bytes from `source` to `destination` (the regions must not overlap).
    @inlinable
    package static func copy(_ count: Int, from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer) {
        memcpy(destination, source, count)
    }
}
