/// A ``RuntimeValue`` as generic storage keeps it — ``GenericObject`` values and
/// ``NibRuntimeObject/undefinedValues`` — with every object reference weak.
///
/// Keys a class does not know carry back-references as often as anything (`UISuperview`,
/// `UINextResponder`, delegates, outlets to File's Owner), so owning what they point to would
/// tie the graph into reference cycles that outlive every instantiation. Objects are owned
/// only along UIKit's strong edges — superview → subviews, controller → view, view → its
/// colors, fonts, constraints and gesture recognizers — which form no cycle; generic storage
/// sees an object for as long as that graph (or the caller) keeps it, and `.null` afterwards.
enum StoredValue {
    /// A value holding no object.
    case plain(RuntimeValue)
    case object(WeakObject)
    case array([StoredValue])
    case dictionary([(key: StoredValue, value: StoredValue)])

    /// Stores `value`, weakening every object reference in it.
    ///
    /// - Complexity: O(*n*) in the elements of nested collections (the decoder bounds their
    ///   nesting and their total expansion).
    init(_ value: RuntimeValue) {
        switch value {
        case .object(let object): self = .object(WeakObject(object))
        case .array(let elements):
            self = elements.contains(where: \.holdsObjects) ? .array(elements.map(StoredValue.init)) : .plain(value)
        case .dictionary(let entries):
            self =
                entries.contains(where: { $0.key.holdsObjects || $0.value.holdsObjects })
                ? .dictionary(entries.map { (StoredValue($0.key), StoredValue($0.value)) }) : .plain(value)
        default: self = .plain(value)
        }
    }

    /// The value with live objects; a released object reads as `.null`.
    var value: RuntimeValue {
        switch self {
        case .plain(let value): value
        case .object(let reference): reference.object.map(RuntimeValue.object) ?? .null
        case .array(let elements): .array(elements.map(\.value))
        case .dictionary(let entries): .dictionary(entries.map { ($0.key.value, $0.value.value) })
        }
    }
}

/// A weak reference to a runtime object, storable in collections.
struct WeakObject {
    weak var object: NibRuntimeObject?

    init(_ object: NibRuntimeObject) {
        self.object = object
    }
}

extension RuntimeValue {
    /// Whether the value is, or holds, an object or a collection that may hold one.
    fileprivate var holdsObjects: Bool {
        switch self {
        case .object, .array, .dictionary: true
        default: false
        }
    }
}
