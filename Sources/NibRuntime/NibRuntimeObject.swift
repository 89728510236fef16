/// The root of every object a nib instantiates: the analogue of `NSObject` with key-value
/// coding and the nib-loading hooks UIKit calls.
///
/// Subclasses stand for UIKit classes (``UIView``, ``UILabel``, …) or an app's own classes
/// registered in a ``NibClassRegistry``. A class declares its properties once, in its
/// ``properties`` table: decoding gives each archived value to the table's decoder for its
/// key (the analogue of `initWithCoder:`), and to ``decodeValue(_:forKey:)`` when the table
/// has none; connections and user-defined runtime attributes go through
/// ``setValue(_:forKey:)``, which looks the name up in the same table and which throws ``NibRuntimeError`` with code
/// `.unknownKey` for a key the class does not have — UIKit's `NSUnknownKeyException`.
open class NibRuntimeObject {
    /// The Objective-C class name this runtime class stands for (registry key).
    open class var nibClassName: String { "NSObject" }

    /// Creates an object with default state, as `alloc`/`init` would before decoding.
    public required init() {}

    /// The object as a receiver of action connections' target-actions, when it is one:
    /// `UIControl`, `UIGestureRecognizer` and `UIBarButtonItem` answer themselves. A plug-in's
    /// class that conforms to ``TargetActionReceiving`` need not override it (instantiation
    /// casts such a class), but may, to spare the cast.
    open var targetActionReceiver: TargetActionReceiving? { nil }

    /// Whether the object is a ``UIView`` (which answers true): asked where a cast would go
    /// through the runtime, once per subview.
    var isView: Bool { false }

    /// When non-nil, keys the class does not have are stored here instead of throwing: a
    /// stand-in for an app class the registry does not know (see
    /// ``NibOptions/stubsUnknownClasses``). Object references in it are weak: a released
    /// object reads as `.null` (see ``GenericObject``).
    public var undefinedValues: [String: RuntimeValue]? { extras?.undefined?.mapValues(\.value) }

    /// What few objects keep beyond their class's own state (undefined values, real UIKit
    /// properties the class does not model, an archived class name): one reference, nil for
    /// almost every object.
    /// (Unchecked for exclusivity, as the view classes' stored properties are: read by every
    /// key-value coding call, never lent inout across a call that could reach it again.)
    @exclusivity(unchecked) var extras: RuntimeObjectExtras?

    /// ``extras``, created when absent.
    var madeExtras: RuntimeObjectExtras {
        if let extras { return extras }
        let made = RuntimeObjectExtras()
        extras = made
        return made
    }

    /// Whether keys the class does not have are kept (a stand-in) rather than refused.
    var acceptsUndefinedKeys: Bool {
        get { extras?.undefined != nil }
        set {
            if newValue {
                if extras?.undefined == nil { madeExtras.undefined = [:] }
            } else {
                extras?.undefined = nil
            }
        }
    }

    /// Keeps `value` under `key` among the undefined values, accepting undefined keys from now on.
    func storeUndefinedValue(_ value: RuntimeValue, forKey key: String) {
        let extras = madeExtras
        if extras.undefined == nil { extras.undefined = [:] }
        extras.undefined![key] = StoredValue(value)
    }

    /// The class name to report for this instance: the class it stands for (``nibClassName``),
    /// or the archive's class when it stands in for a real UIKit class the registry does not
    /// model (``NibClassRegistry/substitute(for:)``).
    open var className: String { extras?.archivedClassName ?? Self.nibClassName }

    /// The class's properties, its superclasses' included (see ``PropertyTable``): what
    /// decoding and key-value coding find under each key. A subclass that models properties
    /// overrides it with a table built from its superclass's; one that does not inherits it.
    open class var properties: PropertyTable { .empty }

    /// Receives an archived value whose key the class's ``properties`` do not decode, while
    /// the object is decoded. The default ignores it, as UIKit's `initWithCoder:` ignores keys
    /// the class does not read.
    open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {}

    /// Called once every archived value has been decoded. May return a different object to
    /// stand in for this one (`awakeAfterUsingCoder:`), e.g. an instance loaded from a nib.
    open func awakeAfterDecoding(in context: NibDecodingContext) throws -> NibRuntimeObject { self }

