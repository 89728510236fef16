import Foundation

/// A Markdown → HTML renderer for exactly the subset ``MarkdownReport`` and
/// ``Comparison`` emit: ATX headings, paragraphs, `>` quotes, `- ` bullet lists, pipe tables
/// with `:---` / `---:` / `:---:` alignment, code spans, `**bold**`, and images alone on a
/// line. Everything else is text; all text is HTML-escaped.
///
/// The output is well-formed XML (XHTML-style void elements), so it can be parsed as such.
package enum MarkdownHTML {
    /// Renders `markdown` to an HTML fragment.
    ///
    /// - Parameters:
    ///   - markdown: The document.
    ///   - image: Given an image's alt text and source, the HTML to put in its place (for
    ///     example the SVG itself), or nil for an `<img>` element.
    /// - Complexity: O(*n*) in the text.
    package static func render(_ markdown: String, image: (_ alt: String, _ source: String) -> String? = { _, _ in nil }) -> String {
        var html = ""
        var paragraph: [String] = []
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        func closeParagraph() {
            if !paragraph.isEmpty { html += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n" }
            paragraph.removeAll()
        }
        while let line = lines.popFirst() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty {
                closeParagraph()
            } else if let (level, text) = heading(trimmed) {
                closeParagraph()
                html += "<h\(level)>" + inline(text) + "</h\(level)>\n"
            } else if let (alt, source) = imageLine(trimmed) {
                closeParagraph()
                html += "<figure>" + (image(alt, source) ?? "<img src=\"\(escape(source))\" alt=\"\(escape(alt))\"/>")
                html += "<figcaption>" + escape(alt) + "</figcaption></figure>\n"
            } else if trimmed.hasPrefix("> ") || trimmed == ">" {
                closeParagraph()
                var quoted = [String(trimmed.dropFirst()).trimmingWhitespace()]
                while let next = lines.first?.trimmingWhitespace(), next.hasPrefix(">") {
                    quoted.append(String(next.dropFirst()).trimmingWhitespace())
                    lines.removeFirst()
                }
                html += "<blockquote><p>" + inline(quoted.joined(separator: " ")) + "</p></blockquote>\n"
            } else if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
                closeParagraph()
                var items = [String(trimmed.dropFirst(2))]
                while let next = lines.first?.trimmingWhitespace(), next.hasPrefix("- ") || next.hasPrefix("* ") {
                    items.append(String(next.dropFirst(2)))
                    lines.removeFirst()
                }
                html += "<ul>\n" + items.map { "<li>" + inline($0) + "</li>\n" }.joined() + "</ul>\n"
            } else if trimmed.hasPrefix("|"), let separator = lines.first.map({ $0.trimmingWhitespace() }), let alignments = alignmentRow(separator) {
                closeParagraph()
                lines.removeFirst()
                var rows: [[String]] = []
                while let next = lines.first?.trimmingWhitespace(), next.hasPrefix("|") {
                    rows.append(cells(next))
                    lines.removeFirst()
                }
                html += table(header: cells(trimmed), alignments: alignments, rows: rows)
            } else {
                paragraph.append(trimmed)
            }
        }
        closeParagraph()
        return html
    }

    /// `# text` … `###### text`.
    static func heading(_ line: String) -> (Int, String)? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return (hashes, String(line.dropFirst(hashes + 1)).trimmingWhitespace())
    }

    /// `![alt](source)` as the whole line.
    static func imageLine(_ line: String) -> (String, String)? {
        guard line.hasPrefix("!["), line.hasSuffix(")"), let middle = line.range(of: "](") else { return nil }
        let alt = line[line.index(line.startIndex, offsetBy: 2)..<middle.lowerBound]
        let source = line[middle.upperBound..<line.index(before: line.endIndex)]
        guard !alt.contains("]"), !source.contains(")") else { return nil }
        return (String(alt), String(source))
    }

    /// The cells of a table row: split on `|` that is not escaped as `\|`, outer pipes dropped.
    static func cells(_ row: String) -> [String] {
        var cells: [String] = [], current = "", escaped = false
        for c in row {
            if escaped { current.append(c); escaped = false; continue }
            switch c {
            case "\\": escaped = true
            case "|": cells.append(current); current = ""
            default: current.append(c)
            }
        }
        cells.append(current)
        if row.hasPrefix("|") { cells.removeFirst() }
        if row.hasSuffix("|") && !row.hasSuffix("\\|") { cells.removeLast() }
        return cells.map { $0.trimmingWhitespace() }
    }

    /// The alignments of a `|---|:---:|---:|` row (nil for any other line).
    static func alignmentRow(_ line: String) -> [String?]? {
        guard line.hasPrefix("|") else { return nil }
        let parts = cells(line)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 == "-" || $0 == ":" } && $0.contains("-") }) else { return nil }
        return parts.map { cell in
            switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
            case (true, true): "center"
            case (false, true): "right"
            case (true, false): "left"
            case (false, false): nil
            }
        }
    }

    static func table(header: [String], alignments: [String?], rows: [[String]]) -> String {
        func cell(_ tag: String, _ text: String, _ column: Int) -> String {
            let align = column < alignments.count ? alignments[column] : nil
            return "<\(tag)" + (align.map { " style=\"text-align:\($0)\"" } ?? "") + ">" + inline(text) + "</\(tag)>"
        }
        var html = "<table>\n<thead><tr>" + header.enumerated().map { cell("th", $1, $0) }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows { html += "<tr>" + row.enumerated().map { cell("td", $1, $0) }.joined() + "</tr>\n" }
        return html + "</tbody>\n</table>\n"
    }

    /// Code spans and bold in `text`, everything escaped. An unclosed `` ` `` or `**` is text.
    static func inline(_ text: String) -> String {
        var html = ""
        var rest = Substring(text)
        var bold = false
        while let c = rest.first {
            if c == "`", let close = rest.dropFirst().firstIndex(of: "`") {
                html += "<code>" + escape(String(rest[rest.index(after: rest.startIndex)..<close])) + "</code>"
                rest = rest[rest.index(after: close)...]
            } else if rest.hasPrefix("**"), bold || rest.dropFirst(2).contains("**") {
                html += bold ? "</strong>" : "<strong>"
                bold.toggle()
                rest = rest.dropFirst(2)
            } else {
                html += escape(String(c))
                rest = rest.dropFirst()
            }
        }
        return html + (bold ? "</strong>" : "")
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped.
    package static func escape(_ text: String) -> String { SVGDocument.escape(text) }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and carriage returns.
    fileprivate func trimmingWhitespace() -> String { trimmingCharacters(in: CharacterSet(charactersIn: " \t\r")) }
}
