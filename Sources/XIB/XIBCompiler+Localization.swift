import NibArchive
import NibModel

extension CompileState {
    /// Whether the document at `file` is Base-localized (it lies in a `Base.lproj` folder):
    /// Interface Builder then writes its localizable texts as `NSLocalizableString`s, so that
    /// a `.strings` file can replace them by key.
    static func isBaseLocalized(_ file: String?) -> Bool {
        guard let file else { return false }
        return file.split(separator: "/").dropLast().contains("Base.lproj")
    }

    /// The archive keys of localizable texts and the Interface Builder property each is
    /// (the `NSKey` suffix): a label's, text field's or text view's `text`, a text field's
    /// `placeholder`, an item's or a controller's `title`.
    static let localizableKeys: [String: String] = ["UIText": "text", "UIPlaceholder": "placeholder", "UITitle": "title"]

    /// Elements whose texts Interface Builder localizes.
    static let localizingElements: Set<String> = [
        "label", "textField", "textView", "button", "navigationItem", "barButtonItem", "tabBarItem", "viewController",
        "tableViewController", "collectionViewController", "navigationController", "tabBarController", "searchBar"
    ]

    /// In a Base-localized document, makes the localizable texts of `element`'s properties
    /// `NSLocalizableString`s as Apple's compiler writes them in every Xcode seen (7 to 16):
    /// `NS.bytes` the text, `NSKey` `"<object id>.<property>"` (`h5W-uR-R84.text`; a button's
    /// state titles `LMg-ZX-v0s.normalTitle`), `NSDev` the text again (docs/uikit-encoding.md,
    /// "Xcode generations"). A document outside `Base.lproj` keeps plain strings.
    mutating func localizeTexts(of element: XIBElement, in properties: inout [NibProperty]) {
        guard isBaseLocalized, Self.localizingElements.contains(element.name), let id = element.id else { return }
        for index in properties.indices {
            let property = properties[index]
            if let name = Self.localizableKeys[property.key], case .string(let text) = property.value {
                properties[index].value = localizable(text, key: "\(id).\(name)")
            } else if property.key == "UIButtonStatefulContent", case .dictionary(let entries, _) = property.value {
                for entry in entries {
                    guard case .integer(let state) = entry.key, case .object(let content) = entry.value,
                        let stateName = Self.controlStates.first(where: { $0.value == Int(state) })?.key,
                        let at = nib[content].properties.firstIndex(where: { $0.key == "UITitle" }),
                        case .string(let title) = nib[content].properties[at].value
                    else { continue }
                    nib[content].properties[at].value = localizable(title, key: "\(id).\(stateName)Title")
                }
            }
        }
    }

    /// An `NSLocalizableString` of `text` under `key`.
    private mutating func localizable(_ text: String, key: String) -> NibPropertyValue {
        .object(
            nib.add(
                NibDocumentObject(
                    className: "NSLocalizableString",
                    properties: [
                        NibProperty(UIKitKeys.stringBytes, .scalar(.data(NibData(utf8: text)))), NibProperty("NSKey", .string(key)),
                        NibProperty("NSDev", .string(text))
                    ]), listed: false))
    }
}
