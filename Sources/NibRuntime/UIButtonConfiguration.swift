/// The runtime `UIButtonConfiguration` (iOS 15 button configurations, `<buttonConfiguration>`
/// in a xib): the button's title, subtitle, image, colours, background and layout.
///
/// No Apple-compiled instance has been read yet, so the archive keys are the ones
/// `nibbench compile` writes (**I** in docs/uikit-encoding.md): the property names with a `UI`
/// prefix and a capital (`UITitle`, `UIImage`, `UIBaseForegroundColor`, …). Key-value coding
/// takes the property names, as UIKit's does.
open class UIButtonConfiguration: NibRuntimeObject {
    override open class var nibClassName: String { "UIButtonConfiguration" }
    public var title: String?
    public var subtitle: String?
    public var attributedTitle: NSAttributedString?
    public var image: UIImage?
    public var preferredSymbolConfigurationForImage: UIImageSymbolConfiguration?
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var background: UIBackgroundConfiguration?
    /// `UIButtonConfigurationCornerStyle`, `…Size`, `NSDirectionalRectEdge` placement.
    public var cornerStyle = 0, buttonSize = 0, imagePlacement = 2, titleAlignment = 0
    public var imagePadding = 0.0, titlePadding = 0.0
    public var showsActivityIndicator = false

    public required init() {}

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIButtonConfiguration.self, inheriting: NibRuntimeObject.properties) { t in
        t.property("title", archived: "UITitle") { $0.title = $1.string }
        t.property("subtitle", archived: "UISubtitle") { $0.subtitle = $1.string }
        t.decode("UIAttributedTitle") { $0.attributedTitle = $1.object as? NSAttributedString }
        t.property("image", archived: "UIImage") { $0.image = $1.object as? UIImage }
        t.decode("UIPreferredSymbolConfigurationForImage") { $0.preferredSymbolConfigurationForImage = $1.object as? UIImageSymbolConfiguration }
        t.property("baseForegroundColor", archived: "UIBaseForegroundColor") { $0.baseForegroundColor = $1.object as? UIColor }
        t.property("baseBackgroundColor", archived: "UIBaseBackgroundColor") { $0.baseBackgroundColor = $1.object as? UIColor }
        t.decode("UIBackground") { $0.background = $1.object as? UIBackgroundConfiguration }
        t.decode("UICornerStyle", as: Int.self) { $0.cornerStyle = $1 ?? $0.cornerStyle }
        t.decode("UIButtonSize", as: Int.self) { $0.buttonSize = $1 ?? $0.buttonSize }
        t.decode("UIImagePlacement", as: Int.self) { $0.imagePlacement = $1 ?? $0.imagePlacement }
        t.decode("UITitleAlignment", as: Int.self) { $0.titleAlignment = $1 ?? $0.titleAlignment }
        t.decode("UIImagePadding", as: Double.self) { $0.imagePadding = $1 ?? $0.imagePadding }
        t.decode("UITitlePadding", as: Double.self) { $0.titlePadding = $1 ?? $0.titlePadding }
        t.decode("UIShowsActivityIndicator", as: Bool.self) { $0.showsActivityIndicator = $1 ?? $0.showsActivityIndicator }
        t.setInteger("cornerStyle") { $0.cornerStyle = $1 }
        t.setInteger("buttonSize") { $0.buttonSize = $1 }
        t.setNumber("imagePadding") { $0.imagePadding = $1 }
        t.setNumber("titlePadding") { $0.titlePadding = $1 }
        t.setBool("showsActivityIndicator") { $0.showsActivityIndicator = $1 }
        t.get("title") { $0.title.map(RuntimeValue.string) ?? .null }
        t.get("background") { $0.background.map { .object($0) } ?? .null }
    }
}

/// The runtime `UIBackgroundConfiguration` of a button configuration or a cell: fill colour,
/// corner radius, stroke (keys **I**, as for ``UIButtonConfiguration``).
open class UIBackgroundConfiguration: NibRuntimeObject {
    override open class var nibClassName: String { "UIBackgroundConfiguration" }
    public var backgroundColor: UIColor?
    public var strokeColor: UIColor?
    public var cornerRadius = 0.0
    public var strokeWidth = 0.0
    public var image: UIImage?

    public required init() {}

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIBackgroundConfiguration.self, inheriting: NibRuntimeObject.properties) { t in
        t.property("backgroundColor", archived: "UIBackgroundColor") { $0.backgroundColor = $1.object as? UIColor }
        t.property("strokeColor", archived: "UIStrokeColor") { $0.strokeColor = $1.object as? UIColor }
        t.decode("UICornerRadius", as: Double.self) { $0.cornerRadius = $1 ?? $0.cornerRadius }
        t.decode("UIStrokeWidth", as: Double.self) { $0.strokeWidth = $1 ?? $0.strokeWidth }
        t.decode("UIImage") { $0.image = $1.object as? UIImage }
        t.setNumber("cornerRadius") { $0.cornerRadius = $1 }
        t.setNumber("strokeWidth") { $0.strokeWidth = $1 }
    }
}
