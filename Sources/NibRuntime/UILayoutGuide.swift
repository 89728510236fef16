/// The runtime `UILayoutGuide`: a rectangle for Auto Layout that is not a view (the safe area,
/// user layout guides), listed in its owning view's `UIViewLayoutGuides`.
///
/// Keys (docs/uikit-encoding.md): `UILayoutGuideOwningView`, `UILayoutGuideIdentifier`,
/// `UILayoutGuideSystemConstraints`, and the flags `…OwningViewIsLocked`,
/// `…ShouldBeArchived`, `…AllowsNegativeDimensions`.
open class UILayoutGuide: NibRuntimeObject {
    override open class var nibClassName: String { "UILayoutGuide" }
    /// The view the guide belongs to (which owns the guide).
    public weak var owningView: UIView?
    public var identifier: String?
    /// Constraints UIKit maintains for the guide (the safe area's four edges).
    public var systemConstraints: [NSLayoutConstraint] = []
    public var isOwningViewLocked = false
    public var allowsNegativeDimensions = false

    public required init() {}

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UILayoutGuideOwningView": owningView = value.object as? UIView
        case "UILayoutGuideIdentifier": identifier = value.string
        case "UILayoutGuideSystemConstraints": systemConstraints = value.objects(of: NSLayoutConstraint.self)
        case "UILayoutGuideOwningViewIsLocked": isOwningViewLocked = value.bool ?? false
        case "UILayoutGuideAllowsNegativeDimensions": allowsNegativeDimensions = value.bool ?? false
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        if key == "identifier" { identifier = value.string } else { try super.setValue(value, forKey: key) }
    }

    override open func value(forKey key: String) throws -> RuntimeValue {
        switch key {
        case "owningView": owningView.map { .object($0) } ?? .null
        case "identifier": identifier.map(RuntimeValue.string) ?? .null
        default: try super.value(forKey: key)
        }
    }
}

/// The runtime `_UILayoutGuide`: a hidden view standing for a view controller's top or bottom
/// layout guide (`UILayoutSupport`; `<viewControllerLayoutGuide>` in a storyboard). Apple's
/// archives name `UIView` as its fallback class.
///
/// Keys: the view keys, `_UILayoutGuideIdentifier` (`_UIViewControllerTop` or
/// `_UIViewControllerBottom`) and `_UILayoutGuideConstraintsToRemove`.
open class UILayoutSupportGuide: UIView {
    override open class var nibClassName: String { "_UILayoutGuide" }
    public var identifier: String?
    /// Constraints the controller removes when it installs its own (weak: the views hold them).
    public var constraintsToRemove: [NSLayoutConstraint] { removable.compactMap { $0.object as? NSLayoutConstraint } }
    private var removable: [WeakObject] = []

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "_UILayoutGuideIdentifier": identifier = value.string
        case "_UILayoutGuideConstraintsToRemove": removable = value.objects(of: NSLayoutConstraint.self).map { WeakObject($0) }
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func value(forKey key: String) throws -> RuntimeValue {
        key == "length" ? .double(0) : try super.value(forKey: key)
    }
}
