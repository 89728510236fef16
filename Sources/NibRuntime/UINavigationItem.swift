/// The runtime `UINavigationItem`: what a navigation bar shows for one view controller —
/// title, prompt, title view, and the bar button items on each side.
///
/// Keys as Apple's compiler writes them: `UILeftBarButtonItem(s)`, `UIRightBarButtonItem(s)`,
/// `UITitleView`, `UILargeTitleDisplayMode`, `UINavigationBar` (the bar it sits in), and
/// `UITitle`, `UIPrompt`, `UIBackBarButtonItem`, `UIBackButtonTitle` when set.
open class UINavigationItem: NibRuntimeObject {
    override open class var nibClassName: String { "UINavigationItem" }
    public var title: String?
    public var prompt: String?
    public var backButtonTitle: String?
    public var backBarButtonItem: UIBarButtonItem?
    public var leftBarButtonItems: [UIBarButtonItem] = []
    public var rightBarButtonItems: [UIBarButtonItem] = []
    public var titleView: UIView?
    /// `UINavigationItemLargeTitleDisplayMode`: 0 automatic, 1 always, 2 never.
    public var largeTitleDisplayMode = 0
    public var hidesBackButton = false
    /// The bar the item is pushed on (the bar owns its items).
    public weak var navigationBar: UINavigationBar?

    public required init() {}

    /// The first left item (`leftBarButtonItem`).
    public var leftBarButtonItem: UIBarButtonItem? { leftBarButtonItems.first }
    /// The first right item (`rightBarButtonItem`).
    public var rightBarButtonItem: UIBarButtonItem? { rightBarButtonItems.first }

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UITitle": title = value.string
        case "UIPrompt": prompt = value.string
        case "UIBackButtonTitle": backButtonTitle = value.string
        case "UIBackBarButtonItem": backBarButtonItem = value.object as? UIBarButtonItem
        case "UILeftBarButtonItems": leftBarButtonItems = value.objects(of: UIBarButtonItem.self)
        case "UIRightBarButtonItems": rightBarButtonItems = value.objects(of: UIBarButtonItem.self)
        case "UILeftBarButtonItem":
            if leftBarButtonItems.isEmpty, let item = value.object as? UIBarButtonItem { leftBarButtonItems = [item] }
        case "UIRightBarButtonItem":
            if rightBarButtonItems.isEmpty, let item = value.object as? UIBarButtonItem { rightBarButtonItems = [item] }
        case "UITitleView": titleView = value.object as? UIView
        case "UILargeTitleDisplayMode": largeTitleDisplayMode = value.int ?? largeTitleDisplayMode
        case "UIHidesBackButton": hidesBackButton = value.bool ?? hidesBackButton
        case "UINavigationBar": navigationBar = value.object as? UINavigationBar
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "title": title = value.string
        case "prompt": prompt = value.string
        case "backButtonTitle": backButtonTitle = value.string
        case "titleView": titleView = value.object as? UIView
        case "leftBarButtonItem": leftBarButtonItems = (value.object as? UIBarButtonItem).map { [$0] } ?? []
        case "rightBarButtonItem": rightBarButtonItems = (value.object as? UIBarButtonItem).map { [$0] } ?? []
        case "leftBarButtonItems": leftBarButtonItems = value.objects(of: UIBarButtonItem.self)
        case "rightBarButtonItems": rightBarButtonItems = value.objects(of: UIBarButtonItem.self)
        case "backBarButtonItem": backBarButtonItem = value.object as? UIBarButtonItem
        case "largeTitleDisplayMode": largeTitleDisplayMode = try integer(value, forKey: key)
        case "hidesBackButton": hidesBackButton = try boolean(value, forKey: key)
        default: try super.setValue(value, forKey: key)
        }
    }

    override open func value(forKey key: String) throws -> RuntimeValue {
        switch key {
        case "title": title.map(RuntimeValue.string) ?? .null
        case "titleView": titleView.map { .object($0) } ?? .null
        case "leftBarButtonItem": leftBarButtonItem.map { .object($0) } ?? .null
        case "rightBarButtonItem": rightBarButtonItem.map { .object($0) } ?? .null
        case "backBarButtonItem": backBarButtonItem.map { .object($0) } ?? .null
        default: try super.value(forKey: key)
        }
    }
}
