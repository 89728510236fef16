import NibArchive
import NibModel

/// One instantiation's decoder: creates objects lazily on first reference and memoises them
/// per archive index, maps proxies, and loads nested nibs (with a recursion guard).
///
/// Runtime classes see it in ``NibRuntimeObject/awakeAfterDecoding(in:)``, e.g. to replace a
/// placeholder view with one loaded from its own nib.
public final class NibDecodingContext {
    let decoded: DecodedNib
    /// The archive (held directly so the hot path borrows it instead of copying it).
    let archive: NibArchive
    /// The nib being instantiated (file or name), for errors.
    public let nibName: String
    /// File's Owner.
    public let owner: NibRuntimeObject
    /// The stand-in, once a proxy needed it (most nibs never reference First Responder).
    var standIn: FirstResponderStandIn?
    let externals: [String: NibRuntimeObject]
    /// Where nibs named by nested references and embedded views come from.
    public let bundle: NibBundle?
    /// The class registry in use.
    public let registry: NibClassRegistry
    let enclosingNibs: [String]

    // Per archive object: the created value, whether a collection is being filled, and for
    // a collection its nesting and expanded size (elements, nested ones included).
    // Plain buffers: the hot path indexes them without exclusivity bookkeeping.
    private let memo: UnsafeMutableBufferPointer<RuntimeValue?>
    private let inProgress: UnsafeMutableBufferPointer<Bool>
    private let collectionShape: UnsafeMutableBufferPointer<CollectionShape>
    /// Expanded elements that reused collections may still hand out (see ``expansionFactor``).
    private var expansionBudget: Int
    /// (Unchecked for exclusivity: appended to for every unknown class and warning, never lent
    /// inout across a call that could reach it again.)
    @exclusivity(unchecked) var report = InstantiationReport()
    /// Every object created, in order, when ``recordsCreated`` (detailed instantiation).
    var created: [NibRuntimeObject] = []
    let recordsCreated: Bool
    /// The connections and key-value pairs decoded so far, newest first (intrusive lists
    /// through ``RuntimeConnection/nextDecoded``): they hold their objects strongly until this
    /// context is released, which clears them.
    private var decodedConnections: RuntimeConnection?
    private var decodedPairs: RuntimeKeyValuePair?
    /// Whether an object of a class that may override the nib-loading hooks was created (one
    /// decoded with `awakes`: an app's class, a nib-in-nib view, a class swapper's); false
    /// when every object is of a built-in class, none of which overrides `awakeFromNib`.
    private(set) var objectsMayAwake = false
    /// Whether unknown custom classes become permissive stand-ins (``NibOptions/stubsUnknownClasses``).
    public let stubsUnknownClasses: Bool

    init(
        decoded: DecodedNib, nibName: String, owner: NibRuntimeObject, externals: [String: NibRuntimeObject],
        bundle: NibBundle?, registry: NibClassRegistry, enclosing loadingStack: [String], enclosingDepth: Int = 0,
        recordsCreated: Bool = true, stubsUnknownClasses: Bool = false
    ) {
        depth = enclosingDepth
        self.stubsUnknownClasses = stubsUnknownClasses
        self.recordsCreated = recordsCreated
        self.decoded = decoded
        archive = decoded.archive
        self.nibName = nibName
        self.owner = owner
        self.externals = externals
        self.bundle = bundle
        self.registry = registry
        enclosingNibs = loadingStack
        memo = .allocate(capacity: archive.objectCount)
        memo.initialize(repeating: nil)
        inProgress = .allocate(capacity: archive.objectCount)
        inProgress.initialize(repeating: false)
        collectionShape = .allocate(capacity: archive.objectCount)
        collectionShape.initialize(repeating: CollectionShape(nesting: 0, weight: 1))
        expansionBudget = Self.expansionFactor * (archive.objectCount + archive.valueCount) + 4096
        if recordsCreated { created.reserveCapacity(archive.objectCount) }
    }

    deinit {
        // The defined point where cycles through connections and key-value pairs break: the
        // instantiation (or graph decode) that made them is over, successfully or not. The
        // lists are unlinked as they are walked, so a long one is not released recursively.
        Self.release(decodedConnections)
        Self.release(decodedPairs)
        // Entry by entry in code specialised for the type: `deinitialize()` on the whole
        // buffer goes through the runtime's generic value witnesses, several calls per entry.
        if let base = memo.baseAddress {
            for i in memo.indices { _ = (base + i).move() }
        }
        memo.deallocate()
        inProgress.deallocate()
        collectionShape.deallocate()
    }

