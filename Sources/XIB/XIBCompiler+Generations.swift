import NibbenchSupport
import NibArchive
import NibModel

extension Session {
    /// The keys that depend on the Xcode followed (``CompileTarget``), applied to the whole
    /// compiled document once its objects are written (docs/uikit-encoding.md, "Xcode
    /// generations", names the pairs each range was read from):
    /// - `UIViewLargeContentStoredProperties` (nil on every view) from Xcode 11;
    /// - an image placeholder's `UISystemSymbolResourceName` and `UISymbolImageConfiguration`
    ///   (nil for an image that is no SF Symbol) from Xcode 13, and its
    ///   `UIResourceCatalogName` (nil) from Xcode 13 too.
    mutating func applyXcodeGenerations() {
        let largeContent = target.xcode >= AppleVersion(11), placeholderKeys = target.xcode >= AppleVersion(13)
        guard !(largeContent && placeholderKeys && !nib.objects.contains { $0.className == "UIImageNibPlaceholder" }) else { return }
        for id in nib.objects.indices.map(NibObjectID.init) {
            if !largeContent {
                nib[id].properties.removeAll { $0.key == "UIViewLargeContentStoredProperties" }
            }
            guard nib[id].className == "UIImageNibPlaceholder" else { continue }
            if !placeholderKeys {
                nib[id].properties.removeAll {
                    ($0.key == "UISystemSymbolResourceName" || $0.key == "UISymbolImageConfiguration") && $0.value == .scalar(.null)
                }
            } else if !nib[id].properties.contains(where: { $0.key == "UIResourceCatalogName" }),
                let at = nib[id].properties.firstIndex(where: { $0.key == "UIResourceName" })
            {
                nib[id].properties.insert(NibProperty("UIResourceCatalogName", .scalar(.null)), at: at + 1)
            }
        }
    }
}
