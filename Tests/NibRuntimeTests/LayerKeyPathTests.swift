import NibModel
import NibRuntime
import Testing

/// Issue 53, item 2: Core Animation's key-path extensions, which Interface Builder's runtime
/// attributes use to rotate, scale and move a view (`layer.transform.rotation.z`), set the
/// layer's transform instead of failing on `[CALayer valueForKey:transform]`.
@Suite struct LayerKeyPathTests {
    /// One case: the key path set (with a number, or a size for `translation`) and what it must
    /// leave in the layer's transform and sublayer transform.
    struct Case: Sendable, CustomTestStringConvertible {
        var keyPath: String
        var value: NibPropertyValue
        var check: @Sendable (CALayer) -> Bool
        var testDescription: String { keyPath }
    }

    static let cases: [Case] = [
        Case(keyPath: "layer.transform.rotation.z", value: .float(0.5)) { $0.transform.rotation.z == 0.5 && $0.transform.rotation.x == 0 },
        Case(keyPath: "layer.transform.rotation", value: .float(-1.25)) { $0.transform.rotation.z == -1.25 },
        Case(keyPath: "layer.transform.rotation.x", value: .integer(2)) { $0.transform.rotation.x == 2 && $0.transform.rotation.z == 0 },
        Case(keyPath: "layer.transform.rotation.y", value: .float(0.25)) { $0.transform.rotation.y == 0.25 },
        Case(keyPath: "layer.transform.scale", value: .float(1.5)) { $0.transform.scale == (1.5, 1.5, 1.5) },
        Case(keyPath: "layer.transform.scale.x", value: .float(2)) { $0.transform.scale == (2, 1, 1) },
        Case(keyPath: "layer.transform.scale.y", value: .string("0.5")) { $0.transform.scale == (1, 0.5, 1) },
        Case(keyPath: "layer.transform.scale.z", value: .float(3)) { $0.transform.scale == (1, 1, 3) },
        Case(keyPath: "layer.transform.translation.x", value: .float(10)) { $0.transform.translation == (10, 0, 0) },
        Case(keyPath: "layer.transform.translation.y", value: .float(-4)) { $0.transform.translation == (0, -4, 0) },
        Case(keyPath: "layer.transform.translation.z", value: .integer(7)) { $0.transform.translation == (0, 0, 7) },
        Case(keyPath: "layer.transform.translation", value: .size(Size(width: 3, height: 4))) { $0.transform.translation == (3, 4, 0) },
        Case(keyPath: "layer.sublayerTransform.rotation.z", value: .float(1)) {
            $0.sublayerTransform.rotation.z == 1 && $0.transform.isIdentity
        }
    ]

    /// A view with the runtime attribute `keyPath` = `value`, instantiated from an archive.
    static func view(_ keyPath: String, _ value: NibPropertyValue) throws -> UIView {
        var d = NibDocument()
        let view = d.add(NibDocumentObject(className: "UIView"), topLevel: true)
        d.keyValuePairs.append(NibKeyValuePair(object: view, keyPath: keyPath, value: value))
        return try #require(try Nib(data: d.encoded(), name: "layer").instantiate(owner: nil).first as? UIView)
    }

    @Test(arguments: cases) func aKeyPathSetsItsFieldAndNoOther(_ c: Case) throws {
        let view = try Self.view(c.keyPath, c.value)
        #expect(c.check(view.layer), "\(c.keyPath): \(view.layer.transform) / \(view.layer.sublayerTransform)")
    }

    @Test func fieldsSetOneAfterAnotherAreKept() throws {
        let view = UIView()
        try view.setValue(.double(0.5), forKeyPath: "layer.transform.rotation.z")
        try view.setValue(.double(2), forKeyPath: "layer.transform.scale.x")
        #expect(view.layer.transform.rotation.z == 0.5 && view.layer.transform.scale == (2, 1, 1))
    }

    @Test func anUnknownFieldIsRefusedNamingTheFieldsThereAre() throws {
        #expect { try Self.view("layer.transform.twist", .float(1)) } throws: {
            let error = $0 as? NibRuntimeError
            return error?.code == .unknownKey && error!.message.contains("transform.twist") && error!.message.contains("rotation.z")
        }
    }

    @Test func aValueOfTheWrongKindIsRefused() throws {
        #expect { try Self.view("layer.transform.translation", .float(1)) } throws: {
            ($0 as? NibRuntimeError)?.message.contains("transform.translation expects a size") == true
        }
        #expect { try Self.view("layer.transform.rotation.z", .scalar(.null)) } throws: { $0 is NibRuntimeError }
    }
}
