import NibArchive
import NibModel
import NibbenchSupport

/// A key Apple's compiler writes only from some Xcode on (docs/uikit-encoding.md, "Xcode
/// generations", names the Apple builds each was read from).
struct GenerationKey: Sendable {
    /// The archive classes whose objects carry it.
    let classes: Set<String>
    /// The key.
    let key: String
    /// The first Xcode that writes it.
    let since: AppleVersion
    /// What the newer Xcodes write when the document does not say: a value added to objects
    /// that lack the key (after `after`, else at the end); nil: the key is only removed before
    /// ``since``.
    let added: NibPropertyValue?
    /// The key it is written after, when added.
    let after: String?

    init(_ classes: Set<String>, _ key: String, since: AppleVersion, added: NibPropertyValue? = nil, after: String? = nil) {
        (self.classes, self.key, self.since, self.added, self.after) = (classes, key, since, added, after)
    }
}

extension Session {
    /// The views' classes as the compiler writes them.
    static let viewClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UIScrollView", "UITableView", "UICollectionView",
        "UIStackView", "UISwitch", "UISlider", "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView", "UITableViewCell",
        "UICollectionViewCell", "UICollectionReusableView", "UITableViewCellContentView", "UINavigationBar", "UIToolbar", "UITabBar",
        "UISearchBar", "UIPickerView", "UIDatePicker", "UIPageControl", "UIStepper", "UIVisualEffectView", "_UILayoutGuide",
        "_UITableViewCellSeparatorView", "WKWebView", "MKMapView", "UIControl"
    ]

    /// The keys that depend on the Xcode followed, read from the 38 Apple builds of
    /// `scripts/fetch-xcode-pairs` (the first and last Xcode seen each way in the comments).
    static let generationKeys: [GenerationKey] = [
        // Xcode 7.2 and later (4.6.2 writes none).
        GenerationKey(viewClasses, "UIViewSemanticContentAttribute", since: AppleVersion(7)),
        // Xcode 8.3.2 and later (7.3 writes none).
        GenerationKey(["UILabel"], "UIDisableUpdateTextColorOnTraitCollectionChange", since: AppleVersion(8)),
        // Xcode 9.3 and later (8.3.3 writes none).
        GenerationKey(["UIFont"], "UIFontTextStyleForScaling", since: AppleVersion(9)),
        GenerationKey(["UIFont"], "UIFontPointSizeForScaling", since: AppleVersion(9)),
        GenerationKey(["UIFont"], "UIFontMaximumPointSizeAfterScaling", since: AppleVersion(9)),
        // Xcode 11.1 and later (10.3 writes none).
        GenerationKey(viewClasses, "UIViewLargeContentStoredProperties", since: AppleVersion(11)),
        // Xcode 12.3 and later (11.5 writes none).
        GenerationKey(["UIImageNibPlaceholder"], "UISystemSymbolResourceName", since: AppleVersion(12)),
        GenerationKey(["UIImageNibPlaceholder"], "UISymbolImageConfiguration", since: AppleVersion(12)),
        // Xcode 13.1 and later (12.5.1 writes none): nil when nothing else.
        GenerationKey(["UIImageNibPlaceholder"], "UIResourceCatalogName", since: AppleVersion(13), added: .scalar(.null), after: "UIResourceName"),
        GenerationKey(["UIButton"], "UIButtonConfiguration", since: AppleVersion(13), added: .scalar(.null))
    ]

    /// Applies ``generationKeys`` to the whole compiled document once its objects are written:
    /// before a key's first Xcode it is removed (an image placeholder's symbol keys only when
    /// nil, as they are for an image that is no SF Symbol); from it, a key with a default is
    /// added where the document wrote none.
    mutating func applyXcodeGenerations() {
        let xcode = target.xcode
        let removed = Self.generationKeys.filter { xcode < $0.since }
        let added = Self.generationKeys.filter { xcode >= $0.since && $0.added != nil }
        for id in nib.objects.indices.map(NibObjectID.init) {
            // A custom class's object is keyed as its UIKit class.
            let className: String
            if case .classSwapper(_, let original) = nib[id].kind { className = original } else { className = nib[id].className }
            for rule in removed where rule.classes.contains(className) {
                nib[id].properties.removeAll { $0.key == rule.key && (className != "UIImageNibPlaceholder" || $0.value == .scalar(.null)) }
            }
            for rule in added where rule.classes.contains(className) && !nib[id].properties.contains(where: { $0.key == rule.key }) {
                let at = rule.after.flatMap { after in nib[id].properties.firstIndex { $0.key == after } }.map { $0 + 1 }
                nib[id].properties.insert(NibProperty(rule.key, rule.added!), at: at ?? nib[id].properties.endIndex)
            }
        }
    }
}
