import NibArchive
import NibModel

extension UIKitClassEncoding {
    /// `UITableView`: the row and section metrics are written even at their defaults.
    static let tableView = scrollView.adding(
        [
            UIKitKeyRule("alwaysBounceVertical", "UIAlwaysBounceVertical", .bool, implied: "YES", omitted: "NO"),
            UIKitKeyRule("style", "UITableViewStyle", .enumeration("style"), implied: "plain"),
            UIKitKeyRule("separatorStyle", "UISeparatorStyle", .enumeration("separatorStyle"), implied: "default"),
            UIKitKeyRule("separatorInsetReference", "UISeparatorInsetReference", .enumeration("separatorInsetReference"), implied: "fromCellEdges"),
            UIKitKeyRule("rowHeight", "UIRowHeight", .float32, implied: "-1"),
            UIKitKeyRule("estimatedRowHeight", "UIEstimatedRowHeight", .float32, implied: "-1"),
            UIKitKeyRule("sectionHeaderHeight", "UISectionHeaderHeight", .float32, implied: "28"),
            UIKitKeyRule("sectionFooterHeight", "UISectionFooterHeight", .float32, implied: "28"),
            UIKitKeyRule("estimatedSectionHeaderHeight", "UIEstimatedSectionHeaderHeight", .float32, implied: "0"),
            UIKitKeyRule("estimatedSectionFooterHeight", "UIEstimatedSectionFooterHeight", .float32, implied: "0"),
            UIKitKeyRule("contentViewInsetsToSafeArea", "UIInsetsContentViewsToSafeArea", .bool, implied: "YES", omitted: "NO")
        ] + selectionRules + [
            UIKitKeyRule("allowsSelectionDuringEditing", "UIAllowsSelectionDuringEditing", .bool, omitted: "NO")
        ])

    /// `UICollectionView`: prefetching and user-initiated multiple selection are written even
    /// at their defaults, with a nil `UIDelegate` (the delegate is an outlet).
    static let collectionView = scrollView.adding(
        [
            UIKitKeyRule("prefetchingEnabled", "UICollectionViewPrefetchingEnabled", .bool, implied: "YES"),
            UIKitKeyRule("allowsUserInitiatedMultipleSelection", "UIAllowsUserInitiatedMultipleSelection", .bool, implied: "YES")
        ] + selectionRules,
        fixed: [
            NibProperty("UIDelegate", .scalar(.null))
        ])

    /// `UIBarButtonItem` (not a view): enabled and style are always written; a xib without a
    /// style means bordered (1).
    static let barButtonItem = UIKitClassEncoding(rules: [
        UIKitKeyRule("enabled", "UIEnabled", .bool, implied: "YES"),
        UIKitKeyRule("style", "UIStyle", .enumeration("barButtonItemStyle"), implied: "bordered"),
        UIKitKeyRule("title", "UITitle", .string),
        // `-[UIBarButtonItem initWithCoder:]` reads `UIIsSystemItem` (added by the
        // conventions) and the item as an integer.
        UIKitKeyRule("systemItem", "UISystemItem", .enumeration("barButtonSystemItem"))
    ])

    /// `UITabBarItem` (not a view): `-[UITabBarItem initWithCoder:]` reads a system item as
    /// an integer when the key is present.
    static let tabBarItem = UIKitClassEncoding(rules: [
        UIKitKeyRule("title", "UITitle", .string),
        UIKitKeyRule("systemItem", "UISystemItem", .enumeration("tabBarSystemItem"))
    ])

    /// `UINavigationItem` (not a view): the large-title mode is always written.
    static let navigationItem = UIKitClassEncoding(rules: [
        UIKitKeyRule("title", "UITitle", .string),
        UIKitKeyRule("largeTitleDisplayMode", "UILargeTitleDisplayMode", .enumeration("largeTitleDisplayMode"), implied: "automatic")
    ])

    /// `UINavigationBar`: translucency as `UIBarTranslucence` (translucent 1, opaque 2), and
    /// its position at the top.
    static let navigationBar = view.adding(
        [
            UIKitKeyRule("translucent", "UIBarTranslucence", .enumeration("barTranslucence")),
            // UIKit's `prefersLargeTitles`, keyed by the `UI` + property convention (C).
            UIKitKeyRule("largeTitles", "UIPrefersLargeTitles", .bool, omitted: "NO")
        ],
        fixed: [
            NibProperty("UIBarPosition", .int(2))
        ])

