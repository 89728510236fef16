import Foundation
import NibbenchSupport

/// A zero-copy reader of one NIBArchive file.
///
/// Creating a `NibArchive` indexes all four sections in one pass and checks every count,
/// offset, index, varint, type byte and string against the file (docs/formats.md); afterwards
/// every accessor is a table lookup that cannot fail. The payload is never copied: data values
/// are ``NibData`` slices of the shared ``ArchiveStorage``, which may wrap a `[UInt8]`, a
/// `Data` or a ``MappedRegion``. The index costs 16 bytes per value and 12 per object, and a
/// hostile header cannot make it allocate more than that per byte of input.
///
/// ```swift
/// let archive = try NibArchive(contentsOf: "View.nib")
/// let root = 0
/// if let topLevel = archive.value(forKey: "UINibTopLevelObjectsKey", inObject: root) { … }
/// ```
public struct NibArchive: Sendable {
    /// The parsed header.
    public let header: NibArchiveHeader
    /// The bytes the archive was read from.
    public let storage: ArchiveStorage

    @usableFromInline let objectTable: [ObjectEntry]
    @usableFromInline let keyTable: [KeyEntry]
    @usableFromInline let valueTable: [ValueEntry]
    @usableFromInline let classTable: [ClassEntry]

    /// Indexes and validates the archive in `storage`.
    ///
    /// - Throws: ``NibArchiveError`` naming the byte offset of the first problem.
    /// - Complexity: O(*n*) in the file size, one pass.
    public init(storage: ArchiveStorage) throws(NibArchiveError) {
        let index = try ArchiveIndex(storage.bytes)
        self.storage = storage
        header = index.header
        objectTable = index.objects
        keyTable = index.keys
        valueTable = index.values
        classTable = index.classes
    }

    /// The bytes after the class table: empty, or Xcode 15.1's ``NibArchiveTrailer/lne``.
    ///
    /// Found where the reader accepted it, rather than stored: the class table is the last
    /// section and ends 4 bytes before the file does (no other section can be those 4 bytes,
    /// none of which ends a varint), so an archive keeps the size it had before the trailer.
    public var trailer: [UInt8] {
        guard let last = classTable.last else { return [] }
        let end = Int(last.nameOffset) + Int(last.nameLength) + 1
        return end == byteCount - NibArchiveTrailer.lne.count && NibArchiveTrailer.isTrailer(storage.bytes, at: end) ? NibArchiveTrailer.lne : []
    }

    /// Reads an archive from an array without copying it.
    public init(bytes: [UInt8]) throws(NibArchiveError) {
        try self.init(storage: ArchiveStorage(bytes))
    }

    /// Reads an archive from `Data` (or a slice of it) without copying it.
    public init(data: Data) throws(NibArchiveError) {
        try self.init(storage: ArchiveStorage(data))
    }

    /// Reads the archive in the file at `path`.
    ///
    /// - Parameters:
    ///   - path: the `.nib` file, or a directory nib (`Foo.nib/`, see ``DirectoryNib``).
    ///   - mapped: map the file (`mmap`) instead of reading it into memory.
    /// - Throws: ``NibArchiveError`` with `file` set to `path`.
    public init(contentsOf path: String, mapped: Bool = false) throws(NibArchiveError) {
        do throws(NibArchiveError) {
            let file = try DirectoryNib.resolve(path)
            let storage: ArchiveStorage
            do throws(FileError) {
                storage = mapped ? ArchiveStorage(try MappedRegion(path: file)) : ArchiveStorage(try FileBytes.read(file))
            } catch {
                throw NibArchiveError(error)
            }
            try self.init(storage: storage)
        } catch {
            throw error.file == nil ? error.inFile(path) : error
        }
    }

    // MARK: Sizes

    /// The size of the archive in bytes.
    @inlinable public var byteCount: Int { storage.bytes.count }
    /// The number of objects; object 0 is the root.
    @inlinable public var objectCount: Int { objectTable.count }
    /// The number of keys.
    @inlinable public var keyCount: Int { keyTable.count }
    /// The number of values.
    @inlinable public var valueCount: Int { valueTable.count }
    /// The number of class names.
    @inlinable public var classCount: Int { classTable.count }

    // MARK: Objects

    /// The class index of object `object`.
    @inlinable
    public func classIndex(ofObject object: Int) -> Int {
        Int(objectTable[object].classIndex)
    }

