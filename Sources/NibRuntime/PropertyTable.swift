import NibArchive

/// The properties of one runtime class, its superclasses' included: what each archive key
/// decodes into (`initWithCoder:`), and what each key-value coding name sets and reads
/// (outlets, user-defined runtime attributes, key paths).
///
/// Each class builds its table once, from its superclass's, and answers it from
/// ``NibRuntimeObject/properties``:
///
/// ```swift
/// open class UISwitch: UIControl {
///     public var isOn = false
///     override open class var properties: PropertyTable { table }
///     private static let table = PropertyTable(UISwitch.self, inheriting: UIControl.properties) { t in
///         t.decode("UISwitchOn", as: Bool.self) { $0.isOn = $1 ?? $0.isOn }
///         t.setBool("on") { $0.isOn = $1 }
///     }
/// }
/// ```
///
/// Decoding finds a key's decoder by the ``KnownKey`` the archive's key resolved to, an
/// index into an array (no hashing per value); a key outside ``KnownKey`` that some class
/// decodes is found by name, and only for such a class. A key no class in the chain decodes
/// goes to ``NibRuntimeObject/decodeValue(_:forKey:)``. Key-value coding finds a name's
/// setter or getter in one dictionary; a name the table lacks falls back to UIKit's catalog
/// (``UIKitCatalog``), then to `setValue:forUndefinedKey:`.
public final class PropertyTable: Sendable {
    /// Takes one archived value into an object of the table's class.
    public typealias Decoder = @Sendable (NibRuntimeObject, RuntimeValue) throws -> Void
    /// Sets one key-value coding name on an object of the table's class; the name is passed
    /// for error messages.
    public typealias Setter = @Sendable (NibRuntimeObject, RuntimeValue, String) throws -> Void
    /// Reads one key-value coding name of an object of the table's class.
    public typealias Getter = @Sendable (NibRuntimeObject) -> RuntimeValue

    /// Decoders by ``KnownKey`` ordinal (`.unknown`'s slot stays empty), unretained: each is
    /// kept by ``decoderBoxes``, so that calling one costs no reference count.
    private let byKnownKey: [Unmanaged<DecoderBox>?]
    private let decoderBoxes: [DecoderBox]
    /// Decoders of archive keys outside ``KnownKey``, by name.
    private let byName: [String: DecoderEntry]
    private let setters: [String: SetterEntry]
    private let getters: [String: GetterEntry]

    // A closure as an array or dictionary keeps it. Kept bare (or in a generic struct), a
    // function value is stored at the container's most general abstraction, and each read of
    // it allocates a thunk to call it through; a concrete type around it keeps it as it is.
    // A decoder, called once per archived value, is boxed in a class and reached unretained.
    // A typed decoder also reads a scalar or data payload in place (see ``ArchivedScalar``).
    // (Never an optional closure: binding one to call it copies it, a retain and a release,
    // and an Optional, being generic, keeps a function at its most general abstraction, so
    // every call would go through two reabstraction thunks.)
    fileprivate final class DecoderBox: Sendable {
        let function: Decoder
        let isTyped: Bool
        let typed: TypedDecoder
        init(_ function: @escaping Decoder, typed: @escaping TypedDecoder, isTyped: Bool) {
            self.function = function
            self.isTyped = isTyped
            self.typed = typed
        }
    }
    fileprivate typealias TypedDecoder = @Sendable (NibRuntimeObject, ArchivedPayload) -> Void
    /// The typed decoder of a box that has none (never called).
    fileprivate static let untyped: TypedDecoder = { _, _ in }
    fileprivate struct DecoderEntry: Sendable { let function: Decoder }
    fileprivate struct SetterEntry: Sendable { let function: Setter }
    fileprivate struct GetterEntry: Sendable { let function: Getter }

    /// The table of ``NibRuntimeObject``: no properties.
    public static let empty = PropertyTable(
        byKnownKey: Array(repeating: nil, count: KnownKey.allCases.count), byName: [:], setters: [:], getters: [:])

    private init(byKnownKey: [DecoderBox?], byName: [String: DecoderEntry], setters: [String: SetterEntry], getters: [String: GetterEntry]) {
        self.byKnownKey = byKnownKey.map { $0.map(Unmanaged.passUnretained) }
        decoderBoxes = byKnownKey.compactMap { $0 }
        self.byName = byName
        self.setters = setters
        self.getters = getters
    }

    /// The table of `type`: `parent`'s properties, then the ones `build` declares, which
    /// take the place of a parent's under the same key or name.
    public convenience init<Object: NibRuntimeObject>(_ type: Object.Type, inheriting parent: PropertyTable, _ build: (inout Builder<Object>) -> Void)
    {
        var builder = Builder<Object>(
            byKnownKey: parent.byKnownKey.map { $0?.takeUnretainedValue() }, byName: parent.byName, setters: parent.setters, getters: parent.getters)
        build(&builder)
        self.init(byKnownKey: builder.byKnownKey, byName: builder.byName, setters: builder.setters, getters: builder.getters)
    }

    /// Decodes value `index` of `archive` into `object` when a class in the chain decodes the
    /// archive key that resolved to `known`; false when none does (for `.unknown`, see
    /// ``decoder(named:)``).
    ///
    /// A typed decoder reads a scalar or data payload where it lies (no value is made, nothing
    /// is retained); an object reference, and any value for another decoder, is resolved by
    /// `resolve` and handed over as a ``RuntimeValue``.
    @inline(__always)
    func decode(
        _ index: Int, of archive: NibArchive, forKnownKey known: KnownKey, into object: NibRuntimeObject, resolve: (Int) throws -> RuntimeValue
    ) throws -> Bool {
        guard let box = byKnownKey[known.ordinal] else { return false }
        try box._withUnsafeGuaranteedRef { box in
            if box.isTyped {
                let payload = archive.payload(index)
                if payload.type != .objectReference { return box.typed(object, payload) }
            }
            try box.function(object, try resolve(index))
        }
        return true
    }

