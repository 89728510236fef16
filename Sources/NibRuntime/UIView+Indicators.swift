/// The runtime `UIActivityIndicatorView`.
open class UIActivityIndicatorView: UIView {
    override open class var nibClassName: String { "UIActivityIndicatorView" }
    public var isAnimating = false
    public var hidesWhenStopped = true
    public var style = 100

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIActivityIndicatorView.self, inheriting: UIView.properties) { t in
        t.decode("UIAnimating", as: Bool.self) { $0.isAnimating = $1 ?? $0.isAnimating }
        t.decode("UIHidesWhenStopped", as: Bool.self) { $0.hidesWhenStopped = $1 ?? $0.hidesWhenStopped }
        t.decode("UIStyle", as: Int.self) { $0.style = $1 ?? $0.style }
    }
}

/// The runtime `UIProgressView`.
open class UIProgressView: UIView {
    override open class var nibClassName: String { "UIProgressView" }
    public var progress = 0.0

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIProgressView.self, inheriting: UIView.properties) { t in
        t.decode("UIProgress", as: Double.self) { $0.progress = $1 ?? $0.progress }
    }
}

/// The runtime `UITextView` (a scroll view of text).
open class UITextView: UIScrollView {
    override open class var nibClassName: String { "UITextView" }
    public var text: String?
    public var isEditable = true

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UITextView.self, inheriting: UIScrollView.properties) { t in
        t.decode("UIText") { $0.text = $1.string }
        t.decode("UIEditable", as: Bool.self) { $0.isEditable = $1 ?? $0.isEditable }
    }
}

/// The runtime `UISegmentedControl`.
open class UISegmentedControl: UIControl {
    override open class var nibClassName: String { "UISegmentedControl" }
    public var selectedSegmentIndex = -1

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UISegmentedControl.self, inheriting: UIControl.properties) { t in
        t.decode("UISelectedSegmentIndex", as: Int.self) { $0.selectedSegmentIndex = $1 ?? -1 }
    }
}