    /// Releases every node of an intrusive list of decoded connections or pairs, unlinking
    /// each as it goes.
    private static func release<Node: DecodedListNode>(_ head: Node?) {
        var node = head
        while let current = node {
            current.releaseReferences()
            node = current.nextDecoded
            current.nextDecoded = nil
        }
    }

    /// The value at value-table index `index`, resolving object references.
    @inline(__always)
    func value(at index: Int) throws -> RuntimeValue {
        try resolve(archive.value(index))
    }

    /// A value-table entry as a runtime value, resolving an object reference.
    @inline(__always)
    private func resolve(_ entry: NibValue) throws -> RuntimeValue {
        switch entry {
        case .int8(let v): .int(Int64(v))
        case .int16(let v): .int(Int64(v))
        case .int32(let v): .int(Int64(v))
        case .int64(let v): .int(v)
        case .bool(let b): .bool(b)
        case .float(let f): .double(Double(f))
        case .double(let d): .double(d)
        case .data(let d): .data(d)
        case .null: .null
        case .object(let target): try object(at: target)
        }
    }

    private(set) var depth: Int

    /// The nesting and the expanded size of a created collection (0 and 1 for anything else).
    struct CollectionShape {
        var nesting: Int32
        var weight: Int
    }

    /// The object at archive index `index`, created on first use.
    func object(at index: Int) throws -> RuntimeValue {
        if let known = memo[index] {
            switch known {
            case .array, .dictionary: try chargeReuse(of: index)
            default: break
            }
            return known
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw NibRuntimeError(.tooDeep, "objects nest deeper than \(Self.maximumDepth) references", objectIndex: index, nib: nibName)
        }
        return try create(at: index)
    }

    /// Charges a collection handed out again against the expansion budget.
    private func chargeReuse(of index: Int) throws {
        expansionBudget -= collectionShape[index].weight
        guard expansionBudget >= 0 else {
            throw NibRuntimeError(
                .tooLarge, "shared collections are reused until they expand past \(Self.expansionFactor)× the archive's objects and values",
                objectIndex: index, nib: nibName)
        }
    }

    /// The value at value-table index `i` as a collection element, folding the element's
    /// nesting and expanded size into `shape`.
    @inline(__always)
    private func element(at i: Int, of index: Int, into shape: inout CollectionShape) throws -> RuntimeValue {
        // The value-table entry is read once (asking its type, then its object index, read
        // it three times).
        let entry = archive.value(i)
        guard case .object(let target) = entry else {
            shape.weight += 1
            return try resolve(entry)
        }
        let element = try object(at: target)
        let inner = collectionShape[target]
        shape.weight += inner.weight
        if inner.nesting >= shape.nesting {
            shape.nesting = inner.nesting + 1
            guard shape.nesting <= Self.maximumCollectionNesting else {
                throw NibRuntimeError(.tooDeep, "collections nest deeper than \(Self.maximumCollectionNesting)", objectIndex: index, nib: nibName)
            }
        }
        return element
    }

    private func create(at index: Int) throws -> RuntimeValue {
        guard !inProgress[index] else {
            throw NibRuntimeError(.cycle, "a collection contains itself", objectIndex: index, nib: nibName)
        }
        let range = archive.valueRange(ofObject: index)
        switch decoded.classKinds[archive.classIndex(ofObject: index)] {
        case .string, .number:
            // Not memoised: the decoded archive holds the value already (a reference costs the
            // same either way, and a memo entry would be stored and released once more).
            return decoded.immutableValues[index] ?? .null
        case .array, .set:
            inProgress[index] = true
            var elements: [RuntimeValue] = []
            elements.reserveCapacity(range.count)
            var shape = CollectionShape(nesting: 1, weight: 1)
            for i in range where !decoded.isInlinedValueKey[archive.keyIndex(ofValue: i)] {
                elements.append(try element(at: i, of: index, into: &shape))
            }
            inProgress[index] = false
            collectionShape[index] = shape
            return remember(index, .array(elements))
        case .dictionary:
            inProgress[index] = true
            var entries: [(key: RuntimeValue, value: RuntimeValue)] = []
            var pendingKey: RuntimeValue?
            var shape = CollectionShape(nesting: 1, weight: 1)
            for i in range where !decoded.isInlinedValueKey[archive.keyIndex(ofValue: i)] {
                let element = try element(at: i, of: index, into: &shape)
                if let key = pendingKey {
                    entries.append((key, element))
                    pendingKey = nil
                } else {
                    pendingKey = element
                }
            }
            inProgress[index] = false
            collectionShape[index] = shape
            return remember(index, .dictionary(entries))
        case .proxy:
            return remember(index, .object(try proxy(at: index)))
        case .classSwapper:
            return try decode(try swappedObject(at: index), at: index, skipsSwapperKeys: true)
        case .outletConnection, .eventConnection, .collectionConnection:
            let connection = RuntimeConnection()
            connection.kind = decoded.classKinds[archive.classIndex(ofObject: index)].connectionKind
            connection.nextDecoded = decodedConnections
            decodedConnections = connection
            return try decode(connection, at: index, awakes: false)
        case .keyValuePair:
            let pair = RuntimeKeyValuePair()
            pair.nextDecoded = decodedPairs
            decodedPairs = pair
            return try decode(pair, at: index, awakes: false)
        case .nib:
            return remember(index, .object(try nibReference(at: index)))
        case .embeddedView(let type):
            let view = type.init()
            view.archivedClassName = decoded.classNames[archive.classIndex(ofObject: index)]
            return try decode(view, at: index)
        case .regular(let runtimeClass, let awakes):
            guard let runtimeClass else {
                let name = decoded.classNames[archive.classIndex(ofObject: index)]
                noteUnknownClass(name)
                return try decode(standIn(for: name, at: index), at: index, awakes: awakes)
            }
            return try runtimeClass._withUnsafeGuaranteedRef { runtimeClass in
                try decode(runtimeClass.type.init(), at: index, properties: runtimeClass.properties, awakes: awakes)
            }
        case .substituted(let type, let awakes):
            return try decode(substitute(type, at: index), at: index, awakes: awakes)
        }
    }

