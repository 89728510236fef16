/// A tiny SVG builder: elements appended in order, attributes and text escaped, coordinates
/// rounded to one decimal with a fixed, locale-free format, so the same chart always renders
/// to the same bytes.
///
/// The output has no XML prolog and no `id`s, so it can be written as a `.svg` file or inlined
/// into HTML as is, several times on one page.
package struct SVGDocument: Sendable {
    /// Width of the canvas in user units (pixels).
    package let width: Double
    /// Height of the canvas in user units (pixels).
    package let height: Double
    /// A short description, written as the SVG's `<title>` (for screen readers and tooltips).
    package let title: String
    private var body: [String] = []

    /// Creates an empty canvas with a white background.
    ///
    /// - Parameters:
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - title: The accessible title.
    package init(width: Double, height: Double, title: String) {
        self.width = width
        self.height = height
        self.title = title
        rect(x: 0, y: 0, width: width, height: height, fill: "#ffffff")
    }

    /// The SVG text, ending in a newline.
    package func render() -> String {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        out += " viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" role=\"img\" aria-label=\"\(Self.escape(title))\""
        out += " font-family=\"sans-serif\" font-size=\"12\">\n"
        out += "<title>\(Self.escape(title))</title>\n"
        for element in body { out += element + "\n" }
        return out + "</svg>\n"
    }

    // MARK: Elements

    /// A straight line; `opacity` below 1 draws it light.
    package mutating func line(
        x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, dash: String? = nil,
        opacity: Double? = nil
    ) {
        var e = "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\""
        e += " stroke=\"\(Self.escape(stroke))\" stroke-width=\"\(Self.number(width))\""
        if let dash { e += " stroke-dasharray=\"\(Self.escape(dash))\"" }
        if let opacity { e += " stroke-opacity=\"\(Self.number(opacity, decimals: 2))\"" }
        body.append(e + "/>")
    }

    /// A rectangle; negative sizes are clamped to 0.
    package mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil) {
        var e =
            "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(0, width)))\" height=\"\(Self.number(max(0, height)))\""
        e += " fill=\"\(Self.escape(fill))\""
        if let stroke { e += " stroke=\"\(Self.escape(stroke))\"" }
        body.append(e + "/>")
    }

    /// An open polyline through `points` (nothing when fewer than two); `opacity` below 1
    /// draws it light.
    package mutating func polyline(
        _ points: [(x: Double, y: Double)], stroke: String, width: Double = 1.5, dash: String? = nil,
        opacity: Double? = nil
    ) {
        guard points.count > 1 else { return }
        let coordinates = points.map { Self.number($0.x) + "," + Self.number($0.y) }.joined(separator: " ")
        var e = "<polyline points=\"\(coordinates)\" fill=\"none\" stroke=\"\(Self.escape(stroke))\" stroke-width=\"\(Self.number(width))\""
        e += " stroke-linejoin=\"round\""
        if let dash { e += " stroke-dasharray=\"\(Self.escape(dash))\"" }
        if let opacity { e += " stroke-opacity=\"\(Self.number(opacity, decimals: 2))\"" }
        body.append(e + "/>")
    }

    /// A marker of `shape` centred on (`x`, `y`) with the given radius.
    package mutating func marker(_ shape: MarkerShape, x: Double, y: Double, radius: Double, fill: String, stroke: String = "#ffffff") {
        let style = " fill=\"\(Self.escape(fill))\" stroke=\"\(Self.escape(stroke))\" stroke-width=\"1\""
        switch shape {
        case .circle:
            body.append("<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\"\(style)/>")
        case .square:
            let r = radius * 0.9
            body.append(
                "<rect x=\"\(Self.number(x - r))\" y=\"\(Self.number(y - r))\" width=\"\(Self.number(2 * r))\" height=\"\(Self.number(2 * r))\"\(style)/>"
            )
        case .triangle:
            let r = radius * 1.2
            let points = [(x, y - r), (x + r * 0.87, y + r * 0.5), (x - r * 0.87, y + r * 0.5)]
            body.append("<polygon points=\"\(points.map { Self.number($0.0) + "," + Self.number($0.1) }.joined(separator: " "))\"\(style)/>")
        case .diamond:
            let r = radius * 1.25
            let points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
            body.append("<polygon points=\"\(points.map { Self.number($0.0) + "," + Self.number($0.1) }.joined(separator: " "))\"\(style)/>")
        }
    }

    /// A line of text. `anchor` is `start`, `middle` or `end`; `rotate` turns it about its
    /// anchor; `halo` draws a white outline under the glyphs so the text stays readable over
    /// lines and markers; `tooltip`, when given, is the text's `<title>` (shown on hover).
    package mutating func text(
        _ text: String, x: Double, y: Double, anchor: String = "start", size: Double = 12, weight: String? = nil,
        fill: String = "#222222", rotate: Double? = nil, halo: Bool = false, tooltip: String? = nil
    ) {
        var e = "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\""
        if anchor != "start" { e += " text-anchor=\"\(Self.escape(anchor))\"" }
        if size != 12 { e += " font-size=\"\(Self.number(size))\"" }
        if let weight { e += " font-weight=\"\(Self.escape(weight))\"" }
        e += " fill=\"\(Self.escape(fill))\""
        if let rotate { e += " transform=\"rotate(\(Self.number(rotate)) \(Self.number(x)) \(Self.number(y)))\"" }
        if halo { e += " stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\"" }
        body.append(e + ">" + (tooltip.map { "<title>\(Self.escape($0))</title>" } ?? "") + "\(Self.escape(text))</text>")
    }

    /// A label cut in the middle to at most `width` pixels (``ChartStyle/fit(_:width:size:)``);
    /// when cut, the whole label is its tooltip, so no name is lost.
    package mutating func label(
        _ text: String, width: Double, x: Double, y: Double, anchor: String = "start", size: Double = 11,
        weight: String? = nil, fill: String = "#222222"
    ) {
        let shown = ChartStyle.fit(text, width: width, size: size)
        self.text(shown, x: x, y: y, anchor: anchor, size: size, weight: weight, fill: fill, tooltip: shown == text ? nil : text)
    }

    // MARK: Formatting

    /// `value` rounded to `decimals` (0…3) places, without trailing zeros, without `-0`, with
    /// a `.` decimal separator whatever the locale.
    ///
    /// - Complexity: O(1).
    package static func number(_ value: Double, decimals: Int = 1) -> String {
        guard value.isFinite else { return "0" }
        let scale = [1, 10, 100, 1000][min(3, max(0, decimals))]
        let scaled = Int64((value * Double(scale)).rounded())
        if scaled == 0 { return "0" }
        let sign = scaled < 0 ? "-" : ""
        let magnitude = scaled.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = magnitude % UInt64(scale)
        guard fraction != 0 else { return sign + String(whole) }
        var digits = decimals
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let text = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities: safe in element content and
    /// in quoted attribute values.
    ///
    /// - Complexity: O(*n*).
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// The shape of a scatter marker.
package enum MarkerShape: Sendable, CaseIterable {
    case circle, square, triangle, diamond
}
