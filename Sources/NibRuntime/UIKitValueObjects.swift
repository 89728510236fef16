import NibModel

/// The runtime `UIFontDescriptor` of a compiled font: its attributes dictionary
/// (`NSCTFontUIUsageAttribute` or `NSFontNameAttribute`, `NSFontSizeAttribute`).
public final class UIFontDescriptor: NibRuntimeObject {
    override public class var nibClassName: String { "UIFontDescriptor" }
    public var attributes: [RuntimeValue] = []

    public required init() {}

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIFontDescriptor.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UIFontDescriptorAttributes") { $0.attributes = $1.array ?? [] }
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

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIButtonContent.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UITitle") { $0.title = $1.string }
        t.decode("UITitleColor") { $0.titleColor = $1.object as? UIColor }
        t.decode("UIImage") { $0.image = $1.object as? UIImage }
        t.decode("UIBackgroundImage") { $0.backgroundImage = $1.object as? UIImage }
    }
}

/// The runtime `UIBlurEffect` (`UIBlurEffectStyle`) of a visual-effect view.
public final class UIBlurEffect: NibRuntimeObject {
    override public class var nibClassName: String { "UIBlurEffect" }
    public var style = 4

    public required init() {}

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIBlurEffect.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UIBlurEffectStyle", as: Int.self) { $0.style = $1 ?? $0.style }
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

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIRuntimeAccessibilityConfiguration.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UIAccessibileObject") { $0.object = $1.object }
        t.decode("UIAccessibilityLabel") { $0.label = $1.string }
        t.decode("UIAccessibilityHint") { $0.hint = $1.string }
        t.decode("UIAccessibilityIdentifier") { $0.identifier = $1.string }
        t.decode("UIAccessibilityTraits", as: Int.self) { $0.traits = $1 ?? $0.traits }
    }
}
