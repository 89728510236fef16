/// An owned, editable NIBArchive: the four tables as plain values.
///
/// A document is the faithful content of an archive — object value slices, key order and
/// class order included — so ``encoded()`` of a document read from an Apple-compiled nib
/// reproduces that nib byte for byte. Build new archives with ``NibArchiveBuilder``.
public struct NibArchiveDocument: Sendable, Hashable {
    /// One object: a class and a contiguous slice of the value table.
    public struct Object: Sendable, Hashable {
        public var classIndex: Int
        public var values: Range<Int>
        public init(classIndex: Int, values: Range<Int>) {
            self.classIndex = classIndex
            self.values = values
        }
    }

    /// One value: a key index and a typed payload.
    public struct Value: Sendable, Hashable {
        public var keyIndex: Int
        public var value: NibValue
        public init(keyIndex: Int, value: NibValue) {
            self.keyIndex = keyIndex
            self.value = value
        }
    }

    /// One class name with its fallback class indices.
    public struct ClassName: Sendable, Hashable {
        public var name: String
        public var fallbacks: [Int]
        public init(name: String, fallbacks: [Int] = []) {
            self.name = name
            self.fallbacks = fallbacks
        }
    }

    /// The coder version written in the header (10 in recent Xcode).
    public var coderVersion: UInt32
    public var objects: [Object]
    public var keys: [String]
    public var values: [Value]
    public var classes: [ClassName]
    /// The bytes written after the class table: empty, or ``NibArchiveTrailer/lne`` (Xcode 15.1
    /// and later, in a coder-10 archive whose root carries `IBUINibLNEVersionKey`).
    public var trailer: [UInt8]

    /// Creates a document from its tables.
    public init(
        coderVersion: UInt32 = 10, objects: [Object] = [], keys: [String] = [], values: [Value] = [], classes: [ClassName] = [],
        trailer: [UInt8] = []
    ) {
        (self.coderVersion, self.objects, self.keys, self.values, self.classes) = (coderVersion, objects, keys, values, classes)
        self.trailer = trailer
    }

    /// Copies the tables out of a decoded archive (data values keep sharing its storage).
    public init(_ archive: NibArchive) {
        coderVersion = archive.header.coderVersion
        objects = (0..<archive.objectCount).map {
            Object(classIndex: archive.classIndex(ofObject: $0), values: archive.valueRange(ofObject: $0))
        }
        keys = (0..<archive.keyCount).map(archive.key)
        values = (0..<archive.valueCount).map { Value(keyIndex: archive.keyIndex(ofValue: $0), value: archive.value($0)) }
        classes = (0..<archive.classCount).map { ClassName(name: archive.className($0), fallbacks: archive.fallbacks(ofClass: $0)) }
        trailer = archive.trailer
    }

    /// The canonical encoding: header, then objects, keys, values and class names contiguous
    /// from offset 50, minimal varints, then the ``trailer``.
    ///
    /// - Throws: `.unrepresentable` when an index is out of range, the trailer is not one a
    ///   reader accepts, or the file would exceed 4 GiB.
    public func encoded() throws(NibArchiveError) -> [UInt8] {
        try NibArchiveWriter(self).bytes()
    }
}
