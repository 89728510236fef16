import Foundation

/// Turns `DecodingError`s into ``InputError``s that name the file and the JSON path of the
/// bad field, or the line and column where the bytes stop being JSON. Used for every JSON input
/// nibbench reads: corpus specs, manifests, and run results (`run.json`).
public enum JSONErrors {
    /// The path `nibs[3].sha256` for a coding path.
    package static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// A ``InputError`` with code `invalid-json` describing `error`, thrown while decoding
    /// `bytes` read from `file`; `error` is kept as its cause.
    public static func error(_ error: any Error, bytes: [UInt8], file: String?) -> InputError {
        var located = describe(error, bytes: bytes, file: file)
        located.cause = error
        return located
    }

    private static func describe(_ error: any Error, bytes: [UInt8], file: String?) -> InputError {
        guard let decoding = error as? DecodingError else {
            return InputError(.invalidJSON, "not valid JSON: \(error)", file: file)
        }
        switch decoding {
        case .keyNotFound(let key, let context):
            return InputError(.invalidJSON, "missing field \"\(key.stringValue)\"", file: file, jsonPath: path(context.codingPath + [key]))
        case .typeMismatch(let type, let context):
            return InputError(.invalidJSON, "expected \(describe(type))", file: file, jsonPath: path(context.codingPath))
        case .valueNotFound(let type, let context):
            return InputError(.invalidJSON, "expected \(describe(type)), found null", file: file, jsonPath: path(context.codingPath))
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return syntaxError(bytes, file: file) }
            return InputError(.invalidJSON, context.debugDescription, file: file, jsonPath: path(context.codingPath))
        @unknown default:
            return InputError(.invalidJSON, "\(decoding)", file: file)
        }
    }

    /// Where `bytes` stop being JSON. `JSONDecoder` does not say on every platform, so this asks
    /// `JSONSerialization`, whose message gives the offset ("around character N"), and turns
    /// that into a line and column.
    package static func syntaxError(_ bytes: [UInt8], file: String?) -> InputError {
        var detail = "the data is not valid JSON"
        var offset: Int?
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            let message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            detail = message.hasSuffix(".") ? String(message.dropLast()) : message
            if let range = message.range(of: "character ") {
                offset = Int(message[range.upperBound...].prefix { $0.isNumber })
            } else if message.lowercased().contains("end of file") {
                offset = bytes.count // cut short: the place is the end
            }
        }
        guard let offset, offset <= bytes.count else {
            return InputError(.invalidJSON, "not valid JSON: \(detail)", file: file)
        }
        let before = bytes[..<offset]
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return InputError(.invalidJSON, "not valid JSON: \(detail)", file: file, line: line, column: column)
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is UInt64.Type, is Int64.Type: return "an integer"
        case is Double.Type: return "a number"
        case is Bool.Type: return "a boolean"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "an array" }
            return "a value of type \(name)"
        }
    }
}