    /// The class name of object `object`.
    public func className(ofObject object: Int) -> String {
        className(classIndex(ofObject: object))
    }

    /// The indices of object `object`'s values in the value table.
    @inlinable
    public func valueRange(ofObject object: Int) -> Range<Int> {
        let entry = objectTable[object]
        return Int(entry.firstValue)..<(Int(entry.firstValue) + Int(entry.valueCount))
    }

    /// The first value of `object` whose key has index `keyIndex`, if any.
    ///
    /// - Complexity: O(*v*) in the object's value count (a handful for UIKit objects).
    @inlinable
    public func value(forKey keyIndex: Int, inObject object: Int) -> NibValue? {
        for i in valueRange(ofObject: object) where Int(valueTable[i].key) == keyIndex {
            return value(i)
        }
        return nil
    }

    /// The first value of `object` under the key named `key`, if any.
    ///
    /// Resolve the key once with ``keyIndex(named:)`` when looking it up in many objects.
    public func value(forKey key: String, inObject object: Int) -> NibValue? {
        keyIndex(named: key).flatMap { value(forKey: $0, inObject: object) }
    }

    // MARK: Keys

    /// The key with index `index`.
    public func key(_ index: Int) -> String {
        let entry = keyTable[index]
        let bytes = UnsafeRawBufferPointer(rebasing: storage.bytes[Int(entry.offset)..<Int(entry.offset + entry.length)])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 bytes of key `index`, without copying.
    @inlinable
    public func keyBytes(_ index: Int) -> NibData {
        let entry = keyTable[index]
        return NibData(storage: storage, offset: Int(entry.offset), count: Int(entry.length))
    }

    /// The index of the key spelled `name`, if the archive has one.
    ///
    /// - Complexity: O(*k*) byte comparisons over the key table.
    public func keyIndex(named name: String) -> Int? {
        var name = name
        return name.withUTF8 { wanted -> Int? in
            for (i, entry) in keyTable.enumerated() where Int(entry.length) == wanted.count {
                let candidate = UnsafeRawBufferPointer(rebasing: storage.bytes[Int(entry.offset)..<(Int(entry.offset) + wanted.count)])
                if candidate.elementsEqual(UnsafeRawBufferPointer(wanted)) { return i }
            }
            return nil
        }
    }

    // MARK: Values

    /// The key index of value `index`.
    @inlinable
    public func keyIndex(ofValue index: Int) -> Int {
        Int(valueTable[index].key)
    }

    /// The type byte of value `index`.
    @inlinable
    public func valueType(_ index: Int) -> NibValueType {
        valueTable[index].type
    }

    /// Value `index`, decoded.
    @inlinable
    public func value(_ index: Int) -> NibValue {
        let entry = valueTable[index]
        let base = storage.bytes.baseAddress!
        let at = Int(entry.payload)
        switch entry.type {
        case .int8: return .int8(Int8(bitPattern: base.load(fromByteOffset: at, as: UInt8.self)))
        case .int16: return .int16(Int16(littleEndian: base.loadUnaligned(fromByteOffset: at, as: Int16.self)))
        case .int32: return .int32(Int32(littleEndian: base.loadUnaligned(fromByteOffset: at, as: Int32.self)))
        case .int64: return .int64(Int64(littleEndian: base.loadUnaligned(fromByteOffset: at, as: Int64.self)))
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .float: return .float(Float(bitPattern: UInt32(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt32.self))))
        case .double: return .double(Double(bitPattern: UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt64.self))))
        case .data: return .data(NibData(storage: storage, offset: at, count: Int(entry.length)))
        case .null: return .null
        case .objectReference: return .object(Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt32.self))))
        }
    }

    // MARK: Classes

    /// The name of class `index` (without its NUL).
    public func className(_ index: Int) -> String {
        let entry = classTable[index]
        let bytes = UnsafeRawBufferPointer(rebasing: storage.bytes[Int(entry.nameOffset)..<Int(entry.nameOffset + entry.nameLength)])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The fallback class indices of class `index` (e.g. `UIColor` → `NSColor`).
    public func fallbacks(ofClass index: Int) -> [Int] {
        let entry = classTable[index]
        let base = storage.bytes.baseAddress!
        return (0..<Int(entry.fallbackCount)).map { i in
            Int(Int32(littleEndian: base.loadUnaligned(fromByteOffset: Int(entry.fallbackOffset) + 4 * i, as: Int32.self)))
        }
    }
}
