import NibModel

/// The classes a compiled nib may name: Apple's (UIKit, Foundation and the system frameworks
/// whose views Interface Builder offers: MapKit, WebKit, AVKit, SwiftUI, …) — every class the
/// compiler writes for an element (``XIBVocabulary/classes``), for a value (colours, fonts,
/// images, constraints, segue templates, connections) — and nothing else. Any other class in
/// a compiled nib must be the document's own `customClass`.
///
/// Beyond these lists, every class of the iOS runtime's own class list (``UIKitCatalog``, in
/// NibModel: UIKit's decodable classes, the Foundation classes nibs archive, and the views
/// and controllers of MapKit, WebKit, …) is Apple's too. The lists are asked first, so a nib
/// whose classes they all name never loads the catalog.
///
/// This is the one check: the compiler checks each nib it writes against it (a class outside
/// it is a warning and makes the nib approximate), and the real-app tests and
/// `scripts/app-corpus-report` count "invented classes" with it.
package enum UIKitClassCatalog {
    /// Classes the compiler writes for values and structure, not for a xib element.
    static let structural: Set<String> = [
        UIKitClasses.root, UIKitClasses.string, UIKitClasses.number, UIKitClasses.array, UIKitClasses.mutableArray,
        UIKitClasses.set, UIKitClasses.mutableSet, UIKitClasses.dictionary, UIKitClasses.mutableDictionary,
        UIKitClasses.proxy, UIKitClasses.classSwapper, UIKitClasses.outletConnection, UIKitClasses.eventConnection,
        UIKitClasses.outletCollectionConnection, UIKitClasses.keyValuePair, UIKitClasses.nib,
        "NSMutableString", "NSDate", "NSAttributedString", "NSMutableAttributedString", "NSParagraphStyle",
        "NSMutableParagraphStyle", "NSLayoutConstraint", "NSContentSizeLayoutConstraint",
        "UIColor", "UIFont", "UIFontDescriptor", "UIImageNibPlaceholder", "UIImageSymbolConfiguration", "UIBlurEffect",
        "UIVibrancyEffect", "_UIVisualEffectContentView", "UIButtonContent", "UIButtonConfiguration", "UISegment",
        "UIRuntimeAccessibilityConfiguration", "UITapRecognizer", "UITableViewCellContentView",
        "UICollectionViewCellContentView", "UILayoutGuide", "_UILayoutGuide", "_UILayoutSupportConstraint", "_UITableViewCellSeparatorView",
        "_UITraitStorageList", "_UIAttributeTraitStorage", "_UIAttributeTraitStorageRecord", "_UIRelationshipTraitStorage",
        "_UIRelationshipTraitStorageRecord", "_NSLayoutConstraintConstant", "UITraitCollection", "NSOrderedSet",
        "UIStoryboardSegueTemplate", "UIStoryboardShowSegueTemplate", "UIStoryboardPresentationSegueTemplate",
        "UIStoryboardPopoverPresentationSegueTemplate", "UIStoryboardModalSegueTemplate", "UIStoryboardPushSegueTemplate",
        "UIStoryboardPopoverSegueTemplate", "UIStoryboardEmbedSegueTemplate", "UIStoryboardUnwindSegueTemplate",
        "UIStoryboardReplaceSegueTemplate", "WKWebViewConfiguration", "WKPreferences", "UIGestureRecognizer", "UIBarItem"
    ]

    /// The classes the compiler writes, by name (``contains(_:)`` also accepts every class of
    /// ``UIKitCatalog``).
    package static let known: Set<String> = structural.union(XIBVocabulary.classes.values)

    /// Whether `className` is one of Apple's classes: one the compiler writes, or any class of
    /// the runtime's class list (``UIKitCatalog``, consulted only for a name not in ``known``).
    package static func contains(_ className: String) -> Bool { known.contains(className) || UIKitCatalog.contains(className) }

    /// The classes of `nib` that are neither Apple's (``contains(_:)``) nor in `customClasses`, sorted;
    /// a class swapper counts by both its class and its original class.
    package static func invented(in nib: NibDocument, customClasses: Set<String>) -> [String] {
        var invented: Set<String> = []
        for object in nib.objects {
            switch object.kind {
            case .object(let name) where !customClasses.contains(name) && !contains(name): invented.insert(name)
            case .classSwapper(let name, let original):
                if !customClasses.contains(name) && !contains(name) { invented.insert(name) }
                if !contains(original) { invented.insert(original) }
            default: break
            }
        }
        return invented.sorted()
    }
}
