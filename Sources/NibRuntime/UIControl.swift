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
    override open class var nibClassName: String { "UIControl" }
    @exclusivity(unchecked) public var isEnabled = true
    @exclusivity(unchecked) public var isSelected = false
    @exclusivity(unchecked) public private(set) var targetActions: [TargetAction] = []

    public func addTarget(_ target: NibRuntimeObject?, action selector: String, for events: UInt32) {
        targetActions.append(TargetAction(target: target, sendsToFirstResponder: target == nil, selector: selector, eventMask: events))
    }

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIDisabled: isEnabled = !(value.bool ?? false)
        case .UISelected: isSelected = value.bool ?? isSelected
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "enabled": isEnabled = try boolean(value, forKey: key)
        case "selected": isSelected = try boolean(value, forKey: key)
        default: try super.setValue(value, forKey: key)
        }
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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UITitle, .UIButtonTitle: title = value.string
        case .UITitleColor: titleColor = value.object as? UIColor
        case .UIImage: image = value.object as? UIImage
        case .UIButtonType: buttonType = value.int ?? buttonType
        case .UIButtonConfiguration: configuration = value.object as? UIButtonConfiguration
        case .UIButtonStatefulContent:
            guard case .dictionary(let states) = value else { return try super.decodeValue(value, forKey: key) }
            // Apple's compiler keeps each state's title, colour and image in a UIButtonContent.
            for state in states where state.key.int == 0 {
                guard let content = state.value.object as? UIButtonContent else { continue }
                title = content.title ?? title
                titleColor = content.titleColor ?? titleColor
                image = content.image ?? image
            }
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "title": title = value.string
        case "configuration": configuration = value.object as? UIButtonConfiguration
        default: try super.setValue(value, forKey: key)
        }
    }

    override open func value(forKey key: String) throws -> RuntimeValue {
        switch key {
        case "titleLabel": .object(titleLabel)
        case "imageView": .object(imageView)
        case "configuration": configuration.map { .object($0) } ?? .null
        case "title": title.map(RuntimeValue.string) ?? .null
        default: try super.value(forKey: key)
        }
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

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIText: text = value.string
        case .UIPlaceholder: placeholder = value.string
        case .UIFont: font = value.object as? UIFont
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "delegate": delegate = value.object
        case "text": text = value.string
        case "placeholder": placeholder = value.string
        case "adjustsFontForContentSizeCategory": adjustsFontForContentSizeCategory = try boolean(value, forKey: key)
        default: try super.setValue(value, forKey: key)
        }
    }
}

/// The runtime `UISwitch`.
open class UISwitch: UIControl {
    override open class var nibClassName: String { "UISwitch" }
    @exclusivity(unchecked) public var isOn = false

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        if key.known == .UISwitchOn { isOn = value.bool ?? isOn } else { try super.decodeValue(value, forKey: key) }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        if key == "on" { isOn = try boolean(value, forKey: key) } else { try super.setValue(value, forKey: key) }
    }
}

/// The runtime `UISlider`.
open class UISlider: UIControl {
    override open class var nibClassName: String { "UISlider" }
    @exclusivity(unchecked) public var value = 0.0
    @exclusivity(unchecked) public var minimumValue = 0.0
    @exclusivity(unchecked) public var maximumValue = 1.0

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIValue: self.value = value.double ?? self.value
        case .UIMinValue: minimumValue = value.double ?? minimumValue
        case .UIMaxValue: maximumValue = value.double ?? maximumValue
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        if key == "value" { self.value = try number(value, forKey: key) } else { try super.setValue(value, forKey: key) }
    }
}

/// The runtime `UIGestureRecognizer` (and its tap, pan, swipe, long-press, pinch subclasses).
open class UIGestureRecognizer: NibRuntimeObject, TargetActionReceiving {
    override open class var nibClassName: String { "UIGestureRecognizer" }
    @exclusivity(unchecked) public weak var view: UIView?
    @exclusivity(unchecked) public var isEnabled = true
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    @exclusivity(unchecked) public private(set) var targetActions: [TargetAction] = []
    @exclusivity(unchecked) public weak var delegate: NibRuntimeObject?

    public func addTarget(_ target: NibRuntimeObject?, action selector: String, for events: UInt32) {
        targetActions.append(TargetAction(target: target, sendsToFirstResponder: target == nil, selector: selector, eventMask: events))
    }

    override open func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        switch key.known {
        case .UIGestureRecognizer_view, .view: view = value.object as? UIView
        case .UIGestureRecognizer_enabled: isEnabled = value.bool ?? isEnabled
        case .UIGestureRecognizer_cancelsTouchesInView: cancelsTouchesInView = value.bool ?? cancelsTouchesInView
        default: try super.decodeValue(value, forKey: key)
        }
    }

    override open func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "delegate": delegate = value.object
        case "enabled": isEnabled = try boolean(value, forKey: key)
        default: try super.setValue(value, forKey: key)
        }
    }
}

/// The runtime `UITapGestureRecognizer`.
public final class UITapGestureRecognizer: UIGestureRecognizer {
    override public class var nibClassName: String { "UITapGestureRecognizer" }
    @exclusivity(unchecked) public var numberOfTapsRequired = 1

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        if key.known == .UITapGestureRecognizer_numberOfTapsRequired {
            numberOfTapsRequired = value.int ?? 1
        } else {
            try super.decodeValue(value, forKey: key)
        }
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
