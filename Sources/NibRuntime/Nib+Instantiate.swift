/// Instantiation with UINib's semantics (docs/formats.md, Instantiation).
extension Nib {
    /// Instantiates the nib against `owner` and returns its top-level objects, as
    /// `-[UINib instantiateWithOwner:options:]` does.
    ///
    /// 1. decodes the archive if it is not cached; 2. takes external objects from `options`
    /// and replaces a nil owner with a fresh dummy; 3. maps proxies (File's Owner, First
    /// Responder, external objects; an unmapped proxy stays a placeholder and is reported);
    /// 4. decodes the root lists — connections, top-level objects, visible windows, objects,
    /// accessibility configurations, key-value pairs — creating objects lazily in reference
    /// order; 5. applies key-value pairs; 6. connects outlets, outlet collections and actions;
    /// 7. returns the top-level objects minus owner, first responder and external objects;
    /// 8. sends `awakeFromNib` in objects order with the same exclusions; 9. every call makes
    /// fresh objects.
    ///
    /// - Throws: ``NibRuntimeError`` (e.g. `.unknownKey` for an outlet the owner lacks).
    public func instantiate(owner: NibRuntimeObject?, options: NibOptions = NibOptions()) throws -> [NibRuntimeObject] {
        try run(owner: owner, options: options, detailed: false).topLevelObjects
    }

    /// Instantiates like ``instantiate(owner:options:)`` and returns everything it did:
    /// objects created, connections applied, objects awoken (bookkeeping that
    /// ``instantiate(owner:options:)`` skips).
    public func instantiateDetailed(owner: NibRuntimeObject?, options: NibOptions = NibOptions()) throws -> NibInstantiation {
        try run(owner: owner, options: options, detailed: true)
    }

    private func run(owner: NibRuntimeObject?, options: NibOptions, detailed: Bool) throws -> NibInstantiation {
        options.phaseClock?.start()
        let decoded = try decodedNib()
        try decoded.requireUIKitLayout(name: name)
        let owner = owner ?? NibRuntimeObject()
        let context = NibDecodingContext(
            decoded: decoded, nibName: name, owner: owner, externals: options.externalObjects,
            bundle: bundleForNested, registry: registryForNested, enclosing: options.loadingStack,
            enclosingDepth: options.enclosingDepth, recordsCreated: detailed, stubsUnknownClasses: options.stubsUnknownClasses)

        let connections = try context.list(decoded.connections)
        let topLevel = try context.list(decoded.topLevel)
        _ = try context.list(decoded.visibleWindows)
        let objects = try context.list(decoded.objects)
        _ = try context.list(decoded.accessibility)
        let pairs = try context.list(decoded.keyValuePairs)
        let created = options.phaseClock?.now()

        for case .object(let pair as RuntimeKeyValuePair) in pairs {
            guard let target = pair.object else {
                context.report.warnings.append("key-value pair \(pair.keyPath) has no object")
                continue
            }
            do {
                try target.setValue(pair.value, forKeyPath: pair.keyPath)
            } catch let error as NibRuntimeError where error.code == .unknownKey && options.stubsUnknownClasses {
                // Apps add @IBInspectable properties to UIKit classes in extensions; with
                // stand-ins on, keep the value and report it.
                target.storeUndefinedValue(pair.value, forKey: pair.keyPath)
                context.report.warnings.append(
                    "runtime attribute \(pair.keyPath) is not a property of \(target.className); kept as an undefined value")
            } catch let error as NibRuntimeError {
                throw error.inNib(name)
            }
        }

        let applied = try connect(connections, context: context, detailed: detailed)
        let connected = options.phaseClock?.now()

        // Owner, first responder and external objects are excluded (steps 7 and 8).
        let firstResponder = context.standIn
        let externals = options.externalObjects.isEmpty ? [] : Set(options.externalObjects.values.map(ObjectIdentifier.init))
        func included(_ value: RuntimeValue) -> NibRuntimeObject? {
            guard let object = value.object, object !== owner, object !== firstResponder, !(object is UnresolvedPlaceholder),
                externals.isEmpty || !externals.contains(ObjectIdentifier(object))
            else { return nil }
            return object
        }
        let returned = topLevel.compactMap(included)
        var awakened: [NibRuntimeObject] = []
        if detailed { awakened.reserveCapacity(objects.count) }
        // Objects of built-in classes only (the common case) would all answer with the empty
        // `awakeFromNib`: the walk is skipped, unless the awoken objects are to be listed.
        if detailed || context.objectsMayAwake {
            for value in objects {
                guard let object = included(value), !(object is RuntimeConnection), !(object is RuntimeKeyValuePair) else { continue }
                object.awakeFromNib()
                if detailed { awakened.append(object) }
            }
        }
        if let clock = options.phaseClock, let created, let connected {
            clock.record(created: created, connected: connected, awoken: clock.now())
        }
        return NibInstantiation(
            topLevelObjects: returned, owner: owner, createdObjects: context.created,
            connections: applied, awakened: awakened, report: context.report)
    }

