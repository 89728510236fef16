import NibModel

/// The runtime `UICollectionViewLayout`: the base of a collection view's layout
/// (`UICollectionLayout`); an app's own layout is a class-swapped subclass of it.
open class UICollectionViewLayout: NibRuntimeObject {
    override open class var nibClassName: String { "UICollectionViewLayout" }
    /// The collection view using the layout (which owns it).
    public weak var collectionView: UICollectionView?

    public required init() {}

    override open func value(forKey key: String) throws -> RuntimeValue {
        key == "collectionView" ? collectionView.map { .object($0) } ?? .null : try super.value(forKey: key)
    }
}

/// The runtime `UICollectionViewFlowLayout`, with UIKit's defaults (spacing 10, items 50×50)
/// and keys written only away from them: `UIInteritemSpacing`, `UILineSpacing` (f32),
/// `UIItemSize`, `UIHeaderReferenceSize`, `UIFooterReferenceSize`, `UISectionInset`,
/// `UISectionInsetReference`, `UIScrollDirection`.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    override open class var nibClassName: String { "UICollectionViewFlowLayout" }
    public var minimumInteritemSpacing = 10.0
    public var minimumLineSpacing = 10.0
    public var itemSize = Size(width: 50, height: 50)
    public var estimatedItemSize = Size.zero
    public var headerReferenceSize = Size.zero
    public var footerReferenceSize = Size.zero
    public var sectionInset = EdgeInsets.zero
    public var sectionInsetReference = 0
    /// `UICollectionViewScrollDirection`: 0 vertical, 1 horizontal.
    public var scrollDirection = 0

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UIInteritemSpacing": minimumInteritemSpacing = value.double ?? minimumInteritemSpacing
        case "UILineSpacing": minimumLineSpacing = value.double ?? minimumLineSpacing
        case "UIItemSize": itemSize = value.size ?? itemSize
        case "UIEstimatedItemSize": estimatedItemSize = value.size ?? estimatedItemSize
        case "UIHeaderReferenceSize": headerReferenceSize = value.size ?? headerReferenceSize
        case "UIFooterReferenceSize": footerReferenceSize = value.size ?? footerReferenceSize
        case "UISectionInset":
            if case .data(let data) = value { sectionInset = GeometryBlob.insets(data) ?? sectionInset }
        case "UISectionInsetReference": sectionInsetReference = value.int ?? sectionInsetReference
        case "UIScrollDirection": scrollDirection = value.int ?? scrollDirection
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "minimumInteritemSpacing": minimumInteritemSpacing = try number(value, forKey: key)
        case "minimumLineSpacing": minimumLineSpacing = try number(value, forKey: key)
        case "scrollDirection": scrollDirection = try integer(value, forKey: key)
        default: try super.setValue(value, forKey: key)
        }
    }
}
