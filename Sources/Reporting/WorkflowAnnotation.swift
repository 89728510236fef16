/// One GitHub Actions workflow command that shows as an annotation: on a pull request's changed
/// line when ``file`` and ``line`` name it, on the file when only ``file`` does, on the run
/// otherwise (`::warning file=App/Main.storyboard,line=42,title=…::message`).
///
/// Every value is escaped as GitHub's toolkit escapes it (`escapeData` and `escapeProperty` of
/// `@actions/core`): a message cannot end the line and start another command, and a property
/// cannot end the property list, whatever a nib's or file's name holds.
package struct WorkflowAnnotation: Sendable, Equatable {
    /// How GitHub shows the annotation.
    package enum Level: String, Sendable {
        case error, warning, notice
    }

    package var level: Level
    /// The file, relative to the repository's top, when known.
    package var file: String?
    /// The 1-based line in ``file``, when known.
    package var line: Int?
    /// The 1-based column in ``file``, when known.
    package var column: Int?
    /// A short title (GitHub shows it above the message).
    package var title: String?
    package var message: String

    package init(_ level: Level, file: String? = nil, line: Int? = nil, column: Int? = nil, title: String? = nil, message: String) {
        (self.level, self.file, self.line, self.column, self.title, self.message) = (level, file, line, column, title, message)
    }

    /// The workflow command, one line.
    package var rendered: String {
        var properties: [String] = []
        if let file { properties.append("file=" + Self.escapeProperty(file)) }
        if file != nil, let line { properties.append("line=\(line)") }
        if file != nil, line != nil, let column { properties.append("col=\(column)") }
        if let title { properties.append("title=" + Self.escapeProperty(title)) }
        let list = properties.isEmpty ? "" : " " + properties.joined(separator: ",")
        return "::\(level.rawValue)\(list)::\(Self.escapeData(message))"
    }

    /// A message escaped: `%`, carriage return and line feed.
    package static func escapeData(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A property's value escaped: as a message, and `:` and `,`.
    package static func escapeProperty(_ text: String) -> String {
        var out = ""
        for c in escapeData(text).unicodeScalars {
            switch c {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
