import NibModel

/// The runtime `UILabel`.
open class UILabel: UIView {
    override open class var nibClassName: String { "UILabel" }
    @exclusivity(unchecked) public var text: String?
    @exclusivity(unchecked) public var font: UIFont?
    @exclusivity(unchecked) public var textColor: UIColor?
    @exclusivity(unchecked) public var numberOfLines = 1
    @exclusivity(unchecked) public var textAlignment = 0
    /// Whether the font follows the Dynamic Type size (`UIAdjustsFontForContentSizeCategory`).
    @exclusivity(unchecked) public var adjustsFontForContentSizeCategory = false

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UILabel.self, inheriting: UIView.properties) { t in
        t.property("text", archived: "UIText") { $0.text = $1.string }
        t.property("font", archived: "UIFont") { $0.font = $1.object as? UIFont }
        t.property("textColor", archived: "UITextColor") { $0.textColor = $1.object as? UIColor }
        t.decode("UINumberOfLines", as: Int.self) { $0.numberOfLines = $1 ?? $0.numberOfLines }
        t.decode("UITextAlignment", as: Int.self) { $0.textAlignment = $1 ?? $0.textAlignment }
        t.setInteger("numberOfLines") { $0.numberOfLines = $1 }
        t.setInteger("textAlignment") { $0.textAlignment = $1 }
        t.setBool("adjustsFontForContentSizeCategory") { $0.adjustsFontForContentSizeCategory = $1 }
    }
}

/// The runtime `UIImageView`.
open class UIImageView: UIView {
    override open class var nibClassName: String { "UIImageView" }
    @exclusivity(unchecked) public var image: UIImage?
    @exclusivity(unchecked) public var highlightedImage: UIImage?

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIImageView.self, inheriting: UIView.properties) { t in
        t.property("image", archived: "UIImage") { $0.image = $1.object as? UIImage }
        t.decode("UIHighlightedImage") { $0.highlightedImage = $1.object as? UIImage }
    }
}

/// The runtime `UIScrollView`, with its delegate outlet.
open class UIScrollView: UIView {
    override open class var nibClassName: String { "UIScrollView" }
    @exclusivity(unchecked) public var contentSize = Size.zero
    @exclusivity(unchecked) public var isScrollEnabled = true
    @exclusivity(unchecked) public weak var delegate: NibRuntimeObject?

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIScrollView.self, inheriting: UIView.properties) { t in
        t.decode("UIContentSize", as: Size.self) { $0.contentSize = $1 ?? $0.contentSize }
        t.decode("UIScrollDisabled", as: Bool.self) { $0.isScrollEnabled = !($1 ?? false) }
        t.set("delegate") { $0.delegate = $1.object }
        t.setBool("scrollEnabled") { $0.isScrollEnabled = $1 }
    }
}

/// The runtime `UITableView`, with data source, prefetching data source and delegate outlets,
/// and the prototype cells of a storyboard table (`UITableViewCellPrototypeNibs`).
open class UITableView: UIScrollView, CellPrototypeHolding {
    override open class var nibClassName: String { "UITableView" }
    @exclusivity(unchecked) public weak var dataSource: NibRuntimeObject?
    /// The `prefetchDataSource` outlet (iOS 10).
    @exclusivity(unchecked) public weak var prefetchDataSource: NibRuntimeObject?
    @exclusivity(unchecked) public var rowHeight = 44.0
    @exclusivity(unchecked) private var cellPrototypes = PrototypeTable(role: .tableCell)

    /// The prototype cells, by reuse identifier.
    public var prototypes: [CellPrototype] { cellPrototypes.prototypes }

    /// A new cell from the prototype with `identifier` — one instantiate of its nib, as
    /// `dequeueReusableCellWithIdentifier:` does with no cell to reuse — or nil when the table
    /// has no such prototype.
    ///
    /// - Throws: what instantiating the prototype's nib throws.
    public func dequeueReusableCell(withIdentifier identifier: String) throws -> UITableViewCell? {
        try prototypes.first { $0.identifier == identifier }?.instantiate(as: UITableViewCell.self)
    }

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UITableView.self, inheriting: UIScrollView.properties) { t in
        t.decode("UIRowHeight", as: Double.self) { $0.rowHeight = $1 ?? $0.rowHeight }
        t.decode("UITableViewCellPrototypeNibs") { $0.cellPrototypes.decodeNibs($1) }
        t.decode("UITableViewCellPrototypeNibExternalObjects") { $0.cellPrototypes.decodeExternals($1) }
        t.set("dataSource") { $0.dataSource = $1.object }
        t.set("prefetchDataSource") { $0.prefetchDataSource = $1.object }
    }
}

