/// A run's result with its samples inline, as one JSON document: the fields of `run.json` plus
/// ``RunResult/records`` under `records`.
///
/// Two documents have this shape: what a child process hands its parent (`run --emit-json`,
/// see ``ChildRunner``), and `run.json` of schema 1, written before results folders kept their
/// samples in `samples.sqlite`.
package struct RunDocument: Sendable, Codable {
    /// The result, with its records.
    package var result: RunResult

    /// The document of `result`.
    package init(_ result: RunResult) { self.result = result }

    private enum Key: String, CodingKey { case records }

    /// Reads a run's fields and, when present, its records.
    package init(from decoder: any Decoder) throws {
        result = try RunResult(from: decoder)
        result.records = try decoder.container(keyedBy: Key.self).decodeIfPresent([LoadRecord].self, forKey: .records) ?? []
    }

    /// Writes a run's fields and its records.
    package func encode(to encoder: any Encoder) throws {
        try result.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(result.records, forKey: .records)
    }
}
