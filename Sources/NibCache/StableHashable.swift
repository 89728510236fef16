/// A key with a hash that is the same in every process.
///
/// Swift's `Hashable` seeds its hash per process, so a frequency sketch built on it would make
/// simulations irreproducible. Policies that hash keys themselves (W-TinyLFU's count-min
/// sketch) use this instead. Integer keys hash like libCacheSim's 64-bit object ids — XXH64 of
/// the 8 little-endian bytes of the value as `UInt64` — so a trace with numeric ids sees
/// the same sketch as libCacheSim; strings hash their UTF-8 bytes.
public protocol StableHashable: Hashable, Sendable {
    /// A 64-bit hash of the key with `seed`, identical across processes and platforms.
    ///
    /// - Complexity: O(length of the key's byte representation).
    func stableHash(seed: UInt64) -> UInt64
}

extension StableHashable where Self: FixedWidthInteger {
    /// XXH64 of the value's 8 little-endian bytes as `UInt64` (sign-extended for negatives).
    ///
    /// - Complexity: O(1).
    @inlinable
    public func stableHash(seed: UInt64) -> UInt64 {
        XXH64.hash(UInt64(truncatingIfNeeded: self), seed: seed)
    }
}

extension UInt64: StableHashable {}
extension UInt32: StableHashable {}
extension UInt: StableHashable {}
extension Int64: StableHashable {}
extension Int32: StableHashable {}
extension Int: StableHashable {}

extension String: StableHashable {
    /// XXH64 of the string's UTF-8 bytes.
    ///
    /// - Complexity: O(n) in the UTF-8 length.
    @inlinable
    public func stableHash(seed: UInt64) -> UInt64 {
        var copy = self
        return copy.withUTF8 { XXH64.hash(UnsafeRawBufferPointer($0), seed: seed) }
    }
}
