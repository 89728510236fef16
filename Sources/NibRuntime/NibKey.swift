/// An archive key as runtime classes receive it in ``NibRuntimeObject/decodeValue(_:forKey:)``:
/// its name, and the ``KnownKey`` it is (resolved once per archive, not per value).
///
/// Built-in classes switch on ``known`` — an integer switch — instead of comparing strings;
/// an app's own classes can do the same or compare ``name``.
public struct NibKey: Sendable, Hashable, CustomStringConvertible {
    /// The key as written in the archive.
    public let name: String
    /// The key among those the built-in classes decode, or `.unknown`.
    public let known: KnownKey

    /// Resolves `name`.
    public init(_ name: String) {
        known = KnownKey(rawValue: name) ?? .unknown
        // A known key keeps the enum's spelling: a string literal, which is immortal, so that
        // handing the key to `decodeValue` (once per archived value) costs no reference count.
        self.name = known == .unknown ? name : known.rawValue
    }

    public var description: String { name }
}

/// The archive keys the built-in runtime classes decode.
public enum KnownKey: String, Sendable, CaseIterable {
    /// Any other key.
    case unknown = ""
    case UIClassName, UIOriginalClassName
    case UIAnimating, UIHidesWhenStopped, UIStyle, UIProgress, UIEditable, UISelectedSegmentIndex
    case UIDisabled
    case UISelected
    case UITitle
    case UIButtonTitle
    case UITitleColor
    case UIImage
    case UIButtonType
    case UIButtonStatefulContent
    case UIText
    case UIPlaceholder
    case UIFont
    case UISwitchOn
    case UIValue
    case UIMinValue
    case UIMaxValue
    case UIGestureRecognizer_view = "UIGestureRecognizer.view"
    case view
    case UIGestureRecognizer_enabled = "UIGestureRecognizer.enabled"
    case UIGestureRecognizer_cancelsTouchesInView = "UIGestureRecognizer.cancelsTouchesInView"
    case UITapGestureRecognizer_numberOfTapsRequired = "UITapGestureRecognizer.numberOfTapsRequired"
    case UIView
    case UINibName
    case NSFirstItem
    case NSSecondItem
    case NSFirstAttribute
    case NSSecondAttribute
    case NSRelation
    case NSMultiplier
    case NSConstant
    case NSPriority
    case NSLayoutIdentifier
    case UIRed
    case UIGreen
    case UIBlue
    case UIAlpha
    case UIWhite
    case UISystemColorName
    case UIFontName
    case UIFontPointSize
    case UIResourceName
    case UIBounds
    case UICenter
    case UISubviews
    case UIHidden
    case UITag
    case UIAutoresizingMask
    case UIAutoresizeSubviews
    case UIContentMode
    case UIClipsToBounds
    case UIOpaque
    case UIUserInteractionDisabled
    case UIViewDoesNotTranslateAutoresizingMaskIntoConstraints
    case UIBackgroundColor
    case UITintColor
    case UIViewAutolayoutConstraints
    case gestureRecognizers
    case UIGestureRecognizers
    case UIRestorationIdentifier
    case UIViewLayoutGuides
    case UINavigationItem
    case UICollectionLayout
    case UIButtonConfiguration
    case UIAccessibilityIdentifier
    case accessibilityIdentifier
    case UITextColor
    case UINumberOfLines
    case UITextAlignment
    case UIHighlightedImage
    case UIContentSize
    case UIScrollDisabled
    case UIRowHeight
    case UIStackViewArrangedSubviews
    case UIStackViewAxis
    case UIStackViewSpacing
    case UIStackViewDistribution
    case UIStackViewAlignment
    case UIReuseIdentifier
    case UITableViewCellContentView
    case UIContentView
    case UILabel
    case UISource
    case UIDestination
    case UIEventMask
    case runtimeCollectionClassName
    case addsContentToExistingCollection
    case UIObject
    case UIKeyPath
    case UITableViewCellPrototypeNibs, UITableViewCellPrototypeNibExternalObjects
    case UICollectionViewCellNibDict, UICollectionViewCellPrototypeNibExternalObjects
    case UICollectionViewSupplementaryViewNibDict, UICollectionViewSupplementaryViewPrototypeNibExternalObjects
}
