import NibModel
import NibRuntime
import Testing

/// A label subclass that replaces itself after decoding, as `awakeAfterUsingCoder:` may.
final class ReplacingLabel: UILabel {
    override class var nibClassName: String { "ReplacingLabel" }
    static let replacementText = "replacement"

    override func awakeAfterDecoding(in context: NibDecodingContext) throws -> NibRuntimeObject {
        let replacement = UILabel()
        replacement.text = Self.replacementText
        replacement.frame = frame
        return replacement
    }
}

/// Built-in classes are not asked to replace themselves after decoding (none overrides
/// `awakeAfterDecoding`), so an app's subclass that does must still be asked, under its own
/// name or registered under a built-in one.
struct AwakeAfterDecodingTests {
    static func nib(labelClass: String) throws -> [UInt8] {
        var d = NibDocument()
        let owner = d.addPlaceholder(UIKitKeys.filesOwner)
        let label = d.add(NibDocumentObject(className: labelClass, properties: [NibProperty("UIText", .string("archived"))]))
        let root = d.add(
            NibDocumentObject(
                className: "UIView",
                properties: [
                    NibProperty(UIKitKeys.subviews, .array([.object(label)], mutable: true))
                ]), topLevel: true)
        d.connect(.outlet("view", source: owner, destination: root))
        return try d.encoded()
    }

    @Test(arguments: [("ReplacingLabel", "ReplacingLabel"), ("UILabel", "UILabel")])
    func aSubclassThatReplacesItselfIsAsked(registeredAs name: String, archivedAs archived: String) throws {
        var registry = NibClassRegistry.standard
        registry.register(ReplacingLabel.self, as: name)
        let result = try Nib(data: try Self.nib(labelClass: archived), registry: registry).instantiateDetailed(owner: GenericObject())
        let root = try #require(result.topLevelObjects.first as? UIView)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(!(label is ReplacingLabel))
        #expect(label.text == ReplacingLabel.replacementText)
        #expect(result.createdObjects.contains { $0 === label })
    }

    @Test func aBuiltInLabelKeepsItself() throws {
        let result = try Nib(data: try Self.nib(labelClass: "UILabel")).instantiateDetailed(owner: GenericObject())
        let root = try #require(result.topLevelObjects.first as? UIView)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(type(of: label) == UILabel.self)
        #expect(label.text == "archived")
    }

    /// A known key keeps its spelling (the enum's literal), an unknown one the archive's.
    @Test func keysKeepTheirNames() {
        #expect(NibKey("UIAutoresizingMask").name == "UIAutoresizingMask")
        #expect(NibKey("UIAutoresizingMask").known == .UIAutoresizingMask)
        #expect(NibKey("UIButtonStatefulContent").known == .UIButtonStatefulContent)
        #expect(NibKey("MYCustomKey").name == "MYCustomKey")
        #expect(NibKey("MYCustomKey").known == .unknown)
    }
}
