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
/// Source and destination are weak, like generic storage: the instantiation keeps them alive
/// while it connects, and a connection named as its own destination (or inside it) must not
/// keep itself — and its source — alive afterwards.
final class RuntimeConnection: NibRuntimeObject {
    var kind: ConnectionKind = .outlet
    var label = ""
    weak var source: NibRuntimeObject?
    var destination: RuntimeValue {
        get { storedDestination.value }
        set { storedDestination = StoredValue(newValue) }
    }
    private var storedDestination = StoredValue.plain(.null)
    var eventMask: UInt32 = 0
    var collectionClassName = "NSArray"
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

    override func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UILabel: label = value.string ?? ""
        case .UISource: source = value.object
        case .UIDestination: destination = value
        case .UIEventMask: eventMask = UInt32(truncatingIfNeeded: value.int ?? 0)
        case .runtimeCollectionClassName: collectionClassName = value.string ?? collectionClassName
        case .addsContentToExistingCollection: addsContentToExistingCollection = value.bool ?? false
        default: break
        }
    }
}

/// A `UINibKeyValuePair` (user-defined runtime attribute) as decoded; object and value are
/// weak, as in ``RuntimeConnection``.
final class RuntimeKeyValuePair: NibRuntimeObject {
    override class var nibClassName: String { UIKitClasses.keyValuePair }
    weak var object: NibRuntimeObject?
    var keyPath = ""
    var value: RuntimeValue {
        get { storedValue.value }
        set { storedValue = StoredValue(newValue) }
    }
    private var storedValue = StoredValue.plain(.null)

    required init() {}

    override func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIObject: object = value.object
        case .UIKeyPath: keyPath = value.string ?? ""
        case .UIValue: self.value = value
        default: break
        }
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
    public required init() {}
}
