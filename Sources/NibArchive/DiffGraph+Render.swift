extension DiffGraph {
    /// The longest string or hex run shown before `…`.
    static let shownLength = 80

    /// `value` as the diff shows it: numbers, `"strings"`, `{x, y}` geometry, hex bytes, and
    /// references as `Class #index` (`NSString "text"`, `NSNumber 3`).
    func render(_ value: NibValue) -> NibArchiveDiff.Value {
        let type = value.type.description
        switch value {
        case .data(let data):
            return .init(type: type, text: Self.render(data), object: nil)
        case .object(let target):
            return .init(type: type, text: describe(object: target), object: target)
        default:
            return .init(type: type, text: value.description, object: nil)
        }
    }

    /// `Class #index`, with the content of strings and numbers.
    func describe(object: Int) -> String {
        let name = classOf[object]
        if isValueObject(object) {
            for (key, value) in labelledValues(of: object).map({ ($0.key, $0.value) }) {
                switch (key, value) {
                case ("NS.bytes", .data(let data)): return "\(name) \(Self.render(data))"
                case ("NS.intval", _), ("NS.dblval", _): return "\(name) \(value.description)"
                default: continue
                }
            }
        }
        return "\(name) #\(object)"
    }

    /// A data value: geometry (`{1.0, 2.0}`, a 0x07 or 0x06 type byte then 2, 4 or 6
    /// components), a printable UTF-8 string in quotes, else hex.
    static func render(_ data: NibData) -> String {
        if let geometry = geometry(data) { return geometry }
        if let string = data.utf8String, !string.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }) {
            var quoted = "\""
            for (n, scalar) in string.unicodeScalars.enumerated() {
                if n == shownLength { quoted += "…"; break }
                switch scalar {
                case "\"": quoted += "\\\""
                case "\\": quoted += "\\\\"
                case "\n": quoted += "\\n"
                case "\t": quoted += "\\t"
                default: quoted.unicodeScalars.append(scalar)
                }
            }
            return quoted + "\""
        }
        let hexDigits = Array("0123456789abcdef")
        var hex = "<"
        for (n, byte) in data.enumerated() {
            if n * 2 >= shownLength { hex += "…"; break }
            hex.append(hexDigits[Int(byte >> 4)])
            hex.append(hexDigits[Int(byte & 15)])
        }
        return hex + "> (\(data.count) bytes)"
    }

    private static func geometry(_ data: NibData) -> String? {
        guard let first = data.first else { return nil }
        let width: Int
        switch first {
        case 0x07: width = 8
        case 0x06: width = 4
        default: return nil
        }
        let components = (data.count - 1) / width
        guard (data.count - 1) % width == 0, [2, 4, 6].contains(components) else { return nil }
        let numbers: [String] = data.withUnsafeBytes { raw in
            (0..<components).map { i in
                let at = 1 + i * width
                if width == 8 {
                    return "\(Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))))"
                }
                return "\(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self))))"
            }
        }
        return "{" + numbers.joined(separator: ", ") + "}"
    }
}