    /// `UIViewController` and every controller: the keys `-[UIViewController initWithCoder:]`
    /// reads (a public log of its decoder's requests). The three `UIKey…` keys are read as
    /// integers, so the booleans are written as 1/0.
    static let viewController = UIKitClassEncoding(rules: [
        UIKitKeyRule("autoresizesArchivedViewToFullSize", "UIAutoresizesArchivedViewToFullSize", .bool, omitted: "YES"),
        UIKitKeyRule("definesPresentationContext", "UIDefinesPresentationContext", .bool, omitted: "NO"),
        UIKitKeyRule("providesPresentationContextTransitionStyle", "UIProvidesPresentationContextTransitionStyle", .bool, omitted: "NO"),
        UIKitKeyRule("modalTransitionStyle", "UIModalTransitionStyle", .enumeration("modalTransitionStyle")),
        UIKitKeyRule("modalPresentationStyle", "UIModalPresentationStyle", .enumeration("modalPresentationStyle")),
        UIKitKeyRule("hidesBottomBarWhenPushed", "UIHidesBottomBarWhenPushed", .bool, omitted: "NO"),
        UIKitKeyRule("extendedLayoutIncludesOpaqueBars", "UIKeyExtendedLayoutIncludesOpaqueBars", .boolInteger, omitted: "NO"),
        UIKitKeyRule("automaticallyAdjustsScrollViewInsets", "UIKeyAutomaticallyAdjustsScrollViewInsets", .boolInteger, omitted: "YES")
    ])

    /// `UINavigationController`: whether its bars start hidden.
    static let navigationController = viewController.adding([
        UIKitKeyRule("navigationBarHidden", "UINavigationBarHidden", .bool, omitted: "NO"),
        UIKitKeyRule("toolbarHidden", "UIToolbarHidden", .bool, omitted: "YES")
    ])

    /// `UISplitViewController`: its preferred split behavior, and the column style that
    /// Xcode 12's `allowDoubleColumnStyle` chooses (`UISplitViewController.Style.doubleColumn`),
    /// keyed by the `UI` + property convention (C).
    static let splitViewController = viewController.adding([
        UIKitKeyRule("behavior", "UIPreferredSplitBehavior", .enumeration("behavior")),
        UIKitKeyRule("allowDoubleColumnStyle", "UIStyle", .boolInteger, omitted: "NO")
    ])

    /// `UIImageSymbolConfiguration` (`<preferredSymbolConfiguration>`): its scale as Apple
    /// writes it (`UISymbolScale`), its weight and point size by UIKit's property names;
    /// `configurationType` only tells Interface Builder which of them the xib gives.
    static let symbolConfiguration = UIKitClassEncoding(
        rules: [
            UIKitKeyRule("scale", "UISymbolScale", .enumeration("symbolScale")),
            UIKitKeyRule("weight", "UISymbolWeight", .enumeration("symbolWeight")),
            UIKitKeyRule("pointSize", "UISymbolPointSize", .double),
            UIKitKeyRule("configurationType", "", .ignored)
        ],
        fixed: [NibProperty("UITraitCollection", .scalar(.null))])

    /// `WKWebViewConfiguration`: WebKit's `-encodeWithCoder:` keys are the property names.
    static let webViewConfiguration = UIKitClassEncoding(rules: [
        UIKitKeyRule("allowsInlineMediaPlayback", "allowsInlineMediaPlayback", .bool),
        UIKitKeyRule("allowsAirPlayForMediaPlayback", "allowsAirPlayForMediaPlayback", .bool),
        UIKitKeyRule("allowsPictureInPictureMediaPlayback", "allowsPictureInPictureMediaPlayback", .bool),
        UIKitKeyRule("suppressesIncrementalRendering", "suppressesIncrementalRendering", .bool),
        UIKitKeyRule("applicationNameForUserAgent", "applicationNameForUserAgent", .string)
    ])

    /// The selection keys table and collection views share.
    static let selectionRules = [
        UIKitKeyRule("allowsSelection", "UIAllowsSelection", .bool, omitted: "YES"),
        UIKitKeyRule("allowsMultipleSelection", "UIAllowsMultipleSelection", .bool, omitted: "NO")
    ]

    /// `UITextView`.
    static let textView = scrollView.adding([
        UIKitKeyRule("text", "UIText", .string),
        UIKitKeyRule("textAlignment", "UITextAlignment", .enumeration("textAlignment"), implied: "natural"),
        UIKitKeyRule("editable", "UIEditable", .bool, omitted: "YES"),
        UIKitKeyRule("selectable", "UISelectable", .bool, omitted: "YES"),
        UIKitKeyRule("adjustsFontForContentSizeCategory", "UIAdjustsFontForContentSizeCategory", .bool, omitted: "NO"),
        UIKitKeyRule("usesAttributedText", "UIUsesAttributedText", .bool, omitted: "NO")
    ])

