import NibbenchSupport

extension ArchiveIndex {
    /// Parses the key table into an array's storage in place: each key's length and offset,
    /// its bytes checked to be UTF-8. Stops at the first error, which it keeps.
    struct KeyParser: ArrayFiller {
        let base: UnsafeRawPointer
        var cursor: ByteCursor
        let count: Int
        var failure: NibArchiveError?

        init(base: UnsafeRawPointer, cursor: ByteCursor, count: Int) {
            (self.base, self.cursor, self.count) = (base, cursor, count)
        }

        mutating func fill(_ buffer: UnsafeMutableBufferPointer<KeyEntry>) -> Int {
            var initialized = 0
            do throws(NibArchiveError) {
                while initialized < count {
                    let start = cursor.position
                    let length = try cursor.varint("a key's length")
                    let offset = try cursor.skip(Int(length), "a key's bytes")
                    guard ArchiveIndex.isValidUTF8(UnsafeRawBufferPointer(start: base + offset, count: Int(length))) else {
                        throw NibArchiveError(.invalidKeyUTF8, "key \(initialized) is not valid UTF-8", offset: start)
                    }
                    (buffer.baseAddress! + initialized).initialize(to: KeyEntry(offset: UInt32(truncatingIfNeeded: offset), length: length))
                    initialized += 1
                }
            } catch {
                failure = error
            }
            return initialized
        }
    }

    /// Parses the value table into an array's storage in place: each value's key, type and
    /// payload, key indices and object references checked against the tables. Stops at the
    /// first error, which it keeps.
    struct ValueParser: ArrayFiller {
        let base: UnsafeRawPointer
        var cursor: ByteCursor
        let count: Int
        let keyCount: UInt32, objectCount: UInt32
        /// ``ArchiveIndex`` `payloadSizes`.
        let sizes: UInt64
        var failure: NibArchiveError?

        init(base: UnsafeRawPointer, cursor: ByteCursor, count: Int, keyCount: UInt32, objectCount: UInt32, sizes: UInt64) {
            (self.base, self.cursor, self.count, self.keyCount, self.objectCount, self.sizes) = (base, cursor, count, keyCount, objectCount, sizes)
        }

        mutating func fill(_ buffer: UnsafeMutableBufferPointer<ValueEntry>) -> Int {
            var initialized = 0
            do throws(NibArchiveError) {
                while initialized < count {
                    let start = cursor.position
                    let key = try cursor.varint("a value's key index")
                    guard key < keyCount else {
                        throw NibArchiveError(
                            .keyIndexOutOfRange, "value \(initialized) has key index \(key) but there are \(keyCount) keys", offset: start)
                    }
                    let tagOffset = try cursor.skip(1, "a value's type byte")
                    let tag = base.load(fromByteOffset: tagOffset, as: UInt8.self)
                    guard tag <= NibValueType.objectReference.rawValue else {
                        throw NibArchiveError(.unknownValueType, "value \(initialized) has unknown type byte \(tag)", offset: tagOffset)
                    }
                    var length = UInt32(truncatingIfNeeded: sizes >> (UInt64(tag) &* 4)) & 0xF
                    let payload: Int
                    if length != 0xF {
                        payload = try cursor.skip(Int(length), "a value's payload")
                        if tag == NibValueType.objectReference.rawValue {
                            let target = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: payload, as: UInt32.self))
                            guard target < objectCount else {
                                throw NibArchiveError(
                                    .objectIndexOutOfRange, "value \(initialized) refers to object \(target) but there are \(objectCount) objects",
                                    offset: payload)
                            }
                        }
                    } else {
                        length = try cursor.varint("a data value's length")
                        payload = try cursor.skip(Int(length), "a data value's bytes")
                    }
                    (buffer.baseAddress! + initialized).initialize(
                        to: ValueEntry(
                            key: key, payload: UInt32(truncatingIfNeeded: payload), length: length,
                            type: NibValueType(rawValue: tag).unsafelyUnwrapped))
                    initialized += 1
                }
            } catch {
                failure = error
            }
            return initialized
        }
    }
}
