/// What decoding a nib's whole object graph found, without UINib's instantiation steps.
package struct NibGraphSummary: Sendable, Codable, Equatable {
    /// Objects created (strings, numbers and collections are values, not objects).
    package var objectCount: Int
    /// Objects created, by class name.
    package var objectsByClass: [String: Int]
    /// Archive classes the registry does not know (decoded as generic objects).
    package var unknownClasses: [String]
    /// Non-fatal findings (nested nibs that could not be read, …).
    package var warnings: [String]
}

extension Nib {
    /// Decodes every object reachable from the archive's root into runtime objects (unknown
    /// classes as ``GenericObject``) and counts them, without resolving proxies as UINib
    /// would, connecting or awaking anything.
    ///
    /// This works on any NIBArchive, including macOS nibs (`IB.objectdata` →
    /// `NSIBObjectData`), which ``instantiate(owner:options:)`` refuses.
    ///
    /// - Throws: ``NibRuntimeError`` `.couldNotLoadNib`, `.cycle`, `.tooDeep`.
    /// - Complexity: O(*n*) in objects plus values.
    package func decodeGraph() throws -> NibGraphSummary {
        let decoded = try decodedNib()
        let context = NibDecodingContext(
            decoded: decoded, nibName: name, owner: NibRuntimeObject(), externals: [:],
            bundle: bundleForNested, registry: registryForNested, enclosing: [])
        _ = try context.object(at: 0)
        var byClass: [String: Int] = [:]
        for object in context.created { byClass[object.className, default: 0] += 1 }
        return NibGraphSummary(
            objectCount: context.created.count, objectsByClass: byClass,
            unknownClasses: context.report.unknownClasses, warnings: context.report.warnings)
    }
}
