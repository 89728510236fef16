import NibbenchSupport
import Foundation

/// Object sizes in bytes by nib name: what byte statistics and libCacheSim exports need.
///
/// Made from a manifest (`nibBytes`), or kept as a JSON *sidecar* beside a trace that has no
/// manifest — typically one imported from libCacheSim, whose nibs are named `obj-<id>`:
///
/// ```json
/// { "schemaVersion": 1, "bytes": { "obj-17": 4096, "obj-42": 812 } }
/// ```
///
/// The sidecar of `T.csv` is `T.csv.sizes.json` (``sidecarPath(forTrace:)``).
package struct NibSizes: Codable, Hashable, Sendable {
    /// The schema version this library writes and reads.
    package static let currentSchemaVersion = 1

    /// The sidecar schema version.
    package var schemaVersion: Int
    /// Size in bytes of each nib.
    package var bytes: [String: Int]

    /// Sizes from a dictionary.
    package init(bytes: [String: Int]) {
        self.schemaVersion = Self.currentSchemaVersion
        self.bytes = bytes
    }

    /// The `nibBytes` of every nib in `manifest`.
    package init(manifest: CorpusManifest) {
        self.init(bytes: Dictionary(manifest.nibs.map { ($0.name, $0.nibBytes) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The size of `nib`, if known.
    package subscript(nib: String) -> Int? { bytes[nib] }

    /// The conventional sidecar path for the trace at `tracePath`: `tracePath + ".sizes.json"`.
    package static func sidecarPath(forTrace tracePath: String) -> String {
        tracePath + ".sizes.json"
    }

    /// Reads and validates a sidecar.
    /// - Throws: ``InputError``: `io`, `invalid-json`, `unsupported-schema`, `invalid-manifest`
    ///   (a bad name or a negative size, with its JSON path).
    package static func load(from path: String) throws(InputError) -> NibSizes {
        try decode(InputFiles.read(path), file: path)
    }

    /// Decodes and validates a sidecar from JSON bytes; `file` labels errors.
    /// - Throws: as ``load(from:)``.
    package static func decode(_ bytes: [UInt8], file: String? = nil) throws(InputError) -> NibSizes {
        let sizes: NibSizes
        do {
            sizes = try JSONDecoder().decode(NibSizes.self, from: Data(bytes))
        } catch {
            throw JSONErrors.error(error, bytes: bytes, file: file)
        }
        guard sizes.schemaVersion == currentSchemaVersion else {
            throw InputError(
                .unsupportedSchema, "schema version \(sizes.schemaVersion) is not supported (this build reads \(currentSchemaVersion))",
                file: file, jsonPath: "schemaVersion")
        }
        for name in sizes.bytes.keys.sorted() {
            if let problem = NibName.problem(name) {
                throw InputError(.invalidManifest, "invalid nib name \"\(name)\": \(problem)", file: file, jsonPath: "bytes")
            }
            guard let size = sizes.bytes[name], size >= 0 else {
                throw InputError(.invalidManifest, "a size must not be negative", file: file, jsonPath: "bytes.\(name)")
            }
        }
        return sizes
    }

    /// The sidecar as pretty-printed JSON with sorted keys.
    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try! encoder.encode(self)) + [0x0A]
    }

    /// Writes the sidecar to `path` atomically.
    /// - Throws: ``InputError`` with code `io`.
    package func write(to path: String) throws(InputError) {
        try InputFiles.writeAtomically(encoded(), to: path)
    }
}
