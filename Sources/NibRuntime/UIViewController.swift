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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIView: view = value.object as? UIView
        case .UITitle: title = value.string
        case .UINibName: nibName = value.string
        case .UINavigationItem: navigationItem = value.object as? UINavigationItem
        default:
            switch key.name {
            case "UIExternalObjectsTableForViewLoading":
                if case .dictionary(let entries) = value {
                    for entry in entries {
                        if let name = entry.key.string, let object = entry.value.object { externalObjectsForViewLoading[name] = object }
                    }
                }
            case "UIStoryboardSegueTemplates": segueTemplates = value.objects
            case "UIStoryboardIdentifier": storyboardIdentifier = value.string
            default: try super.decodeValue(value, forKey: key)
            }
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "view": view = try value.object.map { try ($0 as? UIView) ?? { throw mismatch(key, value, expected: "a UIView") }() }
        case "title": title = value.string
        case "storyboard": storyboard = value.object
        case "navigationItem": navigationItem = value.object as? UINavigationItem
        default: try super.setValue(value, forKey: key)
        }
    }

    override open func value(forKey key: String) throws -> RuntimeValue {
        switch key {
        case "view": return view.map { .object($0) } ?? .null
        case "storyboard": return storyboard.map { .object($0) } ?? .null
        case "navigationItem": return navigationItem.map { .object($0) } ?? .null
        default: return try super.value(forKey: key)
        }
    }
}

/// The runtime `NSLayoutConstraint`.
public final class NSLayoutConstraint: NibRuntimeObject {
    override public class var nibClassName: String { "NSLayoutConstraint" }
    public weak var firstItem: NibRuntimeObject?
    public weak var secondItem: NibRuntimeObject?
    public var firstAttribute = 0
    public var secondAttribute = 0
    public var relation = 0
    public var multiplier = 1.0
    public var constant = 0.0
    public var priority = 1000.0
    public var identifier: String?
    public var isActive = true

    public required init() {}

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .NSFirstItem: firstItem = value.object
        case .NSSecondItem: secondItem = value.object
        case .NSFirstAttribute: firstAttribute = value.int ?? 0
        case .NSSecondAttribute: secondAttribute = value.int ?? 0
        case .NSRelation: relation = value.int ?? 0
        case .NSMultiplier: multiplier = value.double ?? 1
        case .NSConstant: constant = value.double ?? 0
        case .NSPriority: priority = value.double ?? 1000
        case .NSLayoutIdentifier: identifier = value.string
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override public func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "constant": constant = try number(value, forKey: key)
        case "priority": priority = try number(value, forKey: key)
        case "active": isActive = try boolean(value, forKey: key)
        case "identifier": identifier = value.string
        default: try super.setValue(value, forKey: key)
        }
    }
}

/// The runtime `UIColor`: RGBA or white, or a named system color.
public final class UIColor: NibRuntimeObject {
    override public class var nibClassName: String { "UIColor" }
    public var red = 0.0, green = 0.0, blue = 0.0, alpha = 1.0
    public var systemColorName: String?

    public required init() {}

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIRed: red = value.double ?? 0
        case .UIGreen: green = value.double ?? 0
        case .UIBlue: blue = value.double ?? 0
        case .UIAlpha: alpha = value.double ?? 1
        case .UIWhite:
            let white = value.double ?? 0
            (red, green, blue) = (white, white, white)
        case .UISystemColorName: systemColorName = value.string
        default: try super.decodeValue(value, forKey: key)
        }
    }
}

/// The runtime `UIFont`: name and point size.
public final class UIFont: NibRuntimeObject {
    override public class var nibClassName: String { "UIFont" }
    public var fontName = "System"
    public var pointSize = 17.0

    public required init() {}

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIFontName: fontName = value.string ?? fontName
        case .UIFontPointSize: pointSize = value.double ?? pointSize
        default: try super.decodeValue(value, forKey: key)
        }
    }
}

/// An image referenced by resource name (`UIImageNibPlaceholder` in compiled nibs).
public final class UIImage: NibRuntimeObject {
    override public class var nibClassName: String { "UIImageNibPlaceholder" }
    public var resourceName: String?

    public required init() {}

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        if key.known == .UIResourceName { resourceName = value.string } else { try super.decodeValue(value, forKey: key) }
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
