/// The runtime `UINavigationBar`: its stack of navigation items (`UIItems`), bar position
/// and translucence, and delegate outlet.
open class UINavigationBar: UIView {
    override open class var nibClassName: String { "UINavigationBar" }
    public var items: [UINavigationItem] = []
    /// Position, translucence, style and tint.
    public var bar = BarAppearance()
    public weak var delegate: NibRuntimeObject?

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        if key.name == "UIItems" {
            items = value.objects(of: UINavigationItem.self)
        } else if !bar.decode(value, forKey: key) {
            try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "delegate": delegate = value.object
        case "items": items = value.objects(of: UINavigationItem.self)
        case "barStyle": bar.style = try integer(value, forKey: key)
        case "barTintColor": bar.tintColor = value.object as? UIColor
        default: try super.setValue(value, forKey: key)
        }
    }

    override open func value(forKey key: String) throws -> RuntimeValue {
        switch key {
        case "items": .array(items.map { .object($0) })
        case "topItem": items.last.map { .object($0) } ?? .null
        default: try super.value(forKey: key)
        }
    }
}

/// The runtime `UIToolbar`: its bar button items (`UIItems`).
open class UIToolbar: UIView {
    override open class var nibClassName: String { "UIToolbar" }
    public var items: [UIBarButtonItem] = []
    /// Position, translucence, style and tint.
    public var bar = BarAppearance()
    public weak var delegate: NibRuntimeObject?

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        if key.name == "UIItems" {
            items = value.objects(of: UIBarButtonItem.self)
        } else if !bar.decode(value, forKey: key) {
            try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "delegate": delegate = value.object
        case "items": items = value.objects(of: UIBarButtonItem.self)
        default: try super.setValue(value, forKey: key)
        }
    }

    override open func value(forKey key: String) throws -> RuntimeValue {
        key == "items" ? .array(items.map { .object($0) }) : try super.value(forKey: key)
    }
}

/// The runtime `UITabBar`: its tab bar items (`UIItems`) and the selected one.
open class UITabBar: UIView {
    override open class var nibClassName: String { "UITabBar" }
    public var items: [UITabBarItem] = []
    public weak var selectedItem: UITabBarItem?
    public weak var delegate: NibRuntimeObject?

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UIItems": items = value.objects(of: UITabBarItem.self)
        case "UISelectedItem": selectedItem = value.object as? UITabBarItem
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "delegate": delegate = value.object
        case "items": items = value.objects(of: UITabBarItem.self)
        case "selectedItem": selectedItem = value.object as? UITabBarItem
        default: try super.setValue(value, forKey: key)
        }
    }
}

/// The runtime `UISearchBar`: text, placeholder, prompt, style, scope titles and delegate.
open class UISearchBar: UIView {
    override open class var nibClassName: String { "UISearchBar" }
    public var text: String?
    public var placeholder: String?
    public var prompt: String?
    /// `UISearchBarStyle`: 0 default, 1 prominent, 2 minimal.
    public var searchBarStyle = 0
    public var barStyle = 0
    public var showsCancelButton = false
    public var scopeButtonTitles: [String] = []
    public var barTintColor: UIColor?
    public weak var delegate: NibRuntimeObject?

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UIText": text = value.string
        case "UIPlaceholder": placeholder = value.string
        case "UIPrompt": prompt = value.string
        case "UISearchBarStyle": searchBarStyle = value.int ?? searchBarStyle
        case "UIBarStyle": barStyle = value.int ?? barStyle
        case "UIShowsCancelButton": showsCancelButton = value.bool ?? showsCancelButton
        case "UIScopeButtonTitles": scopeButtonTitles = value.array?.compactMap(\.string) ?? []
        case "UIBarTintColor": barTintColor = value.object as? UIColor
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "delegate": delegate = value.object
        case "text": text = value.string
        case "placeholder": placeholder = value.string
        case "prompt": prompt = value.string
        case "showsCancelButton": showsCancelButton = try boolean(value, forKey: key)
        case "searchBarStyle": searchBarStyle = try integer(value, forKey: key)
        default: try super.setValue(value, forKey: key)
        }
    }

    override open func value(forKey key: String) throws -> RuntimeValue {
        switch key {
        case "text": text.map(RuntimeValue.string) ?? .null
        case "placeholder": placeholder.map(RuntimeValue.string) ?? .null
        default: try super.value(forKey: key)
        }
    }
}

/// What navigation bars and toolbars archive alike: `UIBarPosition` (2 top), `UIBarTranslucence`
/// (UIKit's internal translucence setting), `UIBarStyle`, `UIBarTintColor`.
public struct BarAppearance {
    public var position = 0
    public var translucence = 0
    public var style = 0
    public var tintColor: UIColor?

    /// Takes `value` when `key` is one of the bar keys; false otherwise.
    mutating func decode(_ value: RuntimeValue, forKey key: NibKey) -> Bool {
        switch key.name {
        case "UIBarPosition": position = value.int ?? position
        case "UIBarTranslucence": translucence = value.int ?? translucence
        case "UIBarStyle": style = value.int ?? style
        case "UIBarTintColor": tintColor = value.object as? UIColor
        default: return false
        }
        return true
    }
}
