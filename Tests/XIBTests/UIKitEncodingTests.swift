import Foundation
import NibArchive
import Testing
import TestSupport
@testable import XIB

/// Compiled keys per UIKit class against what Apple's compiler writes (docs/uikit-encoding.md).
///
/// ``appleKeys`` is every key seen on instances of the class in 340 Apple-compiled iOS nibs
/// (Xcode 11–15, coder versions 9 and 10, from 8 public repositories; the list is in the doc):
/// written down here, not derived from the compiler's rules, so the test can fail. ``extraKeys``
/// are keys UIKit reads that nibbench writes from xib attributes the Apple material never set
/// (each listed in the doc). ``alwaysKeys`` are keys Apple writes on every instance.
@Suite struct UIKitEncodingTests {
    static let appleKeys: [String: Set<String>] = [
        "NSLayoutConstraint": [
            "NSConstant", "NSConstantV2", "NSFirstAttribute", "NSFirstAttributeV2", "NSFirstItem", "NSLayoutIdentifier", "NSMultiplier", "NSPriority",
            "NSRelation", "NSSecondAttribute", "NSSecondAttributeV2", "NSSecondItem", "NSShouldBeArchived", "NSSymbolicConstant"
        ],
        "UIActivityIndicatorView": [
            "UIActivityIndicatorViewStyle", "UIActivityIndicatorViewStyle-Modern", "UIAnimating", "UIAutoresizeSubviews", "UIAutoresizingMask",
            "UIBounds", "UICenter", "UIColor", "UIDeepDrawRect", "UIDisableUpdateColorOnTraitCollectionChange", "UIHidden", "UIHidesWhenStopped",
            "UITintColor", "UIViewAutolayoutConstraints", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints",
            "UIViewLargeContentStoredProperties", "UIViewSemanticContentAttribute"
        ],
        "UIButton": [
            "UIAdjustsImageWhenDisabled", "UIAdjustsImageWhenHighlighted", "UIAlpha", "UIAutoresizeSubviews", "UIAutoresizingMask",
            "UIBackgroundColor", "UIBounds", "UIButtonConfiguration", "UIButtonStatefulContent", "UIButtonType", "UICenter", "UIClipsToBounds",
            "UIContentEdgeInsets", "UIContentHorizontalAlignment", "UIContentMode", "UIContentVerticalAlignment", "UIContentVerticalAlignment2",
            "UIDeepDrawRect", "UIDisabled", "UIFont", "UIHidden", "UIImageEdgeInsets", "UILineBreakMode", "UITag", "UITintColor", "UITitleEdgeInsets",
            "UIUserInteractionDisabled", "UIViewAutolayoutConstraints", "UIViewContentCompressionResistancePriority", "UIViewContentHuggingPriority",
            "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewLargeContentStoredProperties", "UIViewSemanticContentAttribute"
        ],
        "UIButtonContent": ["UIAttributedTitle", "UIBackgroundImage", "UIImage", "UIShadowColor", "UITitle", "UITitleColor"],
        "UICollectionReusableView": [
            "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBounds", "UICenter", "UIClipsToBounds", "UIContentMode", "UIDeepDrawRect",
            "UIMultipleTouchEnabled", "UIReuseIdentifier", "UISubviews", "UIViewAutolayoutConstraints", "UIViewLargeContentStoredProperties",
            "UIViewSemanticContentAttribute"
        ],
        "UICollectionView": [
            "UIAllowsUserInitiatedMultipleSelection", "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBackgroundColor", "UIBouncesZoom", "UIBounds",
            "UICenter", "UIClipsToBounds", "UICollectionLayout", "UICollectionViewPrefetchingEnabled", "UIDeepDrawRect", "UIDelaysContentTouches",
            "UIDelegate", "UIMaximumZoomScale", "UIMinimumZoomScale", "UIMultipleTouchEnabled", "UIOpaque",
            "UIScrollViewContentInsetAdjustmentBehavior", "UIScrollViewIndicatorInsetAdjustmentBehavior", "UIShowsHorizontalScrollIndicator",
            "UIShowsVerticalScrollIndicator", "UIViewAutolayoutConstraints", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints",
            "UIViewLargeContentStoredProperties", "UIViewSemanticContentAttribute"
        ],
        "UICollectionViewFlowLayout": [
            "UIFooterReferenceSize", "UIInteritemSpacing", "UIItemSize", "UILineSpacing", "UIScrollDirection", "UISectionInset"
        ],
        "UIColor": [
            "NSColorSpace", "NSRGB", "NSWhite", "UIAlpha", "UIAlpha-Double", "UIBlue", "UIBlue-Double", "UIColorComponentCount",
            "UIDynamicCatalogName", "UIDynamicCatalogUseNibBundle", "UIDynamicModifiedAlphaComponent", "UIDynamicModifiedBaseColor",
            "UIDynamicModifiedContrast", "UIGreen", "UIGreen-Double", "UIRed", "UIRed-Double", "UISystemColorName", "UIWhite", "UIWhite-Double"
        ],
        "UIFont": [
            "NSName", "NSSize", "UIFontDescriptor", "UIFontMaximumPointSizeAfterScaling", "UIFontName", "UIFontPointSize",
            "UIFontPointSizeForScaling", "UIFontTextStyleForScaling", "UIFontTraits", "UIIBTextStyle", "UISystemFont"
        ],
        "UIFontDescriptor": ["UIFontDescriptorAttributes", "UIFontDescriptorOptions"],
        "UIImageNibPlaceholder": [
            "UIImageHeight", "UIImageWidth", "UIResourceCatalogName", "UIResourceName", "UISymbolImageConfiguration", "UISystemSymbolResourceName"
        ],
        "UIImageView": [
            "UIAdjustsImageSizeForAccessibilityContentSizeCategory", "UIAlpha", "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBackgroundColor",
            "UIBounds", "UICenter", "UIClipsToBounds", "UIContentMode", "UIDeepDrawRect", "UIHidden", "UIImage", "UIOpaque",
            "UIPreferredSymbolConfiguration", "UITag", "UITintColor", "UIUserInteractionDisabled", "UIViewAutolayoutConstraints",
            "UIViewContentCompressionResistancePriority", "UIViewContentHuggingPriority", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints",
            "UIViewLargeContentStoredProperties", "UIViewSemanticContentAttribute"
        ],
        "UILabel": [
            "UIAdjustsFontForContentSizeCategory", "UIAdjustsFontSizeToFit", "UIAdjustsLetterSpacingToFit", "UIAlpha", "UIAttributedText",
            "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBackgroundColor", "UIBounds", "UICenter", "UIClipsToBounds", "UIContentMode",
            "UIDeepDrawRect", "UIDisableUpdateTextColorOnTraitCollectionChange", "UIFont", "UIHidden", "UIHighlightedColor", "UILineBreakMode",
            "UIMinimumFontSize", "UIMinimumScaleFactor", "UINumberOfLines", "UIPreferredMaxLayoutWidth", "UIShadowColor", "UIShadowOffset", "UITag",
            "UIText", "UITextAlignment", "UITextColor", "UITintColor", "UIUserInteractionDisabled", "UIViewAutolayoutConstraints",
            "UIViewContentCompressionResistancePriority", "UIViewContentHuggingPriority", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints",
            "UIViewInsetsLayoutMarginsFromSafeArea", "UIViewLargeContentStoredProperties", "UIViewSemanticContentAttribute"
        ],
        "UILayoutGuide": [
            "UILayoutGuideAllowsNegativeDimensions", "UILayoutGuideIdentifier", "UILayoutGuideOwningView", "UILayoutGuideOwningViewIsLocked",
            "UILayoutGuideShouldBeArchived", "UILayoutGuideSystemConstraints"
        ],
        "UIProgressView": [
            "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBackgroundColor", "UIBounds", "UICenter", "UIDeepDrawRect", "UIProgress",
            "UIProgressProgressImage", "UIProgressProgressTintColor", "UIProgressTrackTintColor", "UITag", "UIUserInteractionDisabled",
            "UIViewAutolayoutConstraints", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewLargeContentStoredProperties",
            "UIViewSemanticContentAttribute"
        ],
        "UIRuntimeAccessibilityConfiguration": [
            "UIAccessibileObject", "UIAccessibilityHint", "UIAccessibilityIdentifier", "UIAccessibilityLabel", "UIAccessibilityTraits",
            "UIIsAccessibilityElement"
        ],
        "UIRuntimeOutletCollectionConnection": [
            "UIDestination", "UILabel", "UISource", "addsContentToExistingCollection", "runtimeCollectionClassName"
        ],
        "UIScrollView": [
            "UIAlwaysBounceVertical", "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBouncesZoom", "UIBounds", "UICenter", "UIClipsToBounds",
            "UIDeepDrawRect", "UIDirectionalLockEnabled", "UIMultipleTouchEnabled", "UIOpaque", "UIScrollViewContentInsetAdjustmentBehavior",
            "UIScrollViewIndicatorInsetAdjustmentBehavior", "UIShowsHorizontalScrollIndicator", "UISubviews", "UIViewAutolayoutConstraints",
            "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewLargeContentStoredProperties", "UIViewPreservesSpecificSuperviewMargins",
            "UIViewPreservesSuperviewMargins", "UIViewSemanticContentAttribute"
        ],
        "UISlider": [
            "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBehavioralStyle", "UIBounds", "UICenter", "UIDeepDrawRect", "UITintColor", "UIValue",
            "UIViewAutolayoutConstraints", "UIViewContentCompressionResistancePriority", "UIViewContentHuggingPriority",
            "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewLargeContentStoredProperties", "UIViewSemanticContentAttribute"
        ],
        "UIStackView": [
            "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBackgroundColor", "UIBounds", "UICenter", "UIContentMode", "UIDeepDrawRect", "UIHidden",
            "UIOpaque", "UIStackViewAlignment", "UIStackViewArrangedSubviews", "UIStackViewAxis", "UIStackViewBaselineRelative",
            "UIStackViewDistribution", "UIStackViewLayoutMarginsRelative", "UIStackViewSpacing", "UISubviews", "UIUserInteractionDisabled",
            "UIViewAutolayoutConstraints", "UIViewContentCompressionResistancePriority", "UIViewContentHuggingPriority",
            "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewLargeContentStoredProperties", "UIViewLayoutMargins",
            "UIViewSemanticContentAttribute"
        ],
        "UISwitch": [
            "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBounds", "UICenter", "UIDeepDrawRect", "UISwitchEnabled", "UISwitchOn",
            "UIViewAutolayoutConstraints", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewLargeContentStoredProperties",
            "UIViewSemanticContentAttribute"
        ],
        "UITableView": [
            "UIAllowsSelection", "UIAlwaysBounceVertical", "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBackgroundColor", "UIBouncesZoom",
            "UIBounds", "UICenter", "UIClearsContextBeforeDrawing", "UIClipsToBounds", "UIDeepDrawRect", "UIDelaysContentTouches",
            "UIEstimatedRowHeight", "UIEstimatedSectionFooterHeight", "UIEstimatedSectionHeaderHeight", "UIFillerRowHeight",
            "UIInsetsContentViewsToSafeArea", "UIKeyboardDismissMode", "UIOpaque", "UIPrefetchingEnabled", "UIRowHeight", "UIScrollDisabled",
            "UIScrollViewContentInsetAdjustmentBehavior", "UIScrollViewIndicatorInsetAdjustmentBehavior", "UISectionFooterHeight",
            "UISectionHeaderHeight", "UISectionHeaderTopPadding", "UISectionIndexBackgroundColor", "UISeparatorColor", "UISeparatorInset",
            "UISeparatorInsetReference", "UISeparatorStyle", "UISeparatorStyleIOS5AndLater", "UISeparatorStyleIOS9AndLater",
            "UIShowsHorizontalScrollIndicator", "UIStyle", "UISubviews", "UITableHeaderView", "UITableViewCellPrototypeNibExternalObjects",
            "UITableViewCellPrototypeNibs", "UITableViewStyle", "UITag", "UITintColor", "UIViewAutolayoutConstraints",
            "UIViewContentCompressionResistancePriority", "UIViewContentHuggingPriority", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints",
            "UIViewLargeContentStoredProperties", "UIViewLocalOverrideTraitCollection", "UIViewSemanticContentAttribute"
        ],
        "UITableViewCell": [
            "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBackgroundColor", "UIBounds", "UICenter", "UIClipsToBounds",
            "UIContentConfigurationIdentifier", "UIContentConfigurationView", "UIContentView", "UIDeepDrawRect", "UIDetailTextLabel",
            "UIDidEncodeCompatibilityBackgroundColor", "UIImageView", "UIIndentationWidth", "UIOpaque", "UIRestorationIdentifier",
            "UIReuseIdentifier", "UISelectionStyle", "UISeparatorInset", "UISubviews", "UISystemBackgroundView", "UITableCellBackgroundColorSet",
            "UITextLabel", "UIViewAutolayoutConstraints", "UIViewLargeContentStoredProperties", "UIViewLayoutGuides", "UIViewSemanticContentAttribute"
        ],
        "UITableViewCellContentView": [
            "UIAutoresizeSubviews", "UIBackgroundColor", "UIBounds", "UICenter", "UIClipsToBounds", "UIContentMode", "UIDeepDrawRect",
            "UIMultipleTouchEnabled", "UISubviews", "UIViewAutolayoutConstraints", "UIViewLargeContentStoredProperties",
            "UIViewSemanticContentAttribute"
        ],
        "UITapGestureRecognizer": [
            "UIGestureRecognizer.allowedTouchTypes", "UIGestureRecognizer.requiresExclusiveTouchType", "UITapGestureRecognizer._imp"
        ],
        "UITextField": [
            "UIAdjustsFontSizeToFit", "UIAutocapitalizationType", "UIAutocorrectionType", "UIAutoresizeSubviews", "UIAutoresizingMask",
            "UIBackgroundColor", "UIBorderStyle", "UIBounds", "UICenter", "UIClearButtonMode", "UIClearButtonOffset", "UIClipsToBounds",
            "UIContentHorizontalAlignment", "UIContentVerticalAlignment", "UIContentVerticalAlignment2", "UIDeepDrawRect",
            "UIDisableTextColorUpdateOnTraitCollectionChange", "UIEnablesReturnKeyAutomatically", "UIFont", "UIKeyboardType", "UIMinimumFontSize",
            "UIPlaceholder", "UIReturnKeyType", "UISelected", "UISpellCheckingType", "UITag", "UIText", "UITextAlignment", "UITextColor",
            "UITextContentType", "UITextSmartDashesType", "UITextSmartInsertDeleteType", "UITextSmartQuotesType", "UITintColor",
            "UIViewAutolayoutConstraints", "UIViewContentCompressionResistancePriority", "UIViewContentHuggingPriority",
            "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewLargeContentStoredProperties", "UIViewSemanticContentAttribute"
        ],
        "UIView": [
            "UIRestorationIdentifier", "UIAlpha", "UIAutoresizeSubviews", "UIAutoresizingMask", "UIBackgroundColor", "UIBounds", "UICenter",
            "UIClearsContextBeforeDrawing", "UIClipsToBounds", "UIContentMode", "UIDeepDrawRect", "UIHidden", "UIOpaque", "UISubviews", "UITag",
            "UITintColor", "UIUserInteractionDisabled", "UIViewAutolayoutConstraints", "UIViewContentCompressionResistancePriority",
            "UIViewContentHuggingPriority", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", "UIViewInsetsLayoutMarginsFromSafeArea",
            "UIViewLargeContentStoredProperties", "UIViewLayoutGuides", "UIViewLayoutMargins", "UIViewSemanticContentAttribute"
        ]
    ]

