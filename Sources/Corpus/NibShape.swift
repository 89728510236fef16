import NibArchive
import Manifest

/// One nib of a real app for a synthetic corpus to reproduce: its kind, how many objects one
/// instantiate of it creates and how many bytes its archive has.
///
/// A spec with ``CorpusSpec/shapes`` generates one nib per shape, in order, instead of sampling
/// sizes from its distributions: each is built to the shape's object count (views and
/// constraints added until the compiled nib instantiates that many objects) and padded with
/// label text up to the shape's archive bytes. `nibbench generate --spec profile.json` makes
/// the shapes from a profile's nibs.
package struct NibShape: Codable, Sendable, Hashable {
    /// The kind of nib to generate.
    package var kind: NibKind
    /// Objects one instantiate creates: views, constraints and the fonts, colours, images and
    /// other helper objects they hold (not connections, proxies or Foundation values).
    package var objects: Int
    /// Archive bytes of the compiled nib.
    package var bytes: Int
    /// Layout constraints among the objects (optional; else the spec's `constraintShare`).
    package var constraints: Int?
    /// The app nib this shape was taken from, for the reader (not used by the generator).
    package var source: String?

    package init(kind: NibKind, objects: Int, bytes: Int, constraints: Int? = nil, source: String? = nil) {
        self.kind = kind
        self.objects = objects
        self.bytes = bytes
        self.constraints = constraints
        self.source = source
    }

    /// Archive classes that instantiate creates no object for: the root, proxies,
    /// connections, key-value pairs, and Foundation values (strings, numbers, collections,
    /// data), which become plain values.
    static let notInstantiated: Set<String> = [
        "NSObject", "UIProxyObject", "UIRuntimeOutletConnection", "UIRuntimeEventConnection",
        "UIRuntimeOutletCollectionConnection", "UINibKeyValuePair", "NSString", "NSMutableString",
        "NSNumber", "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet",
        "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet", "NSData", "NSMutableData", "NSNull"
    ]

    /// The objects one instantiate of `archive` creates, counted from its classes: every
    /// archive object except those of ``notInstantiated`` classes.
    ///
    /// - Complexity: O(*n*) in the archive's objects.
    package static func instantiatedObjects(in archive: NibArchive) -> Int {
        (0..<archive.objectCount).count { !notInstantiated.contains(archive.className(ofObject: $0)) }
    }
}
