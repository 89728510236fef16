/// The root of every object a nib instantiates: the analogue of `NSObject` with key-value
/// coding and the nib-loading hooks UIKit calls.
///
/// Subclasses stand for UIKit classes (``UIView``, ``UILabel``, …) or an app's own classes
/// registered in a ``NibClassRegistry``. Decoding calls ``decodeValue(_:forKey:)`` once per
/// archived value (the analogue of `initWithCoder:`); connections and user-defined runtime
/// attributes go through ``setValue(_:forKey:)``, which throws ``NibRuntimeError`` with code
/// `.unknownKey` for a key the class does not have — UIKit's `NSUnknownKeyException`.
open class NibRuntimeObject {
    /// The Objective-C class name this runtime class stands for (registry key).
    open class var nibClassName: String { "NSObject" }

    /// Creates an object with default state, as `alloc`/`init` would before decoding.
    public required init() {}

    /// When non-nil, keys the class does not have are stored here instead of throwing: a
    /// stand-in for an app class the registry does not know (see
    /// ``NibOptions/stubsUnknownClasses``).
    public internal(set) var undefinedValues: [String: RuntimeValue]?

    /// The class name to report for this instance.
    open var className: String { Self.nibClassName }

    /// Receives one archived value while the object is decoded. The default ignores keys the
    /// class does not know, as UIKit's `initWithCoder:` does.
    open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {}

    /// Called once every archived value has been decoded. May return a different object to
    /// stand in for this one (`awakeAfterUsingCoder:`), e.g. an instance loaded from a nib.
    open func awakeAfterDecoding(in context: NibDecodingContext) throws -> NibRuntimeObject { self }

    /// Sets the property named `key` (outlets, runtime attributes).
    ///
    /// - Throws: ``NibRuntimeError`` `.unknownKey` naming the class and key.
    open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        guard undefinedValues != nil else { throw unknownKey(key) }
        undefinedValues![key] = value
    }

    /// Reads the property named `key`.
    ///
    /// - Throws: ``NibRuntimeError`` `.unknownKey` naming the class and key.
    open func value(forKey key: String) throws -> RuntimeValue {
        guard let undefinedValues else { throw unknownKey(key) }
        return undefinedValues[key] ?? .null
    }

    /// Called on every instantiated object once all of them are connected.
    open func awakeFromNib() {}

    /// Sets a dotted key path: every component but the last is read with ``value(forKey:)``.
    ///
    /// - Complexity: O(*c*) in the number of components.
    public final func setValue(_ value: RuntimeValue, forKeyPath keyPath: String) throws {
        guard let dot = keyPath.firstIndex(of: ".") else {
            try setValue(value, forKey: keyPath)
            return
        }
        let head = String(keyPath[..<dot])
        let rest = String(keyPath[keyPath.index(after: dot)...])
        guard let next = try self.value(forKey: head).object else {
            throw NibRuntimeError(.typeMismatch, "[\(className) valueForKey:\(head)] is not an object, so key path \(keyPath) cannot be set")
        }
        try next.setValue(value, forKeyPath: rest)
    }

    /// The error UIKit raises for an unknown key.
    public final func unknownKey(_ key: String) -> NibRuntimeError {
        NibRuntimeError(.unknownKey, "[<\(className)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    /// The error for a value of the wrong kind.
    public final func mismatch(_ key: String, _ value: RuntimeValue, expected: String) -> NibRuntimeError {
        NibRuntimeError(.typeMismatch, "\(className).\(key) expects \(expected), got \(value.kindName)")
    }
}

/// An object of a class the registry does not know: keeps every decoded value, and accepts
/// any key, so a nib full of custom classes still instantiates (and is reported).
public final class GenericObject: NibRuntimeObject {
    override public class var nibClassName: String { "NSObject" }

    /// The archive's class name for this object.
    public internal(set) var archivedClassName = "NSObject"
    /// Every value decoded or set, by key, in order of arrival.
    public private(set) var values: [(key: String, value: RuntimeValue)] = []

    override public var className: String { archivedClassName }

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        values.append((key.name, value))
    }

    override public func setValue(_ value: RuntimeValue, forKey key: String) throws {
        if let i = values.lastIndex(where: { $0.key == key }) {
            values[i].value = value
        } else {
            values.append((key, value))
        }
    }

    override public func value(forKey key: String) throws -> RuntimeValue {
        values.last(where: { $0.key == key })?.value ?? .null
    }

    /// The last value stored under `key`.
    public subscript(key: String) -> RuntimeValue? {
        values.last(where: { $0.key == key })?.value
    }
}
