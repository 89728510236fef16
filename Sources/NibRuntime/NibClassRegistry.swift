import NibModel

/// Maps Objective-C class names to runtime classes, like `NSClassFromString`.
///
/// A real UIKit class that no runtime class models (`UIDatePicker`, `MKMapView`, …) is made
/// as its nearest modelled ancestor in UIKit's class list (``substitute(for:)``), keeping its
/// own name as ``NibRuntimeObject/className``.
///
/// Start from ``standard`` (the built-in UIKit classes) and register an app's own classes:
///
/// ```swift
/// var registry = NibClassRegistry.standard
/// registry.register(ProfileCell.self)            // under ProfileCell.nibClassName
/// registry.register(LegacyView.self, as: "MYLegacyView")
/// ```
public struct NibClassRegistry: @unchecked Sendable {
    // Runtime classes are immutable; the dictionary is never shared mutably.
    private var classes: [String: RuntimeClass] = [:]

    /// An empty registry: every class is unknown.
    public init() {}

    /// The built-in UIKit classes.
    public static let standard: NibClassRegistry = {
        var registry = NibClassRegistry()
        for type in builtIns { registry.register(type) }
        registry.register(UIView.self, as: "UITableViewCellContentView")
        registry.register(UIView.self, as: "UIView_Content")
        registry.register(UIView.self, as: "UICollectionViewCellContentView")
        registry.register(UIImage.self, as: "UIImage")
        registry.register(UIView.self, as: "UIVisualEffectView")
        registry.register(UIView.self, as: "_UIVisualEffectContentView")
        registry.register(UIView.self, as: "_UITableViewCellSeparatorView")
        registry.register(NSLayoutConstraint.self, as: "_UILayoutSupportConstraint")
        registry.register(NSAttributedString.self, as: "NSMutableAttributedString")
        registry.register(NSParagraphStyle.self, as: "NSMutableParagraphStyle")
        // Every built-in class's property table is built here, once per process and before
        // anything is measured (registering a class builds its table, see ``RuntimeClass``):
        // built on a class's first decode instead, a table would be counted in whichever
        // measured load decoded that class first, and the heap a forked copy starts from would
        // depend on which nibs the process had loaded before.
        for type in [RuntimeConnection.self, RuntimeKeyValuePair.self, StoryboardSceneOwner.self] as [NibRuntimeObject.Type] { _ = type.properties }
        // Likewise the class that `NibEmbedded_<Name>` names resolve to (made on first use otherwise).
        _ = RuntimeClass.namedEmbeddedView
        return registry
    }()

    /// The classes ``standard`` registers under their own names.
    private static let builtIns: [NibRuntimeObject.Type] = [
        UIView.self, UILabel.self, UIImageView.self, UIScrollView.self, UITableView.self,
        UICollectionView.self, UIStackView.self, UITableViewCell.self, UICollectionViewCell.self,
        UICollectionReusableView.self, UIControl.self, UIButton.self, UITextField.self,
        UISwitch.self, UISlider.self, UIGestureRecognizer.self, UITapGestureRecognizer.self,
        UIPanGestureRecognizer.self, UISwipeGestureRecognizer.self, UILongPressGestureRecognizer.self,
        UIPinchGestureRecognizer.self, UIViewController.self, UITableViewController.self, UICollectionViewController.self,
        NSLayoutConstraint.self, UIColor.self,
        UIFont.self, UIImage.self, CALayer.self, UIActivityIndicatorView.self, UIProgressView.self,
        UITextView.self, UISegmentedControl.self, UIFontDescriptor.self, UIButtonContent.self,
        UIBlurEffect.self, UITapRecognizer.self, UIRuntimeAccessibilityConfiguration.self,
        UILayoutGuide.self, UILayoutSupportGuide.self, UIBarItem.self, UIBarButtonItem.self, UITabBarItem.self,
        UINavigationItem.self, UINavigationBar.self, UIToolbar.self, UITabBar.self, UISearchBar.self,
        UICollectionViewLayout.self, UICollectionViewFlowLayout.self, UIButtonConfiguration.self,
        UIBackgroundConfiguration.self, NSAttributedString.self, NSParagraphStyle.self,
        UIImageSymbolConfiguration.self, UITraitCollection.self, NSValue.self
    ]

