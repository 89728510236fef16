import NibArchive

/// A UIKit nib as a document: its objects, the root lists UINib reads (top-level objects,
/// all objects, visible windows, accessibility configurations), connections and user-defined
/// runtime attributes.
///
/// Build one object by object, or read one from an archive with ``init(archive:)``; write it
/// with ``encoded()``. Encoding lays objects out in the order they are first reached from the
/// root lists, so equal documents give equal bytes and `encode → decode → encode` is stable.
///
/// ```swift
/// var d = NibDocument()
/// let owner = d.addPlaceholder(UIKitKeys.filesOwner)
/// let view = d.add(NibDocumentObject(className: "UIView"), topLevel: true)
/// d.connect(.outlet("view", source: owner, destination: view))
/// let bytes = try d.encoded()
/// ```
public struct NibDocument: Sendable, Hashable {
    /// The coder version written to the archive header (10 in recent Xcode).
    public var coderVersion: UInt32
    /// Every object of the document, indexed by ``NibObjectID/rawValue``.
    public private(set) var objects: [NibDocumentObject] = []
    /// `UINibTopLevelObjectsKey`: what instantiation returns (minus placeholders), in order.
    public var topLevelObjects: [NibObjectID] = []
    /// `UINibObjectsKey`: the objects that get `awakeFromNib`, in order.
    public var allObjects: [NibObjectID] = []
    /// `UINibVisibleWindowsKey`.
    public var visibleWindows: [NibObjectID] = []
    /// `UINibAccessibilityConfigurationsKey`.
    public var accessibilityConfigurations: [NibObjectID] = []
    /// `UINibTraitStorageListsKey`: a `_UITraitStorageList` per top-level object whose
    /// subtree has size-class variations.
    public var traitStorageLists: [NibObjectID] = []
    /// `UINibConnectionsKey`, in the order they are applied.
    public var connections: [NibConnection] = []
    /// `UINibKeyValuePairsKey`, in the order they are applied.
    public var keyValuePairs: [NibKeyValuePair] = []
    /// The root's `IBUINibLNEVersionKey` (an `int8`, 1 in every nib seen), which Xcode 15.1
    /// and later write in a storyboard's view-controller nibs; nil when absent. An archive
    /// whose root has it ends with ``NibArchiveTrailer/lne``: encoding writes both.
    public var lneVersion: Int?

    /// The deepest nesting of inline collections accepted when reading an archive.
    public static let maximumNesting = 256

    /// Creates an empty document.
    public init(coderVersion: UInt32 = 10) {
        self.coderVersion = coderVersion
    }

    /// Adds an object and returns its id.
    ///
    /// - Parameters:
    ///   - topLevel: also list it in ``topLevelObjects``.
    ///   - listed: list it in ``allObjects`` (true for everything Interface Builder shows in
    ///     its outline; false for values such as colors and fonts).
    /// - Complexity: O(1) amortised.
    @discardableResult
    public mutating func add(_ object: NibDocumentObject, topLevel: Bool = false, listed: Bool = true) -> NibObjectID {
        let id = NibObjectID(objects.count)
        objects.append(object)
        if listed { allObjects.append(id) }
        if topLevel { topLevelObjects.append(id) }
        return id
    }

    /// Adds a placeholder (`IBFilesOwner`, `IBFirstResponder` or an external object name),
    /// listed and top-level as Interface Builder writes them.
    @discardableResult
    public mutating func addPlaceholder(_ identifier: String) -> NibObjectID {
        add(NibDocumentObject(kind: .placeholder(identifier: identifier)), topLevel: true)
    }

    /// The placeholder with `identifier`, if the document has one.
    public func placeholder(_ identifier: String) -> NibObjectID? {
        objects.indices.first { objects[$0].kind == .placeholder(identifier: identifier) }.map(NibObjectID.init)
    }

    /// Appends a connection.
    public mutating func connect(_ connection: NibConnection) {
        connections.append(connection)
    }

    /// The object with `id`.
    ///
    /// - Precondition: `id` comes from this document.
    public subscript(id: NibObjectID) -> NibDocumentObject {
        get { objects[id.rawValue] }
        set { objects[id.rawValue] = newValue }
    }

    /// Whether `id` names an object of this document.
    public func contains(_ id: NibObjectID) -> Bool { objects.indices.contains(id.rawValue) }

    /// The document as a NIBArchive, bytes included.
    ///
    /// - Throws: ``NibModelError`` for a reference to an object the document does not hold or
    ///   an unwritable value.
    public func encoded() throws(NibModelError) -> [UInt8] {
        do {
            return try archiveDocument().encoded()
        } catch let error as NibModelError {
            throw error
        } catch {
            throw NibModelError(wrapping: error, .archive, "the archive cannot be written")
        }
    }
}
