import NibModel
import NibRuntime
import Testing

/// Issue 29, item 4: user-defined runtime attributes go through key-value coding as UIKit's
/// does — key paths through objects a class makes (`titleLabel`, `layer`), numbers and bools
/// from strings — and fail only where UIKit throws.
@Suite struct KeyValueCodingTests {
    /// A button in a view, with `pairs` as runtime attributes on the button.
    static func button(_ pairs: [(String, NibPropertyValue)]) throws -> (UIButton, NibInstantiation) {
        var d = NibDocument()
        let button = d.add(NibDocumentObject(className: "UIButton", properties: [NibProperty("UITitle", .string("Go"))]), topLevel: true)
        for (keyPath, value) in pairs { d.keyValuePairs.append(NibKeyValuePair(object: button, keyPath: keyPath, value: value)) }
        let result = try Nib(data: try d.encoded(), name: "kvc").instantiateDetailed(owner: nil)
        return (try #require(result.topLevelObjects.first as? UIButton), result)
    }

    @Test func keyPathsReachObjectsTheClassMakes() throws {
        let (button, _) = try Self.button([
            ("titleLabel.adjustsFontForContentSizeCategory", .bool(true)),
            ("layer.cornerRadius", .integer(8)),
            ("titleLabel.numberOfLines", .integer(2))
        ])
        #expect(button.titleLabel.adjustsFontForContentSizeCategory)
        #expect(button.titleLabel.numberOfLines == 2 && button.titleLabel.text == "Go")
        #expect(button.layer.cornerRadius == 8)
    }

    @Test func numbersAndBoolsComeFromStrings() throws {
        let (button, _) = try Self.button([
            ("layer.cornerRadius", .string("8")),
            ("layer.borderWidth", .string(" 1.5pt")),
            ("tag", .string("42")),
            ("hidden", .string("YES")),
            ("enabled", .string("NO")),
            ("clipsToBounds", .string("true")),
            ("selected", .string("1")),
            ("titleLabel.adjustsFontForContentSizeCategory", .string("YES"))
        ])
        #expect(button.layer.cornerRadius == 8 && button.layer.borderWidth == 1.5 && button.tag == 42)
        #expect(button.isHidden && !button.isEnabled && button.clipsToBounds && button.isSelected)
        #expect(button.titleLabel.adjustsFontForContentSizeCategory)
    }

    @Test func stringsReadAsNSStringReadsThem() throws {
        let (button, _) = try Self.button([("layer.cornerRadius", .string("-1.5e1x")), ("alpha", .string("none")), ("hidden", .string("no"))])
        #expect(button.layer.cornerRadius == -15, "the numeric prefix, as -[NSString doubleValue]")
        #expect(button.alpha == 0, "no number reads as 0")
        #expect(!button.isHidden)
    }

    @Test func anUnknownKeyOfAUIKitClassIsUIKitsUndefinedKeyError() throws {
        #expect { try Self.button([("titleLabel.sparkle", .bool(true))]) } throws: {
            let error = $0 as? NibRuntimeError
            return error?.code == .unknownKey && error!.message.contains("[<UILabel> setValue:forUndefinedKey:]")
                && error!.message.contains("key sparkle")
        }
    }

    @Test func anObjectForANumericKeyIsRefusedAsUIKitRefusesIt() throws {
        var d = NibDocument()
        let color = d.add(NibDocumentObject(className: "UIColor", properties: [NibProperty("UIWhite", .float(1))]))
        let view = d.add(NibDocumentObject(className: "UIView"), topLevel: true)
        d.keyValuePairs.append(NibKeyValuePair(object: view, keyPath: "layer.cornerRadius", value: .object(color)))
        #expect { try Nib(data: d.encoded(), name: "kvc").instantiate(owner: nil) } throws: {
            let error = $0 as? NibRuntimeError
            return error?.code == .typeMismatch && error!.message.contains("CALayer.cornerRadius expects a number, got UIColor")
        }
    }

    @Test func nilForAScalarKeyIsSetNilValueForKeysError() throws {
        let view = UIView()
        #expect { try view.setValue(.null, forKeyPath: "layer.cornerRadius") } throws: {
            ($0 as? NibRuntimeError)?.message == "[<CALayer> setNilValueForKey]: could not set nil as the value for the key cornerRadius."
        }
    }
}
