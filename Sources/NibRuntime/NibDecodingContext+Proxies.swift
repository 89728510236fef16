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
                let generic = GenericObject()
                generic.archivedClassName = name
                object = generic
            }
        }
        return object
    }

    /// Records `name` once among the report's unknown classes.
    func noteUnknownClass(_ name: String) {
        if !report.unknownClasses.contains(name) { report.unknownClasses.append(name) }
    }
}
