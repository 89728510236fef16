import NibArchive

/// The runtime `NSAttributedString` (and `NSMutableAttributedString`): a string and its runs
/// of attributes, as Foundation archives them — `NSString`, `NSAttributes` (one dictionary,
/// or an array of them when runs differ) and `NSAttributeInfo` (pairs of varints: a run's
/// length in UTF-16 units and the index of its dictionary).
public final class NSAttributedString: NibRuntimeObject {
    override public class var nibClassName: String { "NSAttributedString" }
    public var string = ""
    /// The attribute dictionaries the runs refer to.
    public var attributeDictionaries: [[(key: RuntimeValue, value: RuntimeValue)]] = []
    /// The runs: length (UTF-16 units) and index into ``attributeDictionaries``.
    public var runs: [(length: Int, attributes: Int)] = []

    public required init() {}

    /// The attributes of the run at `index` (when the archive has no `NSAttributeInfo`, the
    /// one dictionary covers the whole string).
    public func attributes(ofRun index: Int) -> [(key: RuntimeValue, value: RuntimeValue)] {
        let slot = runs.isEmpty ? 0 : runs[index].attributes
        return attributeDictionaries.indices.contains(slot) ? attributeDictionaries[slot] : []
    }

    /// The value of attribute `name` (`NSFont`, `NSColor`, `NSParagraphStyle`, …) in the
    /// first run that has it.
    public func attribute(_ name: String) -> RuntimeValue? {
        for dictionary in attributeDictionaries {
            if let entry = dictionary.first(where: { $0.key.string == name }) { return entry.value }
        }
        return nil
    }

    /// Decodes `NSAttributeInfo`: unsigned LEB128 varints, (length, index) per run; a
    /// truncated pair at the end is dropped.
    static func runs(_ bytes: [UInt8]) -> [(length: Int, attributes: Int)] {
        var numbers: [Int] = [], current = 0, shift = 0
        for byte in bytes {
            guard shift < 56 else { return [] }
            current |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                numbers.append(current)
                current = 0
                shift = 0
            } else {
                shift += 7
            }
        }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(NSAttributedString.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("NSString") { $0.string = $1.string ?? $0.string }
        t.decode("NSAttributes") { string, value in
            switch value {
            case .dictionary(let entries): string.attributeDictionaries = [entries]
            case .array(let elements):
                string.attributeDictionaries = elements.map { if case .dictionary(let entries) = $0 { entries } else { [] } }
            default: break
            }
        }
        t.decode("NSAttributeInfo") { string, value in
            guard case .data(let data) = value else { return }
            string.runs = NSAttributedString.runs(data.array)
        }
    }
}

/// The runtime `NSParagraphStyle` (and `NSMutableParagraphStyle`) of attributed text, with
/// the keys UIKit's `encodeWithCoder:` writes away from their defaults.
public final class NSParagraphStyle: NibRuntimeObject {
    override public class var nibClassName: String { "NSParagraphStyle" }
    /// `NSTextAlignment` (4 natural).
    public var alignment = 4
    public var lineSpacing = 0.0, paragraphSpacing = 0.0, paragraphSpacingBefore = 0.0
    public var headIndent = 0.0, firstLineHeadIndent = 0.0, tailIndent = 0.0
    public var minimumLineHeight = 0.0, maximumLineHeight = 0.0, lineHeightMultiple = 0.0
    /// `NSLineBreakMode` (0 word wrapping).
    public var lineBreakMode = 0
    public var tabStops: [NibRuntimeObject] = []

    public required init() {}

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(NSParagraphStyle.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("NSAlignment", as: Int.self) { $0.alignment = $1 ?? $0.alignment }
        t.decode("NSLineSpacing", as: Double.self) { $0.lineSpacing = $1 ?? $0.lineSpacing }
        t.decode("NSParagraphSpacing", as: Double.self) { $0.paragraphSpacing = $1 ?? $0.paragraphSpacing }
        t.decode("NSParagraphSpacingBefore", as: Double.self) { $0.paragraphSpacingBefore = $1 ?? $0.paragraphSpacingBefore }
        t.decode("NSHeadIndent", as: Double.self) { $0.headIndent = $1 ?? $0.headIndent }
        t.decode("NSFirstLineHeadIndent", as: Double.self) { $0.firstLineHeadIndent = $1 ?? $0.firstLineHeadIndent }
        t.decode("NSTailIndent", as: Double.self) { $0.tailIndent = $1 ?? $0.tailIndent }
        t.decode("NSMinLineHeight", as: Double.self) { $0.minimumLineHeight = $1 ?? $0.minimumLineHeight }
        t.decode("NSMaxLineHeight", as: Double.self) { $0.maximumLineHeight = $1 ?? $0.maximumLineHeight }
        t.decode("NSLineHeightMultiple", as: Double.self) { $0.lineHeightMultiple = $1 ?? $0.lineHeightMultiple }
        t.decode("NSLineBreakMode", as: Int.self) { $0.lineBreakMode = $1 ?? $0.lineBreakMode }
        t.decode("NSTabStops") { $0.tabStops = $1.objects }
    }
}

/// The runtime `UIImageSymbolConfiguration` of an SF Symbol image or a button configuration:
/// `UISymbolScale` and `UITraitCollection` as Apple writes them; `UIPointSize`, `UIWeight` and
/// `UITextStyle` when set (**I**).
public final class UIImageSymbolConfiguration: NibRuntimeObject {
    override public class var nibClassName: String { "UIImageSymbolConfiguration" }
    /// `UIImageSymbolScale` (-1 unspecified, 0 default, 1 small, 2 medium, 3 large).
    public var scale = -1
    public var pointSize = 0.0
    public var weight = 0
    public var textStyle: String?
    public var traitCollection: UITraitCollection?

    public required init() {}

    override public class var properties: PropertyTable { table }
    private static let table = PropertyTable(UIImageSymbolConfiguration.self, inheriting: NibRuntimeObject.properties) { t in
        t.decode("UISymbolScale", as: Int.self) { $0.scale = $1 ?? $0.scale }
        t.decode("UIPointSize", as: Double.self) { $0.pointSize = $1 ?? $0.pointSize }
        t.decode("UIWeight", as: Int.self) { $0.weight = $1 ?? $0.weight }
        t.decode("UITextStyle") { $0.textStyle = $1.string }
        t.decode("UITraitCollection") { $0.traitCollection = $1.object as? UITraitCollection }
    }
}

/// The runtime `UITraitCollection`: its traits, archived as
/// `UITraitCollectionBuiltinTrait-<name>` keys (e.g. `…-_UITraitNameHorizontalSizeClass`).
public final class UITraitCollection: NibRuntimeObject {
    override public class var nibClassName: String { "UITraitCollection" }
    static let builtinPrefix = "UITraitCollectionBuiltinTrait-"
    /// Trait name (without the prefix) → value, in archive order.
    public var traits: [(name: String, value: RuntimeValue)] = []

    public required init() {}

    override public func decodeValue(_ value: RuntimeValue, forKey key: NibKey) throws {
        if key.name.hasPrefix(Self.builtinPrefix) {
            traits.append((String(key.name.dropFirst(Self.builtinPrefix.count)), value))
        } else {
            try super.decodeValue(value, forKey: key)
        }
    }
}
