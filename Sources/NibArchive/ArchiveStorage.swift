import Foundation
import NibbenchSupport

/// The immutable bytes an archive is read from, and whatever keeps them alive.
///
/// A storage wraps a `[UInt8]`, an `ArraySlice<UInt8>`, a `Data` (or a slice of one) or a
/// ``MappedRegion`` **without copying**: it retains the container and reads through a pointer
/// to its contiguous bytes. The container is never mutated afterwards, so the pointer stays
/// valid for the storage's lifetime. Archives, values and ``NibData`` slices share one storage.
public final class ArchiveStorage: @unchecked Sendable {
    /// The bytes, valid as long as this storage is alive.
    public let bytes: UnsafeRawBufferPointer

    // Exactly one of these keeps `bytes` alive.
    private let array: ArraySlice<UInt8>?
    private let data: Data?
    private let region: MappedRegion?
    private let allocation: UnsafeMutableRawBufferPointer?

    /// Wraps an array without copying it.
    public convenience init(_ array: [UInt8]) {
        self.init(array[...])
    }

    /// Wraps an array slice without copying it.
    public init(_ slice: ArraySlice<UInt8>) {
        array = slice
        data = nil
        region = nil
        isMapped = false
        allocation = nil
        bytes = slice.withUnsafeBytes { $0 }
    }

    /// Wraps `Data` (or a slice of it) without copying it.
    public init(_ data: Data) {
        // Data stores more than 14 bytes out of line, so its buffer does not move; a tiny
        // Data is copied into an allocation of ours so the pointer never refers to the struct.
        if data.count > 14 {
            self.data = data
            allocation = nil
            bytes = data.withUnsafeBytes { $0 }
        } else {
            let owned = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
            data.withUnsafeBytes { source in
                if let base = source.baseAddress, let target = owned.baseAddress {
                    target.copyMemory(from: base, byteCount: source.count)
                }
            }
            self.data = nil
            allocation = owned
            bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(owned)[0..<data.count])
        }
        array = nil
        region = nil
        isMapped = false
    }

    /// Takes ownership of a memory mapping.
    public init(_ region: consuming MappedRegion) {
        bytes = region.bytes
        isMapped = true
        self.region = Optional(region)
        array = nil
        data = nil
        allocation = nil
    }

    /// Copies `bytes` into a fresh allocation owned by the storage.
    public init(copying source: UnsafeRawBufferPointer) {
        let owned = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 16)
        if let base = source.baseAddress, let target = owned.baseAddress {
            target.copyMemory(from: base, byteCount: source.count)
        }
        allocation = owned
        bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(owned)[0..<source.count])
        array = nil
        data = nil
        region = nil
        isMapped = false
    }

    /// Whether the bytes come from a memory mapping.
    public let isMapped: Bool

    deinit {
        allocation?.deallocate()
    }
}
