import NibbenchSupport
import Foundation
import Manifest

extension NibProfile {
    /// The JSON document (`profile.json`): keys sorted, so that two profiles with the same
    /// figures are the same bytes apart from their informational fields.
    ///
    /// - Throws: an `EncodingError` (never in practice: every field is encodable).
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// Whether `path` is a profile: a folder holding `profile.json`, or a JSON file whose `kind`
    /// is ``kindMarker``. Anything else (a run folder, a `run.json`, a corpus spec, a baseline
    /// name, a path that does not exist) is not.
    package static func isProfile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return false }
        if isFolder.boolValue { return FileManager.default.fileExists(atPath: path + "/" + fileName) }
        struct Header: Decodable { var kind: String? }
        guard let data = FileManager.default.contents(atPath: path),
            let header = try? JSONDecoder().decode(Header.self, from: data)
        else { return false }
        return header.kind == kindMarker
    }

    /// Reads a profile: a `profile.json` file or a folder holding one.
    ///
    /// - Throws: ``InputError`` `.io` naming the file when it cannot be read, is not JSON,
    ///   is not a profile (no `kind: "nibbench-profile"`), or has a newer schema version;
    ///   `invalid-json` with the field's path when a field is missing or mistyped.
    package static func read(_ path: String) throws(InputError) -> NibProfile {
        var isFolder: ObjCBool = false
        let file = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? path + "/" + fileName : path
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw InputError(wrapping: error, .io, "cannot read the profile", file: file)
        }
        return try decode(data, file: file)
    }

    /// Decodes a profile from the bytes of `file` (a `profile.json` already read).
    ///
    /// - Throws: ``InputError`` `.io` as ``read(_:)`` does, for everything but reading.
    package static func decode(_ data: Data, file: String) throws(InputError) -> NibProfile {
        struct Header: Decodable { var kind: String?; var schemaVersion: Int? }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw InputError(.io, "not a JSON object", file: file)
        }
        guard header.kind == kindMarker else {
            throw InputError(.io, "not a nibbench profile (no \"kind\": \"\(kindMarker)\")", file: file)
        }
        guard let version = header.schemaVersion, version <= currentSchemaVersion else {
            throw InputError(
                .io,
                "profile schema version \(header.schemaVersion.map(String.init) ?? "missing") is not one this nibbench reads (up to \(currentSchemaVersion))",
                file: file)
        }
        do {
            return try JSONDecoder().decode(NibProfile.self, from: data)
        } catch {
            throw InputError(wrapping: JSONErrors.error(error, bytes: Array(data), file: file), .io, "not a valid profile")
        }
    }
}
