/// How much a cache may hold: a number of objects or a number of bytes.
///
/// Every policy accounts in *units*: with ``objects(_:)`` each resident object costs one unit,
/// with ``bytes(_:)`` it costs its size. Byte-bounded caches follow one rule (docs/commands.md, simulate):
/// on a miss the policy evicts until the new object fits, and an object whose size exceeds the
/// whole capacity is a miss that is not admitted. A count-bounded cache is the byte-bounded
/// cache in which every object has size 1 — the same convention libCacheSim uses.
public enum CacheCapacity: Hashable, Sendable, CustomStringConvertible {
    /// At most this many resident objects.
    case objects(Int)
    /// At most this many bytes of resident objects.
    case bytes(Int)

    /// The bound, in units (objects or bytes).
    ///
    /// - Complexity: O(1).
    @inlinable
    public var limit: Int {
        switch self {
        case .objects(let count): return count
        case .bytes(let bytes): return bytes
        }
    }

    /// Whether the bound counts bytes rather than objects.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var isByteBounded: Bool {
        if case .bytes = self { return true }
        return false
    }

    /// The units an object of `size` bytes occupies under this capacity: 1 for a count bound,
    /// `size` for a byte bound.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func charge(forSize size: Int) -> Int {
        switch self {
        case .objects: return 1
        case .bytes: return size
        }
    }

    /// The text form, `objects:N` or `bytes:N`, which ``init(parsing:)`` reads back (as results
    /// record a capacity).
    ///
    /// - Complexity: O(1).
    public var description: String {
        switch self {
        case .objects(let count): return "objects:\(count)"
        case .bytes(let bytes): return "bytes:\(bytes)"
        }
    }
}
