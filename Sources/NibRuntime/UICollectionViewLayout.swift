import NibModel

/// The runtime `UICollectionViewLayout`: the base of a collection view's layout
/// (`UICollectionLayout`); an app's own layout is a class-swapped subclass of it.
open class UICollectionViewLayout: NibRuntimeObject {
    override open class var nibClassName: String { "UICollectionViewLayout" }
    /// The collection view using the layout (which owns it).
    public weak var collectionView: UICollectionView?

    public required init() {}

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UICollectionViewLayout.self, inheriting: NibRuntimeObject.properties) { t in
        t.get("collectionView") { $0.collectionView.map { .object($0) } ?? .null }
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

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UICollectionViewFlowLayout.self, inheriting: UICollectionViewLayout.properties) { t in
        t.decode("UIInteritemSpacing", as: Double.self) { $0.minimumInteritemSpacing = $1 ?? $0.minimumInteritemSpacing }
        t.decode("UILineSpacing", as: Double.self) { $0.minimumLineSpacing = $1 ?? $0.minimumLineSpacing }
        t.decode("UIItemSize", as: Size.self) { $0.itemSize = $1 ?? $0.itemSize }
        t.decode("UIEstimatedItemSize", as: Size.self) { $0.estimatedItemSize = $1 ?? $0.estimatedItemSize }
        t.decode("UIHeaderReferenceSize", as: Size.self) { $0.headerReferenceSize = $1 ?? $0.headerReferenceSize }
        t.decode("UIFooterReferenceSize", as: Size.self) { $0.footerReferenceSize = $1 ?? $0.footerReferenceSize }
        t.decode("UISectionInset") { layout, value in
            if case .data(let data) = value { layout.sectionInset = GeometryBlob.insets(data) ?? layout.sectionInset }
        }
        t.decode("UISectionInsetReference", as: Int.self) { $0.sectionInsetReference = $1 ?? $0.sectionInsetReference }
        t.decode("UIScrollDirection", as: Int.self) { $0.scrollDirection = $1 ?? $0.scrollDirection }
        t.setNumber("minimumInteritemSpacing") { $0.minimumInteritemSpacing = $1 }
        t.setNumber("minimumLineSpacing") { $0.minimumLineSpacing = $1 }
        t.setInteger("scrollDirection") { $0.scrollDirection = $1 }
    }
}
