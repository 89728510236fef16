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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UITitle": title = value.string
        case "UISubtitle": subtitle = value.string
        case "UIAttributedTitle": attributedTitle = value.object as? NSAttributedString
        case "UIImage": image = value.object as? UIImage
        case "UIPreferredSymbolConfigurationForImage": preferredSymbolConfigurationForImage = value.object as? UIImageSymbolConfiguration
        case "UIBaseForegroundColor": baseForegroundColor = value.object as? UIColor
        case "UIBaseBackgroundColor": baseBackgroundColor = value.object as? UIColor
        case "UIBackground": background = value.object as? UIBackgroundConfiguration
        case "UICornerStyle": cornerStyle = value.int ?? cornerStyle
        case "UIButtonSize": buttonSize = value.int ?? buttonSize
        case "UIImagePlacement": imagePlacement = value.int ?? imagePlacement
        case "UITitleAlignment": titleAlignment = value.int ?? titleAlignment
        case "UIImagePadding": imagePadding = value.double ?? imagePadding
        case "UITitlePadding": titlePadding = value.double ?? titlePadding
        case "UIShowsActivityIndicator": showsActivityIndicator = value.bool ?? showsActivityIndicator
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "title": title = value.string
        case "subtitle": subtitle = value.string
        case "image": image = value.object as? UIImage
        case "baseForegroundColor": baseForegroundColor = value.object as? UIColor
        case "baseBackgroundColor": baseBackgroundColor = value.object as? UIColor
        case "cornerStyle": cornerStyle = try integer(value, forKey: key)
        case "buttonSize": buttonSize = try integer(value, forKey: key)
        case "imagePadding": imagePadding = try number(value, forKey: key)
        case "titlePadding": titlePadding = try number(value, forKey: key)
        case "showsActivityIndicator": showsActivityIndicator = try boolean(value, forKey: key)
        default: try super.setValue(value, forKey: key)
        }
    }

    override open func value(forKey key: String) throws -> RuntimeValue {
        switch key {
        case "title": title.map(RuntimeValue.string) ?? .null
        case "background": background.map { .object($0) } ?? .null
        default: try super.value(forKey: key)
        }
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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.name {
        case "UIBackgroundColor": backgroundColor = value.object as? UIColor
        case "UIStrokeColor": strokeColor = value.object as? UIColor
        case "UICornerRadius": cornerRadius = value.double ?? cornerRadius
        case "UIStrokeWidth": strokeWidth = value.double ?? strokeWidth
        case "UIImage": image = value.object as? UIImage
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "backgroundColor": backgroundColor = value.object as? UIColor
        case "strokeColor": strokeColor = value.object as? UIColor
        case "cornerRadius": cornerRadius = try number(value, forKey: key)
        case "strokeWidth": strokeWidth = try number(value, forKey: key)
        default: try super.setValue(value, forKey: key)
        }
    }
}
