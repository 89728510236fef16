/// The runtime `UINavigationBar`: its stack of navigation items (`UIItems`), bar position
/// and translucence, and delegate outlet.
open class UINavigationBar: UIView {
    override open class var nibClassName: String { "UINavigationBar" }
    public var items: [UINavigationItem] = []
    /// Position, translucence, style and tint.
    public var bar = BarAppearance()
    public weak var delegate: NibRuntimeObject?

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UINavigationBar.self, inheriting: UIView.properties) { t in
        t.decode("UIItems") { $0.items = $1.objects(of: UINavigationItem.self) }
        for key in BarAppearance.keys { t.decode(key) { $0.bar.decode($1, forKey: key) } }
        t.set("delegate") { $0.delegate = $1.object }
        t.set("items") { $0.items = $1.objects(of: UINavigationItem.self) }
        t.setInteger("barStyle") { $0.bar.style = $1 }
        t.set("barTintColor") { $0.bar.tintColor = $1.object as? UIColor }
        t.get("items") { .array($0.items.map { .object($0) }) }
        t.get("topItem") { $0.items.last.map { .object($0) } ?? .null }
    }
}

/// The runtime `UIToolbar`: its bar button items (`UIItems`).
open class UIToolbar: UIView {
    override open class var nibClassName: String { "UIToolbar" }
    public var items: [UIBarButtonItem] = []
    /// Position, translucence, style and tint.
    public var bar = BarAppearance()
    public weak var delegate: NibRuntimeObject?

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIToolbar.self, inheriting: UIView.properties) { t in
        t.decode("UIItems") { $0.items = $1.objects(of: UIBarButtonItem.self) }
        for key in BarAppearance.keys { t.decode(key) { $0.bar.decode($1, forKey: key) } }
        t.set("delegate") { $0.delegate = $1.object }
        t.set("items") { $0.items = $1.objects(of: UIBarButtonItem.self) }
        t.get("items") { .array($0.items.map { .object($0) }) }
    }
}

/// The runtime `UITabBar`: its tab bar items (`UIItems`) and the selected one.
open class UITabBar: UIView {
    override open class var nibClassName: String { "UITabBar" }
    public var items: [UITabBarItem] = []
    public weak var selectedItem: UITabBarItem?
    public weak var delegate: NibRuntimeObject?

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UITabBar.self, inheriting: UIView.properties) { t in
        t.property("items", archived: "UIItems") { $0.items = $1.objects(of: UITabBarItem.self) }
        t.property("selectedItem", archived: "UISelectedItem") { $0.selectedItem = $1.object as? UITabBarItem }
        t.set("delegate") { $0.delegate = $1.object }
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

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UISearchBar.self, inheriting: UIView.properties) { t in
        t.property("text", archived: "UIText") { $0.text = $1.string }
        t.property("placeholder", archived: "UIPlaceholder") { $0.placeholder = $1.string }
        t.property("prompt", archived: "UIPrompt") { $0.prompt = $1.string }
        t.decode("UISearchBarStyle", as: Int.self) { $0.searchBarStyle = $1 ?? $0.searchBarStyle }
        t.decode("UIBarStyle", as: Int.self) { $0.barStyle = $1 ?? $0.barStyle }
        t.decode("UIShowsCancelButton", as: Bool.self) { $0.showsCancelButton = $1 ?? $0.showsCancelButton }
        t.decode("UIScopeButtonTitles") { $0.scopeButtonTitles = $1.array?.compactMap(\.string) ?? [] }
        t.decode("UIBarTintColor") { $0.barTintColor = $1.object as? UIColor }
        t.set("delegate") { $0.delegate = $1.object }
        t.setBool("showsCancelButton") { $0.showsCancelButton = $1 }
        t.setInteger("searchBarStyle") { $0.searchBarStyle = $1 }
        t.get("text") { $0.text.map(RuntimeValue.string) ?? .null }
        t.get("placeholder") { $0.placeholder.map(RuntimeValue.string) ?? .null }
    }
}

/// What navigation bars and toolbars archive alike: `UIBarPosition` (2 top), `UIBarTranslucence`
/// (UIKit's internal translucence setting), `UIBarStyle`, `UIBarTintColor`.
public struct BarAppearance {
    public var position = 0
    public var translucence = 0
    public var style = 0
    public var tintColor: UIColor?

    /// The archive keys of a bar's appearance.
    static let keys = ["UIBarPosition", "UIBarTranslucence", "UIBarStyle", "UIBarTintColor"]

    /// Takes `value` for `key`, one of ``keys``.
    mutating func decode(_ value: RuntimeValue, forKey key: String) {
        switch key {
        case "UIBarPosition": position = value.int ?? position
        case "UIBarTranslucence": translucence = value.int ?? translucence
        case "UIBarStyle": style = value.int ?? style
        default: tintColor = value.object as? UIColor
        }
    }
}