    /// Whether instances of exactly `type` may replace themselves after decoding (override
    /// ``NibRuntimeObject/awakeAfterDecoding(in:)``): false for the built-in classes, which
    /// keep the default (an app's subclass of one of them is another type, so it is asked).
    static func mayReplaceAfterDecoding(_ type: NibRuntimeObject.Type) -> Bool {
        !keepingThemselves.contains(ObjectIdentifier(type))
    }

    /// The built-in classes, none of which overrides `awakeAfterDecoding(in:)`.
    private static let keepingThemselves = Set(builtIns.map(ObjectIdentifier.init))

    /// Registers `type` under `name` (default: its ``NibRuntimeObject/nibClassName``).
    ///
    /// - Complexity: O(1) amortised.
    public mutating func register(_ type: NibRuntimeObject.Type, as name: String? = nil) {
        classes[name ?? type.nibClassName] = RuntimeClass(type)
    }

    /// A new instance of the registered class `name`; for a real UIKit class that is not
    /// registered, an instance of its nearest registered ancestor named `name`
    /// (``substitute(for:)``); else a ``GenericObject``.
    public func instance(of name: String) -> NibRuntimeObject {
        if let type = lookup(name) { return type.init() }
        if let (type, _) = substitute(for: name) { return Self.make(type, standingInFor: name) }
        return GenericObject()
    }

    /// For a real class that is not registered — one of UIKit's class list
    /// (``UIKitCatalog``) — the registered class of its nearest ancestor there and that
    /// ancestor's name: `UIDatePicker` → ``UIControl``, `MKMapView` → ``UIView``. Nil for a
    /// class the catalog does not know, or when no ancestor is registered.
    ///
    /// Loads the catalog on first use; callers ask only after ``lookup(_:)`` failed.
    ///
    /// - Complexity: O(*d*) in the depth of the class.
    public func substitute(for name: String) -> (type: NibRuntimeObject.Type, ancestor: String)? {
        guard UIKitCatalog.contains(name), let ancestor = UIKitCatalog.nearestAncestor(of: name, where: { classes[$0] != nil }),
            let type = classes[ancestor]?.type
        else { return nil }
        return (type, ancestor)
    }

    /// Reads UIKit's class list now (``substitute(for:)`` reads it on first use): the harness
    /// calls this before it measures anything, so that the list's one-time parse is never
    /// inside a measured load, a decoded nib's footprint or the first of several
    /// configurations.
    public static func preloadCatalog() {
        _ = UIKitCatalog.classCount
    }

    /// A new instance of `type` standing in for the real class `name` (its ``className``).
    static func make(_ type: NibRuntimeObject.Type, standingInFor name: String) -> NibRuntimeObject {
        let object = type.init()
        object.madeExtras.archivedClassName = name
        return object
    }

    /// The runtime class registered under `name`; for a module-qualified Swift class name
    /// (`Wikipedia.DiffListChangeCell`, as xibs with `customModule` compile), the class
    /// registered under the unqualified name when the qualified one is not registered; any
    /// `NibEmbedded_<Name>` resolves to ``NamedEmbeddedView`` (nib-in-nib by name).
    ///
    /// - Complexity: O(*n*) in the length of `name`.
    public func lookup(_ name: String) -> NibRuntimeObject.Type? {
        runtimeClass(name)?.type
    }

    /// The registered runtime class ``lookup(_:)`` finds for `name`, with its property table.
    ///
    /// Asked for every class-swapped object an instantiation makes (an app's custom class in a
    /// compiled xib), so it searches the name's UTF-8 bytes: `lastIndex(of:)` and `hasPrefix`
    /// on the string itself walk grapheme clusters, about 3,000 instructions for a qualified
    /// name.
    func runtimeClass(_ name: String) -> RuntimeClass? {
        if let runtimeClass = classes[name] { return runtimeClass }
        let utf8 = name.utf8
        if utf8.starts(with: NamedEmbeddedView.prefix.utf8) { return .namedEmbeddedView }
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return classes[String(name[utf8.index(after: dot)...])]
    }

    /// Every registered name, sorted.
    public var names: [String] { classes.keys.sorted() }
}
