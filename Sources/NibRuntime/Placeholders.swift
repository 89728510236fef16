import NibModel

/// The shared stand-in for `IBFirstResponder`: actions aimed at it get a nil target.
public final class FirstResponderStandIn: NibRuntimeObject {
    override public class var nibClassName: String { "UIFirstResponderStandIn" }
    public required init() {}
}

/// A proxy the caller did not map (an external object that was not supplied). It stays a
/// placeholder, accepts any key, and is reported.
public final class UnresolvedPlaceholder: NibRuntimeObject {
    override public class var nibClassName: String { "UIProxyObject" }
    /// The proxied identifier (`IBFilesOwner`, an external object name, …).
    public internal(set) var identifier = ""
    public required init() {}
    override public func setValue(_ value: RuntimeValue, forKey key: String) throws {}
    override public func value(forKey key: String) throws -> RuntimeValue { .null }
}

/// A connection object (`UIRuntimeOutletConnection`, `UIRuntimeEventConnection`,
/// `UIRuntimeOutletCollectionConnection`) as decoded, before it is applied.
///
/// Source and destination are strong while the instantiation runs, and the decoding context
/// that made the connection clears them when it is released (``releaseReferences()``, from
/// ``NibDecodingContext``'s `deinit`, on success and on error alike): a connection named as
/// its own destination (or inside it) then keeps neither itself nor its source alive. Weak
/// references would do the same at a price on every instantiation: each gives its object a
/// side table, whose every later retain and release takes the runtime's slow path.
final class RuntimeConnection: NibRuntimeObject {
    // Word-sized fields first, the small ones together at the end: no padding between them,
    // so the list link below does not move the object into a larger allocation size class.
    var label = ""
    var source: NibRuntimeObject?
    var destination: RuntimeValue = .null
    var collectionClassName = "NSArray"
    var eventMask: UInt32 = 0
    var kind: ConnectionKind = .outlet
    var addsContentToExistingCollection = false

    enum ConnectionKind { case outlet, action, collection }

    required init() {}

    override var className: String {
        switch kind {
        case .outlet: UIKitClasses.outletConnection
        case .action: UIKitClasses.eventConnection
        case .collection: UIKitClasses.outletCollectionConnection
        }
    }

    /// The connection decoded before this one by the same context: the context keeps its
    /// connections in this intrusive list, which costs no allocation.
    var nextDecoded: RuntimeConnection?

    /// An action's target: the destination object, or nil for the first responder (the
    /// context's stand-in, `standIn`) and for anything that is not an object.
    func actionTarget(standIn: NibRuntimeObject?) -> NibRuntimeObject? {
        guard case .object(let target) = destination, target !== standIn else { return nil }
        return target
    }

    /// Drops source and destination, breaking any cycle through this connection.
    func releaseReferences() {
        source = nil
        destination = .null
    }

    override class var properties: PropertyTable { table }
    private static let table = PropertyTable(RuntimeConnection.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UILabel") { $0.label = $1.string ?? "" }
        t.decode("UISource") { $0.source = $1.object }
        t.decode("UIDestination") { $0.destination = $1 }
        t.decode("UIEventMask", as: Int.self) { $0.eventMask = UInt32(truncatingIfNeeded: $1 ?? 0) }
        t.decode("runtimeCollectionClassName") { $0.collectionClassName = $1.string ?? $0.collectionClassName }
        t.decode("addsContentToExistingCollection", as: Bool.self) { $0.addsContentToExistingCollection = $1 ?? false }
    }
}

/// A decoded connection or key-value pair: a node of the decoding context's intrusive list,
/// whose references the context drops when it is released.
protocol DecodedListNode: AnyObject {
    /// The node decoded before this one by the same context.
    var nextDecoded: Self? { get set }
    /// Drops the node's object references, breaking any cycle through it.
    func releaseReferences()
}

extension RuntimeConnection: DecodedListNode {}
extension RuntimeKeyValuePair: DecodedListNode {}

/// A `UINibKeyValuePair` (user-defined runtime attribute) as decoded; object and value are
/// strong until the decoding context is released, as in ``RuntimeConnection``.
final class RuntimeKeyValuePair: NibRuntimeObject {
    override class var nibClassName: String { UIKitClasses.keyValuePair }
    var object: NibRuntimeObject?
    var keyPath = ""
    var value: RuntimeValue = .null

    required init() {}

    /// The pair decoded before this one by the same context (see ``RuntimeConnection/nextDecoded``).
    var nextDecoded: RuntimeKeyValuePair?

    /// Drops object and value, breaking any cycle through this pair.
    func releaseReferences() {
        object = nil
        value = .null
    }

    override class var properties: PropertyTable { table }
    private static let table = PropertyTable(RuntimeKeyValuePair.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UIObject") { $0.object = $1.object }
        t.decode("UIKeyPath") { $0.keyPath = $1.string ?? "" }
        t.decode("UIValue") { $0.value = $1 }
    }
}

/// A `UINib` object inside a nib: a nested nib (`archiveData`) or a reference by name
/// (`bundleResourceName`). Decoding it does not instantiate it.
public final class NibReference: NibRuntimeObject {
    override public class var nibClassName: String { "UINib" }
    /// The nested nib, when it could be made.
    public internal(set) var nib: Nib?
    /// The resource name, for a nib referenced by name.
    public internal(set) var resourceName: String?
    /// How the nib that held this reference was instantiated, for instantiating the nested
    /// nib later in the same way (a prototype cell dequeued after its table was made).
    var stubsUnknownClasses = false
    /// The nibs being loaded when this reference was decoded, outermost first.
    var enclosingNibs: [String] = []
    public required init() {}
}