    private func connect(_ connections: [RuntimeValue], context: NibDecodingContext, detailed: Bool) throws -> [AppliedConnection] {
        var applied: [AppliedConnection] = []
        if detailed { applied.reserveCapacity(connections.count) }
        // Outlet collections are gathered per (source, property) and set once each after
        // the loop, in order of first appearance: setting the growing array on every
        // connection would copy it each time, O(n²) for n connections to one property.
        var collections: [CollectionKey: Int] = [:]
        var gathered: [(source: NibRuntimeObject, label: String, elements: [RuntimeValue])] = []
        for case .object(let connection as RuntimeConnection) in connections {
            guard let source = connection.source else {
                context.report.warnings.append("connection \(connection.label) has no source")
                continue
            }
            do {
                switch connection.kind {
                case .outlet:
                    try source.setValue(connection.destination, forKey: connection.label)
                    if detailed {
                        applied.append(
                            AppliedConnection(kind: .outlet, label: connection.label, source: source, destination: connection.destination.object))
                    }
                case .action:
                    // Read once: a target is weak, so an owner that is one has a side table and
                    // each of its retains and releases takes the runtime's slow path.
                    let resolved = connection.actionTarget(standIn: context.standIn)
                    // The built-in receivers answer through a method, not a protocol cast: a cast
                    // looks the conformance up in the runtime's cache, a hash of metadata addresses
                    // whose instructions move with the binary's layout. Only another class (a
                    // plug-in's) is cast.
                    if let control = source.targetActionReceiver {
                        control.addTarget(resolved, action: connection.label, for: connection.eventMask)
                    } else if source.acceptsUndefinedKeys || source is GenericObject {
                        // A stand-in for an unknown app class (maybe a control subclass declared
                        // as a view): keep the action with its other unknown values.
                        source.storeUndefinedValue(resolved.map(RuntimeValue.object) ?? .null, forKey: "action:" + connection.label)
                    } else if let control = source as? TargetActionReceiving {
                        control.addTarget(resolved, action: connection.label, for: connection.eventMask)
                    } else {
                        throw NibRuntimeError(
                            .notAControl, "action \(connection.label) comes from a \(source.className), which does not take target-actions")
                    }
                    if detailed {
                        applied.append(
                            AppliedConnection(
                                kind: .action(eventMask: connection.eventMask), label: connection.label, source: source, destination: resolved))
                    }
                case .collection:
                    let key = CollectionKey(source: ObjectIdentifier(source), label: connection.label)
                    let slot: Int
                    if let known = collections[key] {
                        slot = known
                    } else {
                        let existing = connection.addsContentToExistingCollection ? (try? source.value(forKey: connection.label).array) ?? [] : []
                        slot = gathered.count
                        gathered.append((source, connection.label, existing))
                        collections[key] = slot
                    }
                    gathered[slot].elements.append(contentsOf: connection.destination.array ?? [connection.destination])
                    for destination in connection.destination.array ?? [connection.destination] where detailed {
                        applied.append(
                            AppliedConnection(
                                kind: .outletCollection(collectionClassName: connection.collectionClassName), label: connection.label, source: source,
                                destination: destination.object))
                    }
                }
            } catch let error as NibRuntimeError {
                throw error.inNib(name)
            }
        }
        for collection in gathered {
            do {
                try collection.source.setValue(.array(collection.elements), forKey: collection.label)
            } catch let error as NibRuntimeError {
                throw error.inNib(name)
            }
        }
        return applied
    }

    private struct CollectionKey: Hashable {
        var source: ObjectIdentifier
        var label: String

        /// By label alone (equality still compares the source): a hash of the object's address
        /// would make the table's probes, and their instructions, depend on where the allocator
        /// put the object.
        func hash(into hasher: inout Hasher) { hasher.combine(label) }
    }
}
