/// AppKit storyboard scene nibs (`IB.objectdata` → `NSIBObjectData`), as a storyboard loads
/// them: the object graph decoded, File's Owner (`NSRoot`) and external-object placeholders
/// (`NSNibExternalObjectPlaceholder`) mapped, outlet connectors (`NSNibOutletConnector`)
/// applied. AppKit classes are ``GenericObject``s; actions, bindings and runtime-attribute
/// connectors are counted, not applied.
extension Nib {
    /// What instantiating an AppKit scene nib did.
    struct AppKitScene {
        /// The `NSRoot` object (File's Owner) as archived.
        var root: NibRuntimeObject?
        /// Objects created.
        var objectCount: Int
        /// Unknown classes, unresolved placeholders, skipped connectors.
        var report: InstantiationReport
    }

    /// Whether the archive is an AppKit nib (an `IB.objectdata` root, no UINib root lists).
    func isAppKitNib() throws -> Bool {
        let decoded = try decodedNib()
        return decoded.topLevel == nil && decoded.archive.value(forKey: "IB.objectdata", inObject: 0) != nil
    }

    /// Decodes the AppKit nib and applies its outlets with `owner` as File's Owner and
    /// `options.externalObjects` for its external-object placeholders.
    ///
    /// - Throws: ``NibRuntimeError`` from decoding, or from an outlet the owner refuses.
    func instantiateAppKitScene(owner: NibRuntimeObject, options: NibOptions) throws -> AppKitScene {
        let decoded = try decodedNib()
        let context = NibDecodingContext(
            decoded: decoded, nibName: name, owner: owner, externals: options.externalObjects,
            bundle: bundleForNested, registry: registryForNested, enclosing: options.loadingStack,
            recordsCreated: true, stubsUnknownClasses: options.stubsUnknownClasses)
        let top = try context.object(at: 0).object as? GenericObject
        let data = top?["IB.objectdata"]?.object as? GenericObject
        let root = data?["NSRoot"]?.object
        var report = context.report
        func resolve(_ object: NibRuntimeObject?) -> RuntimeValue {
            guard let object else { return .null }
            if object === root { return .object(owner) }
            if let placeholder = object as? GenericObject, placeholder.className == "NSNibExternalObjectPlaceholder" {
                let identifier = placeholder["NSExternalObjectPlaceholderIdentifier"]?.string ?? ""
                if let external = options.externalObjects[identifier] { return .object(external) }
                if !report.unresolvedProxies.contains(identifier) { report.unresolvedProxies.append(identifier) }
            }
            return .object(object)
        }
        var skipped: [String: Int] = [:]
        for case .object(let connector as GenericObject) in data?["NSConnections"]?.array ?? [] {
            guard connector.className == "NSNibOutletConnector", let label = connector["NSLabel"]?.string,
                let source = resolve(connector["NSSource"]?.object).object
            else {
                skipped[connector.className, default: 0] += 1
                continue
            }
            do {
                try source.setValue(resolve(connector["NSDestination"]?.object), forKey: label)
            } catch let error as NibRuntimeError {
                throw error.inNib(name)
            }
        }
        for (kind, count) in skipped.sorted(by: { $0.key < $1.key }) {
            report.warnings.append("\(count) \(kind) connection(s) not applied (AppKit)")
        }
        return AppKitScene(root: root, objectCount: context.created.count, report: report)
    }
}
