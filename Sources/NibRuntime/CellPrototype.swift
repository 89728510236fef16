/// A prototype a table or collection view holds (`UITableViewCellPrototypeNibs`,
/// `UICollectionViewCellNibDict`, `UICollectionViewSupplementaryViewNibDict`): the nib UIKit
/// instantiates once for each cell it dequeues with none to reuse, passing the objects of the
/// enclosing nib that the prototype's placeholders stand for as external objects.
///
/// ```swift
/// let table = scene.view as! UITableView
/// for prototype in table.prototypes { print(prototype.identifier) }
/// let cell = try table.dequeueReusableCell(withIdentifier: "Cell")
/// ```
public struct CellPrototype {
    /// What the prototype is to its view.
    public enum Role: String, Sendable, Hashable, Codable {
        /// A table view's prototype cell.
        case tableCell = "table-cell"
        /// A collection view's cell.
        case collectionCell = "collection-cell"
        /// A collection view's supplementary view (section header or footer).
        case supplementaryView = "supplementary-view"
    }

    /// The reuse identifier; for a supplementary view `<kind>/<reuse identifier>`
    /// (`UICollectionElementKindSectionHeader/Header`), as UIKit files it.
    public let identifier: String
    /// What the prototype is.
    public let role: Role
    /// The prototype's nib (its `UINib`'s `archiveData`).
    public let nib: Nib
    /// Whether unknown app classes are stood in for (as in the instantiation that made the view).
    public let stubsUnknownClasses: Bool
    /// The external objects, held weakly: they are objects of the enclosing nib (its view
    /// controller, segue templates), which own the view that owns this prototype.
    private let externals: [String: WeakObject]
    private let loadingStack: [String]

    /// A prototype of `nib` with `externalObjects` for its placeholders.
    public init(identifier: String, role: Role, nib: Nib, externalObjects: [String: NibRuntimeObject] = [:], stubsUnknownClasses: Bool = false) {
        self.init(
            identifier: identifier, role: role, nib: nib, externals: externalObjects.mapValues(WeakObject.init),
            stubsUnknownClasses: stubsUnknownClasses, loadingStack: [])
    }

    init(identifier: String, role: Role, nib: Nib, externals: [String: WeakObject], stubsUnknownClasses: Bool, loadingStack: [String]) {
        self.identifier = identifier
        self.role = role
        self.nib = nib
        self.externals = externals
        self.stubsUnknownClasses = stubsUnknownClasses
        self.loadingStack = loadingStack
    }

    /// The external objects still alive, by placeholder identifier.
    public var externalObjects: [String: NibRuntimeObject] { externals.compactMapValues(\.object) }

    /// The options of one dequeue: the external objects still alive, unknown classes stood in
    /// for as the instantiation that made the view did, the enclosing nibs for the recursion
    /// guard.
    ///
    /// - Throws: ``NibRuntimeError`` `.recursion` when the prototype's nib is already being
    ///   loaded; `.tooDeep` beyond ``NibDecodingContext/maximumNibNesting`` nibs.
    private func options() throws -> NibOptions {
        if loadingStack.contains(nib.name) {
            throw NibRuntimeError(.recursion, "nib loading recursed: " + (loadingStack + [nib.name]).joined(separator: " → "), nib: nib.name)
        }
        guard loadingStack.count < NibDecodingContext.maximumNibNesting else {
            throw NibRuntimeError(.tooDeep, "nibs load inside each other more than \(NibDecodingContext.maximumNibNesting) deep", nib: nib.name)
        }
        return NibOptions(externalObjects: externalObjects, stubsUnknownClasses: stubsUnknownClasses, loadingStack: loadingStack)
    }

    /// Instantiates the prototype's nib once, as a dequeue with nothing to reuse does, and
    /// returns the view it makes: its first top-level view.
    ///
    /// - Throws: what instantiating throws; ``NibRuntimeError`` `.invalidPrototype` when the
    ///   nib makes no `T` at top level.
    public func instantiate<T: UIView>(as type: T.Type = UIView.self) throws -> T {
        let objects = try nib.instantiate(owner: nil, options: try options())
        guard let view = objects.lazy.compactMap({ $0 as? UIView }).first else {
            throw NibRuntimeError(.invalidPrototype, "prototype \(identifier) makes no view at top level", nib: nib.name)
        }
        guard let made = view as? T else {
            throw NibRuntimeError(.invalidPrototype, "prototype \(identifier) makes a \(view.className), not a \(T.nibClassName)", nib: nib.name)
        }
        return made
    }

