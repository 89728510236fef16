/// One XML element of a xib, as read: its name, attributes in document order, child
/// elements, text, and where it starts.
///
/// Everything is kept, known or not, so that nothing in a user's xib is silently lost; the
/// compiler reports what it handled only generically.
package struct XIBElement: Sendable, Hashable {
    /// The element name (`view`, `rect`, `outlet`, …).
    package var name: String
    /// The attributes, in document order.
    package var attributes: [(name: String, value: String)]
    /// The child elements, in document order.
    package var children: [XIBElement]
    /// Character data directly inside the element (trimmed), if any.
    package var text: String
    /// 1-based line of the element's start tag.
    package var line: Int
    /// 1-based column of the element's start tag (as the XML parser reports it).
    package var column: Int

    /// Creates an element.
    package init(
        name: String, attributes: [(name: String, value: String)] = [], children: [XIBElement] = [],
        text: String = "", line: Int = 0, column: Int = 0
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    /// The value of attribute `name`.
    ///
    /// - Complexity: O(*a*) in the number of attributes (a handful).
    package subscript(name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first child named `name`.
    package func child(_ name: String) -> XIBElement? {
        children.first { $0.name == name }
    }

    /// The children named `name`.
    package func children(_ name: String) -> [XIBElement] {
        children.filter { $0.name == name }
    }

    /// The `id` attribute.
    package var id: String? { self["id"] }

    /// The `key` attribute: the property this element sets on its parent.
    package var key: String? { self["key"] }

    package static func == (lhs: XIBElement, rhs: XIBElement) -> Bool {
        lhs.name == rhs.name && lhs.text == rhs.text && lhs.line == rhs.line && lhs.column == rhs.column
            && lhs.children == rhs.children && lhs.attributes.elementsEqual(rhs.attributes) { $0 == $1 }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(attributes.count)
        hasher.combine(children.count)
    }
}
