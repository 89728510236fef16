import NibModel

/// Key-value coding for real UIKit properties that the runtime classes do not model, from
/// UIKit's own class list (``UIKitCatalog``): a collection view's `dragDelegate`, a label's
/// `adjustsFontForContentSizeCategory`, a date picker's `datePickerMode`, … — what UIKit
/// would accept, where a hand-written class alone would raise `setValue:forUndefinedKey:`.
///
/// This is the slow path, taken only for a key that no runtime class in the chain models:
/// the catalog is loaded on the first such key, never for a nib whose keys are all modelled.
extension NibRuntimeObject {
    /// The class of UIKit's catalog that this object is: ``className`` when the catalog has
    /// it, else the nearest runtime superclass's ``nibClassName`` that it has (an app's
    /// subclass of ``UITableViewCell`` answers `UITableViewCell`); nil when none is real.
    var catalogClassName: String? {
        if UIKitCatalog.contains(className) { return className }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let type = current.subjectType as? NibRuntimeObject.Type, UIKitCatalog.contains(type.nibClassName) {
                return type.nibClassName
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Sets `key` when the real class declares it settable, converting `value` to its kind:
    /// bools, integers and numbers as key-value coding converts them (``boolean(_:forKey:)``,
    /// ``integer(_:forKey:)``, ``number(_:forKey:)``), strings from a string or nil, objects
    /// from an object, a collection or nil (an `id` or `NSNumber` property from a number too),
    /// structs from anything but nil. An `assign` object property holds its object weakly.
    ///
    /// - Throws: ``NibRuntimeError`` `.unknownKey` when UIKit has no such settable property;
    ///   `.typeMismatch` for a value its kind does not take.
    func setCatalogValue(_ value: RuntimeValue, forKey key: String) throws {
        guard let name = catalogClassName, let property = UIKitCatalog.settableProperty(named: key, in: name) else {
            throw unknownKey(key)
        }
        let stored: CatalogValue
        switch property.kind {
        case .bool: stored = .owned(.bool(try boolean(value, forKey: key)))
        case .integer: stored = .owned(.int(Int64(try integer(value, forKey: key))))
        case .number: stored = .owned(.double(try number(value, forKey: key)))
        case .string:
            switch value {
            case .string, .null: stored = .owned(value)
            default: throw mismatch(key, value, expected: "a string")
            }
        case .object(let className, let owned):
            if let className, value.double != nil, className != "NSNumber", className != "NSValue" {
                throw mismatch(key, value, expected: "an object of class \(className)")
            }
            stored = owned ? .owned(value) : .unowned(StoredValue(value))
        default:
            if case .null = value {
                throw NibRuntimeError(.typeMismatch, "[<\(className)> setNilValueForKey]: could not set nil as the value for the key \(key).")
            }
            stored = .unowned(StoredValue(value))
        }
        madeExtras.catalogValues[key] = stored
    }

    /// What reading `key` gives when nothing set it: the zero of a property the real class
    /// declares (false, 0, nil).
    ///
    /// - Throws: ``NibRuntimeError`` `.unknownKey` when UIKit has no such property.
    func catalogDefaultValue(forKey key: String) throws -> RuntimeValue {
        guard let name = catalogClassName, let property = UIKitCatalog.property(named: key, in: name) else {
            throw unknownKey(key)
        }
        switch property.kind {
        case .bool: return .bool(false)
        case .integer: return .int(0)
        case .number: return .double(0)
        default: return .null
        }
    }
}
