import NibArchive

/// Assembles an archive from raw section bytes and counts, for error tests: sections laid
/// out in order from offset 50, header fields overridable.
struct RawArchive {
    var objects: [UInt8] = [0x80, 0x80, 0x80]
    var objectCount: UInt32 = 1
    var keys: [UInt8] = []
    var keyCount: UInt32 = 0
    var values: [UInt8] = []
    var valueCount: UInt32 = 0
    var classes: [UInt8] = [0x89, 0x80] + Array("NSObject".utf8) + [0]
    var classCount: UInt32 = 1

    var objectsOffset: Int { 50 }
    var keysOffset: Int { objectsOffset + objects.count }
    var valuesOffset: Int { keysOffset + keys.count }
    var classesOffset: Int { valuesOffset + values.count }

    func bytes(patch: (inout NibArchiveHeader) -> Void = { _ in }) -> [UInt8] {
        var header = NibArchiveHeader(
            objectCount: objectCount, objectsOffset: UInt32(objectsOffset),
            keyCount: keyCount, keysOffset: UInt32(keysOffset),
            valueCount: valueCount, valuesOffset: UInt32(valuesOffset),
            classCount: classCount, classesOffset: UInt32(classesOffset))
        patch(&header)
        var out = NibArchiveHeader.magic
        for field in [
            header.formatVersion, header.coderVersion, header.objectCount, header.objectsOffset,
            header.keyCount, header.keysOffset, header.valueCount, header.valuesOffset,
            header.classCount, header.classesOffset
        ] {
            withUnsafeBytes(of: field.littleEndian) { out.append(contentsOf: $0) }
        }
        return out + objects + keys + values + classes
    }
}