    @inline(__always)
    private func remember(_ index: Int, _ value: RuntimeValue) -> RuntimeValue {
        memo[index] = value
        return value
    }

    /// Memoises `object`, feeds it every value of archive object `index` (but a class
    /// swapper's own keys when `skipsSwapperKeys`), then, when `awakes`, lets it replace itself.
    /// Takes the object owned: its creator hands it over instead of keeping a reference of its
    /// own across the call (a retain and a release per object).
    private func decode(_ object: __owned NibRuntimeObject, at index: Int, skipsSwapperKeys: Bool = false, awakes: Bool = true) throws -> RuntimeValue
    {
        try decode(object, at: index, properties: type(of: object).properties, skipsSwapperKeys: skipsSwapperKeys, awakes: awakes)
    }

    /// ``decode(_:at:skipsSwapperKeys:awakes:)`` with the table of the object's class given.
    private func decode(
        _ object: __owned NibRuntimeObject, at index: Int, properties: PropertyTable, skipsSwapperKeys: Bool = false, awakes: Bool = true
    ) throws -> RuntimeValue {
        memo[index] = .object(object)
        if recordsCreated { created.append(object) }
        let decodesUnknownKeys = properties.decodesUnknownKeys
        for i in archive.valueRange(ofObject: index) {
            let k = archive.keyIndex(ofValue: i)
            // The key's kind alone (a byte) picks the decoder: the key itself, and its name's
            // reference count, are touched only for a key the table does not decode.
            let known = decoded.keys[k].known
            if skipsSwapperKeys, known == .UIClassName || known == .UIOriginalClassName { continue }
            do {
                if try properties.decode(i, of: archive, forKnownKey: known, into: object, resolve: { try self.value(at: $0) }) { continue }
                let value = try value(at: i)
                if known == .unknown, decodesUnknownKeys, let decoder = properties.decoder(named: decoded.keys[k].name) {
                    try decoder(object, value)
                } else {
                    try object.decodeValue(value, forKey: decoded.keys[k])
                }
            } catch var error as NibRuntimeError {
                if error.objectIndex == nil { error.objectIndex = index }
                throw error.inNib(nibName)
            }
        }
        guard awakes else { return .object(object) }
        objectsMayAwake = true
        let replacement = try object.awakeAfterDecoding(in: self)
        if replacement !== object {
            memo[index] = .object(replacement)
            if recordsCreated, let slot = created.lastIndex(where: { $0 === object }) { created[slot] = replacement }
        }
        return .object(replacement)
    }

    /// The object a proxy stands for: File's Owner, First Responder, an external object, or an
    /// ``UnresolvedPlaceholder`` recorded in the report.
    private func proxy(at index: Int) throws -> NibRuntimeObject {
        let identifier = try string(forKey: UIKitKeys.proxiedObjectIdentifier, in: index) ?? ""
        switch identifier {
        case UIKitKeys.filesOwner: return owner
        case UIKitKeys.firstResponder: return firstResponder
        default:
            if let external = externals[identifier] { return external }
            let placeholder = UnresolvedPlaceholder()
            placeholder.identifier = identifier
            report.unresolvedProxies.append(identifier)
            return placeholder
        }
    }
}
