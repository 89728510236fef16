import Foundation

extension NibArchiveDiff {
    /// The JSON document `nibbench diff --json` prints (schema 1, docs/commands.md).
    private struct Document: Encodable {
        var schema = 1
        var before: String?
        var after: String?
        var identical: Bool
        var diff: NibArchiveDiff

        private enum CodingKeys: String, CodingKey { case schema, before, after, identical }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(schema, forKey: .schema)
            try c.encodeIfPresent(before, forKey: .before)
            try c.encodeIfPresent(after, forKey: .after)
            try c.encode(identical, forKey: .identical)
            try diff.encode(to: encoder)
        }
    }

    /// The diff as one JSON document (sorted keys, pretty-printed): `schema` 1, the file names,
    /// `identical` (no object added, removed or changed), then every property of the diff.
    ///
    /// - Parameters:
    ///   - before: the name of the first archive (a file name), if any.
    ///   - after: the name of the second archive.
    package func json(before: String? = nil, after: String? = nil) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Document(before: before, after: after, identical: !hasChanges, diff: self))
    }
}
