/// Reading a keyed archive written as XML (the legacy Interface Builder 3 xib format).
extension XIBElement {
    /// The first child whose `key` is `key` (a keyed-archive property).
    func keyed(_ key: String) -> XIBElement? {
        children.first { $0.key == key }
    }

    /// The items of an archive collection (`<array>`, or `<object class="NSMutableArray">` with
    /// the `EncodedWithXMLCoder` marker of version 7.10 left out).
    var items: [XIBElement] {
        children.filter { !($0.name == "bool" && $0.key == "EncodedWithXMLCoder") }
    }

    /// The entries of an archive dictionary: `dict.sortedKeys` with `dict.values` (7.10), or
    /// the keyed children themselves (8.00).
    var dictionaryEntries: [(key: String, value: XIBElement)] {
        if let keys = keyed("dict.sortedKeys"), let values = keyed("dict.values") {
            return zip(keys.items, values.items).map { ($0.text, $1) }
        }
        return items.compactMap { child in child.key.map { ($0, child) } }
    }
}
