/// What compiling a xib noticed without failing: what it handled only generically, and
/// warnings.
package struct XIBCompileReport: Sendable, Codable, Equatable {
    /// Objects written (views, constraints, colors, fonts, … not strings and numbers).
    package var objectCount = 0
    /// Connections written.
    package var connectionCount = 0
    /// Prototype cells and supplementary views compiled into nibs of their own (their objects
    /// and connections are counted above too).
    package var prototypeNibCount = 0
    /// Elements no rule compiles, by element name: an unknown object element (given the
    /// nearest UIKit base class), an unknown value element (left out), a relationship to a
    /// storyboard reference (left out). Each is also a warning with its line:column; any of
    /// them makes the nib ``approximate``.
    package var genericElements: [String: Int] = [:]
    /// Attributes compiled by the generic rule (key `UI` + name, value typed from its text),
    /// by attribute name.
    package var genericAttributes: [String: Int] = [:]
    /// Attributes no rule names but UIKit's class list declares as a settable property of the
    /// element's class: typed from the property, keyed by the `UI` + name convention, by
    /// attribute name.
    package var catalogAttributes: [String: Int] = [:]
    /// Warnings, each once (a storyboard compiles some elements into two nibs), in the order
    /// first met.
    package private(set) var warnings: [XIBWarning] = []

    /// Whether the nib only approximates what Apple's compiler writes: some element was
    /// unknown (``genericElements``). Never because of an invented class: there are none.
    package var approximate: Bool { !genericElements.isEmpty }

    /// Creates an empty report.
    package init() {}

    /// Adds `other`'s counts and warnings to this report.
    package mutating func merge(_ other: XIBCompileReport) {
        objectCount += other.objectCount
        connectionCount += other.connectionCount
        prototypeNibCount += other.prototypeNibCount
        genericElements.merge(other.genericElements, uniquingKeysWith: +)
        genericAttributes.merge(other.genericAttributes, uniquingKeysWith: +)
        catalogAttributes.merge(other.catalogAttributes, uniquingKeysWith: +)
        for warning in other.warnings { add(warning) }
    }

    /// Adds `warning` unless an equal one is already there.
    package mutating func add(_ warning: XIBWarning) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// Puts the warnings in the order of file, line, column and message (a folder's files are
    /// compiled in parallel and finish in any order).
    package mutating func sortWarnings() {
        warnings.sort { ($0.file ?? "", $0.line, $0.column, $0.message) < ($1.file ?? "", $1.line, $1.column, $1.message) }
    }

    /// What was compiled generically, by name and count, and the prototype nibs; one item a
    /// line. (The warnings are printed on their own, ``XIBWarning/description``.)
    package var rendered: String {
        func list(_ counts: [String: Int]) -> String {
            counts.isEmpty
                ? "none" : counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
        return [
            "approximate: " + (approximate ? "yes (unknown elements below)" : "no"),
            "unknown elements: " + list(genericElements), "generic attributes: " + list(genericAttributes),
            "attributes typed from UIKit's class list: " + list(catalogAttributes),
            "prototype nibs: \(prototypeNibCount)"
        ].joined(separator: "\n")
    }
}