    static let extraKeys: [String: Set<String>] = [
        "UICollectionReusableView": ["UIBackgroundColor", "UIViewLayoutGuides"],
        "UICollectionView": ["UIAlwaysBounceVertical", "UIPagingEnabled"],
        "UIActivityIndicatorView": ["UIAnimating", "UIHidesWhenStopped", "UIViewContentHuggingPriority"],
        "UIButton": ["UIPointerInteractionEnabled", "UISelected"],
        "UICollectionViewFlowLayout": ["UIHeaderReferenceSize"],
        "UIImageView": ["UIHighlightedImage", "UIViewLayoutGuides"],
        "UILabel": [
            "UIDisabled", "UIUsesAttributedText", "UIAdjustsLetterSpacingToFit", "UIBaselineAdjustment", "UIHighlighted", "UIViewLayoutGuides",
            "UIViewLayoutMargins"
        ],
        "UIProgressView": ["UIViewContentHuggingPriority"],
        "UIScrollView": ["UIDelaysContentTouches", "UIBackgroundColor", "UIPagingEnabled", "UIShowsVerticalScrollIndicator", "UIViewLayoutGuides"],
        "UIStackView": ["UIViewInsetsLayoutMarginsFromSafeArea", "UIViewLayoutGuides"],
        "UISlider": ["UIMinimumValueImage"],
        "UISwitch": ["UIOnTintColor", "UIViewContentHuggingPriority"],
        "UITableView": [
            "UIAllowsMultipleSelection", "UIAllowsMultipleSelectionDuringEditing", "UIAllowsSelectionDuringEditing", "UIBounceEnabled",
            "UICanCancelContentTouches", "UIHidden", "UIIndicatorStyle", "UIShowsVerticalScrollIndicator"
        ],
        "UITableViewCell": ["UIAccessoryType", "UIRowHeight", "UIShouldIndentWhileEditing"],
        "UITextField": ["UISecureTextEntry"],
        "UITableViewCellContentView": ["UIAutoresizingMask"],
        "UIView": [
            "UIRestorationIdentifier", "UIAlpha", "UIHidden", "UIMultipleTouchEnabled", "UIViewInsetsLayoutMarginsFromSafeArea", "UIViewLayoutGuides",
            "UIViewLayoutMargins", "UIViewPreservesSuperviewMargins"
        ]
    ]

