/// What an instantiation noticed without failing: UIKit logs these and goes on.
public struct InstantiationReport: Sendable, Equatable {
    /// Proxy identifiers no object was supplied for (they stay placeholders).
    public var unresolvedProxies: [String] = []
    /// Class names the registry did not know (instantiated as ``GenericObject`` or as the
    /// swapper's original class).
    public var unknownClasses: [String] = []
    /// Other warnings, one sentence each.
    public var warnings: [String] = []
    /// Real UIKit classes the registry does not model, each instantiated as its nearest
    /// modelled ancestor (``NibClassRegistry/substitute(for:)``); one entry per class, in
    /// order of first appearance.
    public var substitutedClasses: [ClassSubstitution] = []

    public init() {}

    /// Whether nothing was noticed.
    public var isEmpty: Bool { unresolvedProxies.isEmpty && unknownClasses.isEmpty && warnings.isEmpty && substitutedClasses.isEmpty }
}

/// A real class instantiated as its nearest modelled ancestor: `UIDatePicker` as `UIControl`.
public struct ClassSubstitution: Sendable, Equatable {
    /// The archive's class (the instance's ``NibRuntimeObject/className``).
    public var className: String
    /// The registered ancestor whose runtime class was instantiated.
    public var instantiatedAs: String

    public init(className: String, instantiatedAs: String) {
        self.className = className
        self.instantiatedAs = instantiatedAs
    }
}

/// One connection as applied by an instantiation.
public struct AppliedConnection {
    public enum Kind: Equatable, Sendable {
        case outlet
        case action(eventMask: UInt32)
        case outletCollection(collectionClassName: String)
    }

    public var kind: Kind
    /// The property name or selector.
    public var label: String
    public var source: NibRuntimeObject
    /// The destination; nil for an action sent to the first responder.
    public var destination: NibRuntimeObject?
}

/// Everything one `instantiate` produced.
public struct NibInstantiation {
    /// The top-level objects, minus owner, first responder and external objects.
    public var topLevelObjects: [NibRuntimeObject]
    /// The owner used (the caller's, or a fresh dummy).
    public var owner: NibRuntimeObject
    /// Every object created, in creation order (proxies excluded).
    public var createdObjects: [NibRuntimeObject]
    /// The connections applied, in archive order.
    public var connections: [AppliedConnection]
    /// The objects sent `awakeFromNib`, in order.
    public var awakened: [NibRuntimeObject]
    /// What was noticed without failing.
    public var report: InstantiationReport
}
