/// A registered runtime class with what instantiation asks of it for every object, resolved
/// once, when the class is registered: its property table.
///
/// A decoded nib refers to the runtime classes of its archive's classes unretained (a reference
/// count per object saved, and the class's table reached without calling its `properties`
/// getter and retaining the table); the ``NibClassRegistry`` it was decoded with keeps them, and
/// that registry outlives the decoded nib: the ``Nib`` that holds the decoded nib holds it, and
/// so does every decoding context that instantiates it.
final class RuntimeClass: Sendable {
    let type: NibRuntimeObject.Type
    let properties: PropertyTable
    /// ``NibClassRegistry/mayReplaceAfterDecoding(_:)`` of ``type``, asked once, when the class
    /// is registered: the set it looks in is keyed by the types' metadata addresses, whose
    /// hash buckets (and so the instructions of a lookup) move with the binary's layout, so a
    /// lookup per decoded nib made counts move with unrelated code (+33 instructions a cold load
    /// between 58e05c4 and 3f96e78, all in `Set<ObjectIdentifier>.contains`).
    let mayReplaceAfterDecoding: Bool

    init(_ type: NibRuntimeObject.Type) {
        self.type = type
        properties = type.properties
        mayReplaceAfterDecoding = NibClassRegistry.mayReplaceAfterDecoding(type)
    }

    /// The class for `NibEmbedded_<Name>` class names (see ``NibClassRegistry/lookup(_:)``).
    static let namedEmbeddedView = RuntimeClass(NamedEmbeddedView.self)
}
