import NibArchive
import NibModel
import NibRuntime
import Testing

/// A view whose table declares the keys ``UIView`` decodes typed (`UITag`, `UIAlpha`,
/// `UIHidden`, `UIBounds`, `UICenter`) the untyped way, reading the resolved ``RuntimeValue``:
/// the reference the typed decoders are held to.
final class UntypedView: UIView {
    override class var nibClassName: String { "UntypedView" }
    override class var properties: PropertyTable { table }
    private static let table = PropertyTable(UntypedView.self, inheriting: UIView.properties) { t in
        t.decode("UITag") { $0.tag = $1.int ?? $0.tag }
        t.decode("UIAlpha") { $0.alpha = $1.double ?? $0.alpha }
        t.decode("UIHidden") { $0.isHidden = $1.bool ?? $0.isHidden }
        t.decode("UIBounds") { $0.bounds = $1.rect ?? $0.bounds }
        t.decode("UICenter") { $0.center = $1.point ?? $0.center }
    }
}

/// Typed decoders (``PropertyTable/Builder/decode(_:as:body:)``) read scalars and geometry where
/// they lie in the archive; for every kind of archived value they must answer what the untyped
/// readers of the resolved value answer.
@Suite struct TypedDecoderTests {
    /// Every kind of value a key can hold: each integer width, bools, both float widths (whole
    /// and not), nil, geometry blobs of both component widths and of the wrong size, and
    /// `NSNumber` objects (which reach the typed decoders resolved).
    static let values: [NibPropertyValue] = [
        .scalar(.int8(-5)), .scalar(.int16(300)), .scalar(.int32(70_000)), .scalar(.int64(1 << 40)), .scalar(.int8(0)),
        .scalar(.bool(true)), .scalar(.bool(false)), .scalar(.float(2.5)), .scalar(.float(3)), .scalar(.double(4)),
        .scalar(.double(-4.5)), .scalar(.null), .rect(Rect(x: 1, y: 2, width: 3, height: 4)), .point(Point(x: 5, y: 6)),
        .scalar(.data(NibData([GeometryBlob.float32, 0, 0, 0x80, 0x3F, 0, 0, 0, 0x40]))),
        .scalar(.data(NibData([GeometryBlob.float32] + Array(repeating: 0x3F, count: 16)))),
        .scalar(.data(NibData([GeometryBlob.float64, 1, 2]))), .scalar(.data(NibData([]))), .integer(7), .integer(-1 << 33),
        .double(2), .double(0.25),
        .string("12")
    ]

    /// The view of class `className` decoded from one object holding `value` under every
    /// typed key.
    static func view(_ className: String, _ value: NibPropertyValue) throws -> UIView {
        var registry = NibClassRegistry.standard
        registry.register(UntypedView.self)
        var d = NibDocument()
        let keys = ["UITag", "UIAlpha", "UIHidden", "UIBounds", "UICenter"]
        _ = d.add(NibDocumentObject(className: className, properties: keys.map { NibProperty($0, value) }), topLevel: true)
        let object = try #require(try Nib(data: try d.encoded(), name: "typed", registry: registry).instantiate(owner: nil).first)
        return try #require(object as? UIView)
    }

    @Test(arguments: values)
    func typedDecodersAnswerAsTheResolvedValuesReaders(_ value: NibPropertyValue) throws {
        let typed = try Self.view("UIView", value), untyped = try Self.view("UntypedView", value)
        #expect(type(of: typed) == UIView.self && type(of: untyped) == UntypedView.self)
        #expect(typed.tag == untyped.tag)
        #expect(typed.alpha.bitPattern == untyped.alpha.bitPattern)
        #expect(typed.isHidden == untyped.isHidden)
        #expect(typed.bounds == untyped.bounds)
        #expect(typed.center == untyped.center)
    }

    @Test func typedDecodersReadEachKindOfValue() throws {
        // Spot checks that the comparison above compares something: the values land.
        #expect(try Self.view("UIView", .scalar(.int16(300))).tag == 300)
        #expect(try Self.view("UIView", .scalar(.float(2.5))).alpha == 2.5)
        #expect(try Self.view("UIView", .scalar(.float(2.5))).tag == 0) // not integral: kept
        #expect(try Self.view("UIView", .integer(7)).tag == 7) // an NSNumber, resolved
        #expect(try Self.view("UIView", .scalar(.int8(1))).isHidden)
        #expect(try Self.view("UIView", .rect(Rect(x: 1, y: 2, width: 3, height: 4))).bounds == Rect(x: 1, y: 2, width: 3, height: 4))
        let center = try Self.view("UIView", .scalar(.data(NibData([GeometryBlob.float32, 0, 0, 0x80, 0x3F, 0, 0, 0, 0x40])))).center
        #expect(center == Point(x: 1, y: 2))
        #expect(try Self.view("UIView", .scalar(.data(NibData([GeometryBlob.float64, 1, 2])))).bounds == .zero)
    }
}
