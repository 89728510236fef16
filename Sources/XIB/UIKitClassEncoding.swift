import NibArchive
import NibModel

/// The keys Apple's compiler writes for one UIKit class: a rule per xib attribute, and keys
/// written on every instance whatever the xib says.
///
/// A class's encoding is its superclasses' followed by its own; a subclass rule for the same
/// attribute replaces the superclass's (a label's `userInteractionEnabled` means `NO` when
/// absent, a view's `YES`).
struct UIKitClassEncoding: Sendable {
    /// Attribute rules, in the order Apple writes the keys.
    let rules: [UIKitKeyRule]
    /// Keys written on every instance, after the rules' keys.
    let fixed: [NibProperty]
    /// The rule for each attribute.
    let byAttribute: [String: UIKitKeyRule]

    init(rules: [UIKitKeyRule], fixed: [NibProperty] = []) {
        var merged: [UIKitKeyRule] = []
        var position: [String: Int] = [:]
        for rule in rules {
            if let at = position[rule.attribute] {
                merged[at] = rule
            } else {
                position[rule.attribute] = merged.count
                merged.append(rule)
            }
        }
        self.rules = merged
        var fixedKeys = Set<String>()
        self.fixed = fixed.reversed().filter { fixedKeys.insert($0.key).inserted }.reversed()
        byAttribute = Dictionary(uniqueKeysWithValues: merged.map { ($0.attribute, $0) })
    }

    /// This encoding followed by a subclass's rules and fixed keys.
    func adding(_ rules: [UIKitKeyRule], fixed: [NibProperty] = []) -> UIKitClassEncoding {
        UIKitClassEncoding(rules: self.rules + rules, fixed: self.fixed + fixed)
    }

    /// The encoding of xib element `name`, or nil for an element with no UIKit rules (its
    /// attributes are compiled generically).
    static func forElement(_ name: String) -> UIKitClassEncoding? { table[name] }
}

extension UIKitClassEncoding {
    /// `UIView`: what Apple writes on every view.
    static let view = UIKitClassEncoding(
        rules: [
            UIKitKeyRule("opaque", "UIOpaque", .bool, implied: "YES", omitted: "NO"),
            UIKitKeyRule("hidden", "UIHidden", .bool, omitted: "NO"),
            UIKitKeyRule("alpha", "UIAlpha", .float32, omitted: "1"),
            UIKitKeyRule("tag", "UITag", .integer, omitted: "0"),
            UIKitKeyRule("userInteractionEnabled", "UIUserInteractionDisabled", .inverted, implied: "YES", omitted: "YES"),
            UIKitKeyRule("multipleTouchEnabled", "UIMultipleTouchEnabled", .bool, omitted: "NO"),
            UIKitKeyRule("autoresizesSubviews", "UIAutoresizeSubviews", .bool, implied: "YES", omitted: "NO"),
            UIKitKeyRule("contentMode", "UIContentMode", .enumeration("contentMode"), implied: "scaleToFill", omitted: "scaleToFill"),
            UIKitKeyRule("clipsSubviews", "UIClipsToBounds", .bool, omitted: "NO"),
            UIKitKeyRule("clearsContextBeforeDrawing", "UIClearsContextBeforeDrawing", .bool, omitted: "YES"),
            UIKitKeyRule(
                "translatesAutoresizingMaskIntoConstraints", "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints",
                .inverted, implied: "YES", omitted: "YES"),
            UIKitKeyRule("preservesSuperviewLayoutMargins", "UIViewPreservesSuperviewMargins", .bool, omitted: "NO"),
            UIKitKeyRule("insetsLayoutMarginsFromSafeArea", "UIViewInsetsLayoutMarginsFromSafeArea", .boolInteger, omitted: "YES"),
            UIKitKeyRule(
                "semanticContentAttribute", "UIViewSemanticContentAttribute", .enumeration("semanticContentAttribute"),
                implied: "unspecified")
        ],
        fixed: [
            NibProperty("UIDeepDrawRect", .bool(true)),
            NibProperty("UIViewLargeContentStoredProperties", .scalar(.null))
        ])

