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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIText: text = value.string
        case .UIFont: font = value.object as? UIFont
        case .UITextColor: textColor = value.object as? UIColor
        case .UINumberOfLines: numberOfLines = value.int ?? numberOfLines
        case .UITextAlignment: textAlignment = value.int ?? textAlignment
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "text": text = value.string
        case "numberOfLines": numberOfLines = try integer(value, forKey: key)
        case "textAlignment": textAlignment = try integer(value, forKey: key)
        case "adjustsFontForContentSizeCategory": adjustsFontForContentSizeCategory = try boolean(value, forKey: key)
        case "textColor": textColor = value.object as? UIColor
        case "font": font = value.object as? UIFont
        default: try super.setValue(value, forKey: key)
        }
    }
}

/// The runtime `UIImageView`.
open class UIImageView: UIView {
    override open class var nibClassName: String { "UIImageView" }
    @exclusivity(unchecked) public var image: UIImage?
    @exclusivity(unchecked) public var highlightedImage: UIImage?

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIImage: image = value.object as? UIImage
        case .UIHighlightedImage: highlightedImage = value.object as? UIImage
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        if key == "image" { image = value.object as? UIImage } else { try super.setValue(value, forKey: key) }
    }
}

/// The runtime `UIScrollView`, with its delegate outlet.
open class UIScrollView: UIView {
    override open class var nibClassName: String { "UIScrollView" }
    @exclusivity(unchecked) public var contentSize = Size.zero
    @exclusivity(unchecked) public var isScrollEnabled = true
    @exclusivity(unchecked) public weak var delegate: NibRuntimeObject?

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIContentSize: contentSize = value.size ?? contentSize
        case .UIScrollDisabled: isScrollEnabled = !(value.bool ?? false)
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "delegate": delegate = value.object
        case "scrollEnabled": isScrollEnabled = try boolean(value, forKey: key)
        default: try super.setValue(value, forKey: key)
        }
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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIRowHeight: rowHeight = value.double ?? rowHeight
        case .UITableViewCellPrototypeNibs: cellPrototypes.decodeNibs(value)
        case .UITableViewCellPrototypeNibExternalObjects: cellPrototypes.decodeExternals(value)
        default: try super.decodeValue(value, forKey: key)
        }
    }

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

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "dataSource": dataSource = value.object
        case "prefetchDataSource": prefetchDataSource = value.object
        default: try super.setValue(value, forKey: key)
        }
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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UICollectionLayout:
            collectionViewLayout = value.object as? UICollectionViewLayout
            collectionViewLayout?.collectionView = self
        case .UICollectionViewCellNibDict: cellPrototypes.decodeNibs(value)
        case .UICollectionViewCellPrototypeNibExternalObjects: cellPrototypes.decodeExternals(value)
        case .UICollectionViewSupplementaryViewNibDict: supplementaryPrototypes.decodeNibs(value)
        case .UICollectionViewSupplementaryViewPrototypeNibExternalObjects: supplementaryPrototypes.decodeExternals(value)
        default: try super.decodeValue(value, forKey: key)
        }
    }

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

    override open func value(forKey key: String) throws -> RuntimeValue {
        key == "collectionViewLayout" ? collectionViewLayout.map { .object($0) } ?? .null : try super.value(forKey: key)
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "dataSource": dataSource = value.object
        case "prefetchDataSource": prefetchDataSource = value.object
        default: try super.setValue(value, forKey: key)
        }
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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIStackViewArrangedSubviews: arranged = value.objects(of: UIView.self).map { WeakObject($0) }
        case .UIStackViewAxis: axis = value.int ?? axis
        case .UIStackViewSpacing: spacing = value.double ?? spacing
        case .UIStackViewDistribution: distribution = value.int ?? distribution
        case .UIStackViewAlignment: alignment = value.int ?? alignment
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        if key == "spacing" { spacing = try number(value, forKey: key) } else { try super.setValue(value, forKey: key) }
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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIReuseIdentifier: reuseIdentifier = value.string
        // Apple's nibs write `UIContentView`; older ones `UITableViewCellContentView`.
        case .UIContentView, .UITableViewCellContentView: contentViewIdentity = (value.object as? UIView).map(ObjectIdentifier.init)
        default: try super.decodeValue(value, forKey: key)
        }
    }

    /// The storyboard segue performed on selection (`selectionSegueTemplate`) or from the
    /// accessory (`accessoryActionSegueTemplate`).
    @exclusivity(unchecked) public var selectionSegueTemplate: NibRuntimeObject?, accessoryActionSegueTemplate: NibRuntimeObject?
    /// The style labels and image view. Read-only in UIKit, but an outlet connected to them
    /// is set through key-value coding's instance-variable fallback (`_textLabel`, …), as
    /// xibs connect them.
    @exclusivity(unchecked) public var textLabel: UILabel?, detailTextLabel: UILabel?, imageView: UIImageView?

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "selectionSegueTemplate": selectionSegueTemplate = value.object
        case "accessoryActionSegueTemplate": accessoryActionSegueTemplate = value.object
        // UIKit's instance-variable fallback takes the object as it is; kept when of the type.
        case "textLabel": textLabel = value.object as? UILabel
        case "detailTextLabel": detailTextLabel = value.object as? UILabel
        case "imageView": imageView = value.object as? UIImageView
        default: try super.setValue(value, forKey: key)
        }
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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIReuseIdentifier: reuseIdentifier = value.string
        case .UIContentView: contentViewIdentity = (value.object as? UIView).map(ObjectIdentifier.init)
        default: try super.decodeValue(value, forKey: key)
        }
    }

    /// The storyboard segue performed on selection (`selectionSegueTemplate`).
    @exclusivity(unchecked) public var selectionSegueTemplate: NibRuntimeObject?

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        if key == "selectionSegueTemplate" { selectionSegueTemplate = value.object } else { try super.setValue(value, forKey: key) }
    }
}

/// The runtime `UICollectionReusableView`.
open class UICollectionReusableView: UIView {
    override open class var nibClassName: String { "UICollectionReusableView" }
    @exclusivity(unchecked) public var reuseIdentifier: String?

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        if key.known == .UIReuseIdentifier { reuseIdentifier = value.string } else { try super.decodeValue(value, forKey: key) }
    }
}
