import NibModel
import NibRuntime
import Testing

/// A view of an app that models its own properties in a table of its own: an archive key
/// outside ``KnownKey`` (`BadgeCount`), a key its superclass decodes too (`UITag`: counted
/// twice), and a key-value coding name; other keys reach its ``decodeValue(_:forKey:)``.
final class CounterView: UIView {
    override class var nibClassName: String { "CounterView" }
    var count = 0
    var untabled: [String] = []

    override class var properties: PropertyTable { table }
    private static let table = PropertyTable(CounterView.self, inheriting: UIView.properties) { t in
        t.decode("BadgeCount") { $0.count = $1.int ?? $0.count }
        t.decode("UITag") { $0.tag = 2 * ($1.int ?? 0) }
        t.setInteger("count") { $0.count = $1 }
        t.get("count") { .int(Int64($0.count)) }
    }

    override func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        untabled.append(key.name)
    }
}

/// Issue 41, item 5: one property table per runtime class serves decoding and key-value coding.
@Suite struct PropertyTableTests {
    /// A `CounterView` (or `className`) decoded from an archive with `properties`.
    static func decoded(_ className: String, _ properties: [NibProperty]) throws -> NibRuntimeObject {
        var registry = NibClassRegistry.standard
        registry.register(CounterView.self)
        var d = NibDocument()
        _ = d.add(NibDocumentObject(className: className, properties: properties), topLevel: true)
        return try #require(try Nib(data: try d.encoded(), name: "table", registry: registry).instantiate(owner: nil).first)
    }

    @Test func knownKeyOrdinalsAreTheCasesPositions() {
        // The table indexes its decoders by this byte; a case inserted anywhere keeps it true.
        for (position, key) in KnownKey.allCases.enumerated() {
            #expect(KnownKey.allCases.firstIndex(of: key) == position)
        }
        #expect(UIView.properties.decodedKeys.allSatisfy { KnownKey(rawValue: $0) != nil })
    }

    @Test func aTableHoldsItsSuperclassesProperties() {
        let button = Set(UIButton.properties.decodedKeys), control = Set(UIControl.properties.decodedKeys)
        let view = Set(UIView.properties.decodedKeys)
        #expect(view.isSubset(of: control) && control.isSubset(of: button))
        #expect(button.contains("UIButtonType") && !view.contains("UIButtonType") && control.contains("UIDisabled"))
        #expect(UIButton.properties.settableNames.contains("enabled") && UIButton.properties.settableNames.contains("hidden"))
        #expect(UIButton.properties.readableNames.contains("titleLabel") && !UIView.properties.readableNames.contains("titleLabel"))
        #expect(PropertyTable.empty.decodedKeys.isEmpty && NibRuntimeObject.properties.settableNames.isEmpty)
        // A subclass that declares nothing answers its superclass's table.
        #expect(UITableViewController.properties === UIViewController.properties)
    }

    @Test func decodingUsesTheTableThenTheOpenHook() throws {
        let object = try Self.decoded(
            "CounterView",
            [
                NibProperty("BadgeCount", .integer(7)), NibProperty("UITag", .integer(5)), NibProperty("UIAlpha", .double(0.5)),
                NibProperty("AppOnlyKey", .string("x")), NibProperty("UIText", .string("not a view key"))
            ])
        let view = try #require(object as? CounterView)
        #expect(view.count == 7)
        #expect(view.tag == 10) // the subclass's decoder replaces UIView's for the same key
        #expect(view.alpha == 0.5) // inherited
        #expect(view.untabled == ["AppOnlyKey", "UIText"]) // only what no table in the chain decodes
    }

    @Test func keyValueCodingUsesTheSameTable() throws {
        let view = try #require(try Self.decoded("CounterView", []) as? CounterView)
        try view.setValue(.string("12"), forKey: "count")
        #expect(view.count == 12)
        #expect(try view.value(forKey: "count").int == 12)
        try view.setValue(.bool(true), forKey: "hidden") // UIView's setter, inherited
        #expect(view.isHidden)
        #expect(try view.value(forKey: "hidden").bool == true)
        #expect { try view.setValue(.null, forKey: "count") } throws: { ($0 as? NibRuntimeError)?.code == .typeMismatch }
        // A name no table has goes to UIKit's catalog (a real UIView property), then is refused.
        try view.setValue(.bool(true), forKey: "allowsGroupOpacity")
        #expect { try view.setValue(.int(1), forKey: "noSuchProperty") } throws: { ($0 as? NibRuntimeError)?.code == .unknownKey }
    }
}
