/// A minimal, deterministic XML writer: elements with ordered attributes, indented four
/// spaces as Interface Builder writes, with escaping of `& < > "` and control characters.
struct XMLWriter {
    private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var open: [String] = []

    /// Opens `<name …>` (or writes `<name …/>` when `empty`).
    mutating func start(_ name: String, _ attributes: [(String, String)] = [], empty: Bool = false) {
        text += String(repeating: "    ", count: open.count) + "<" + name
        for (key, value) in attributes { text += " \(key)=\"\(Self.escape(value))\"" }
        text += empty ? "/>\n" : ">\n"
        if !empty { open.append(name) }
    }

    /// Writes `<name …/>`.
    mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
        start(name, attributes, empty: true)
    }

    /// Writes `<name …>text</name>` on one line.
    mutating func leaf(_ name: String, _ attributes: [(String, String)], text content: String) {
        text += String(repeating: "    ", count: open.count) + "<" + name
        for (key, value) in attributes { text += " \(key)=\"\(Self.escape(value))\"" }
        text += ">" + Self.escape(content) + "</\(name)>\n"
    }

    /// Closes the innermost open element.
    mutating func end() {
        let name = open.removeLast()
        text += String(repeating: "    ", count: open.count) + "</\(name)>\n"
    }

    static func escape(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20: out += " " // not allowed in XML 1.0
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
