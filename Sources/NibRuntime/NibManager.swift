import Synchronization

/// A cached nib manager in the JTNibManager style: a dictionary of loaded ``Nib``s by name,
/// filled on first use from a ``NibBundle`` and emptied on a memory warning.
///
/// ```swift
/// let manager = NibManager(bundle: NibBundle(directory: "Nibs"))
/// let controller = try manager.loadController(ProfileViewController(), named: "Profile")
/// let cell = try manager.loadObject(owner: nil, named: "ProfileCell")
/// ```
public final class NibManager: Sendable {
    private let bundle: NibBundle
    private let registry: NibClassRegistry
    private let cache = Mutex<[String: Nib]>([:])

    /// Creates a manager over `bundle`.
    public init(bundle: NibBundle, registry: NibClassRegistry = .standard) {
        self.bundle = bundle
        self.registry = registry
    }

    /// The cached nib named `name`, loading it on first use.
    ///
    /// - Complexity: O(1) on a hit.
    public func nib(named name: String) throws -> Nib {
        if let cached = cache.withLock(announcing: self, { $0[name] }) { return cached }
        let nib = try bundle.nib(named: name, registry: registry)
        return cache.withLock(announcing: self) { cache in
            if let raced = cache[name] { return raced }
            cache[name] = nib
            return nib
        }
    }

    /// Instantiates nib `name` with `controller` as File's Owner and returns the controller,
    /// its outlets (including `view`) connected.
    public func loadController<Controller: NibRuntimeObject>(
        _ controller: Controller, named name: String, options: NibOptions = NibOptions()
    ) throws -> Controller {
        _ = try nib(named: name).instantiate(owner: controller, options: options)
        return controller
    }

    /// Instantiates nib `name` and returns its first top-level object.
    ///
    /// - Throws: ``NibRuntimeError`` `.notAUIKitNib` when the nib has no top-level object.
    public func loadObject(owner: NibRuntimeObject?, named name: String, options: NibOptions = NibOptions()) throws -> NibRuntimeObject {
        guard let first = try nib(named: name).instantiate(owner: owner, options: options).first else {
            throw NibRuntimeError(.notAUIKitNib, "nib has no top-level object", nib: name)
        }
        return first
    }

    /// The number of nibs cached.
    public var cachedCount: Int { cache.withLock(announcing: self) { $0.count } }

    /// The memory-warning response: forgets every cached nib.
    public func memoryWarning() {
        cache.withLock(announcing: self) { $0.removeAll() }
    }
}