    /// `UIControl`: enabled, selected, highlighted and content alignment.
    static let control = view.adding([
        UIKitKeyRule("enabled", "UIDisabled", .inverted, omitted: "YES"),
        UIKitKeyRule("selected", "UISelected", .bool, omitted: "NO"),
        UIKitKeyRule("highlighted", "UIHighlighted", .bool, omitted: "NO"),
        UIKitKeyRule("contentHorizontalAlignment", "UIContentHorizontalAlignment", .enumeration("contentHorizontalAlignment"), omitted: "center"),
        UIKitKeyRule("contentVerticalAlignment", "UIContentVerticalAlignment", .enumeration("contentVerticalAlignment"), omitted: "center")
    ])

    /// `UILabel`.
    static let label = view.adding(
        [
            UIKitKeyRule("opaque", "UIOpaque", .bool, implied: "NO", omitted: "NO"),
            UIKitKeyRule("userInteractionEnabled", "UIUserInteractionDisabled", .inverted, implied: "NO", omitted: "YES"),
            UIKitKeyRule("contentMode", "UIContentMode", .enumeration("contentMode"), implied: "left", omitted: "scaleToFill"),
            UIKitKeyRule("text", "UIText", .string),
            UIKitKeyRule("highlighted", "UIHighlighted", .bool, omitted: "NO"),
            UIKitKeyRule("enabled", "UIDisabled", .inverted, omitted: "YES"),
            UIKitKeyRule("numberOfLines", "UINumberOfLines", .integer, implied: "1", omitted: "1"),
            // Tells Interface Builder that the text is the `<attributedString>` child.
            UIKitKeyRule("usesAttributedText", "", .ignored),
            UIKitKeyRule("lineBreakMode", "UILineBreakMode", .enumeration("lineBreakMode"), implied: "tailTruncation", omitted: "tailTruncation"),
            UIKitKeyRule(
                "baselineAdjustment", "UIBaselineAdjustment", .enumeration("baselineAdjustment"), implied: "alignBaselines", omitted: "alignBaselines"
            ),
            UIKitKeyRule("adjustsFontSizeToFit", "UIAdjustsFontSizeToFit", .bool, implied: "YES", omitted: "NO"),
            UIKitKeyRule("minimumFontSize", "UIMinimumFontSize", .float32),
            UIKitKeyRule("minimumScaleFactor", "UIMinimumScaleFactor", .float32, omitted: "0"),
            UIKitKeyRule("adjustsLetterSpacingToFitWidth", "UIAdjustsLetterSpacingToFit", .bool, omitted: "NO"),
            UIKitKeyRule("adjustsFontForContentSizeCategory", "UIAdjustsFontForContentSizeCategory", .bool, omitted: "NO"),
            UIKitKeyRule("textAlignment", "UITextAlignment", .enumeration("textAlignment"), implied: "natural")
        ],
        fixed: [
            NibProperty("UIShadowOffset", .size(Size(width: 0, height: -1)))
        ])

    /// `UIButton`.
    static let button = control.adding([
        UIKitKeyRule("buttonType", "UIButtonType", .enumeration("buttonType"), omitted: "custom"),
        UIKitKeyRule("adjustsImageWhenHighlighted", "UIAdjustsImageWhenHighlighted", .bool, implied: "YES", omitted: "NO"),
        UIKitKeyRule("adjustsImageWhenDisabled", "UIAdjustsImageWhenDisabled", .bool, implied: "YES", omitted: "NO"),
        UIKitKeyRule("showsTouchWhenHighlighted", "UIShowsTouchWhenHighlighted", .bool, omitted: "NO"),
        UIKitKeyRule("reversesTitleShadowWhenHighlighted", "UIReversesTitleShadowWhenHighlighted", .bool, omitted: "NO"),
        UIKitKeyRule("lineBreakMode", "UILineBreakMode", .enumeration("lineBreakMode"), omitted: "middleTruncation"),
        UIKitKeyRule(
            "adjustsImageSizeForAccessibilityContentSizeCategory", "UIAdjustsImageSizeForAccessibilityContentSizeCategory", .bool, omitted: "NO"),
        UIKitKeyRule("pointerInteraction", "UIPointerInteractionEnabled", .bool, omitted: "NO"),
        // Tells Interface Builder that a state's title is its `<attributedString>` child.
        UIKitKeyRule("hasAttributedTitle", "", .ignored)
    ])