    /// Whether some class in the chain decodes a key outside ``KnownKey``.
    var decodesUnknownKeys: Bool { !byName.isEmpty }

    /// The decoder of `name`, a key outside ``KnownKey``, or nil.
    func decoder(named name: String) -> Decoder? {
        byName[name]?.function
    }

    /// The setter of key-value coding name `name`, or nil.
    func setter(for name: String) -> Setter? { setters[name]?.function }

    /// The getter of key-value coding name `name`, or nil.
    func getter(for name: String) -> Getter? { getters[name]?.function }

    /// The archive keys the table decodes, by name (the known ones first).
    public var decodedKeys: [String] {
        KnownKey.allCases.filter { byKnownKey[$0.ordinal] != nil }.map(\.rawValue) + byName.keys.sorted()
    }

    /// The key-value coding names that can be set.
    public var settableNames: [String] { setters.keys.sorted() }

    /// The key-value coding names that can be read.
    public var readableNames: [String] { getters.keys.sorted() }

    /// Declares the properties of one class: the closures get the object as that class.
    public struct Builder<Object: NibRuntimeObject> {
        fileprivate var byKnownKey: [DecoderBox?]
        fileprivate var byName: [String: DecoderEntry]
        fileprivate var setters: [String: SetterEntry]
        fileprivate var getters: [String: GetterEntry]

        /// Decodes the archive keys `keys` with `body`.
        public mutating func decode(_ keys: String..., body: @escaping @Sendable (Object, RuntimeValue) throws -> Void) {
            register({ object, value in try body(unsafeDowncast(object, to: Object.self), value) }, for: keys)
        }

        /// Decodes the archive keys `keys` as `Value`s with `body`, which gets nil for a value
        /// that holds none (as `$1.int` and the like give nil in ``decode(_:body:)``). A scalar
        /// or geometry blob is read where it lies in the archive, without making a
        /// ``RuntimeValue``: the way to declare numbers, flags and geometry.
        public mutating func decode<Value: ArchivedScalar>(_ keys: String..., as: Value.Type, body: @escaping @Sendable (Object, Value?) -> Void) {
            register(
                { object, value in body(unsafeDowncast(object, to: Object.self), Value.read(value)) }, for: keys,
                typed: { object, payload in body(unsafeDowncast(object, to: Object.self), Value.read(payload)) }, isTyped: true)
        }

        private mutating func register(
            _ decoder: @escaping Decoder, for keys: [String], typed: @escaping TypedDecoder = PropertyTable.untyped, isTyped: Bool = false
        ) {
            for key in keys {
                if let known = KnownKey(rawValue: key) {
                    byKnownKey[known.ordinal] = DecoderBox(decoder, typed: typed, isTyped: isTyped)
                } else {
                    byName[key] = DecoderEntry(function: decoder)
                }
            }
        }

        /// Sets the key-value coding names `names` with `body`, which takes the value as it is.
        public mutating func set(_ names: String..., body: @escaping @Sendable (Object, RuntimeValue) throws -> Void) {
            for name in names { setters[name] = SetterEntry { object, value, _ in try body(unsafeDowncast(object, to: Object.self), value) } }
        }

        /// Sets the boolean key-value coding name `name` (converted as ``NibRuntimeObject/boolean(_:forKey:)`` does).
        public mutating func setBool(_ name: String, body: @escaping @Sendable (Object, Bool) -> Void) {
            setters[name] = SetterEntry { object, value, key in body(unsafeDowncast(object, to: Object.self), try object.boolean(value, forKey: key))
            }
        }

        /// Sets the integer key-value coding name `name` (converted as ``NibRuntimeObject/integer(_:forKey:)`` does).
        public mutating func setInteger(_ name: String, body: @escaping @Sendable (Object, Int) -> Void) {
            setters[name] = SetterEntry { object, value, key in body(unsafeDowncast(object, to: Object.self), try object.integer(value, forKey: key))
            }
        }

        /// Sets the numeric key-value coding name `name` (converted as ``NibRuntimeObject/number(_:forKey:)`` does).
        public mutating func setNumber(_ name: String, body: @escaping @Sendable (Object, Double) -> Void) {
            setters[name] = SetterEntry { object, value, key in body(unsafeDowncast(object, to: Object.self), try object.number(value, forKey: key)) }
        }

        /// Reads the key-value coding name `name` with `body`.
        public mutating func get(_ name: String, body: @escaping @Sendable (Object) -> RuntimeValue) {
            getters[name] = GetterEntry { object in body(unsafeDowncast(object, to: Object.self)) }
        }

        /// A property that decoding and key-value coding take alike (an object or a string,
        /// kept as given): the archive key `archived` and the name `name` both set it with `body`.
        public mutating func property(_ name: String, archived: String..., body: @escaping @Sendable (Object, RuntimeValue) throws -> Void) {
            let decoder: Decoder = { object, value in try body(unsafeDowncast(object, to: Object.self), value) }
            register(decoder, for: archived)
            setters[name] = SetterEntry { object, value, _ in try decoder(object, value) }
        }
    }
}

extension KnownKey {
    /// The key's position among ``allCases``: the index of its decoder in a ``PropertyTable``.
    @inline(__always)
    var ordinal: Int {
        // A payload-free enum of fewer than 256 cases is stored as its case index, one byte.
        Int(unsafeBitCast(self, to: UInt8.self))
    }
}
