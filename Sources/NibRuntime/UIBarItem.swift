/// The runtime `UIBarItem`: what bar button items and tab bar items share — title, image,
/// tag, enabled state.
open class UIBarItem: NibRuntimeObject {
    override open class var nibClassName: String { "UIBarItem" }
    public var title: String?
    public var image: UIImage?
    public var landscapeImagePhone: UIImage?
    public var tag = 0
    public var isEnabled = true

    public required init() {}

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIBarItem.self, inheriting: NibRuntimeObject.properties) { t in
        t.property("title", archived: "UITitle") { $0.title = $1.string }
        t.property("image", archived: "UIImage") { $0.image = $1.object as? UIImage }
        t.decode("UILandscapeImagePhone") { $0.landscapeImagePhone = $1.object as? UIImage }
        t.decode("UITag", as: Int.self) { $0.tag = $1 ?? $0.tag }
        t.decode("UIEnabled", as: Bool.self) { $0.isEnabled = $1 ?? $0.isEnabled }
        t.setInteger("tag") { $0.tag = $1 }
        t.setBool("enabled") { $0.isEnabled = $1 }
        t.get("title") { $0.title.map(RuntimeValue.string) ?? .null }
        t.get("tag") { .int(Int64($0.tag)) }
        t.get("enabled") { .bool($0.isEnabled) }
    }
}

/// The runtime `UIBarButtonItem`: a title, image, system item or custom view in a navigation
/// bar or toolbar. Its action connections arrive as target-actions (`UIRuntimeEventConnection`
/// with the item as source), as UIKit sets `target` and `action`.
open class UIBarButtonItem: UIBarItem, TargetActionReceiving {
    override open var targetActionReceiver: TargetActionReceiving? { self }
    override open class var nibClassName: String { "UIBarButtonItem" }
    /// `UIBarButtonItemStyle`: 0 plain, 2 done (1, bordered, is deprecated).
    public var style = 0
    /// `UIBarButtonSystemItem` when ``isSystemItem``.
    public var systemItem = 0
    public var isSystemItem = false
    public var width = 0.0
    public var customView: UIView?
    public var tintColor: UIColor?
    public var isHidden = false
    public private(set) var targetActions: [TargetAction] = []

    public func addTarget(_ target: NibRuntimeObject?, action selector: String, for events: UInt32) {
        targetActions.append(TargetAction(target: target, sendsToFirstResponder: target == nil, selector: selector, eventMask: events))
    }

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIBarButtonItem.self, inheriting: UIBarItem.properties) { t in
        t.decode("UIStyle", as: Int.self) { $0.style = $1 ?? $0.style }
        t.decode("UISystemItem", as: Int.self) { $0.systemItem = $1 ?? $0.systemItem }
        t.decode("UIIsSystemItem", as: Bool.self) { $0.isSystemItem = $1 ?? $0.isSystemItem }
        t.decode("UIWidth", as: Double.self) { $0.width = $1 ?? $0.width }
        t.property("customView", archived: "UICustomView") { $0.customView = $1.object as? UIView }
        t.property("tintColor", archived: "UITintColor") { $0.tintColor = $1.object as? UIColor }
        t.decode("UIItemHidden", as: Bool.self) { $0.isHidden = $1 ?? $0.isHidden }
        t.setInteger("style") { $0.style = $1 }
        t.setNumber("width") { $0.width = $1 }
        t.setBool("hidden") { $0.isHidden = $1 }
        t.get("customView") { $0.customView.map { .object($0) } ?? .null }
        t.get("width") { .double($0.width) }
    }
}

/// The runtime `UITabBarItem`: a tab's title and images, system item and badge.
open class UITabBarItem: UIBarItem {
    override open class var nibClassName: String { "UITabBarItem" }
    public var selectedImage: UIImage?
    /// `UITabBarSystemItem`, or nil for a custom item.
    public var systemItem: Int?
    public var badgeValue: String?

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UITabBarItem.self, inheriting: UIBarItem.properties) { t in
        t.property("selectedImage", archived: "UISelectedImage") { $0.selectedImage = $1.object as? UIImage }
        t.decode("UITabBarSystemItem", as: Int.self) { $0.systemItem = $1 }
        t.property("badgeValue", archived: "UIBadgeValue") { $0.badgeValue = $1.string }
    }
}
