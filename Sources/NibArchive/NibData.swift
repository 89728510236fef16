/// A byte string inside an archive: a zero-copy slice of its ``ArchiveStorage``.
///
/// Equality and hashing compare the bytes, not where they live.
public struct NibData: RandomAccessCollection, Sendable, Hashable, CustomStringConvertible {
    public typealias Index = Int
    public typealias Element = UInt8

    @usableFromInline let storage: ArchiveStorage
    @usableFromInline let offset: Int
    /// The number of bytes.
    public let count: Int

    @inlinable
    init(storage: ArchiveStorage, offset: Int, count: Int) {
        self.storage = storage
        self.offset = offset
        self.count = count
    }

    /// Bytes owned by a fresh storage (copied once).
    public init(_ bytes: [UInt8]) {
        self.init(storage: ArchiveStorage(bytes), offset: 0, count: bytes.count)
    }

    /// UTF-8 bytes of a string.
    public init(utf8 string: String) {
        self.init(Array(string.utf8))
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable
    public subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < count, "NibData index out of range")
        return storage.bytes[offset &+ position]
    }

    /// Calls `body` with the bytes, without copying them.
    @inlinable
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(rebasing: storage.bytes[offset..<(offset + count)]))
    }

    /// The bytes decoded as UTF-8, or nil when they are not valid UTF-8.
    public var utf8String: String? {
        withUnsafeBytes { String(validating: $0, as: UTF8.self) }
    }

    /// The bytes as an array (a copy).
    public var array: [UInt8] { withUnsafeBytes { Array($0) } }

    public static func == (lhs: NibData, rhs: NibData) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { a in rhs.withUnsafeBytes { b in a.elementsEqual(b) } }
    }

    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    public var description: String { "\(count) bytes" }
}