    /// `UITextField`.
    static let textField = control.adding(
        [
            UIKitKeyRule("text", "UIText", .string),
            UIKitKeyRule("placeholder", "UIPlaceholder", .string),
            UIKitKeyRule("textAlignment", "UITextAlignment", .enumeration("textAlignment"), implied: "natural"),
            UIKitKeyRule("borderStyle", "UIBorderStyle", .enumeration("borderStyle"), omitted: "none"),
            UIKitKeyRule("clearButtonMode", "UIClearButtonMode", .enumeration("clearButtonMode"), omitted: "never"),
            UIKitKeyRule("clearsOnBeginEditing", "UIClearsOnBeginEditing", .bool, omitted: "NO"),
            UIKitKeyRule("adjustsFontSizeToFit", "UIAdjustsFontSizeToFit", .bool, omitted: "NO"),
            UIKitKeyRule("minimumFontSize", "UIMinimumFontSize", .float32, implied: "17"),
            UIKitKeyRule("adjustsFontForContentSizeCategory", "UIAdjustsFontForContentSizeCategory", .bool, omitted: "NO")
        ],
        fixed: [
            NibProperty("UIClearButtonOffset", .point(Point(x: 3, y: 1))),
            NibProperty("UIDisableTextColorUpdateOnTraitCollectionChange", .bool(true))
        ])

    /// `UISwitch`.
    static let switchControl = control.adding([
        UIKitKeyRule("on", "UISwitchOn", .bool, omitted: "NO"),
        UIKitKeyRule("enabled", "UISwitchEnabled", .bool, implied: "YES")
    ])

    /// `UISlider`.
    static let slider = control.adding([
        UIKitKeyRule("value", "UIValue", .float32, implied: "0.5"),
        UIKitKeyRule("minValue", "UIMinValue", .float32, omitted: "0"),
        UIKitKeyRule("maxValue", "UIMaxValue", .float32, omitted: "1"),
        UIKitKeyRule("continuous", "UIContinuous", .bool, omitted: "YES")
    ])

    /// `UISegmentedControl`.
    static let segmentedControl = control.adding([
        UIKitKeyRule("segmentControlStyle", "UISegmentedControlStyle", .enumeration("segmentControlStyle"), omitted: "plain"),
        UIKitKeyRule("selectedSegmentIndex", "UISelectedSegmentIndex", .integer, omitted: "-1"),
        UIKitKeyRule("momentary", "UIMomentary", .bool, omitted: "NO")
    ])

    /// `UIActivityIndicatorView`: the legacy and the iOS 13 style, both written.
    static let activityIndicator = view.adding(
        [
            UIKitKeyRule("style", "UIActivityIndicatorViewStyle-Modern", .enumeration("style"), implied: "medium"),
            UIKitKeyRule("animating", "UIAnimating", .bool, omitted: "NO"),
            UIKitKeyRule("hidesWhenStopped", "UIHidesWhenStopped", .bool, omitted: "YES")
        ],
        fixed: [
            NibProperty("UIDisableUpdateColorOnTraitCollectionChange", .bool(true))
        ])

    /// `UIProgressView`.
    static let progressView = view.adding([
        UIKitKeyRule("progress", "UIProgress", .float32, omitted: "0"),
        UIKitKeyRule("progressViewStyle", "UIProgressViewStyle", .enumeration("progressViewStyle"), omitted: "default")
    ])

    /// `UITableViewCell`.
    static let tableViewCell = view.adding(
        [
            UIKitKeyRule("reuseIdentifier", "UIReuseIdentifier", .string),
            // `-[UITableViewCell initWithCoder:]` reads the style as an integer under this key.
            UIKitKeyRule("style", "UITableViewCellStyle", .enumeration("tableViewCellStyle"), omitted: "default"),
            UIKitKeyRule("selectionStyle", "UISelectionStyle", .enumeration("selectionStyle"), omitted: "default"),
            UIKitKeyRule("accessoryType", "UIAccessoryType", .enumeration("accessoryType"), omitted: "none"),
            UIKitKeyRule("indentationWidth", "UIIndentationWidth", .float32, implied: "10"),
            UIKitKeyRule("indentationLevel", "UIIndentationLevel", .integer, omitted: "0"),
            UIKitKeyRule("shouldIndentWhileEditing", "UIShouldIndentWhileEditing", .bool, omitted: "YES"),
            UIKitKeyRule("rowHeight", "UIRowHeight", .float32)
        ],
        fixed: [
            NibProperty("UISystemBackgroundView", .scalar(.null)), NibProperty("UIContentConfigurationIdentifier", .scalar(.null)),
            NibProperty("UIContentConfigurationView", .scalar(.null)), NibProperty("UITextLabel", .scalar(.null)),
            NibProperty("UIDetailTextLabel", .scalar(.null)),
            NibProperty("UIImageView", .scalar(.null))
        ])

    /// `UICollectionViewCell` and `UICollectionReusableView`.
    static let collectionReusableView = view.adding([
        UIKitKeyRule("reuseIdentifier", "UIReuseIdentifier", .string)
    ])

