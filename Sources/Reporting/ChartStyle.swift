/// Colours, dashes, markers and text metrics shared by every chart.
///
/// Colours are the Okabe–Ito palette (safe for the common colour-vision deficiencies) without
/// its yellow, which is too light on white. A series keeps its style in every chart of a
/// report: the style is chosen by the configuration's index in the run, so `decoded-lru@…` is
/// the same colour in the CDF, the scatter and the bar charts. Past seven series the colours
/// repeat with another dash pattern and marker shape.
package struct SeriesStyle: Sendable, Equatable {
    /// Stroke and fill colour (`#rrggbb`).
    package var color: String
    /// An SVG `stroke-dasharray`, or nil for a solid line.
    package var dash: String?
    /// The scatter marker.
    package var marker: MarkerShape

    /// The style of series number `index` (0-based).
    ///
    /// - Complexity: O(1).
    package static func series(_ index: Int) -> SeriesStyle {
        let i = max(0, index)
        let round = i / ChartStyle.palette.count
        return SeriesStyle(
            color: ChartStyle.palette[i % ChartStyle.palette.count],
            dash: ChartStyle.dashes[round % ChartStyle.dashes.count],
            marker: MarkerShape.allCases[round % MarkerShape.allCases.count])
    }
}

/// Shared constants and text metrics of the charts.
package enum ChartStyle {
    /// Okabe–Ito: blue, vermillion, bluish green, reddish purple, orange, sky blue, black.
    package static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]
    /// Dash patterns for the first, second, third … round of colours.
    static let dashes: [String?] = [nil, "7 3", "2 2"]
    /// Axis, tick and frame colour.
    static let ink = "#333333"
    /// Grid line colours.
    static let majorGrid = "#d9d9d9"
    static let minorGrid = "#efefef"
    /// Secondary text colour.
    static let muted = "#666666"
    /// Stroke opacity of series drawn for context only (the latency CDF's unranked lines).
    static let faintOpacity = 0.3
    /// Canvas width of every chart.
    static let width = 900.0

    /// An estimate of the width of `text` at `size` in a sans-serif font (no font metrics on
    /// a server; measured on DejaVu Sans, one of the widest
    /// common sans-serif fonts, so that labels do not collide).
    ///
    /// - Complexity: O(*n*).
    package static func textWidth(_ text: String, size: Double = 12) -> Double {
        var units = 0.0
        for c in text {
            switch c {
            case "i", "j", "l", ".", ",", ":", ";", "|", "!", "'", " ": units += 0.3
            case "t", "f", "r", "(", ")", "[", "]", "-": units += 0.39
            case "m", "w", "M", "W", "@", "%": units += 0.95
            case "A"..."Z": units += 0.72
            default: units += 0.62
            }
        }
        return units * size
    }

    /// `text` cut to at most `width` pixels in the middle, with an ellipsis where cut: the
    /// start and the end stay, since the end is what tells long names apart
    /// (`Main.storyboardc/UIViewController-WaG-4q-T2x` and `…-Hb8-ko-9Qe`; `decoded-lru@objects:64`
    /// and `@objects:256`). The end gets 60% of the room.
    ///
    /// - Complexity: O(*n*).
    static func fit(_ text: String, width: Double, size: Double = 12) -> String {
        if textWidth(text, size: size) <= width { return text }
        let characters = Array(text)
        let room = max(0, width - textWidth("…", size: size))
        func widthOf(_ c: Character) -> Double { textWidth(String(c), size: size) }
        var tail = 0, used = 0.0
        while tail < characters.count, used + widthOf(characters[characters.count - 1 - tail]) <= room * 0.6 {
            used += widthOf(characters[characters.count - 1 - tail])
            tail += 1
        }
        var head = 0
        while head < characters.count - tail, used + widthOf(characters[head]) <= room {
            used += widthOf(characters[head])
            head += 1
        }
        return String(characters[..<head]) + "…" + String(characters[(characters.count - tail)...])
    }
}
