extension NibArchiveDump {
    /// A human-readable rendering: header, classes, keys, then each object with its values.
    package var text: String {
        var lines: [String] = []
        lines.append("\(file ?? "<memory>"): NIBArchive format \(header.formatVersion), coder \(header.coderVersion), \(byteCount) bytes")
        for (name, section) in [("objects", header.objects), ("keys", header.keys), ("values", header.values), ("classes", header.classes)] {
            lines.append(
                "  \(name.padding(toLength: 8, withPad: " ", startingAt: 0)) \(String(section.count).leftPadded(6)) at offset \(section.offset)")
        }
        if let trailer {
            let lne = NibArchiveTrailer.lne.map { String(format: "%02x", $0) }.joined()
            let named = trailer == lne ? " (\"LNE\\0\", Xcode 15.1 and later)" : ""
            lines.append("  trailer  \(String(trailer.count / 2).leftPadded(6)) bytes after the class table: \(trailer)\(named)")
        }
        lines.append("classes:")
        for entry in classes {
            let fallbacks = entry.fallbacks.isEmpty ? "" : " (fallbacks: " + entry.fallbacks.map { classes[$0].name }.joined(separator: ", ") + ")"
            lines.append("  [\(entry.index)] \(entry.name)\(fallbacks)")
        }
        lines.append("keys: \(keys.count)")
        lines.append("objects:")
        for object in objects {
            lines.append("  @\(object.index) \(object.class)")
            for value in object.values {
                lines.append("      \(value.key) = \(Self.render(value))")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func render(_ value: Value) -> String {
        switch value.value {
        case .integer(let i): return value.type == "object" ? "@\(i)" : "\(i) (\(value.type))"
        case .number(let d): return "\(d) (\(value.type))"
        case .bool(let b): return "\(b)"
        case .null: return "nil"
        case .string(let base64):
            if let utf8 = value.utf8, !utf8.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true }) {
                return "\"\(utf8)\" (data)"
            }
            return "<base64 \(base64)> (data)"
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