    /// Sets the property named `key` (outlets, runtime attributes).
    ///
    /// A name the class's ``properties`` have is set by their setter. Otherwise a stand-in
    /// keeps any key (``undefinedValues``); otherwise a key that the real class (or an ancestor) declares as
    /// a settable property in UIKit's runtime (``catalogClassName``) is kept, converted to the
    /// property's kind (see `NibRuntimeObject+Catalog.swift`), and anything else is refused as
    /// UIKit refuses it.
    ///
    /// - Throws: ``NibRuntimeError`` `.unknownKey` naming the class and key; `.typeMismatch`
    ///   for a value the property's kind does not take.
    open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        if let setter = Self.properties.setter(for: key) { return try setter(self, value, key) }
        if let extras, extras.undefined != nil {
            extras.undefined![key] = StoredValue(value)
            return
        }
        try setCatalogValue(value, forKey: key)
    }

    /// Reads the property named `key`: a property the class's ``properties`` read, a value
    /// set through the catalog, an undefined value
    /// of a stand-in, or the zero value of a property the real class declares but the runtime
    /// class does not model.
    ///
    /// - Throws: ``NibRuntimeError`` `.unknownKey` naming the class and key.
    open func value(forKey key: String) throws -> RuntimeValue {
        if let getter = Self.properties.getter(for: key) { return getter(self) }
        if let stored = extras?.catalogValues[key] { return stored.value }
        if let undefined = extras?.undefined { return undefined[key]?.value ?? .null }
        return try catalogDefaultValue(forKey: key)
    }

    /// Called on every instantiated object once all of them are connected.
    open func awakeFromNib() {}

    /// Sets `path`, the rest of a key path, inside the struct that `key` holds, as key-value
    /// coding extensions do (Core Animation's `transform.rotation.z`): true when this class
    /// reaches into `key` that way, false (the default) when `key` names an object to walk on.
    ///
    /// - Throws: ``NibRuntimeError`` for a field the struct does not have or a value of the
    ///   wrong kind.
    open func setValue(_ value: RuntimeValue, forKeyPath path: Substring, inStructAt key: String) throws -> Bool {
        false
    }

    /// Sets a dotted key path: every component but the last is read with ``value(forKey:)``,
    /// unless a class reaches into a struct at that component
    /// (``setValue(_:forKeyPath:inStructAt:)``).
    ///
    /// Walks the components in a loop (a key path from a nib can have any number of them).
    ///
    /// - Complexity: O(*c*) in the number of components.
    public final func setValue(_ value: RuntimeValue, forKeyPath keyPath: String) throws {
        var target: NibRuntimeObject = self
        var rest = keyPath[...]
        while let dot = rest.firstIndex(of: ".") {
            let head = String(rest[..<dot])
            let tail = rest[rest.index(after: dot)...]
            if try target.setValue(value, forKeyPath: tail, inStructAt: head) { return }
            guard let next = try target.value(forKey: head).object else {
                throw NibRuntimeError(
                    .typeMismatch, "[\(target.className) valueForKey:\(head)] is not an object, so key path \(keyPath) cannot be set")
            }
            target = next
            rest = tail
        }
        try target.setValue(value, forKey: String(rest))
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
///
/// Object references among its values are weak (see ``undefinedValues``): an object that only
/// a generic object refers to is released with the instantiation, and reads as `.null`.
public final class GenericObject: NibRuntimeObject {
    override public class var nibClassName: String { "NSObject" }

    /// The archive's class name for this object.
    public internal(set) var archivedClassName = "NSObject"
    /// Every value decoded or set, by key, in order of arrival.
    public var values: [(key: String, value: RuntimeValue)] { storage.map { ($0.key, $0.value.value) } }

    // Unchecked for exclusivity (about 75 instructions an access otherwise, and a stand-in
    // takes every value of its object): no access spans a call that could reach them again.
    @exclusivity(unchecked) private var storage: [(key: String, value: StoredValue)] = []
    /// Key → position of its last value, built on the first lookup of a key among many values
    /// (so that n outlets set on one object cost O(n), not O(n²)).
    @exclusivity(unchecked) private var positions: [String: Int]?

    override public var className: String { archivedClassName }

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        storage.append((key.name, StoredValue(value)))
        positions?[key.name] = storage.count - 1
    }

    override public func setValue(_ value: RuntimeValue, forKey key: String) throws {
        if let i = position(of: key) {
            storage[i].value = StoredValue(value)
        } else {
            storage.append((key, StoredValue(value)))
            positions?[key] = storage.count - 1
        }
    }

    override public func value(forKey key: String) throws -> RuntimeValue {
        self[key] ?? .null
    }

    /// The last value stored under `key`.
    public subscript(key: String) -> RuntimeValue? {
        position(of: key).map { storage[$0].value.value }
    }

    private func position(of key: String) -> Int? {
        if positions == nil {
            guard storage.count > 8 else { return storage.lastIndex { $0.key == key } }
            var index: [String: Int] = [:]
            for (i, entry) in storage.enumerated() { index[entry.key] = i }
            positions = index
        }
        return positions![key]
    }
}
