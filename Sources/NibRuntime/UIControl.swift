/// One registered target-action: a selector sent to a target (nil = the responder chain)
/// for the events in a `UIControlEvents` mask.
public struct TargetAction {
    /// The receiver, or nil when the action goes to the first responder.
    public weak var target: NibRuntimeObject?
    /// Whether the target was nil when registered (first responder) rather than released.
    public let sendsToFirstResponder: Bool
    public let selector: String
    public let eventMask: UInt32
}

/// Objects that accept target-actions from action connections: controls and gesture
/// recognizers.
public protocol TargetActionReceiving: NibRuntimeObject {
    /// Registers `selector` on `target` (nil: first responder) for `events`.
    func addTarget(_ target: NibRuntimeObject?, action selector: String, for events: UInt32)
    /// The registered target-actions, in order.
    var targetActions: [TargetAction] { get }
}

/// The runtime `UIControl`: enabled/selected state and target-actions.
open class UIControl: UIView, TargetActionReceiving {
    override open var targetActionReceiver: TargetActionReceiving? { self }
    override open class var nibClassName: String { "UIControl" }
    @exclusivity(unchecked) public var isEnabled = true
    @exclusivity(unchecked) public var isSelected = false
    @exclusivity(unchecked) public private(set) var targetActions: [TargetAction] = []

    public func addTarget(_ target: NibRuntimeObject?, action selector: String, for events: UInt32) {
        targetActions.append(TargetAction(target: target, sendsToFirstResponder: target == nil, selector: selector, eventMask: events))
    }

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIControl.self, inheriting: UIView.properties) { t in
        t.decode("UIDisabled", as: Bool.self) { $0.isEnabled = !($1 ?? false) }
        t.decode("UISelected", as: Bool.self) { $0.isSelected = $1 ?? $0.isSelected }
        t.setBool("enabled") { $0.isEnabled = $1 }
        t.setBool("selected") { $0.isSelected = $1 }
    }
}

/// The runtime `UIButton`: title, title color and image (normal state).
open class UIButton: UIControl {
    override open class var nibClassName: String { "UIButton" }
    @exclusivity(unchecked) public var title: String?
    @exclusivity(unchecked) public var titleColor: UIColor?
    @exclusivity(unchecked) public var image: UIImage?
    @exclusivity(unchecked) public var buttonType = 0
    /// The button's configuration (`UIButtonConfiguration`, iOS 15 and later).
    @exclusivity(unchecked) public var configuration: UIButtonConfiguration?
    /// The label UIButton makes for its title, on first use as UIKit does (key paths such as
    /// `titleLabel.adjustsFontForContentSizeCategory` reach it).
    public private(set) lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.text = title
        return label
    }()
    /// The image view UIButton makes for its image, on first use.
    public private(set) lazy var imageView: UIImageView = {
        let view = UIImageView()
        view.image = image
        return view
    }()

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIButton.self, inheriting: UIControl.properties) { t in
        t.property("title", archived: "UITitle", "UIButtonTitle") { $0.title = $1.string }
        t.decode("UITitleColor") { $0.titleColor = $1.object as? UIColor }
        t.decode("UIImage") { $0.image = $1.object as? UIImage }
        t.decode("UIButtonType", as: Int.self) { $0.buttonType = $1 ?? $0.buttonType }
        t.property("configuration", archived: "UIButtonConfiguration") { $0.configuration = $1.object as? UIButtonConfiguration }
        t.decode("UIButtonStatefulContent") { button, value in
            guard case .dictionary(let states) = value else { return }
            // Apple's compiler keeps each state's title, colour and image in a UIButtonContent.
            for state in states where state.key.int == 0 {
                guard let content = state.value.object as? UIButtonContent else { continue }
                button.title = content.title ?? button.title
                button.titleColor = content.titleColor ?? button.titleColor
                button.image = content.image ?? button.image
            }
        }
        t.get("titleLabel") { .object($0.titleLabel) }
        t.get("imageView") { .object($0.imageView) }
        t.get("configuration") { $0.configuration.map { .object($0) } ?? .null }
        t.get("title") { $0.title.map(RuntimeValue.string) ?? .null }
    }
}

