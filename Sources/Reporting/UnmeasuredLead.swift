/// The lines a report opens with when part of its input could not be measured (issue 40:
/// a report never presents a gap as a result): the count in bold, what it means for the
/// figures below, and one item per file or scene with its cause.
package enum UnmeasuredLead {
    /// The lead as Markdown lines (a quote block, then a blank line); none when `items` is empty.
    ///
    /// - Parameters:
    ///   - summary: "2 of 14 files not measured".
    ///   - consequence: what the reader should take from it, one sentence.
    ///   - items: `(what, cause)`: a file or scene, and why it was not measured.
    package static func markdown(summary: String, consequence: String, items: [(what: String, cause: String)]) -> [String] {
        guard !items.isEmpty else { return [] }
        var lines = ["> **\(summary)**: \(consequence)", ">"]
        lines += items.map { "> - `\($0.what)`: " + $0.cause.split(whereSeparator: \.isNewline).joined(separator: " ") }
        return lines + [""]
    }
}
