extension InstantiationSummary {
    /// Reads the nib at `file` and instantiates it as `UINib` does, then summarises the graph.
    ///
    /// - Parameters:
    ///   - bundle: The folder of the nibs it refers to by name (nested nibs, embedded views).
    ///   - owner: File's Owner's class (a class `registry` knows); nil for a permissive stub that
    ///     accepts every outlet.
    ///   - externals: External objects, each an instance of the class named, by name.
    /// - Throws: the nib's reading error, or ``NibRuntimeError`` for what cannot be instantiated.
    package init(
        instantiating file: String, bundle: String? = nil, owner: String? = nil, externals: [(name: String, className: String)] = [],
        registry: NibClassRegistry = .standard, options: NibOptions
    ) throws {
        let nib = try Nib(contentsOf: file, bundle: bundle.map(NibBundle.init(directory:)), registry: registry)
        var options = options
        for external in externals { options.externalObjects[external.name] = registry.instance(of: external.className) }
        self.init(try nib.instantiateDetailed(owner: owner.map(registry.instance(of:)) ?? GenericObject(), options: options), nib: file)
    }
}