    /// Instantiates the prototype's nib once with the bookkeeping of ``Nib/instantiateDetailed(owner:options:)``.
    public func instantiateDetailed() throws -> NibInstantiation {
        try nib.instantiateDetailed(owner: nil, options: try options())
    }
}

extension CellPrototype {
    /// One prototype reached by ``expanded(_:)``.
    public struct Reached {
        /// The prototypes that lead to it, outermost first, itself last (a collection view's
        /// cell inside a table's prototype cell: the table cell, then the collection cell).
        public var chain: [CellPrototype]
        /// One instantiate of it; holding it keeps alive the objects the prototypes nested in
        /// it point to.
        public var instantiation: NibInstantiation

        /// The prototype reached.
        public var prototype: CellPrototype { chain[chain.count - 1] }
    }

    /// Every prototype reachable from `prototypes`: each one, instantiated once, then — depth
    /// first — the prototypes of the table and collection views that instantiation made
    /// (a prototype cell may hold a collection view with prototypes of its own).
    ///
    /// - Throws: what instantiating a prototype throws, the prototype's identifiers prefixed.
    /// - Complexity: one instantiate per prototype reached; nesting is bounded by
    ///   ``NibDecodingContext/maximumNibNesting``.
    public static func expanded(_ prototypes: [CellPrototype]) throws -> [Reached] {
        var reached: [Reached] = []
        var pending = prototypes.reversed().map { [$0] }
        while let chain = pending.popLast() {
            let instantiation: NibInstantiation
            do {
                instantiation = try chain[chain.count - 1].instantiateDetailed()
            } catch var error as NibRuntimeError {
                error.message = "prototype " + chain.map(\.identifier).joined(separator: " → ") + ": " + error.message
                throw error
            }
            reached.append(Reached(chain: chain, instantiation: instantiation))
            let inner = instantiation.createdObjects.compactMap { $0 as? CellPrototypeHolding }.flatMap(\.prototypes)
            pending += inner.reversed().map { chain + [$0] }
        }
        return reached
    }
}

/// A view that holds prototypes (``UITableView``, ``UICollectionView``).
public protocol CellPrototypeHolding: AnyObject {
    /// The prototypes, by role and then identifier.
    var prototypes: [CellPrototype] { get }
}

/// The prototype dictionaries one view decodes: nibs by identifier and external objects by
/// identifier, for one role.
struct PrototypeTable {
    let role: CellPrototype.Role
    private var references: [(identifier: String, reference: NibReference)] = []
    private var externals: [String: [String: WeakObject]] = [:]

    init(role: CellPrototype.Role) {
        self.role = role
    }

    /// Takes the nibs dictionary (identifier → `UINib`); other entries are ignored.
    mutating func decodeNibs(_ value: RuntimeValue) {
        guard case .dictionary(let entries) = value else { return }
        for case (.string(let identifier), .object(let reference as NibReference)) in entries {
            references.append((identifier, reference))
        }
        references.sort { $0.identifier < $1.identifier }
    }

    /// Takes the external objects dictionary (identifier → placeholder identifier → object).
    mutating func decodeExternals(_ value: RuntimeValue) {
        guard case .dictionary(let entries) = value else { return }
        for case (.string(let identifier), .dictionary(let table)) in entries {
            var objects: [String: WeakObject] = [:]
            for case (.string(let placeholder), .object(let object)) in table { objects[placeholder] = WeakObject(object) }
            externals[identifier] = objects
        }
    }

    /// The prototypes whose nib could be made, by identifier.
    var prototypes: [CellPrototype] {
        references.compactMap { identifier, reference in
            reference.nib.map {
                CellPrototype(
                    identifier: identifier, role: role, nib: $0, externals: externals[identifier] ?? [:],
                    stubsUnknownClasses: reference.stubsUnknownClasses, loadingStack: reference.enclosingNibs)
            }
        }
    }
}
