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

    /// The object a `UIClassSwapper` makes, before it is decoded: an instance of its class when
    /// registered, else of its original class (or a generic object), noting the unknown class.
    func swappedObject(at index: Int) throws -> NibRuntimeObject {
        let name = try string(forKey: UIKitKeys.className, in: index) ?? ""
        let original = try string(forKey: UIKitKeys.originalClassName, in: index) ?? "NSObject"
        let object: NibRuntimeObject
        if let type = registry.lookup(name) {
            object = type.init()
            (object as? NibEmbeddedView)?.archivedClassName = name
        } else {
            noteUnknownClass(name)
            if let type = registry.lookup(original) {
                object = type.init()
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

    /// Records `name` once among the report's unknown classes.
    func noteUnknownClass(_ name: String) {
        if !report.unknownClasses.contains(name) { report.unknownClasses.append(name) }
    }
}
