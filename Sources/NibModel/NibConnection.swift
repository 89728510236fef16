/// A connection made at instantiation: an outlet, an action, or an outlet-collection entry.
public struct NibConnection: Sendable, Hashable {
    /// The kind of connection, with what only that kind has.
    public enum Kind: Sendable, Hashable {
        /// `UIRuntimeOutletConnection`: `source.label = destination`.
        case outlet
        /// `UIRuntimeEventConnection`: `source` sends selector `label` to `destination` on
        /// the events in `eventMask` (a nil target when the destination is First Responder).
        case action(eventMask: UInt32)
        /// `UIRuntimeOutletCollectionConnection`: `destination` is added to the collection
        /// `source.label` of class `collectionClassName`.
        case outletCollection(collectionClassName: String, addsContent: Bool)

        /// The archive class of the connection object.
        public var archiveClassName: String {
            switch self {
            case .outlet: UIKitClasses.outletConnection
            case .action: UIKitClasses.eventConnection
            case .outletCollection: UIKitClasses.outletCollectionConnection
            }
        }
    }

    /// The kind of connection.
    public var kind: Kind
    /// The outlet name or the action selector (`save:`).
    public var label: String
    /// The object whose outlet is set, or the control that sends the action.
    public var source: NibObjectID
    /// The outlet's value or the action's target.
    public var destination: NibObjectID

    /// Creates a connection.
    public init(kind: Kind, label: String, source: NibObjectID, destination: NibObjectID) {
        (self.kind, self.label, self.source, self.destination) = (kind, label, source, destination)
    }

    /// An outlet: `source.label = destination`.
    public static func outlet(_ label: String, source: NibObjectID, destination: NibObjectID) -> NibConnection {
        NibConnection(kind: .outlet, label: label, source: source, destination: destination)
    }

    /// An action `selector` from `source` to `destination` for the events in `eventMask`.
    public static func action(_ selector: String, source: NibObjectID, destination: NibObjectID, eventMask: UInt32) -> NibConnection {
        NibConnection(kind: .action(eventMask: eventMask), label: selector, source: source, destination: destination)
    }

    /// One entry of outlet collection `label` on `source`.
    public static func outletCollection(
        _ label: String, source: NibObjectID, destination: NibObjectID,
        collectionClassName: String = "NSArray", addsContent: Bool = false
    ) -> NibConnection {
        NibConnection(
            kind: .outletCollection(collectionClassName: collectionClassName, addsContent: addsContent),
            label: label, source: source, destination: destination)
    }
}

/// A user-defined runtime attribute (`UINibKeyValuePair`): at instantiation, before
/// connections, `object.setValue(value, forKeyPath: keyPath)`.
public struct NibKeyValuePair: Sendable, Hashable {
    /// The object whose key path is set.
    public var object: NibObjectID
    /// The key path (`layer.cornerRadius`).
    public var keyPath: String
    /// The value (an `NSNumber`, `NSString`, color, …).
    public var value: NibPropertyValue

    /// Creates a key-value pair.
    public init(object: NibObjectID, keyPath: String, value: NibPropertyValue) {
        (self.object, self.keyPath, self.value) = (object, keyPath, value)
    }
}