/// The runtime `UICollectionView`, with data source, prefetching data source and delegate
/// outlets, and the prototype cells and supplementary views of a storyboard collection view
/// (`UICollectionViewCellNibDict`, `UICollectionViewSupplementaryViewNibDict`).
open class UICollectionView: UIScrollView, CellPrototypeHolding {
    override open class var nibClassName: String { "UICollectionView" }
    @exclusivity(unchecked) public weak var dataSource: NibRuntimeObject?
    /// The `prefetchDataSource` outlet (iOS 10).
    @exclusivity(unchecked) public weak var prefetchDataSource: NibRuntimeObject?
    /// The layout (`UICollectionLayout`), owned by the collection view.
    @exclusivity(unchecked) public var collectionViewLayout: UICollectionViewLayout?
    @exclusivity(unchecked) private var cellPrototypes = PrototypeTable(role: .collectionCell)
    @exclusivity(unchecked) private var supplementaryPrototypes = PrototypeTable(role: .supplementaryView)

    /// The prototype cells by reuse identifier, then the supplementary views by
    /// `<kind>/<reuse identifier>`.
    public var prototypes: [CellPrototype] { cellPrototypes.prototypes + supplementaryPrototypes.prototypes }

    /// A new cell from the prototype with `identifier` (one instantiate of its nib), or nil
    /// when the collection view has no such prototype.
    ///
    /// - Throws: what instantiating the prototype's nib throws.
    public func dequeueReusableCell(withReuseIdentifier identifier: String) throws -> UICollectionViewCell? {
        try cellPrototypes.prototypes.first { $0.identifier == identifier }?.instantiate(as: UICollectionViewCell.self)
    }

    /// A new supplementary view of `kind` (`UICollectionElementKindSectionHeader`, …) from the
    /// prototype with `identifier`, or nil when there is none.
    ///
    /// - Throws: what instantiating the prototype's nib throws.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String) throws -> UIView? {
        try supplementaryPrototypes.prototypes.first { $0.identifier == kind + "/" + identifier }?.instantiate()
    }

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UICollectionView.self, inheriting: UIScrollView.properties) { t in
        t.decode("UICollectionLayout") { view, value in
            view.collectionViewLayout = value.object as? UICollectionViewLayout
            view.collectionViewLayout?.collectionView = view
        }
        t.decode("UICollectionViewCellNibDict") { $0.cellPrototypes.decodeNibs($1) }
        t.decode("UICollectionViewCellPrototypeNibExternalObjects") { $0.cellPrototypes.decodeExternals($1) }
        t.decode("UICollectionViewSupplementaryViewNibDict") { $0.supplementaryPrototypes.decodeNibs($1) }
        t.decode("UICollectionViewSupplementaryViewPrototypeNibExternalObjects") { $0.supplementaryPrototypes.decodeExternals($1) }
        t.set("dataSource") { $0.dataSource = $1.object }
        t.set("prefetchDataSource") { $0.prefetchDataSource = $1.object }
        t.get("collectionViewLayout") { $0.collectionViewLayout.map { .object($0) } ?? .null }
    }
}

/// The runtime `UIStackView`: arranged subviews, axis, spacing.
open class UIStackView: UIView {
    override open class var nibClassName: String { "UIStackView" }
    /// The arranged views (also subviews, which own them; a released one drops out).
    public var arrangedSubviews: [UIView] { arranged.compactMap { $0.object as? UIView } }
    @exclusivity(unchecked) private var arranged: [WeakObject] = []
    @exclusivity(unchecked) public var axis = 0
    @exclusivity(unchecked) public var spacing = 0.0
    @exclusivity(unchecked) public var distribution = 0
    @exclusivity(unchecked) public var alignment = 0

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIStackView.self, inheriting: UIView.properties) { t in
        t.decode("UIStackViewArrangedSubviews") { $0.arranged = $1.objects(of: UIView.self).map { WeakObject($0) } }
        t.decode("UIStackViewAxis", as: Int.self) { $0.axis = $1 ?? $0.axis }
        t.decode("UIStackViewSpacing", as: Double.self) { $0.spacing = $1 ?? $0.spacing }
        t.decode("UIStackViewDistribution", as: Int.self) { $0.distribution = $1 ?? $0.distribution }
        t.decode("UIStackViewAlignment", as: Int.self) { $0.alignment = $1 ?? $0.alignment }
        t.setNumber("spacing") { $0.spacing = $1 }
    }
}