    static let alwaysKeys: [String: Set<String>] = [
        "NSLayoutConstraint": ["NSFirstAttribute", "NSFirstAttributeV2", "NSFirstItem", "NSShouldBeArchived"],
        "UIButton": ["UIBounds", "UICenter", "UIDeepDrawRect"],
        "UIFont": ["NSName", "NSSize", "UIFontName", "UIFontPointSize", "UIFontTraits", "UISystemFont"],
        "UIImageNibPlaceholder": ["UIImageHeight", "UIImageWidth", "UIResourceName"],
        "UILabel": [
            "UIBounds", "UICenter", "UIDeepDrawRect", "UIDisableUpdateTextColorOnTraitCollectionChange", "UIShadowOffset", "UITextAlignment",
            "UITextColor"
        ],
        "UILayoutGuide": [
            "UILayoutGuideAllowsNegativeDimensions", "UILayoutGuideIdentifier", "UILayoutGuideOwningView", "UILayoutGuideOwningViewIsLocked",
            "UILayoutGuideShouldBeArchived", "UILayoutGuideSystemConstraints"
        ],
        "UIRuntimeOutletCollectionConnection": [
            "UIDestination", "UILabel", "UISource", "addsContentToExistingCollection", "runtimeCollectionClassName"
        ],
        "UIStackView": [
            "UIStackViewAlignment", "UIStackViewArrangedSubviews", "UIStackViewAxis", "UIStackViewBaselineRelative", "UIStackViewDistribution",
            "UIStackViewLayoutMarginsRelative", "UIStackViewSpacing", "UIViewLayoutMargins"
        ],
        "UITableView": [
            "UIEstimatedRowHeight", "UIRowHeight", "UISectionFooterHeight", "UISectionHeaderHeight", "UISeparatorStyle",
            "UISeparatorStyleIOS5AndLater", "UIStyle", "UITableViewStyle"
        ],
        "UITableViewCell": ["UIContentView", "UIDetailTextLabel", "UIImageView", "UIIndentationWidth", "UITextLabel"],
        "UITapGestureRecognizer": [
            "UIGestureRecognizer.allowedTouchTypes", "UIGestureRecognizer.requiresExclusiveTouchType", "UITapGestureRecognizer._imp"
        ],
        // Not UIAutoresizingMask: an empty <autoresizingMask/> (mask 0) writes none (the
        // issue-29 pairs: TLPhotoPicker's cells and content views, docs/uikit-encoding.md).
        "UIView": ["UIBounds", "UICenter", "UIDeepDrawRect", "UIViewLargeContentStoredProperties", "UIViewSemanticContentAttribute"]
    ]