/// The runtime `UITextField`.
open class UITextField: UIControl {
    override open class var nibClassName: String { "UITextField" }
    @exclusivity(unchecked) public var text: String?
    @exclusivity(unchecked) public var placeholder: String?
    @exclusivity(unchecked) public var font: UIFont?
    @exclusivity(unchecked) public weak var delegate: NibRuntimeObject?
    /// Whether the font follows the Dynamic Type size.
    @exclusivity(unchecked) public var adjustsFontForContentSizeCategory = false

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UITextField.self, inheriting: UIControl.properties) { t in
        t.property("text", archived: "UIText") { $0.text = $1.string }
        t.property("placeholder", archived: "UIPlaceholder") { $0.placeholder = $1.string }
        t.decode("UIFont") { $0.font = $1.object as? UIFont }
        t.set("delegate") { $0.delegate = $1.object }
        t.setBool("adjustsFontForContentSizeCategory") { $0.adjustsFontForContentSizeCategory = $1 }
    }
}

/// The runtime `UISwitch`.
open class UISwitch: UIControl {
    override open class var nibClassName: String { "UISwitch" }
    @exclusivity(unchecked) public var isOn = false

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UISwitch.self, inheriting: UIControl.properties) { t in
        t.decode("UISwitchOn", as: Bool.self) { $0.isOn = $1 ?? $0.isOn }
        t.setBool("on") { $0.isOn = $1 }
    }
}

/// The runtime `UISlider`.
open class UISlider: UIControl {
    override open class var nibClassName: String { "UISlider" }
    @exclusivity(unchecked) public var value = 0.0
    @exclusivity(unchecked) public var minimumValue = 0.0
    @exclusivity(unchecked) public var maximumValue = 1.0

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UISlider.self, inheriting: UIControl.properties) { t in
        t.decode("UIValue", as: Double.self) { $0.value = $1 ?? $0.value }
        t.decode("UIMinValue", as: Double.self) { $0.minimumValue = $1 ?? $0.minimumValue }
        t.decode("UIMaxValue", as: Double.self) { $0.maximumValue = $1 ?? $0.maximumValue }
        t.setNumber("value") { $0.value = $1 }
    }
}

/// The runtime `UIGestureRecognizer` (and its tap, pan, swipe, long-press, pinch subclasses).
open class UIGestureRecognizer: NibRuntimeObject, TargetActionReceiving {
    override open var targetActionReceiver: TargetActionReceiving? { self }
    override open class var nibClassName: String { "UIGestureRecognizer" }
    @exclusivity(unchecked) public weak var view: UIView?
    @exclusivity(unchecked) public var isEnabled = true
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    @exclusivity(unchecked) public private(set) var targetActions: [TargetAction] = []
    @exclusivity(unchecked) public weak var delegate: NibRuntimeObject?

    public func addTarget(_ target: NibRuntimeObject?, action selector: String, for events: UInt32) {
        targetActions.append(TargetAction(target: target, sendsToFirstResponder: target == nil, selector: selector, eventMask: events))
    }

    override open class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIGestureRecognizer.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UIGestureRecognizer.view", "view") { $0.view = $1.object as? UIView }
        t.decode("UIGestureRecognizer.enabled", as: Bool.self) { $0.isEnabled = $1 ?? $0.isEnabled }
        t.decode("UIGestureRecognizer.cancelsTouchesInView", as: Bool.self) { $0.cancelsTouchesInView = $1 ?? $0.cancelsTouchesInView }
        t.set("delegate") { $0.delegate = $1.object }
        t.setBool("enabled") { $0.isEnabled = $1 }
    }
}

/// The runtime `UITapGestureRecognizer`.
public final class UITapGestureRecognizer: UIGestureRecognizer {
    override public class var nibClassName: String { "UITapGestureRecognizer" }
    @exclusivity(unchecked) public var numberOfTapsRequired = 1

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(UITapGestureRecognizer.self, inheriting: UIGestureRecognizer.properties) { t in
        t.decode("UITapGestureRecognizer.numberOfTapsRequired", as: Int.self) { $0.numberOfTapsRequired = $1 ?? 1 }
    }
}

/// The runtime `UIPanGestureRecognizer`.
public final class UIPanGestureRecognizer: UIGestureRecognizer {
    override public class var nibClassName: String { "UIPanGestureRecognizer" }
}

/// The runtime `UISwipeGestureRecognizer`.
public final class UISwipeGestureRecognizer: UIGestureRecognizer {
    override public class var nibClassName: String { "UISwipeGestureRecognizer" }
}

/// The runtime `UILongPressGestureRecognizer`.
public final class UILongPressGestureRecognizer: UIGestureRecognizer {
    override public class var nibClassName: String { "UILongPressGestureRecognizer" }
}

/// The runtime `UIPinchGestureRecognizer`.
public final class UIPinchGestureRecognizer: UIGestureRecognizer {
    override public class var nibClassName: String { "UIPinchGestureRecognizer" }
}