/// The runtime `UITableViewCell`: reuse identifier and content view.
open class UITableViewCell: UIView {
    override open class var nibClassName: String { "UITableViewCell" }
    @exclusivity(unchecked) public var reuseIdentifier: String?
    /// The content view: the subview the archive names as the cell's content view, or nil
    /// when it names a view that is not one of the cell's subviews (see ``UIView/subview(_:)``).
    public var contentView: UIView? { subview(contentViewIdentity) }
    @exclusivity(unchecked) private var contentViewIdentity: ObjectIdentifier?

    /// The storyboard segue performed on selection (`selectionSegueTemplate`) or from the
    /// accessory (`accessoryActionSegueTemplate`).
    @exclusivity(unchecked) public var selectionSegueTemplate: NibRuntimeObject?, accessoryActionSegueTemplate: NibRuntimeObject?
    /// The style labels and image view. Read-only in UIKit, but an outlet connected to them
    /// is set through key-value coding's instance-variable fallback (`_textLabel`, …), as
    /// xibs connect them.
    @exclusivity(unchecked) public var textLabel: UILabel?, detailTextLabel: UILabel?, imageView: UIImageView?

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UITableViewCell.self, inheriting: UIView.properties) { t in
        t.decode("UIReuseIdentifier") { $0.reuseIdentifier = $1.string }
        // Apple's nibs write `UIContentView`; older ones `UITableViewCellContentView`.
        t.decode("UIContentView", "UITableViewCellContentView") { $0.contentViewIdentity = ($1.object as? UIView).map(ObjectIdentifier.init) }
        t.set("selectionSegueTemplate") { $0.selectionSegueTemplate = $1.object }
        t.set("accessoryActionSegueTemplate") { $0.accessoryActionSegueTemplate = $1.object }
        // UIKit's instance-variable fallback takes the object as it is; kept when of the type.
        t.set("textLabel") { $0.textLabel = $1.object as? UILabel }
        t.set("detailTextLabel") { $0.detailTextLabel = $1.object as? UILabel }
        t.set("imageView") { $0.imageView = $1.object as? UIImageView }
    }
}

/// The runtime `UICollectionViewCell` (and reusable views).
open class UICollectionViewCell: UIView {
    override open class var nibClassName: String { "UICollectionViewCell" }
    @exclusivity(unchecked) public var reuseIdentifier: String?
    /// The content view: the subview the archive names as the cell's content view, or nil
    /// when it names a view that is not one of the cell's subviews (see ``UIView/subview(_:)``).
    public var contentView: UIView? { subview(contentViewIdentity) }
    @exclusivity(unchecked) private var contentViewIdentity: ObjectIdentifier?

    /// The storyboard segue performed on selection (`selectionSegueTemplate`).
    @exclusivity(unchecked) public var selectionSegueTemplate: NibRuntimeObject?

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UICollectionViewCell.self, inheriting: UIView.properties) { t in
        t.decode("UIReuseIdentifier") { $0.reuseIdentifier = $1.string }
        t.decode("UIContentView") { $0.contentViewIdentity = ($1.object as? UIView).map(ObjectIdentifier.init) }
        t.set("selectionSegueTemplate") { $0.selectionSegueTemplate = $1.object }
    }
}

/// The runtime `UICollectionReusableView`.
open class UICollectionReusableView: UIView {
    override open class var nibClassName: String { "UICollectionReusableView" }
    @exclusivity(unchecked) public var reuseIdentifier: String?

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UICollectionReusableView.self, inheriting: UIView.properties) { t in
        t.decode("UIReuseIdentifier") { $0.reuseIdentifier = $1.string }
    }
}
