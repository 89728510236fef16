import Foundation

/// A complete, `Codable` picture of an archive, for `nibbench inspect --json`.
///
/// Schema (version 1): `{ "schema": 1, "file", "byteCount", "header": {formatVersion,
/// coderVersion, objects:{count,offset}, keys:{…}, values:{…}, classes:{…}}, "objects": [{index,
/// class, classIndex, values: [{key, type, value}]}], "keys": [String], "classes": [{index, name,
/// fallbacks: [Int]}], "trailer": hex string or absent }`. `trailer` is the bytes after the class
/// table (Xcode 15.1's `4c4e4500`, ``NibArchiveTrailer``). `type` is one of `int8 int16 int32 int64 bool float double data nil
/// object`; `value` is a number, a boolean, null, an object index (for `object`), or a base64
/// string (for `data`), with `utf8` beside it when the bytes are valid UTF-8. Non-finite floats
/// are the strings `"nan"`, `"inf"`, `"-inf"`.
package struct NibArchiveDump: Codable, Sendable, Equatable {
    package struct Section: Codable, Sendable, Equatable {
        package var count: UInt32
        package var offset: UInt32
    }
    package struct Header: Codable, Sendable, Equatable {
        package var formatVersion: UInt32
        package var coderVersion: UInt32
        package var objects: Section
        package var keys: Section
        package var values: Section
        package var classes: Section
    }
    /// A JSON scalar: what a value dumps to.
    package enum Scalar: Codable, Sendable, Equatable {
        case integer(Int64)
        case number(Double)
        case string(String)
        case bool(Bool)
        case null

        package init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() {
                self = .null
            } else if let b = try? c.decode(Bool.self) {
                self = .bool(b)
            } else if let i = try? c.decode(Int64.self) {
                self = .integer(i)
            } else if let d = try? c.decode(Double.self) {
                self = .number(d)
            } else {
                self = .string(try c.decode(String.self))
            }
        }

        package func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .integer(let i): try c.encode(i)
            case .number(let d):
                if d.isNaN { try c.encode("nan") } else if d.isInfinite { try c.encode(d > 0 ? "inf" : "-inf") } else { try c.encode(d) }
            case .string(let s): try c.encode(s)
            case .bool(let b): try c.encode(b)
            case .null: try c.encodeNil()
            }
        }
    }
    package struct Value: Codable, Sendable, Equatable {
        package var key: String
        package var type: String
        package var value: Scalar
        package var utf8: String?
    }
    package struct Object: Codable, Sendable, Equatable {
        package var index: Int
        package var `class`: String
        package var classIndex: Int
        package var values: [Value]
    }
    package struct ClassName: Codable, Sendable, Equatable {
        package var index: Int
        package var name: String
        package var fallbacks: [Int]
    }

    package var schema = 1
    package var file: String?
    package var byteCount: Int
    package var header: Header
    package var objects: [Object]
    package var keys: [String]
    package var classes: [ClassName]
    /// The bytes after the class table in hex (`4c4e4500`), absent when there are none.
    package var trailer: String?

    /// Dumps every table of `archive`.
    package init(_ archive: NibArchive, file: String? = nil) {
        self.file = file
        byteCount = archive.byteCount
        let h = archive.header
        header = Header(
            formatVersion: h.formatVersion, coderVersion: h.coderVersion,
            objects: Section(count: h.objectCount, offset: h.objectsOffset),
            keys: Section(count: h.keyCount, offset: h.keysOffset),
            values: Section(count: h.valueCount, offset: h.valuesOffset),
            classes: Section(count: h.classCount, offset: h.classesOffset))
        let keys = (0..<archive.keyCount).map(archive.key)
        let classes = (0..<archive.classCount).map { ClassName(index: $0, name: archive.className($0), fallbacks: archive.fallbacks(ofClass: $0)) }
        objects = (0..<archive.objectCount).map { object in
            let cls = archive.classIndex(ofObject: object)
            return Object(
                index: object, class: classes[cls].name, classIndex: cls,
                values: archive.valueRange(ofObject: object).map { i in
                    Self.dump(key: keys[archive.keyIndex(ofValue: i)], archive.value(i))
                })
        }
        self.keys = keys
        self.classes = classes
        trailer = archive.trailer.isEmpty ? nil : archive.trailer.map { String(format: "%02x", $0) }.joined()
    }

    static func dump(key: String, _ value: NibValue) -> Value {
        let scalar: Scalar
        var utf8: String?
        switch value {
        case .int8, .int16, .int32, .int64: scalar = .integer(value.integerValue!)
        case .bool(let b): scalar = .bool(b)
        case .float(let f): scalar = .number(Double(f))
        case .double(let d): scalar = .number(d)
        case .data(let data):
            scalar = .string(data.withUnsafeBytes { Data($0).base64EncodedString() })
            utf8 = data.utf8String
        case .null: scalar = .null
        case .object(let i): scalar = .integer(Int64(i))
        }
        return Value(key: key, type: value.type.description, value: scalar, utf8: utf8)
    }

    /// The dump as one JSON document (sorted keys, pretty-printed).
    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
