import NibArchive
import NibModel

/// How one xib attribute of a UIKit class becomes one archive key, as Apple's compiler writes
/// it: the key name, the value type, the value Interface Builder means when the attribute is
/// absent, and the value at which Apple writes nothing.
///
/// The rules are facts about Apple's output; `docs/uikit-encoding.md` lists them with their
/// sources.
struct UIKitKeyRule: Sendable {
    /// How the xib text becomes an archive value.
    enum Kind: Sendable {
        /// `YES`/`NO` as an inline bool.
        case bool
        /// `YES`/`NO` as the opposite bool (`enabled="NO"` → `UIDisabled` = true).
        case inverted
        /// `YES`/`NO` as an inline integer 1/0.
        case boolInteger
        /// An integer in the narrowest width.
        case integer
        /// A 32-bit float (`UIAlpha`, `UIMinimumFontSize`).
        case float32
        /// A 64-bit float (`UIStackViewSpacing`, `NSConstant`).
        case double
        /// An `NSString`.
        case string
        /// A named value of one of ``XIBVocabulary/enums``, as an integer.
        case enumeration(String)
        /// Read by Interface Builder alone: nothing is written.
        case ignored
    }

    /// The xib attribute.
    let attribute: String
    /// The archive key Apple writes.
    let key: String
    let kind: Kind
    /// The xib text Interface Builder means when the attribute is absent; nil: nothing is
    /// written then.
    let implied: String?
    /// The xib text at whose value Apple writes nothing; nil: the key is always written.
    let omitted: String?

    init(_ attribute: String, _ key: String, _ kind: Kind, implied: String? = nil, omitted: String? = nil) {
        (self.attribute, self.key, self.kind, self.implied, self.omitted) = (attribute, key, kind, implied, omitted)
    }

    /// The archive value for xib text `raw`, or nil when the text is not of this rule's kind.
    func value(_ raw: String) -> NibPropertyValue? {
        switch kind {
        case .bool: Self.flag(raw).map(NibPropertyValue.bool)
        case .inverted: Self.flag(raw).map { .bool(!$0) }
        case .boolInteger: Self.flag(raw).map { .int($0 ? 1 : 0) }
        case .integer: Int(raw).map(NibPropertyValue.int)
        case .float32: Double(raw).map { .scalar(.float(Float($0))) }
        case .double: Double(raw).map(NibPropertyValue.float)
        case .string: .string(raw)
        case .enumeration(let name): XIBVocabulary.enumValue(name, raw).map(NibPropertyValue.int)
        case .ignored: .scalar(.null)
        }
    }

    /// The property this rule writes for an element whose attribute is `raw` (nil: absent),
    /// or nil when Apple writes nothing. An attribute whose text the rule cannot read returns
    /// `.failure` so that the compiler keeps it generically and reports it.
    func property(for raw: String?) -> Result<NibProperty?, UIKitKeyRuleMismatch> {
        guard let text = raw ?? implied else { return .success(nil) }
        if case .ignored = kind { return .success(nil) }
        guard let value = value(text) else { return .failure(UIKitKeyRuleMismatch()) }
        if let omitted, let omittedValue = self.value(omitted), omittedValue == value { return .success(nil) }
        return .success(NibProperty(key, value))
    }

    private static func flag(_ raw: String) -> Bool? {
        switch raw {
        case "YES": true
        case "NO": false
        default: nil
        }
    }
}

/// An attribute whose text a ``UIKitKeyRule`` cannot read (`alpha="half"`).
struct UIKitKeyRuleMismatch: Error {}
