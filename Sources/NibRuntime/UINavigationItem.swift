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

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UINavigationItem.self, inheriting: NibRuntimeObject.properties) { t in
        t.property("title", archived: "UITitle") { $0.title = $1.string }
        t.property("prompt", archived: "UIPrompt") { $0.prompt = $1.string }
        t.property("backButtonTitle", archived: "UIBackButtonTitle") { $0.backButtonTitle = $1.string }
        t.property("backBarButtonItem", archived: "UIBackBarButtonItem") { $0.backBarButtonItem = $1.object as? UIBarButtonItem }
        t.property("leftBarButtonItems", archived: "UILeftBarButtonItems") { $0.leftBarButtonItems = $1.objects(of: UIBarButtonItem.self) }
        t.property("rightBarButtonItems", archived: "UIRightBarButtonItems") { $0.rightBarButtonItems = $1.objects(of: UIBarButtonItem.self) }
        t.decode("UILeftBarButtonItem") { item, value in
            if item.leftBarButtonItems.isEmpty, let button = value.object as? UIBarButtonItem { item.leftBarButtonItems = [button] }
        }
        t.decode("UIRightBarButtonItem") { item, value in
            if item.rightBarButtonItems.isEmpty, let button = value.object as? UIBarButtonItem { item.rightBarButtonItems = [button] }
        }
        t.property("titleView", archived: "UITitleView") { $0.titleView = $1.object as? UIView }
        t.decode("UILargeTitleDisplayMode", as: Int.self) { $0.largeTitleDisplayMode = $1 ?? $0.largeTitleDisplayMode }
        t.decode("UIHidesBackButton", as: Bool.self) { $0.hidesBackButton = $1 ?? $0.hidesBackButton }
        t.decode("UINavigationBar") { $0.navigationBar = $1.object as? UINavigationBar }
        t.set("leftBarButtonItem") { $0.leftBarButtonItems = ($1.object as? UIBarButtonItem).map { [$0] } ?? [] }
        t.set("rightBarButtonItem") { $0.rightBarButtonItems = ($1.object as? UIBarButtonItem).map { [$0] } ?? [] }
        t.setInteger("largeTitleDisplayMode") { $0.largeTitleDisplayMode = $1 }
        t.setBool("hidesBackButton") { $0.hidesBackButton = $1 }
        t.get("title") { $0.title.map(RuntimeValue.string) ?? .null }
        t.get("titleView") { $0.titleView.map { .object($0) } ?? .null }
        t.get("leftBarButtonItem") { $0.leftBarButtonItem.map { .object($0) } ?? .null }
        t.get("rightBarButtonItem") { $0.rightBarButtonItem.map { .object($0) } ?? .null }
        t.get("backBarButtonItem") { $0.backBarButtonItem.map { .object($0) } ?? .null }
    }
}
