/// `report.html`: the Markdown report as one self-contained page — the charts' SVG inlined,
/// a few lines of CSS, no scripts, fonts or other external resources.
package enum HTMLReport {
    /// The page's style sheet.
    static let css = """
        body { font-family: sans-serif; color: #222; max-width: 1000px; margin: 2em auto; padding: 0 1em; line-height: 1.45; }
        h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 1.8em; border-bottom: 1px solid #ddd; }
        table { border-collapse: collapse; margin: 0.8em 0; font-size: 0.9em; }
        th, td { border: 1px solid #ddd; padding: 0.25em 0.6em; } th { background: #f4f4f4; }
        tbody tr:nth-child(even) { background: #fafafa; }
        code { font-family: monospace; background: #f4f4f4; padding: 0 0.2em; }
        blockquote { border-left: 4px solid #D55E00; margin: 1em 0; padding: 0.2em 1em; background: #fff5ee; }
        figure { margin: 1.5em 0; } figcaption { color: #666; font-size: 0.9em; }
        figure svg { max-width: 100%; height: auto; }
        """

    /// Renders `markdown` as a page titled `title`, replacing each image whose source is a key
    /// of `inline` by that SVG text.
    ///
    /// - Parameters:
    ///   - markdown: The report (``MarkdownReport/render(_:id:charts:)``).
    ///   - title: The page title.
    ///   - inline: SVG text by image source (such as `charts/latency-cdf.svg`).
    package static func render(markdown: String, title: String, inline: [String: String]) -> String {
        let body = MarkdownHTML.render(markdown) { _, source in inline[source].map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 } }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(MarkdownHTML.escape(title))</title>
            <style>
            \(css)
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }
}