    /// `UICollectionViewCell`: a reusable view with the cell's content-configuration keys.
    static let collectionViewCell = collectionReusableView.adding(
        [],
        fixed: [
            NibProperty("UISystemBackgroundView", .scalar(.null)), NibProperty("UIContentConfigurationIdentifier", .scalar(.null)),
            NibProperty("UIContentConfigurationView", .scalar(.null))
        ])

    /// `UICollectionViewFlowLayout` (not a view).
    static let flowLayout = UIKitClassEncoding(rules: [
        UIKitKeyRule("minimumLineSpacing", "UILineSpacing", .float32, implied: "10"),
        UIKitKeyRule("minimumInteritemSpacing", "UIInteritemSpacing", .float32, implied: "10"),
        UIKitKeyRule("scrollDirection", "UIScrollDirection", .enumeration("scrollDirection"), omitted: "vertical"),
        UIKitKeyRule("sectionInsetReference", "UISectionInsetReference", .enumeration("sectionInsetReference"), omitted: "fromContentInset")
    ])

    /// Gesture recognizers (not views): UIKit's dotted keys.
    static let gestureRecognizer = UIKitClassEncoding(
        rules: [
            UIKitKeyRule("enabled", "UIGestureRecognizer.enabled", .bool, omitted: "YES"),
            UIKitKeyRule("cancelsTouchesInView", "UIGestureRecognizer.cancelsTouchesInView", .bool, omitted: "YES"),
            UIKitKeyRule("delaysTouchesBegan", "UIGestureRecognizer.delaysTouchesBegan", .bool, omitted: "NO"),
            UIKitKeyRule("delaysTouchesEnded", "UIGestureRecognizer.delaysTouchesEnded", .bool, omitted: "YES")
        ],
        fixed: [
            NibProperty("UIGestureRecognizer.allowedTouchTypes", .int(15)),
            NibProperty("UIGestureRecognizer.requiresExclusiveTouchType", .bool(true))
        ])

    /// `UITapGestureRecognizer`.
    static let tapGestureRecognizer = gestureRecognizer.adding([
        UIKitKeyRule("numberOfTapsRequired", "UITapGestureRecognizer.numberOfTapsRequired", .integer, omitted: "1"),
        UIKitKeyRule("numberOfTouchesRequired", "UITapGestureRecognizer.numberOfTouchesRequired", .integer, omitted: "1")
    ])

    /// `UILongPressGestureRecognizer`.
    static let longPressGestureRecognizer = gestureRecognizer.adding([
        UIKitKeyRule("minimumPressDuration", "UILongPressGestureRecognizer.minimumPressDuration", .double, omitted: "0.5"),
        UIKitKeyRule("allowableMovement", "UILongPressGestureRecognizer.allowableMovement", .double, omitted: "10")
    ])

    /// Xib element → UIKit encoding. Elements not listed compile generically.
    static let table: [String: UIKitClassEncoding] = [
        "view": view, "containerView": view, "window": view, "mapView": view, "wkWebView": view,
        "tableViewCellContentView": view, "collectionViewCellContentView": view, "pickerView": view,
        "label": label, "button": button, "imageView": imageView, "stackView": stackView,
        "scrollView": scrollView, "tableView": tableView, "collectionView": collectionView, "textView": textView,
        "textField": textField, "switch": switchControl, "slider": slider, "segmentedControl": segmentedControl,
        "stepper": control, "pageControl": control, "datePicker": control,
        "activityIndicatorView": activityIndicator, "progressView": progressView,
        "tableViewCell": tableViewCell, "collectionViewCell": collectionViewCell,
        "collectionReusableView": collectionReusableView, "visualEffectView": view,
        "searchBar": view, "navigationBar": navigationBar, "barButtonItem": barButtonItem, "navigationItem": navigationItem, "toolbar": view,
        "tabBar": view,
        "collectionViewFlowLayout": flowLayout,
        "tapGestureRecognizer": tapGestureRecognizer, "panGestureRecognizer": gestureRecognizer,
        "swipeGestureRecognizer": gestureRecognizer, "pinchGestureRecognizer": gestureRecognizer,
        "rotationGestureRecognizer": gestureRecognizer, "screenEdgePanGestureRecognizer": gestureRecognizer,
        "longPressGestureRecognizer": longPressGestureRecognizer,
        // Interface Builder's own spelling of the long-press element.
        "pongPressGestureRecognizer": longPressGestureRecognizer, "tabBarItem": tabBarItem,
        "viewController": viewController, "tableViewController": viewController, "collectionViewController": viewController,
        "tabBarController": viewController, "splitViewController": splitViewController, "pageViewController": viewController,
        "navigationController": navigationController, "glkViewController": viewController,
        "avPlayerViewController": viewController, "hostingController": viewController,
        "preferredSymbolConfiguration": symbolConfiguration, "wkWebViewConfiguration": webViewConfiguration
    ]
}
