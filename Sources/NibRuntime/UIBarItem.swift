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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UITitle": title = value.string
        case "UIImage": image = value.object as? UIImage
        case "UILandscapeImagePhone": landscapeImagePhone = value.object as? UIImage
        case "UITag": tag = value.int ?? tag
        case "UIEnabled": isEnabled = value.bool ?? isEnabled
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "title": title = value.string
        case "image": image = value.object as? UIImage
        case "tag": tag = try integer(value, forKey: key)
        case "enabled": isEnabled = try boolean(value, forKey: key)
        default: try super.setValue(value, forKey: key)
        }
    }

    override open func value(forKey key: String) throws -> RuntimeValue {
        switch key {
        case "title": title.map(RuntimeValue.string) ?? .null
        case "tag": .int(Int64(tag))
        case "enabled": .bool(isEnabled)
        default: try super.value(forKey: key)
        }
    }
}

/// The runtime `UIBarButtonItem`: a title, image, system item or custom view in a navigation
/// bar or toolbar. Its action connections arrive as target-actions (`UIRuntimeEventConnection`
/// with the item as source), as UIKit sets `target` and `action`.
open class UIBarButtonItem: UIBarItem, TargetActionReceiving {
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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UIStyle": style = value.int ?? style
        case "UISystemItem": systemItem = value.int ?? systemItem
        case "UIIsSystemItem": isSystemItem = value.bool ?? isSystemItem
        case "UIWidth": width = value.double ?? width
        case "UICustomView": customView = value.object as? UIView
        case "UITintColor": tintColor = value.object as? UIColor
        case "UIItemHidden": isHidden = value.bool ?? isHidden
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "style": style = try integer(value, forKey: key)
        case "width": width = try number(value, forKey: key)
        case "customView": customView = value.object as? UIView
        case "tintColor": tintColor = value.object as? UIColor
        case "hidden": isHidden = try boolean(value, forKey: key)
        default: try super.setValue(value, forKey: key)
        }
    }

    override open func value(forKey key: String) throws -> RuntimeValue {
        switch key {
        case "customView": customView.map { .object($0) } ?? .null
        case "width": .double(width)
        default: try super.value(forKey: key)
        }
    }
}

/// The runtime `UITabBarItem`: a tab's title and images, system item and badge.
open class UITabBarItem: UIBarItem {
    override open class var nibClassName: String { "UITabBarItem" }
    public var selectedImage: UIImage?
    /// `UITabBarSystemItem`, or nil for a custom item.
    public var systemItem: Int?
    public var badgeValue: String?

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UISelectedImage": selectedImage = value.object as? UIImage
        case "UITabBarSystemItem": systemItem = value.int
        case "UIBadgeValue": badgeValue = value.string
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "badgeValue": badgeValue = value.string
        case "selectedImage": selectedImage = value.object as? UIImage
        default: try super.setValue(value, forKey: key)
        }
    }
}
