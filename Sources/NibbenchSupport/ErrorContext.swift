/// Where an error was found and what caused it: the part every nibbench error shares.
///
/// A place is a file and, depending on the format, a line and column (text, 1-based, columns in
/// bytes), a byte offset (binary formats), the path of a JSON field such as `nibs[3].sha256`,
/// or an archive object index. ``cause`` is the error this one reports when it came from
/// another layer (an I/O error, a decoding error, a lower module's error).
///
/// Equality and hashing compare the place only: ``cause`` is any error and takes no part.
public struct ErrorContext: Sendable, Hashable {
    /// The file or folder concerned, when the input came from (or was going to) a file.
    public var file: String?
    /// The 1-based line, for text formats.
    public var line: Int?
    /// The 1-based column (in bytes) that goes with ``line``.
    public var column: Int?
    /// The byte offset, for binary formats.
    public var offset: Int?
    /// The path of the offending JSON field (`nibs[3].sha256`; `""` for the document itself).
    public var jsonPath: String?
    /// The archive object index, for errors found while decoding a nib's objects.
    public var object: Int?
    /// The error this one reports, when it came from another layer.
    public var cause: (any Error)?

    /// Creates a context; every part is optional.
    public init(
        file: String? = nil, line: Int? = nil, column: Int? = nil, offset: Int? = nil, jsonPath: String? = nil,
        object: Int? = nil, cause: (any Error)? = nil
    ) {
        (self.file, self.line, self.column, self.offset, self.jsonPath, self.object, self.cause) =
            (file, line, column, offset, jsonPath, object, cause)
    }

    /// The one line every nibbench error renders as: the place, then the message and the code —
    /// `file:line:column: message (code)` for a text position, `file: byte N: message (code)`
    /// for a binary one, `file: at nibs[3].sha256: message (code)` for a JSON field,
    /// `file: object N: message (code)` for an archive object, `file: message (code)` for a file
    /// alone and `message (code)` for none. Input that came from no file is `<memory>` when it
    /// has a position. `subject` names what the error is about when no file is concerned (such
    /// as `strategy cold`). Control characters are escaped (``MessageText/oneLine(_:)``).
    ///
    /// - Complexity: O(length of the text).
    public func rendering(_ message: String, code: String, subject: String? = nil) -> String {
        var parts: [String] = []
        let positioned = line != nil || offset != nil || jsonPath != nil || object != nil
        if var place = file ?? subject ?? (positioned ? "<memory>" : nil) {
            if let line {
                place += ":\(line)"
                if let column { place += ":\(column)" }
            }
            parts.append(place)
        }
        if let offset { parts.append("byte \(offset)") }
        if let object { parts.append("object \(object)") }
        if let jsonPath { parts.append("at \(jsonPath.isEmpty ? "<root>" : jsonPath)") }
        parts.append("\(message) (\(code))")
        return MessageText.oneLine(parts.joined(separator: ": "))
    }

    /// Whether the two contexts name the same place (their causes are not compared).
    public static func == (a: ErrorContext, b: ErrorContext) -> Bool {
        (a.file, a.line, a.column, a.offset, a.jsonPath, a.object) == (b.file, b.line, b.column, b.offset, b.jsonPath, b.object)
    }

    /// Hashes the place (not the cause).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(offset)
        hasher.combine(jsonPath)
        hasher.combine(object)
    }
}
