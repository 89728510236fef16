import NibArchive
import NibModel
import NibRuntime
import Testing

/// Issue 53, item 2: a struct Apple's compiler boxes in an `NSValue` (`NS.special` and its
/// fields, as `NSConcreteValue` encodes it) reaches a property that expects the struct, as
/// UIKit's key-value coding unboxes it: a `UISwitch`'s frame set by a runtime attribute.
@Suite struct NSValueTests {
    /// A switch whose runtime attribute `keyPath` is an `NSValue` with `properties`.
    static func switchWithBoxed(_ keyPath: String, _ properties: [NibProperty]) throws -> UISwitch {
        var d = NibDocument()
        let control = d.add(NibDocumentObject(className: "UISwitch"), topLevel: true)
        let boxed = d.add(NibDocumentObject(className: "NSValue", properties: properties), listed: false)
        d.keyValuePairs.append(NibKeyValuePair(object: control, keyPath: keyPath, value: .object(boxed)))
        return try #require(try Nib(data: d.encoded(), name: "switch").instantiate(owner: nil).first as? UISwitch)
    }

    @Test func aBoxedRectSetsASwitchsFrame() throws {
        let control = try Self.switchWithBoxed(
            "frame", [NibProperty("NS.special", .int(3)), NibProperty("NS.rectval", .rect(Rect(x: 20, y: 30, width: 51, height: 31)))])
        #expect(control.frame == Rect(x: 20, y: 30, width: 51, height: 31))
    }

    @Test func aRectInFoundationsTextFormIsReadToo() throws {
        let control = try Self.switchWithBoxed(
            "frame", [NibProperty("NS.special", .int(3)), NibProperty("NS.rectval", .string("{{20, 30.5}, {51, 31}}"))])
        #expect(control.frame == Rect(x: 20, y: 30.5, width: 51, height: 31))
    }

    @Test func aBoxedPointAndSizeAreUnboxedWhereOneIsExpected() throws {
        let view = UIView()
        let point = NSValue()
        point.point = Point(x: 1, y: 2)
        let size = NSValue()
        size.size = Size(width: 3, height: 4)
        #expect(RuntimeValue.object(point).point == Point(x: 1, y: 2))
        #expect(RuntimeValue.object(size).size == Size(width: 3, height: 4))
        #expect(RuntimeValue.object(size).rect == nil)
        try view.setValue(.object(size), forKeyPath: "layer.transform.translation")
        #expect(view.layer.transform.translation == (3, 4, 0))
    }

    @Test func otherFieldsAreKeptAsNumbers() throws {
        var d = NibDocument()
        let boxed = d.add(
            NibDocumentObject(
                className: "NSValue",
                properties: [NibProperty("NS.special", .int(11)), NibProperty("NS.edgeval.top", .float(4)), NibProperty("NS.edgeval.left", .float(8))]
            ),
            topLevel: true)
        _ = boxed
        let value = try #require(try Nib(data: d.encoded(), name: "value").instantiate(owner: nil).first as? NSValue)
        #expect(value.special == 11 && value.fields == ["NS.edgeval.top": 4, "NS.edgeval.left": 8])
    }

    @Test func aBoxedValueOfAnotherKindIsStillAMismatch() throws {
        #expect {
            try Self.switchWithBoxed("frame", [NibProperty("NS.special", .int(1)), NibProperty("NS.pointval", .point(Point(x: 1, y: 1)))])
        } throws: {
            ($0 as? NibRuntimeError)?.message.contains("UISwitch.frame expects a rect, got NSValue") == true
        }
    }
}
