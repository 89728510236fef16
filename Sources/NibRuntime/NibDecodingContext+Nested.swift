import NibArchive
import NibModel

/// Nibs inside nibs: references decoded from `archiveData` or loaded by name, and nested
/// instantiation with its recursion and depth limits.
extension NibDecodingContext {
    /// A reference to a nested nib: its `archiveData` decoded, or the nib its resource name
    /// loads from the bundle; a failure is a warning in the report, not an error.
    func nibReference(at index: Int) throws -> NibReference {
        let reference = NibReference()
        reference.stubsUnknownClasses = stubsUnknownClasses
        reference.enclosingNibs = loadingStack
        if let data = archive.value(forKey: UIKitKeys.archiveData, inObject: index)?.dataValue {
            let storage = data.withUnsafeBytes { ArchiveStorage(copying: $0) }
            let nested = Nib(storage: storage, name: "\(nibName)#\(index)", bundle: bundle, registry: registry)
            do {
                try nested.decode()
                reference.nib = nested
            } catch {
                report.warnings.append("object \(index): nested nib archiveData is not a valid archive: \(error)")
            }
        } else if let name = try string(forKey: UIKitKeys.bundleResourceName, in: index) {
            reference.resourceName = name
            do {
                reference.nib = try bundle?.nib(named: name, registry: registry)
                if bundle == nil { report.warnings.append("object \(index): nib \(name) referenced by name, but no bundle was given") }
            } catch {
                report.warnings.append("object \(index): nib \(name) cannot be loaded: \(error)")
            }
        }
        if recordsCreated { created.append(reference) }
        return reference
    }

    // MARK: Nested loading

    /// Loads the nib named `name` from the bundle.
    ///
    /// - Throws: ``NibRuntimeError`` `.missingNib` when there is no bundle or no such nib.
    public func nib(named name: String) throws -> Nib {
        guard let bundle else {
            throw NibRuntimeError(.missingNib, "cannot load nib \(name): no bundle", nib: nibName)
        }
        return try bundle.nib(named: name, registry: registry)
    }

    /// Instantiates `nib` from inside this instantiation, refusing to enter a nib that is
    /// already being loaded (nib-in-nib recursion).
    ///
    /// - Throws: ``NibRuntimeError`` `.recursion` naming the chain.
    /// - Throws: ``NibRuntimeError`` `.recursion` naming the chain; `.tooDeep` beyond
    ///   ``maximumNibNesting`` nibs, or when the nested nib's objects would take the reference
    ///   depth of the whole load past ``maximumDepth``.
    public func instantiateNested(_ nib: Nib, owner: NibRuntimeObject? = nil) throws -> NibInstantiation {
        let chain = loadingStack + [nib.name]
        if loadingStack.contains(nib.name) {
            throw NibRuntimeError(.recursion, "nib loading recursed: " + chain.joined(separator: " → "), nib: nibName)
        }
        guard chain.count <= Self.maximumNibNesting else {
            throw NibRuntimeError(.tooDeep, "nibs load inside each other more than \(Self.maximumNibNesting) deep", nib: nibName)
        }
        var options = NibOptions(externalObjects: [:], stubsUnknownClasses: stubsUnknownClasses, loadingStack: loadingStack)
        options.enclosingDepth = depth
        return try nib.instantiateDetailed(owner: owner, options: options)
    }
}

extension ClassKind {
    var connectionKind: RuntimeConnection.ConnectionKind {
        switch self {
        case .eventConnection: .action
        case .collectionConnection: .collection
        default: .outlet
        }
    }
}
