/// What a ``NibRuntimeObject`` keeps beyond its class's own state, boxed so that the object
/// pays one reference (nil for almost every object) for all of it.
///
/// Its properties are unchecked for exclusivity, as the view classes' are: a stand-in's every
/// value goes through them, and no access spans a call that could reach them again.
final class RuntimeObjectExtras {
    /// Values of keys the class does not have, when the object is a stand-in that accepts
    /// them (see ``NibRuntimeObject/undefinedValues``); nil when it refuses them.
    @exclusivity(unchecked) var undefined: [String: StoredValue]?
    /// Values of real UIKit properties that the runtime class does not model (see
    /// `NibRuntimeObject+Catalog.swift`), by key.
    @exclusivity(unchecked) var catalogValues: [String: CatalogValue] = [:]
    /// The archive's class name when the object stands in for a real class that the registry
    /// does not model (``NibClassRegistry/substitute(for:)``).
    @exclusivity(unchecked) var archivedClassName: String?
}

/// A value of a real UIKit property kept for a class that does not model it, owned as UIKit
/// owns it: a `retain`/`copy` property holds its object, an `assign` one (delegates, data
/// sources) holds it weakly, as ``StoredValue`` does.
enum CatalogValue {
    case owned(RuntimeValue)
    case unowned(StoredValue)

    /// The value; an unowned object that was released reads as `.null`.
    var value: RuntimeValue {
        switch self {
        case .owned(let value): value
        case .unowned(let stored): stored.value
        }
    }
}
