/// The tables that map xib vocabulary to UIKit classes and archive keys.
package enum XIBVocabulary {
    /// Object element → Apple class (UIKit's, or a system framework's). An object element not
    /// listed is unknown: it gets the nearest UIKit base class its name implies (see
    /// ``CompileState/fallbackClass(_:)``), with a warning, and its nib is approximate.
    static let classes: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "tableView": "UITableView",
        "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UITableViewCellContentView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionViewCellContentView": "UICollectionViewCellContentView",
        "collectionReusableView": "UICollectionReusableView", "collectionViewFlowLayout": "UICollectionViewFlowLayout",
        "collectionViewLayout": "UICollectionViewLayout", "textField": "UITextField", "textView": "UITextView",
        "switch": "UISwitch", "slider": "UISlider", "stepper": "UIStepper", "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "pageControl": "UIPageControl", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "visualEffectView": "UIVisualEffectView", "searchBar": "UISearchBar", "navigationBar": "UINavigationBar",
        "navigationItem": "UINavigationItem", "toolbar": "UIToolbar", "barButtonItem": "UIBarButtonItem",
        "tabBar": "UITabBar", "tabBarItem": "UITabBarItem", "window": "UIWindow",
        "viewLayoutGuide": "UILayoutGuide", "layoutGuide": "UILayoutGuide", "constraint": "NSLayoutConstraint",
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer", "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "longPressGestureRecognizer": "UILongPressGestureRecognizer", "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "customObject": "NSObject", "mapView": "MKMapView",
        "wkWebView": "WKWebView", "containerView": "UIView",
        "viewControllerLayoutGuide": "_UILayoutGuide", "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "hoverGestureRecognizer": "UIHoverGestureRecognizer", "webView": "UIWebView", "refreshControl": "UIRefreshControl",
        "splitViewController": "UISplitViewController", "pageViewController": "UIPageViewController",
        "searchDisplayController": "UISearchDisplayController", "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController", "glkView": "GLKView", "glkViewController": "GLKViewController",
        "sceneKitView": "SCNView", "skView": "SKView", "mtkView": "MTKView", "arscnView": "ARSCNView", "arskView": "ARSKView",
        "colorWell": "UIColorWell", "pageController": "UIPageControl", "imagePickerController": "UIImagePickerController",
        "searchController": "UISearchController", "collectionViewCompositionalLayout": "UICollectionViewCompositionalLayout"
    ]

    /// Elements with an `id` that are no object of the nib: static table sections (their
    /// cells are the table's, see ``CompileState/objectLists``) and the storyboard Exit.
    static let valueContainers: Set<String> = ["tableViewSection", "exit"]

    /// Flag elements (`<dataDetectorType key="dataDetectorTypes" phoneNumber="YES" …/>`) → the
    /// bit of each flag; written as one integer.
    static let masks: [String: [String: Int]] = [
        "dataDetectorType": [
            "phoneNumber": 1, "link": 2, "address": 4, "calendarEvent": 8, "shipmentTrackingNumber": 16,
            "flightNumber": 32, "lookupSuggestion": 64, "none": 0, "all": -1
        ],
        "extendedEdge": ["top": 1, "left": 2, "bottom": 4, "right": 8],
        "popoverArrowDirection": ["up": 1, "down": 2, "left": 4, "right": 8],
        "audiovisualMediaTypes": ["none": 0, "audio": 1, "video": 2],
        "pressTypeMask": ["upArrow": 1, "downArrow": 2, "leftArrow": 4, "rightArrow": 8, "select": 16, "menu": 32, "playPause": 64]
    ]

    /// Attributes that only Interface Builder reads (identity, canvas, simulation): skipped.
    static let designTimeAttributes: Set<String> = [
        "id", "key", "userLabel", "customClass", "customModule", "customModuleProvider", "placeholderIdentifier",
        // Canvas checks and the simulated context of a view.
        "verifyAmbiguity", "simulatedAppContext",
        // A date picker's "current date" choice: the `<date key="date">` child is written or not.
        "useCurrentDate",
        // An image's asset catalog (`system`: an SF Symbol), read with the image
        // (CompileState.image(named:in:)).
        "catalog", "symbolScale",
        // Properties of old UIKit that Interface Builder still writes in old documents
        // (UITableViewCell's hidesAccessoryWhenEditing, deprecated in iOS 3; UITableView's
        // showsSelectionImmediatelyOnTouchBegin, from IB 3 archives): UIKit's class list no
        // longer has them, so nothing reads them (I).
        "hidesAccessoryWhenEditing", "showsSelectionImmediatelyOnTouchBegin",
        "misplaced", "ambiguous", "fixedFrame", "colorLabel", "sceneMemberID",
        "tableViewCell", "collectionViewCell", "layoutMarginsFollowReadableWidth", "appends", "dataMode",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight"
    ]

    /// Content hugging and compression resistance priorities: written as one `"{h, v}"` string
    /// per pair (``CompileState/priorityPairs(_:defaultHugging:)``), not one key per attribute.
    static let priorityAttributes: Set<String> = [
        "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority"
    ]

    /// Child elements that only Interface Builder reads: skipped.
    static let designTimeElements: Set<String> = [
        "freeformSimulatedSizeMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
        "simulatedStatusBarMetrics", "simulatedToolbarMetrics", "simulatedOrientationMetrics",
        "simulatedScreenMetrics", "designables", "designable", "variation", "mask", "exclude", "include",
        "point:canvasLocation", "nil", "gestureRecognizers", "size:freeformSize", "simulatedMetricsContainer",
        "modalPageSheetSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics", "inferredMetricsTieBreakers",
        // Xcode 8's format writes an empty `<animations/>` in every view: nothing to archive.
        "animations"
    ]

    /// `UITableViewCell.AccessoryType`, for a cell's accessory and its editing accessory.
    static let accessoryTypes = ["none": 0, "disclosureIndicator": 1, "detailDisclosureButton": 2, "checkmark": 3, "detailButton": 4]

    /// Enumerated attribute values → their integer raw values.
    static let enums: [String: [String: Int]] = [
        "contentMode": [
            "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
            "bottom": 6, "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12
        ],
        "textAlignment": ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4],
        "lineBreakMode": [
            "wordWrap": 0, "characterWrap": 1, "clip": 2, "headTruncation": 3, "tailTruncation": 4, "middleTruncation": 5,
            "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4, "truncatingMiddle": 5
        ],
        "baselineAdjustment": ["alignBaselines": 0, "alignCenters": 1, "none": 2],
        "axis": ["horizontal": 0, "vertical": 1],
        "distribution": ["fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4],
        "alignment": ["fill": 0, "top": 1, "leading": 1, "firstBaseline": 2, "center": 3, "bottom": 4, "trailing": 4, "lastBaseline": 5],
        "buttonType": ["custom": 0, "system": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4, "contactAdd": 5, "close": 7, "roundedRect": 1],
        "contentHorizontalAlignment": ["center": 0, "left": 1, "right": 2, "fill": 3, "leading": 4, "trailing": 5],
        "contentVerticalAlignment": ["center": 0, "top": 1, "bottom": 2, "fill": 3],
        "borderStyle": ["none": 0, "line": 1, "bezel": 2, "roundedRect": 3],
        "style": [
            "plain": 0, "grouped": 1, "insetGrouped": 2, "default": 0, "medium": 100, "large": 101,
            "white": 1, "whiteLarge": 0, "gray": 2, "bar": 1
        ],
        "tableViewCellStyle": ["default": 0, "value1": 1, "value2": 2, "subtitle": 3],
        // `<textInputTraits>` (UITextInputTraits' enumerations, by their public raw values).
        "autocapitalizationType": ["none": 0, "words": 1, "sentences": 2, "allCharacters": 3],
        "autocorrectionType": ["default": 0, "no": 1, "yes": 2],
        "spellCheckingType": ["default": 0, "no": 1, "yes": 2],
        "smartDashesType": ["default": 0, "no": 1, "yes": 2],
        "smartQuotesType": ["default": 0, "no": 1, "yes": 2],
        "smartInsertDeleteType": ["default": 0, "no": 1, "yes": 2],
        "keyboardType": [
            "default": 0, "alphabet": 1, "asciiCapable": 1, "numbersAndPunctuation": 2, "URL": 3, "numberPad": 4, "phonePad": 5,
            "namePhonePad": 6, "emailAddress": 7, "decimalPad": 8, "twitter": 9, "webSearch": 10, "asciiCapableNumberPad": 11
        ],
        "keyboardAppearance": ["default": 0, "dark": 1, "alert": 1, "light": 2],
        "returnKeyType": [
            "default": 0, "go": 1, "google": 2, "join": 3, "next": 4, "route": 5, "search": 6, "send": 7, "yahoo": 8, "done": 9,
            "emergencyCall": 10, "continue": 11
        ],
        "separatorStyle": ["none": 0, "default": 1, "singleLine": 1, "singleLineEtched": 2],
        "selectionStyle": ["none": 0, "blue": 1, "gray": 2, "default": 3],
        "semanticContentAttribute": ["unspecified": 0, "playback": 1, "spatial": 2, "forceLeftToRight": 3, "forceRightToLeft": 4],
        "keyboardDismissMode": ["none": 0, "onDrag": 1, "interactive": 2],
        "scrollDirection": ["vertical": 0, "horizontal": 1],
        "separatorInsetReference": ["fromCellEdges": 0, "fromAutomaticInsets": 1],
        "contentInsetAdjustmentBehavior": ["automatic": 0, "scrollableAxes": 1, "never": 2, "always": 3],
        "indicatorStyle": ["default": 0, "black": 1, "white": 2],
        "clearButtonMode": ["never": 0, "whileEditing": 1, "unlessEditing": 2, "always": 3],
        "segmentControlStyle": ["plain": 0, "bordered": 1, "bar": 2, "bezeled": 3],
        "progressViewStyle": ["default": 0, "bar": 1],
        "accessoryType": accessoryTypes,
        // Interface Builder writes the short names (`safeArea`).
        "sectionInsetReference": [
            "fromContentInset": 0, "fromSafeArea": 1, "fromLayoutMargins": 2, "contentInset": 0, "safeArea": 1, "layoutMargins": 2
        ],
        "barButtonItemStyle": ["plain": 0, "bordered": 1, "done": 2],
        "barButtonSystemItem": [
            "done": 0, "cancel": 1, "edit": 2, "save": 3, "add": 4, "flexibleSpace": 5, "fixedSpace": 6, "compose": 7, "reply": 8,
            "action": 9, "organize": 10, "bookmarks": 11, "search": 12, "refresh": 13, "stop": 14, "camera": 15, "trash": 16,
            "play": 17, "pause": 18, "rewind": 19, "fastForward": 20, "undo": 21, "redo": 22, "pageCurl": 23, "close": 24
        ],
        "tabBarSystemItem": [
            "more": 0, "favorites": 1, "featured": 2, "topRated": 3, "recents": 4, "contacts": 5, "history": 6, "bookmarks": 7,
            "search": 8, "downloads": 9, "mostRecent": 10, "mostViewed": 11
        ],
        "largeTitleDisplayMode": ["automatic": 0, "always": 1, "never": 2],
        // View controllers' and segues' presentation (UIModalPresentationStyle, with tvOS's
        // blurOverFullScreen; UIModalTransitionStyle).
        "modalPresentationStyle": [
            "fullScreen": 0, "pageSheet": 1, "formSheet": 2, "currentContext": 3, "custom": 4, "overFullScreen": 5,
            "overCurrentContext": 6, "popover": 7, "blurOverFullScreen": 8, "none": -1, "automatic": -2
        ],
        "modalTransitionStyle": ["coverVertical": 0, "flipHorizontal": 1, "crossDissolve": 2, "partialCurl": 3],
        // Enumerated properties of UIKit classes whose xib text names the case (UIKit's public
        // raw values); the property itself is found in UIKitCatalog (CompileState.catalogValue).
        "barStyle": ["default": 0, "black": 1, "blackOpaque": 1, "blackTranslucent": 2],
        "searchBarStyle": ["default": 0, "prominent": 1, "minimal": 2],
        "datePickerMode": ["time": 0, "date": 1, "dateAndTime": 2, "countDownTimer": 3, "yearAndMonth": 4],
        "focusStyle": ["default": 0, "custom": 1],
        "editingAccessoryType": accessoryTypes,
        "transitionStyle": ["pageCurl": 0, "scroll": 1],
        "navigationOrientation": ["horizontal": 0, "vertical": 1],
        "spineLocation": ["none": 0, "min": 1, "mid": 2, "max": 3],
        "mapType": ["standard": 0, "satellite": 1, "hybrid": 2, "satelliteFlyover": 3, "hybridFlyover": 4, "mutedStandard": 5],
        // UISplitViewController.DisplayMode (Interface Builder writes `beside` for
        // oneBesideSecondary) and its preferred split behavior.
        "preferredDisplayMode": [
            "automatic": 0, "secondaryOnly": 1, "primaryHidden": 1, "oneBesideSecondary": 2, "allVisible": 2, "beside": 2,
            "oneOverSecondary": 3, "primaryOverlay": 3, "twoBesideSecondary": 4, "twoOverSecondary": 5, "twoDisplaceSecondary": 6
        ],
        "behavior": ["automatic": 0, "tile": 1, "overlay": 2, "displace": 3],
        "primaryBackgroundStyle": ["none": 0, "sidebar": 1],
        "itemPositioning": ["automatic": 0, "fill": 1, "centered": 2],
        "role": ["normal": 0, "primary": 1, "cancel": 2, "destructive": 3],
        "direction": ["right": 1, "left": 2, "up": 4, "down": 8],
        // UIImage.SymbolScale and SymbolWeight (`<preferredSymbolConfiguration>`,
        // `<imageReference symbolScale=…>`).
        "symbolScale": ["default": -1, "unspecified": 0, "small": 1, "medium": 2, "large": 3],
        "symbolWeight": [
            "unspecified": 0, "ultraLight": 1, "thin": 2, "light": 3, "regular": 4, "medium": 5, "semibold": 6, "bold": 7,
            "heavy": 8, "black": 9
        ],
        "barTranslucence": ["YES": 1, "NO": 2],
        "blurEffectStyle": [
            "extraLight": 0, "light": 1, "dark": 2, "extraDark": 3, "regular": 4, "prominent": 5,
            "systemUltraThinMaterial": 6, "systemThinMaterial": 7, "systemMaterial": 8,
            "systemThickMaterial": 9, "systemChromeMaterial": 10
        ]
    ]

    /// The raw value of enumerated text `raw` in table `name` (``enums``), read as Interface
    /// Builder has spelled it over the years: the current name (`topLeft`), capitalised
    /// (`TopLeft`, older xibs), or prefixed with its type (`IBUITableViewCellStyleSubtitle`,
    /// `UIViewContentModeScaleAspectFit`): the longest case name the text ends with, after
    /// an upper-case letter that starts it. Nil when no spelling matches.
    package static func enumValue(_ name: String, _ raw: String) -> Int? {
        guard let cases = enums[name] else { return nil }
        if let value = cases[raw] { return value }
        guard let first = raw.first, first.isUppercase else { return nil }
        let lowered = raw.lowercased()
        var best: (length: Int, value: Int)?
        for (spelling, value) in cases where lowered.hasSuffix(spelling.lowercased()) && spelling.count > (best?.length ?? 0) {
            // The suffix must start a word of the text: `…StyleValue1`, not `…Stylevalue1`.
            let start = raw.index(raw.endIndex, offsetBy: -spelling.count)
            if raw[start].isUppercase { best = (spelling.count, value) }
        }
        return best?.value
    }

    /// Attribute → archive key where UIKit's differs from the generic `UI` + Capitalised rule
    /// (inverted booleans are flagged in ``invertedBooleans``).
    static let attributeKeys: [String: String] = [
        "clipsSubviews": "UIClipsToBounds", "userInteractionEnabled": "UIUserInteractionDisabled",
        "translatesAutoresizingMaskIntoConstraints": "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints",
        "enabled": "UIDisabled", "scrollEnabled": "UIScrollDisabled", "on": "UISwitchOn",
        "minValue": "UIMinValue", "maxValue": "UIMaxValue", "axis": "UIStackViewAxis", "spacing": "UIStackViewSpacing",
        "distribution": "UIStackViewDistribution", "alignment": "UIStackViewAlignment",
        "adjustsFontSizeToFit": "UIAdjustsFontSizeToFit", "rowHeight": "UIRowHeight"
    ]

    /// Boolean attributes whose archive key means the opposite (`enabled="NO"` → `UIDisabled` true).
    static let invertedBooleans: Set<String> = ["userInteractionEnabled", "translatesAutoresizingMaskIntoConstraints", "enabled", "scrollEnabled"]

    /// Keyed child → archive key where it differs from the generic rule.
    static let childKeys: [String: String] = [
        "fontDescription": "UIFont", "titleColor": "UITitleColor", "highlightedColor": "UIHighlightedColor",
        "contentView": "UIContentView", "view": "UIView", "safeArea": "UIViewSafeAreaLayoutGuide",
        "accessibilityConfiguration": "UIAccessibilityConfiguration", "collectionViewLayout": "UICollectionLayout",
        "layoutMargins": "UIViewLayoutMargins", "configuration": "UIButtonConfiguration", "progressTintColor": "UIProgressProgressTintColor",
        "trackTintColor": "UIProgressTrackTintColor", "progressImage": "UIProgressProgressImage"
    ]

    /// `UIViewAutoresizing` bits by xib attribute.
    static let autoresizing: [String: Int] = [
        "flexibleMinX": 1, "widthSizable": 2, "flexibleMaxX": 4, "flexibleMinY": 8, "heightSizable": 16, "flexibleMaxY": 32
    ]

    /// `NSLayoutAttribute` raw values by xib name.
    static let layoutAttributes: [String: Int] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "lastBaseline": 11, "baseline": 11, "firstBaseline": 12, "leftMargin": 13,
        "rightMargin": 14, "topMargin": 15, "bottomMargin": 16, "leadingMargin": 17, "trailingMargin": 18,
        "centerXWithinMargins": 19, "centerYWithinMargins": 20
    ]

    /// `NSLayoutRelation` raw values by xib name.
    static let layoutRelations: [String: Int] = ["lessThanOrEqual": -1, "equal": 0, "greaterThanOrEqual": 1]

    /// The generic archive key for a xib name: `UI` + the name with its first letter upper-cased.
    static func genericKey(_ name: String) -> String {
        "UI" + name.prefix(1).uppercased() + name.dropFirst()
    }
}