    /// `UIImageView`.
    static let imageView = view.adding([
        UIKitKeyRule("userInteractionEnabled", "UIUserInteractionDisabled", .inverted, implied: "NO", omitted: "YES"),
        UIKitKeyRule("highlighted", "UIHighlighted", .bool, omitted: "NO"),
        UIKitKeyRule(
            "adjustsImageSizeForAccessibilityContentSizeCategory", "UIAdjustsImageSizeForAccessibilityContentSizeCategory", .bool, omitted: "NO")
    ])

    /// `UIStackView`: every arrangement key is written, defaults included.
    static let stackView = view.adding([
        UIKitKeyRule("axis", "UIStackViewAxis", .enumeration("axis"), implied: "horizontal"),
        UIKitKeyRule("distribution", "UIStackViewDistribution", .enumeration("distribution"), implied: "fill"),
        UIKitKeyRule("alignment", "UIStackViewAlignment", .enumeration("alignment"), implied: "fill"),
        UIKitKeyRule("spacing", "UIStackViewSpacing", .double, implied: "0"),
        UIKitKeyRule("baselineRelativeArrangement", "UIStackViewBaselineRelative", .bool, implied: "NO"),
        UIKitKeyRule("layoutMarginsRelativeArrangement", "UIStackViewLayoutMarginsRelative", .bool, implied: "NO")
    ])

    /// `UIScrollView`.
    static let scrollView = view.adding(
        [
            UIKitKeyRule("scrollEnabled", "UIScrollDisabled", .inverted, omitted: "YES"),
            UIKitKeyRule("pagingEnabled", "UIPagingEnabled", .bool, omitted: "NO"),
            UIKitKeyRule("directionalLockEnabled", "UIDirectionalLockEnabled", .bool, omitted: "NO"),
            UIKitKeyRule("bounces", "UIBounceEnabled", .bool, omitted: "YES"),
            UIKitKeyRule("alwaysBounceVertical", "UIAlwaysBounceVertical", .bool, omitted: "NO"),
            UIKitKeyRule("alwaysBounceHorizontal", "UIAlwaysBounceHorizontal", .bool, omitted: "NO"),
            UIKitKeyRule("showsHorizontalScrollIndicator", "UIShowsHorizontalScrollIndicator", .bool, omitted: "YES"),
            UIKitKeyRule("showsVerticalScrollIndicator", "UIShowsVerticalScrollIndicator", .bool, omitted: "YES"),
            UIKitKeyRule("bouncesZoom", "UIBouncesZoom", .bool, implied: "YES", omitted: "NO"),
            UIKitKeyRule("minimumZoomScale", "UIMinimumZoomScale", .float32, omitted: "1"),
            UIKitKeyRule("maximumZoomScale", "UIMaximumZoomScale", .float32, omitted: "1"),
            UIKitKeyRule("keyboardDismissMode", "UIKeyboardDismissMode", .enumeration("keyboardDismissMode"), omitted: "none"),
            UIKitKeyRule("indicatorStyle", "UIIndicatorStyle", .enumeration("indicatorStyle"), omitted: "default"),
            UIKitKeyRule(
                "contentInsetAdjustmentBehavior", "UIScrollViewContentInsetAdjustmentBehavior",
                .enumeration("contentInsetAdjustmentBehavior"), implied: "automatic")
        ],
        fixed: [
            NibProperty("UIScrollViewIndicatorInsetAdjustmentBehavior", .int(1))
        ])
}
