/// The runtime `UILayoutGuide`: a rectangle for Auto Layout that is not a view (the safe area,
/// user layout guides), listed in its owning view's `UIViewLayoutGuides`.
///
/// Keys (docs/uikit-encoding.md): `UILayoutGuideOwningView`, `UILayoutGuideIdentifier`,
/// `UILayoutGuideSystemConstraints`, and the flags `…OwningViewIsLocked`,
/// `…ShouldBeArchived`, `…AllowsNegativeDimensions`.
open class UILayoutGuide: NibRuntimeObject {
    override open class var nibClassName: String { "UILayoutGuide" }
    /// The view the guide belongs to (which owns the guide).
    // Unchecked for exclusivity, as the view classes' stored properties are.
    @exclusivity(unchecked) public weak var owningView: UIView?
    @exclusivity(unchecked) public var identifier: String?
    /// Constraints UIKit maintains for the guide (the safe area's four edges).
    @exclusivity(unchecked) public var systemConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) public var isOwningViewLocked = false
    @exclusivity(unchecked) public var allowsNegativeDimensions = false

    public required init() {}

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UILayoutGuide.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UILayoutGuideOwningView") { $0.owningView = $1.object as? UIView }
        t.property("identifier", archived: "UILayoutGuideIdentifier") { $0.identifier = $1.string }
        t.decode("UILayoutGuideSystemConstraints") { $0.systemConstraints = $1.objects(of: NSLayoutConstraint.self) }
        t.decode("UILayoutGuideOwningViewIsLocked", as: Bool.self) { $0.isOwningViewLocked = $1 ?? false }
        t.decode("UILayoutGuideAllowsNegativeDimensions", as: Bool.self) { $0.allowsNegativeDimensions = $1 ?? false }
        t.get("owningView") { $0.owningView.map { .object($0) } ?? .null }
        t.get("identifier") { $0.identifier.map(RuntimeValue.string) ?? .null }
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

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UILayoutSupportGuide.self, inheriting: UIView.properties) { t in
        t.decode("_UILayoutGuideIdentifier") { $0.identifier = $1.string }
        t.decode("_UILayoutGuideConstraintsToRemove") { $0.removable = $1.objects(of: NSLayoutConstraint.self).map { WeakObject($0) } }
        t.get("length") { _ in .double(0) }
    }
}
