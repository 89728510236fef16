import NibbenchSupport

/// The list of nibs in a corpus, stored as `manifest.json` in the corpus folder.
///
/// ```json
/// { "schemaVersion": 1,
///   "nibs": [ { "name": "FeedScreen", "kind": "screen", "objectCount": 212,
///               "xibBytes": 48213, "nibBytes": 20877,
///               "sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
///               "embeds": ["AvatarView"] },
///             { "name": "Main/Feed", "kind": "screen", …, "entry": true,
///               "segues": ["Main/Detail"], "views": ["Main/Feed-view-abc"] } ] }
/// ```
///
/// `name` is the nib's file name without extension (`FeedScreen.nib`, `FeedScreen.xib`); it is
/// non-empty, has no comma, double quote or control character, and neither starts nor ends with
/// a space, so that it can appear unquoted in trace CSV files; it is a path inside the corpus
/// folder (`Main/Settings` for `Main/Settings.nib`: not absolute, no empty, `.` or `..` part), so
/// that no manifest or trace can name a file outside it. `sha256` is the lowercase hex digest of the `.nib` file.
/// `embeds` lists nibs this nib loads when it is instantiated (nib-in-nib embedding); embedding
/// must not form cycles. A storyboard controller nib may carry its navigation structure (see
/// ``Entry/segues``, ``Entry/views``, ``Entry/entry``); the `app` trace model walks it. Load a manifest with ``load(from:)`` or ``decode(_:file:)``, which validate
/// everything ``validate()`` checks.
package struct CorpusManifest: Codable, Hashable, Sendable {
    /// The schema version this library writes and reads.
    package static let currentSchemaVersion = 1
    /// The manifest's file name inside a corpus folder.
    package static let fileName = "manifest.json"

    /// The manifest schema version; ``currentSchemaVersion`` for manifests this library writes.
    package var schemaVersion: Int
    /// The nibs, in a stable order (generators derive their seeded mappings from this order).
    package var nibs: [Entry]

    /// Creates a manifest.
    package init(schemaVersion: Int = CorpusManifest.currentSchemaVersion, nibs: [Entry]) {
        self.schemaVersion = schemaVersion
        self.nibs = nibs
    }

    /// One nib in the corpus.
    package struct Entry: Codable, Hashable, Sendable {
        /// The nib's name: its file name without extension.
        package var name: String
        /// What the nib describes.
        package var kind: NibKind
        /// The number of objects in the nib's archive.
        package var objectCount: Int
        /// The size of the `.xib` source in bytes.
        package var xibBytes: Int
        /// The size of the compiled `.nib` in bytes (the size caches and libCacheSim exports use).
        package var nibBytes: Int
        /// The lowercase hex SHA-256 of the `.nib` file (64 characters).
        package var sha256: String
        /// Names of nibs this nib embeds, if any.
        package var embeds: [String]?
        /// For a storyboard controller nib: the controller nibs it leads to — its segue
        /// templates' destinations and its relationship (embedded) children — as manifest names.
        package var segues: [String]?
        /// For a storyboard controller nib: the view nibs it loads its view from (`UINibName`),
        /// as manifest names.
        package var views: [String]?
        /// `true` for a storyboard's designated entry point (its initial controller's nib).
        package var entry: Bool?

        /// Creates an entry.
        package init(
            name: String, kind: NibKind, objectCount: Int, xibBytes: Int, nibBytes: Int, sha256: String,
            embeds: [String]? = nil, segues: [String]? = nil, views: [String]? = nil, entry: Bool? = nil
        ) {
            self.name = name
            self.kind = kind
            self.objectCount = objectCount
            self.xibBytes = xibBytes
            self.nibBytes = nibBytes
            self.sha256 = sha256
            self.embeds = embeds
            self.segues = segues
            self.views = views
            self.entry = entry
        }
    }

    /// `300 nibs (4210 objects, 1712345 bytes of nib)`: what the corpus holds.
    package var summary: String {
        let objects = nibs.reduce(0) { $0 + $1.objectCount }, bytes = nibs.reduce(0) { $0 + $1.nibBytes }
        return "\(MessageText.counted(nibs.count, "nib")) (\(objects) objects, \(bytes) bytes of nib)"
    }

    /// The index of each nib by name.
    ///
    /// - Complexity: O(n) to build.
    package var indexByName: [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(nibs.count)
        for (i, nib) in nibs.enumerated() where index[nib.name] == nil { index[nib.name] = i }
        return index
    }

    /// The entry named `name`, if any.
    /// - Complexity: O(n); use ``indexByName`` for repeated lookups.
    package func entry(named name: String) -> Entry? {
        nibs.first { $0.name == name }
    }
}

/// What a nib in a corpus describes; decides its role in generated app-navigation traces.
package enum NibKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// A table or collection view cell, instantiated many times as the user scrolls.
    case cell
    /// A standalone view; navigation traces treat it as a screen.
    case view
    /// A view controller's view: one per screen visit.
    case screen
    /// A nib that exists to be embedded in other nibs.
    case nested

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let kind = NibKind(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown kind \"\(raw)\"; expected one of cell, view, screen, nested")
        }
        self = kind
    }

    /// Whether navigation traces treat nibs of this kind as screens (`screen` and `view`).
    package var isScreen: Bool { self == .screen || self == .view }
}

extension NibName {
    /// Why `name` cannot be a nib name, or nil when it can: it must be non-empty, valid
    /// printable text with no comma, double quote, control character, or leading or trailing
    /// space, and a path inside the corpus folder (``SafeFileName/problem(relativePath:)``: not
    /// absolute, no empty, `.` or `..` component), since `<corpus>/<name>.nib` is its file.
    package static func problem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, let last = name.unicodeScalars.last,
            first != " ", last != " "
        else { return rule }
        let printable = name.unicodeScalars.allSatisfy { scalar in
            scalar != "," && scalar != "\"" && scalar.value >= 0x20 && scalar.value != 0x7F
                && !(0x80...0x9F).contains(scalar.value) && scalar != "\u{2028}" && scalar != "\u{2029}"
        }
        guard printable else { return rule }
        return SafeFileName.problem(relativePath: name).map { "a nib name is a path inside the corpus folder: \($0)" }
    }

    /// Whether `name` can be a nib name (``problem(_:)`` is nil).
    package static func isValid(_ name: String) -> Bool { problem(name) == nil }

    /// The reason `name` is not a valid nib name, for error messages.
    package static let rule = "a nib name must be non-empty, without commas, double quotes, control characters, or leading or trailing spaces"
}

/// Namespace for nib-name rules shared by manifests, traces and sidecars.
package enum NibName {}
