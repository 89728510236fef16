/// The 50-byte NIBArchive header: magic, versions, and a (count, offset) pair per section.
public struct NibArchiveHeader: Sendable, Hashable {
    /// The ten magic bytes every archive starts with.
    public static let magic: [UInt8] = Array("NIBArchive".utf8)
    /// The header's size in bytes.
    public static let size = 50
    /// The only format version Apple accepts.
    public static let supportedFormatVersion: UInt32 = 1

    /// The format version (always 1 in a valid archive).
    public var formatVersion: UInt32
    /// The coder version: 9 in older Xcode, 10 in recent.
    public var coderVersion: UInt32
    public var objectCount: UInt32
    public var objectsOffset: UInt32
    public var keyCount: UInt32
    public var keysOffset: UInt32
    public var valueCount: UInt32
    public var valuesOffset: UInt32
    public var classCount: UInt32
    public var classesOffset: UInt32

    /// Creates a header from its fields.
    public init(
        formatVersion: UInt32 = 1, coderVersion: UInt32 = 10,
        objectCount: UInt32 = 0, objectsOffset: UInt32 = 50,
        keyCount: UInt32 = 0, keysOffset: UInt32 = 50,
        valueCount: UInt32 = 0, valuesOffset: UInt32 = 50,
        classCount: UInt32 = 0, classesOffset: UInt32 = 50
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.objectCount = objectCount
        self.objectsOffset = objectsOffset
        self.keyCount = keyCount
        self.keysOffset = keysOffset
        self.valueCount = valueCount
        self.valuesOffset = valuesOffset
        self.classCount = classCount
        self.classesOffset = classesOffset
    }

    /// Reads and checks the header at the start of `bytes`.
    ///
    /// - Throws: `.truncatedHeader`, `.badMagic` or `.unsupportedVersion`.
    public init(reading bytes: UnsafeRawBufferPointer) throws(NibArchiveError) {
        guard bytes.count >= Self.size, let base = bytes.baseAddress else {
            throw NibArchiveError(.truncatedHeader, "file is \(bytes.count) bytes, shorter than the \(Self.size)-byte header", offset: bytes.count)
        }
        for (i, expected) in Self.magic.enumerated() where bytes[i] != expected {
            throw NibArchiveError(.badMagic, "file does not start with \"NIBArchive\"", offset: i)
        }
        func u32(_ offset: Int) -> UInt32 {
            UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        }
        formatVersion = u32(10)
        guard formatVersion == Self.supportedFormatVersion else {
            throw NibArchiveError(.unsupportedVersion, "format version \(formatVersion) is not supported (only 1 is)", offset: 10)
        }
        coderVersion = u32(14)
        objectCount = u32(18)
        objectsOffset = u32(22)
        keyCount = u32(26)
        keysOffset = u32(30)
        valueCount = u32(34)
        valuesOffset = u32(38)
        classCount = u32(42)
        classesOffset = u32(46)
    }
}