    /// Every object of the compiled vector set by UIKit class (a class swapper by its original
    /// class), as the set of keys of each instance; computed once, or the first error (a
    /// missing vector folder, a vector that does not compile), which fails every test using it.
    static let compiledInstances = Result<[String: [Set<String>]], any Error> {
        var result: [String: [Set<String>]] = [:]
        for path in try Vectors.xibPaths() {
            let archive = try NibArchive(bytes: XIBCompiler.compile(contentsOf: path).encoded())
            for object in 0..<archive.objectCount {
                var keys = Set(archive.valueRange(ofObject: object).map { archive.key(archive.keyIndex(ofValue: $0)) })
                var className = archive.className(ofObject: object)
                if className == "UIClassSwapper", let original = archive.value(forKey: "UIOriginalClassName", inObject: object),
                    case .object(let string) = original, case .data(let name)? = archive.value(forKey: "NS.bytes", inObject: string),
                    let text = name.utf8String
                {
                    className = text
                    keys.subtract(["UIClassName", "UIOriginalClassName"])
                }
                result[className, default: []].append(keys)
            }
        }
        return result
    }

    @Test(arguments: appleKeys.keys.sorted())
    func compiledKeysAreTheDocumentedSet(_ className: String) throws {
        let instances = try Self.compiledInstances.get()[className] ?? []
        try #require(
            !instances.isEmpty
                || [
                    "UICollectionView", "UITextField", "UISlider", "UIProgressView", "UISwitch",
                    "UIRuntimeAccessibilityConfiguration", "UICollectionReusableView", "UITableViewCell"
                ].contains(className),
            "no \(className) in the compiled vectors")
        let documented = Self.appleKeys[className, default: []].union(Self.extraKeys[className, default: []])
        let written = instances.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(written.subtracting(documented).isEmpty, "\(className) writes keys Apple does not: \(written.subtracting(documented).sorted())")
        let always = Self.alwaysKeys[className, default: []]
        for keys in instances {
            #expect(always.isSubset(of: keys), "\(className) lacks \(always.subtracting(keys).sorted())")
        }
    }

    /// Interface Builder's simulated metrics and canvas data never reach the archive.
    @Test func noSimulatedOrDesignTimeKeys() throws {
        for (className, instances) in try Self.compiledInstances.get() {
            for keys in instances {
                let design = keys.filter { $0.contains("Simulated") || $0.contains("CanvasLocation") || $0 == "UIFreeformSize" }
                #expect(design.isEmpty, "\(className) carries \(design.sorted())")
            }
        }
    }
}
