import NibArchive
import NibModel

/// What stands for others — First Responder's stand-in, class swappers (custom classes that may
/// not be registered) — and the entry points around the hot path: the loading stack and the
/// root lists.
extension NibDecodingContext {
    /// The `IBFirstResponder` stand-in.
    public var firstResponder: NibRuntimeObject {
        if let standIn { return standIn }
        let made = FirstResponderStandIn()
        standIn = made
        return made
    }

    /// The nibs being loaded, outermost first, this one last.
    public var loadingStack: [String] { enclosingNibs + [nibName] }

    /// The elements of the root list at `index` (empty when the list is absent).
    func list(_ index: Int?) throws -> [RuntimeValue] {
        guard let index else { return [] }
        return try object(at: index).array ?? []
    }

    // This and the other makers of uncommon objects below are never inlined: `create`, the
    // decoder's switch, runs for every object, and with them inlined its common cases paid
    // for their registers (about 3 instructions an object at 1,334 objects).

    /// The object a `UIClassSwapper` makes, before it is decoded: an instance of its class when
    /// registered, else of its original class (or a generic object), noting the unknown class.
    @inline(never)
    func swappedObject(at index: Int) throws -> NibRuntimeObject {
        let name = try string(forKnownKey: .UIClassName, in: index) ?? ""
        let original = try string(forKnownKey: .UIOriginalClassName, in: index) ?? "NSObject"
        let object: NibRuntimeObject
        if let type = registry.lookup(name) {
            object = type.init()
            (object as? NibEmbeddedView)?.archivedClassName = name
        } else {
            noteUnknownClass(name)
            if let type = registry.lookup(original) {
                object = type.init()
                if stubsUnknownClasses { object.acceptsUndefinedKeys = true }
            } else if let (type, ancestor) = registry.substitute(for: original) {
                noteSubstitution(of: original, by: ancestor)
                object = NibClassRegistry.make(type, standingInFor: original)
                if stubsUnknownClasses { object.acceptsUndefinedKeys = true }
            } else {
                object = standIn(for: name, at: index)
            }
        }
        return object
    }

    /// What stands in for archive object `index` of class `name`, which neither the registry
    /// nor the archive's fallbacks know: a permissive ``UIView`` when the object carries a
    /// view's geometry (`UIBounds` or `UICenter`, which Apple writes for every view) — a view
    /// of a framework or app class (`MKMapView`, `SKView`, a custom subclass of either) is
    /// still a view to its superview and to the controller whose `view` it is — else a
    /// ``GenericObject`` named `name`.
    @inline(never)
    func standIn(for name: String, at index: Int) -> NibRuntimeObject {
        for i in archive.valueRange(ofObject: index) {
            switch decoded.keys[archive.keyIndex(ofValue: i)].known {
            case .UIBounds, .UICenter:
                let view = UIView()
                view.acceptsUndefinedKeys = true
                return view
            default: continue
            }
        }
        let generic = GenericObject()
        generic.archivedClassName = name
        return generic
    }

    /// A new instance of `type` standing in for archive object `index`, whose class the
    /// registry does not model but UIKit has (``ClassKind/substituted(_:)``), noted once.
    @inline(never)
    func substitute(_ type: NibRuntimeObject.Type, at index: Int) -> NibRuntimeObject {
        let name = decoded.classNames[archive.classIndex(ofObject: index)]
        noteSubstitution(of: name, by: type.nibClassName)
        return NibClassRegistry.make(type, standingInFor: name)
    }

    /// Records once that the real class `name` is instantiated as its ancestor `ancestor`.
    func noteSubstitution(of name: String, by ancestor: String) {
        if !report.substitutedClasses.contains(where: { $0.className == name }) {
            report.substitutedClasses.append(ClassSubstitution(className: name, instantiatedAs: ancestor))
        }
    }

    /// Records `name` once among the report's unknown classes.
    @inline(never)
    func noteUnknownClass(_ name: String) {
        if !report.unknownClasses.contains(name) { report.unknownClasses.append(name) }
    }

    /// The string value of the key that resolved to `known` in object `index`, if it has one:
    /// ``string(forKey:in:)`` by the key's kind, a byte compared where names were (a class
    /// swapper's keys are read for every custom-class object an instantiation makes).
    func string(forKnownKey known: KnownKey, in index: Int) throws -> String? {
        try string(in: index) { decoded.keys[$0].known == known }
    }

    /// The string value of `key` in object `index`, if it has one.
    func string(forKey key: String, in index: Int) throws -> String? {
        try string(in: index) { decoded.keyNames[$0] == key }
    }

    /// The string value of the first value of object `index` whose key index `matches`.
    private func string(in index: Int, whereKey matches: (Int) -> Bool) throws -> String? {
        guard let i = archive.valueRange(ofObject: index).first(where: { matches(archive.keyIndex(ofValue: $0)) }) else { return nil }
        return try value(at: i).string
    }
}
