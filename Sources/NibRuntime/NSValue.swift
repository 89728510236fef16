import NibModel

/// The runtime `NSValue` of a boxed struct, as `NSConcreteValue` encodes it with a keyed coder:
/// `NS.special` names the struct (1 point, 2 size, 3 rect, 4 range, 10 affine transform, 11 and
/// 12 edge insets, 13 offset, 14 directional edge insets) and the other keys hold its fields
/// (`NS.pointval`, `NS.sizeval`, `NS.rectval`; `NS.rangeval.location`/`.length`; `NS.atval.a`…,
/// `NS.edgeval.top`…, `NS.offset.h`…, `NS.dirEdgeVal.top`… as doubles).
///
/// Interface Builder boxes a user-defined runtime attribute of type point, size or rect this
/// way, and Apple's compiler of older Xcode generations writes one for a view's `frame`
/// (a `UISwitch`'s among them). Key-value coding unboxes it where UIKit expects the struct:
/// ``RuntimeValue/rect``, ``RuntimeValue/point`` and ``RuntimeValue/size`` read through it.
public final class NSValue: NibRuntimeObject {
    override public class var nibClassName: String { "NSValue" }
    /// `NS.special`: which struct the value boxes (0 when absent).
    public var special = 0
    /// The boxed point (`NS.pointval`), size (`NS.sizeval`) or rectangle (`NS.rectval`).
    public var point: Point?
    public var size: Size?
    public var rect: Rect?
    /// The other fields, by key (`NS.rangeval.length`, `NS.atval.tx`, `NS.edgeval.top`, …).
    public var fields: [String: Double] = [:]
    /// A `CATransform3D`, as a layer's `transform` reads (never archived: set by key paths).
    public var transform3D: LayerTransform?

    public required init() {}

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(NSValue.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("NS.special", as: Int.self) { $0.special = $1 ?? $0.special }
        t.decode("NS.pointval") { $0.point = $1.point ?? $1.string.flatMap(GeometryText.point) }
        t.decode("NS.sizeval") { $0.size = $1.size ?? $1.string.flatMap(GeometryText.size) }
        t.decode("NS.rectval") { $0.rect = $1.rect ?? $1.string.flatMap(GeometryText.rect) }
        for key in fieldKeys {
            t.decode(key) { value, field in
                if let number = field.double { value.fields[key] = number }
            }
        }
    }

    /// The keys of the fields other than point, size and rectangle.
    static let fieldKeys = [
        "NS.rangeval.location", "NS.rangeval.length",
        "NS.atval.a", "NS.atval.b", "NS.atval.c", "NS.atval.d", "NS.atval.tx", "NS.atval.ty",
        "NS.edgeval.top", "NS.edgeval.left", "NS.edgeval.bottom", "NS.edgeval.right",
        "NS.offset.h", "NS.offset.v",
        "NS.dirEdgeVal.top", "NS.dirEdgeVal.leading", "NS.dirEdgeVal.bottom", "NS.dirEdgeVal.trailing"
    ]
}

/// The text forms Foundation writes for geometry (`NSStringFromCGRect`): `{x, y}`, `{w, h}`,
/// `{{x, y}, {w, h}}`; a keyed archiver's `encodeRect:` writes these.
enum GeometryText {
    /// The numbers of `text`, in order, if it holds exactly `count` of them.
    static func numbers(_ text: String, count: Int) -> [Double]? {
        let parts = text.split(whereSeparator: { "{}, ".contains($0) })
        guard parts.count == count else { return nil }
        let numbers = parts.compactMap { Double($0) }
        return numbers.count == count ? numbers : nil
    }

    static func point(_ text: String) -> Point? {
        numbers(text, count: 2).map { Point(x: $0[0], y: $0[1]) }
    }

    static func size(_ text: String) -> Size? {
        numbers(text, count: 2).map { Size(width: $0[0], height: $0[1]) }
    }

    static func rect(_ text: String) -> Rect? {
        numbers(text, count: 4).map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }
}
