import NibArchive
import NibModel
import NibRuntime

/// File's Owner with real outlets: setting any other key is an error, as in UIKit.
final class ProfileOwner: NibRuntimeObject {
    override class var nibClassName: String { "ProfileOwner" }
    var titleLabel: UILabel?
    var buttons: [UIButton] = []
    var view: UIView?

    override func setValue(_ value: RuntimeValue, forKey key: String) throws {
        switch key {
        case "titleLabel": titleLabel = value.object as? UILabel
        case "buttons": buttons = value.objects.compactMap { $0 as? UIButton }
        case "view": view = value.object as? UIView
        default: try super.setValue(value, forKey: key)
        }
    }

    override func value(forKey key: String) throws -> RuntimeValue {
        key == "buttons" ? .array(buttons.map { .object($0) }) : try super.value(forKey: key)
    }
}

/// A custom view class (class swapper target).
final class BadgeView: UIView {
    override class var nibClassName: String { "BadgeView" }
    var awoke = false
    override func awakeFromNib() { awoke = true }
}

/// A view embedded from its own nib.
final class AvatarView: NibEmbeddedView {
    override class var nibClassName: String { "AvatarView" }
}

/// A controller loaded by the nib manager.
final class ProfileController: UIViewController {
    override class var nibClassName: String { "ProfileController" }
    var nameLabel: UILabel?
    override func setValue(_ value: RuntimeValue, forKey key: String) throws {
        if key == "nameLabel" { nameLabel = value.object as? UILabel } else { try super.setValue(value, forKey: key) }
    }
}

var testRegistry: NibClassRegistry {
    var registry = NibClassRegistry.standard
    registry.register(ProfileOwner.self)
    registry.register(BadgeView.self)
    registry.register(AvatarView.self)
    registry.register(ProfileController.self)
    return registry
}

/// Builds the nibs the tests instantiate, through the real model and writer.
enum Fixture {
    /// A profile screen: owner, first responder, root view with a label, two buttons, a
    /// class-swapped badge, outlets, an action to the first responder and one to the owner,
    /// an outlet collection, and runtime attributes.
    static func profile(external: String? = nil) throws -> [UInt8] {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        let responder = d.addPlaceholder(UIKitKeys.firstResponder)
        let label = d.add(
            NibDocumentObject(
                className: "UILabel",
                properties: [
                    NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 200, height: 20))),
                    NibProperty("UICenter", .point(Point(x: 110, y: 20))),
                    NibProperty("UIText", .string("Name"))
                ]))
        let save = d.add(NibDocumentObject(className: "UIButton", properties: [NibProperty("UITitle", .string("Save"))]))
        let cancel = d.add(NibDocumentObject(className: "UIButton", properties: [NibProperty("UITitle", .string("Cancel"))]))
        let badge = d.add(
            NibDocumentObject(
                kind: .classSwapper(className: "BadgeView", originalClassName: "UIView"),
                properties: [
                    NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 10, height: 10)))
                ]))
        let root = d.add(
            NibDocumentObject(
                className: "UIView",
                properties: [
                    NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: 320, height: 480))),
                    NibProperty("UICenter", .point(Point(x: 160, y: 240))),
                    NibProperty("UISubviews", .array([.object(label), .object(save), .object(cancel), .object(badge)], mutable: true))
                ]), topLevel: true)
        if let external {
            let proxy = d.addPlaceholder(external)
            d.connect(.outlet("delegate", source: root, destination: proxy))
        }
        d.connect(.outlet("titleLabel", source: owner, destination: label))
        d.connect(.outlet("view", source: owner, destination: root))
        d.connect(.action("save:", source: save, destination: responder, eventMask: 1 << 6))
        d.connect(.action("cancel:", source: cancel, destination: owner, eventMask: 1 << 6))
        d.connect(.outletCollection("buttons", source: owner, destination: save))
        d.connect(.outletCollection("buttons", source: owner, destination: cancel))
        d.keyValuePairs.append(NibKeyValuePair(object: root, keyPath: "layer.cornerRadius", value: .integer(8)))
        d.keyValuePairs.append(NibKeyValuePair(object: label, keyPath: "accessibilityIdentifier", value: .string("name")))
        return try d.encoded()
    }

    /// A nib whose single top-level object is a view of `className` with `subviews` labels.
    static func view(className: String, subviews: Int, size: Size = Size(width: 100, height: 50)) throws -> [UInt8] {
        var d = NibDocument()
        _ = d.addPlaceholder(UIKitKeys.filesOwner)
        let children = (0..<subviews).map { i in
            d.add(
                NibDocumentObject(
                    className: "UILabel",
                    properties: [
                        NibProperty("UIBounds", .rect(Rect(x: 0, y: 0, width: size.width, height: 10))),
                        NibProperty("UICenter", .point(Point(x: size.width / 2, y: 5 + 10 * Double(i)))),
                        NibProperty("UIAutoresizingMask", .int(2))
                    ]))
        }
        d.add(
            NibDocumentObject(
                className: className,
                properties: [
                    NibProperty("UIBounds", .rect(Rect(origin: .zero, size: size))),
                    NibProperty("UICenter", .point(Point(x: size.width / 2, y: size.height / 2))),
                    NibProperty("UISubviews", .array(children.map { .object($0) }, mutable: true))
                ]), topLevel: true)
        return try d.encoded()
    }
}
