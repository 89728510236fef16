/// The runtime `UIActivityIndicatorView`.
open class UIActivityIndicatorView: UIView {
    override open class var nibClassName: String { "UIActivityIndicatorView" }
    public var isAnimating = false
    public var hidesWhenStopped = true
    public var style = 100

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIAnimating: isAnimating = value.bool ?? isAnimating
        case .UIHidesWhenStopped: hidesWhenStopped = value.bool ?? hidesWhenStopped
        case .UIStyle: style = value.int ?? style
        default: try super.decodeValue(value, forKey: key)
        }
    }
}

/// The runtime `UIProgressView`.
open class UIProgressView: UIView {
    override open class var nibClassName: String { "UIProgressView" }
    public var progress = 0.0

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        if key.known == .UIProgress { progress = value.double ?? progress } else { try super.decodeValue(value, forKey: key) }
    }
}

/// The runtime `UITextView` (a scroll view of text).
open class UITextView: UIScrollView {
    override open class var nibClassName: String { "UITextView" }
    public var text: String?
    public var isEditable = true

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIText: text = value.string
        case .UIEditable: isEditable = value.bool ?? isEditable
        default: try super.decodeValue(value, forKey: key)
        }
    }
}

/// The runtime `UISegmentedControl`.
open class UISegmentedControl: UIControl {
    override open class var nibClassName: String { "UISegmentedControl" }
    public var selectedSegmentIndex = -1

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        if key.known == .UISelectedSegmentIndex { selectedSegmentIndex = value.int ?? -1 } else { try super.decodeValue(value, forKey: key) }
    }
}
