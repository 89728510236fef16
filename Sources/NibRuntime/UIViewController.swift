/// The runtime `UIViewController`: its `view` outlet, title, nib name and storyboard.
open class UIViewController: NibRuntimeObject {
    override open class var nibClassName: String { "UIViewController" }
    public var view: UIView?
    public var title: String?
    public var nibName: String?
    /// The storyboard the controller came from. Every scene nib of a compiled storyboard
    /// connects a `storyboard` outlet from its controller to the `UIStoryboardPlaceholder`
    /// proxy, which `UIStoryboard` maps to itself through the external objects (UIKit sets
    /// the read-only property through key-value coding's instance-variable fallback). Held
    /// weakly: the storyboard outlives its controllers and must not be kept by them.
    public weak var storyboard: NibRuntimeObject?
    /// The objects a storyboard scene's view nib gets as external objects
    /// (`UIExternalObjectsTableForViewLoading`: `UpstreamPlaceholder-N` → object).
    public var externalObjectsForViewLoading: [String: NibRuntimeObject] = [:]
    /// The scene's segue templates (`UIStoryboardSegueTemplates`).
    public var segueTemplates: [NibRuntimeObject] = []
    /// The identifier the storyboard instantiates the controller by (`UIStoryboardIdentifier`).
    public var storyboardIdentifier: String?
    /// The controller's navigation item (`UINavigationItem`).
    public var navigationItem: UINavigationItem?

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIViewController.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UIView") { $0.view = $1.object as? UIView }
        t.property("title", archived: "UITitle") { $0.title = $1.string }
        t.decode("UINibName") { $0.nibName = $1.string }
        t.property("navigationItem", archived: "UINavigationItem") { $0.navigationItem = $1.object as? UINavigationItem }
        t.decode("UIExternalObjectsTableForViewLoading") { controller, value in
            guard case .dictionary(let entries) = value else { return }
            for entry in entries {
                if let name = entry.key.string, let object = entry.value.object { controller.externalObjectsForViewLoading[name] = object }
            }
        }
        t.decode("UIStoryboardSegueTemplates") { $0.segueTemplates = $1.objects }
        t.decode("UIStoryboardIdentifier") { $0.storyboardIdentifier = $1.string }

        t.set("view") { controller, value in
            controller.view = try value.object.map { try ($0 as? UIView) ?? { throw controller.mismatch("view", value, expected: "a UIView") }() }
        }
        t.set("storyboard") { $0.storyboard = $1.object }

        t.get("view") { $0.view.map { .object($0) } ?? .null }
        t.get("storyboard") { $0.storyboard.map { .object($0) } ?? .null }
        t.get("navigationItem") { $0.navigationItem.map { .object($0) } ?? .null }
    }
}

/// The runtime `NSLayoutConstraint`.
public final class NSLayoutConstraint: NibRuntimeObject {
    override public class var nibClassName: String { "NSLayoutConstraint" }
    // Unchecked for exclusivity, as UIView's properties are: constraints are the objects real
    // nibs have most of, decoding writes several properties of each, and the runtime's dynamic
    // check cost about 75 instructions a write. No property is lent inout across a call that
    // could reach it again.
    @exclusivity(unchecked) public weak var firstItem: NibRuntimeObject?
    @exclusivity(unchecked) public weak var secondItem: NibRuntimeObject?
    @exclusivity(unchecked) public var firstAttribute = 0
    @exclusivity(unchecked) public var secondAttribute = 0
    @exclusivity(unchecked) public var relation = 0
    @exclusivity(unchecked) public var multiplier = 1.0
    @exclusivity(unchecked) public var constant = 0.0
    @exclusivity(unchecked) public var priority = 1000.0
    @exclusivity(unchecked) public var identifier: String?
    @exclusivity(unchecked) public var isActive = true

    public required init() {}

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(NSLayoutConstraint.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("NSFirstItem") { $0.firstItem = $1.object }
        t.decode("NSSecondItem") { $0.secondItem = $1.object }
        t.decode("NSFirstAttribute", as: Int.self) { $0.firstAttribute = $1 ?? 0 }
        t.decode("NSSecondAttribute", as: Int.self) { $0.secondAttribute = $1 ?? 0 }
        t.decode("NSRelation", as: Int.self) { $0.relation = $1 ?? 0 }
        t.decode("NSMultiplier", as: Double.self) { $0.multiplier = $1 ?? 1 }
        t.decode("NSConstant", as: Double.self) { $0.constant = $1 ?? 0 }
        t.decode("NSPriority", as: Double.self) { $0.priority = $1 ?? 1000 }
        t.property("identifier", archived: "NSLayoutIdentifier") { $0.identifier = $1.string }
        t.setNumber("constant") { $0.constant = $1 }
        t.setNumber("priority") { $0.priority = $1 }
        t.setBool("active") { $0.isActive = $1 }
    }
}

/// The runtime `UIColor`: RGBA or white, or a named system color.
public final class UIColor: NibRuntimeObject {
    override public class var nibClassName: String { "UIColor" }
    // Unchecked for exclusivity, as NSLayoutConstraint's properties are.
    @exclusivity(unchecked) public var red = 0.0, green = 0.0, blue = 0.0, alpha = 1.0
    @exclusivity(unchecked) public var systemColorName: String?

    public required init() {}

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIColor.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UIRed", as: Double.self) { $0.red = $1 ?? 0 }
        t.decode("UIGreen", as: Double.self) { $0.green = $1 ?? 0 }
        t.decode("UIBlue", as: Double.self) { $0.blue = $1 ?? 0 }
        t.decode("UIAlpha", as: Double.self) { $0.alpha = $1 ?? 1 }
        t.decode("UIWhite", as: Double.self) { color, white in
            let white = white ?? 0
            (color.red, color.green, color.blue) = (white, white, white)
        }
        t.decode("UISystemColorName") { $0.systemColorName = $1.string }
    }
}

/// The runtime `UIFont`: name and point size.
public final class UIFont: NibRuntimeObject {
    override public class var nibClassName: String { "UIFont" }
    public var fontName = "System"
    public var pointSize = 17.0

    public required init() {}

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIFont.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UIFontName") { $0.fontName = $1.string ?? $0.fontName }
        t.decode("UIFontPointSize", as: Double.self) { $0.pointSize = $1 ?? $0.pointSize }
    }
}

/// An image referenced by resource name (`UIImageNibPlaceholder` in compiled nibs).
public final class UIImage: NibRuntimeObject {
    override public class var nibClassName: String { "UIImageNibPlaceholder" }
    public var resourceName: String?

    public required init() {}

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIImage.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UIResourceName") { $0.resourceName = $1.string }
    }
}

/// The runtime `UITableViewController`: a view controller whose view is its table view. Its
/// own keys (`UIClearsSelectionOnViewWillAppear`, `UITableViewControllerStaticDataSource`)
/// are not modelled; as a ``UIViewController`` it hands its view nib the storyboard's external
/// objects, which its table's prototype cells point to.
open class UITableViewController: UIViewController {
    override open class var nibClassName: String { "UITableViewController" }
    /// The view, as the table view it is.
    public var tableView: UITableView? { view as? UITableView }
}

/// The runtime `UICollectionViewController`: a view controller whose view is its collection view.
open class UICollectionViewController: UIViewController {
    override open class var nibClassName: String { "UICollectionViewController" }
    /// The view, as the collection view it is.
    public var collectionView: UICollectionView? { view as? UICollectionView }
}
