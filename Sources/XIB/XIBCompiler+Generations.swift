import NibArchive
import NibModel
import NibbenchSupport

/// A key Apple's compiler writes only from some Xcode on (docs/uikit-encoding.md, "Xcode
/// generations", names the Apple builds each was read from).
struct GenerationKey: Sendable {
    /// The key.
    let key: String
    /// The first Xcode that writes it.
    let since: AppleVersion
    /// Whether an older Xcode leaves it out only when nil (an image placeholder's symbol keys,
    /// which an SF Symbol needs in any generation); else it is left out whatever its value.
    let removedOnlyWhenNil: Bool
    /// What the newer Xcodes write when the document does not say, on objects of `addedTo`
    /// (after the key `after`, else at the end); nil: the key is only removed before ``since``.
    let added: NibPropertyValue?
    let addedTo: String?
    let after: String?

    init(
        _ key: String, since: AppleVersion, removedOnlyWhenNil: Bool = false, added: NibPropertyValue? = nil, to addedTo: String? = nil,
        after: String? = nil
    ) {
        (self.key, self.since, self.removedOnlyWhenNil) = (key, since, removedOnlyWhenNil)
        (self.added, self.addedTo, self.after) = (added, addedTo, after)
    }
}

extension CompileState {
    /// The keys that depend on the Xcode followed, read from the 38 Apple builds of
    /// `scripts/fetch-xcode-pairs` (the first and last Xcode seen each way in the comments).
    /// Each key is UIKit's for one kind of object, so an older Xcode's rule removes it from
    /// whatever object carries it.
    static let generationKeys: [GenerationKey] = [
        // Xcode 7.2 and later (4.6.2 writes none).
        GenerationKey("UIViewSemanticContentAttribute", since: AppleVersion(7)),
        // Xcode 8.3.2 and later (7.3 writes none).
        GenerationKey("UIDisableUpdateTextColorOnTraitCollectionChange", since: AppleVersion(8)),
        // Xcode 9.3 and later (8.3.3 writes none).
        GenerationKey("UIFontTextStyleForScaling", since: AppleVersion(9)),
        GenerationKey("UIFontPointSizeForScaling", since: AppleVersion(9)),
        GenerationKey("UIFontMaximumPointSizeAfterScaling", since: AppleVersion(9)),
        // Xcode 11.1 and later (10.3 writes none).
        GenerationKey("UIViewLargeContentStoredProperties", since: AppleVersion(11)),
        // Xcode 12.3 and later (11.5 writes none).
        GenerationKey("UISystemSymbolResourceName", since: AppleVersion(12), removedOnlyWhenNil: true),
        GenerationKey("UISymbolImageConfiguration", since: AppleVersion(12), removedOnlyWhenNil: true),
        // Xcode 13.1 and later (12.5.1 writes none): nil when nothing else.
        GenerationKey(
            "UIResourceCatalogName", since: AppleVersion(13), added: .scalar(.null), to: "UIImageNibPlaceholder", after: "UIResourceName"),
        GenerationKey("UIButtonConfiguration", since: AppleVersion(13), added: .scalar(.null), to: "UIButton")
    ]

    /// Applies ``generationKeys`` to the whole compiled document once its objects are written:
    /// before a key's first Xcode it is removed (when nil only, for the keys that say so); from
    /// it, a key with a default is added where the document wrote none.
    mutating func applyXcodeGenerations() {
        let xcode = target.xcode
        let removed = Self.generationKeys.filter { xcode < $0.since }
        let added = Self.generationKeys.filter { xcode >= $0.since && $0.added != nil }
        for id in nib.objects.indices.map(NibObjectID.init) {
            for rule in removed {
                nib[id].properties.removeAll { $0.key == rule.key && (!rule.removedOnlyWhenNil || $0.value == .scalar(.null)) }
            }
            // A custom class's object gets the keys of its UIKit class.
            let className: String
            if case .classSwapper(_, let original) = nib[id].kind { className = original } else { className = nib[id].className }
            for rule in added where rule.addedTo == className && !nib[id].properties.contains(where: { $0.key == rule.key }) {
                let at = rule.after.flatMap { after in nib[id].properties.firstIndex { $0.key == after } }.map { $0 + 1 }
                nib[id].properties.insert(NibProperty(rule.key, rule.added!), at: at ?? nib[id].properties.endIndex)
            }
        }
    }
}
