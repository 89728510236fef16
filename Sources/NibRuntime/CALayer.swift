import NibModel

/// The runtime `CALayer`, reachable through `UIView.layer` for runtime attributes such as
/// `layer.cornerRadius`.
public final class CALayer: NibRuntimeObject {
    override public class var nibClassName: String { "CALayer" }
    public var cornerRadius = 0.0
    public var borderWidth = 0.0
    public var masksToBounds = false
    public var borderColor: UIColor?
    public var shadowOpacity = 0.0
    public var shadowRadius = 3.0
    /// `transform` and `sublayerTransform`, as key paths below them set them. Kept as the
    /// `NSValue`s key-value coding reads them as, among the values set through the catalog:
    /// a layer that no key path transforms is no bigger for them (most are not).
    public var transform: LayerTransform {
        get { boxedTransform("transform") }
        set { setBoxedTransform(newValue, "transform") }
    }
    public var sublayerTransform: LayerTransform {
        get { boxedTransform("sublayerTransform") }
        set { setBoxedTransform(newValue, "sublayerTransform") }
    }

    private func boxedTransform(_ key: String) -> LayerTransform {
        (extras?.catalogValues[key]?.value.object as? NSValue)?.transform3D ?? LayerTransform()
    }

    private func setBoxedTransform(_ transform: LayerTransform, _ key: String) {
        let boxed = NSValue()
        boxed.transform3D = transform
        madeExtras.catalogValues[key] = .owned(.object(boxed))
    }

    public required init() {}

    /// Core Animation's key-path extensions: `transform.rotation.z`, `transform.scale`,
    /// `sublayerTransform.translation.x`, … (``LayerTransform/fieldNames``).
    override public func setValue(_ value: RuntimeValue, forKeyPath path: Substring, inStructAt key: String) throws -> Bool {
        guard key == "transform" || key == "sublayerTransform" else { return false }
        let keyPath = key + "." + path
        let number = { () throws -> Double in try self.number(value, forKey: keyPath) }
        let size = { () throws -> Size in
            guard let size = value.size else { throw self.mismatch(keyPath, value, expected: "a size") }
            return size
        }
        var transformed = boxedTransform(key)
        guard try transformed.set(path, number: number, size: size) else {
            throw NibRuntimeError(
                .unknownKey,
                "[<CALayer> setValue:forKeyPath:]: \(keyPath) is not one of Core Animation's \(key) key paths (\(LayerTransform.fieldNames.joined(separator: ", ")))"
            )
        }
        setBoxedTransform(transformed, key)
        return true
    }

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(CALayer.self, inheriting: NibRuntimeObject.properties) { t in
        t.setNumber("cornerRadius") { $0.cornerRadius = $1 }
        t.setNumber("borderWidth") { $0.borderWidth = $1 }
        t.setBool("masksToBounds") { $0.masksToBounds = $1 }
        t.setNumber("shadowOpacity") { $0.shadowOpacity = $1 }
        t.setNumber("shadowRadius") { $0.shadowRadius = $1 }
        t.set("borderColor", "borderUIColor") { $0.borderColor = $1.object as? UIColor }
    }
}
