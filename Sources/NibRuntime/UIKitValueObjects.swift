import NibModel

/// The runtime `UIFontDescriptor` of a compiled font: its attributes dictionary
/// (`NSCTFontUIUsageAttribute` or `NSFontNameAttribute`, `NSFontSizeAttribute`).
public final class UIFontDescriptor: NibRuntimeObject {
    override public class var nibClassName: String { "UIFontDescriptor" }
    public var attributes: [RuntimeValue] = []

    public required init() {}

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        if key.name == "UIFontDescriptorAttributes" { attributes = value.array ?? [] }
    }
}

/// The runtime `UIButtonContent`: one control state's title, colours and images, as the
/// values of `UIButtonStatefulContent`.
public final class UIButtonContent: NibRuntimeObject {
    override public class var nibClassName: String { "UIButtonContent" }
    public var title: String?
    public var titleColor: UIColor?
    public var image: UIImage?
    public var backgroundImage: UIImage?

    public required init() {}

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UITitle": title = value.string
        case "UITitleColor": titleColor = value.object as? UIColor
        case "UIImage": image = value.object as? UIImage
        case "UIBackgroundImage": backgroundImage = value.object as? UIImage
        default: break
        }
    }
}

/// The runtime `UIBlurEffect` (`UIBlurEffectStyle`) of a visual-effect view.
public final class UIBlurEffect: NibRuntimeObject {
    override public class var nibClassName: String { "UIBlurEffect" }
    public var style = 4

    public required init() {}

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        if key.name == "UIBlurEffectStyle" { style = value.int ?? style }
    }
}

/// The recogniser state object a `UITapGestureRecognizer` archives as `_imp`.
public final class UITapRecognizer: NibRuntimeObject {
    override public class var nibClassName: String { "UITapRecognizer" }

    public required init() {}
}

/// The runtime `UIRuntimeAccessibilityConfiguration`: the accessibility label, hint,
/// identifier and traits Interface Builder set on one object (`UIAccessibileObject`, sic),
/// listed under the root's `UINibAccessibilityConfigurationsKey`.
public final class UIRuntimeAccessibilityConfiguration: NibRuntimeObject {
    override public class var nibClassName: String { "UIRuntimeAccessibilityConfiguration" }
    public weak var object: NibRuntimeObject?
    public var label: String?
    public var hint: String?
    public var identifier: String?
    public var traits = 0

    public required init() {}

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UIAccessibileObject": object = value.object
        case "UIAccessibilityLabel": label = value.string
        case "UIAccessibilityHint": hint = value.string
        case "UIAccessibilityIdentifier": identifier = value.string
        case "UIAccessibilityTraits": traits = value.int ?? traits
        default: break
        }
    }
}
