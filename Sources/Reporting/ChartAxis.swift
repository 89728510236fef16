import Foundation

/// One axis of a chart: a domain, a scale (linear, or logarithmic in base 10 or 2), the pixel
/// range it maps onto, and its ticks with labels.
///
/// Linear axes get "nice" 1-2-5 steps and a domain widened to whole steps. Base-10 log axes
/// get a domain of whole decades, labelled decade ticks and unlabelled 2…9 minor ticks (and
/// labels at 2 and 5 when the axis spans at most two decades). Base-2 log axes (for bytes) get
/// power-of-two ticks. Tick values are computed as integer multiples, never by accumulation, so
/// labels carry no floating-point noise.
package struct ChartAxis: Sendable {
    /// How values map to positions.
    package enum Scale: Sendable, Equatable {
        case linear
        case log10
        case log2
    }

    /// How tick values are written.
    package enum Unit: Sendable, Equatable {
        /// A plain number, with as many decimals as the tick step needs.
        case plain
        /// A ratio in 0…1 written as a percentage.
        case percent
        /// Nanoseconds written in ns, µs, ms or s.
        case time
        /// Bytes written in B, KiB, MiB or GiB.
        case bytes
    }

    /// One tick: where, and its label (empty for a minor tick).
    package struct Tick: Sendable, Equatable {
        /// Where the tick is, in data units.
        package var value: Double
        /// The label, or empty for a minor tick.
        package var label: String
        /// Whether the tick gets a label and a stronger grid line.
        package var isMajor: Bool { !label.isEmpty }
    }

    /// How values map to positions.
    package let scale: Scale
    /// How tick labels are written.
    package let unit: Unit
    /// The lowest value on the axis.
    package let lower: Double
    /// The highest value on the axis.
    package let upper: Double
    /// The ticks, ascending.
    package let ticks: [Tick]
    /// The one unit every tick label is in (`ns`, `µs`, `ms`, `s`), for the axis title, when
    /// the labels carry none (``linearTime(_:_:includeZero:target:)``); else nil.
    package private(set) var unitSymbol: String? = nil
    /// The pixel of ``lower``.
    package var start: Double = 0
    /// The pixel of ``upper``.
    package var end: Double = 1

    init(scale: Scale, unit: Unit, lower: Double, upper: Double, ticks: [Tick]) {
        self.scale = scale
        self.unit = unit
        self.lower = lower
        self.upper = upper
        self.ticks = ticks
    }

    /// A copy mapped onto the pixels `start` (for ``lower``) to `end` (for ``upper``).
    package func placed(from start: Double, to end: Double) -> ChartAxis {
        var axis = self
        axis.start = start
        axis.end = end
        return axis
    }

    /// The pixel of `value`, clamped to the axis (log axes clamp non-positive values to
    /// ``lower``).
    ///
    /// - Complexity: O(1).
    package func position(_ value: Double) -> Double {
        let t: Double
        switch scale {
        case .linear:
            t = upper == lower ? 0 : (value - lower) / (upper - lower)
        case .log10, .log2:
            let v = max(value, lower)
            t = Foundation.log(upper / lower) == 0 ? 0 : Foundation.log(v / lower) / Foundation.log(upper / lower)
        }
        return start + min(1, max(0, t)) * (end - start)
    }

    // MARK: Making axes

    /// A linear axis over `minimum…maximum` with about `target` nice ticks.
    ///
    /// - Parameters:
    ///   - includeZero: Extend the domain to 0.
    package static func linear(_ minimum: Double, _ maximum: Double, unit: Unit = .plain, includeZero: Bool = true, target: Int = 6) -> ChartAxis {
        var low = includeZero ? min(0, minimum) : minimum
        var high = includeZero ? max(0, maximum) : maximum
        if !(low.isFinite && high.isFinite) { (low, high) = (0, 1) }
        if high <= low { high = low == 0 ? 1 : low + abs(low) * 0.1 }
        let step = niceStep((high - low) / Double(max(1, target)))
        let first = (low / step).rounded(.down), last = (high / step).rounded(.up)
        let decimals = max(0, Int(-Foundation.log10(step).rounded(.down)))
        let ticks = stride(from: first, through: last, by: 1).map { k -> Tick in
            let value = k * step
            return Tick(value: value, label: label(value, unit: unit, decimals: decimals))
        }
        return ChartAxis(scale: .linear, unit: unit, lower: first * step, upper: last * step, ticks: ticks)
    }

    /// A linear axis of nanoseconds whose labels are all in one unit, picked from the range by
    /// ``timeUnit(forMaximum:)`` (so a p99 of 16,000 µs is labelled `16` on an axis in ms); the
    /// unit is ``unitSymbol``, for the title. Values and positions stay in nanoseconds.
    package static func linearTime(_ minimum: Double, _ maximum: Double, includeZero: Bool = true, target: Int = 6) -> ChartAxis {
        let unit = timeUnit(forMaximum: max(abs(minimum), abs(maximum)))
        let scaled = linear(minimum / unit.nanoseconds, maximum / unit.nanoseconds, unit: .plain, includeZero: includeZero, target: target)
        var axis = ChartAxis(
            scale: .linear, unit: .time, lower: scaled.lower * unit.nanoseconds, upper: scaled.upper * unit.nanoseconds,
            ticks: scaled.ticks.map { Tick(value: $0.value * unit.nanoseconds, label: $0.label) })
        axis.unitSymbol = unit.symbol
        return axis
    }

    /// The unit a time axis reaching `nanoseconds` is labelled in: the largest that keeps the
    /// largest label under 10,000 — ns below 10 µs, µs below 10 ms, ms below 10 s, else s.
    package static func timeUnit(forMaximum nanoseconds: Double) -> (symbol: String, nanoseconds: Double) {
        switch nanoseconds {
        case ..<1e4: ("ns", 1)
        case ..<1e7: ("µs", 1e3)
        case ..<1e10: ("ms", 1e6)
        default: ("s", 1e9)
        }
    }

    /// A 0–100% axis with a tick every 20%.
    package static func percent() -> ChartAxis {
        let ticks = (0...5).map { Tick(value: Double($0) / 5, label: "\($0 * 20)%") }
        return ChartAxis(scale: .linear, unit: .percent, lower: 0, upper: 1, ticks: ticks)
    }

    /// A base-10 logarithmic axis from the largest 1, 2 or 5 × 10ⁿ at or below `minimum` to
    /// the smallest at or above `maximum` (values at or below 0 are treated as 1).
    ///
    /// Decades are labelled, 2…9 × 10ⁿ are minor ticks (also labelled at 2 and 5 when the axis
    /// spans at most two decades), and each end is labelled unless it is within 0.35 decade of
    /// a labelled decade.
    package static func log10(_ minimum: Double, _ maximum: Double, unit: Unit = .plain) -> ChartAxis {
        let low = minimum > 0 ? minimum : 1
        let high = max(maximum, low)
        var lower = niceBound(low, up: false), upper = niceBound(high, up: true)
        if upper <= lower { upper = niceBound(lower * 1.5, up: true) }
        if upper <= lower { (lower, upper) = (1, 10) }
        let firstDecade = Int(Foundation.log10(lower).rounded(.down))
        let lastDecade = Int(Foundation.log10(upper).rounded(.up))
        let few = Foundation.log10(upper / lower) <= 2.01
        var candidates: [(value: Double, labelled: Bool, isDecade: Bool)] = []
        for decade in firstDecade...lastDecade {
            for multiple in 1...9 {
                let value = Double(multiple) * power10(decade)
                guard value >= lower && value <= upper else { continue }
                candidates.append((value, multiple == 1 || (few && (multiple == 2 || multiple == 5)), multiple == 1))
            }
        }
        let labelledDecades = candidates.filter(\.labelled).map(\.value)
        let ticks = candidates.map { c -> Tick in
            var labelled = c.labelled
            if !labelled && (c.value == lower || c.value == upper) {
                labelled = labelledDecades.allSatisfy { abs(Foundation.log10($0 / c.value)) >= 0.35 }
            }
            return Tick(value: c.value, label: labelled ? label(c.value, unit: unit, decimals: 0) : "")
        }
        return ChartAxis(scale: .log10, unit: unit, lower: lower, upper: upper, ticks: ticks)
    }

    /// The nearest 1, 2 or 5 × 10ⁿ at or below (`up` false) or at or above `value` (> 0).
    static func niceBound(_ value: Double, up: Bool) -> Double {
        let decade = Int(Foundation.log10(value).rounded(.down))
        let steps = (decade - 1...decade + 1).flatMap { d in [1.0, 2, 5].map { $0 * power10(d) } }
        return up
            ? steps.first { $0 >= value * (1 - 1e-12) } ?? power10(decade + 1)
            : steps.last { $0 <= value * (1 + 1e-12) } ?? power10(decade)
    }

    /// A base-2 logarithmic axis over powers of two around `minimum…maximum`, with at most
    /// about eight labelled ticks (every power of 2, 4, 8 … as needed).
    package static func log2(_ minimum: Double, _ maximum: Double, unit: Unit = .bytes) -> ChartAxis {
        let low = max(1, minimum), high = max(maximum, low)
        let first = Int(Foundation.log2(low).rounded(.down))
        var last = Int(Foundation.log2(high).rounded(.up))
        if last <= first { last = first + 1 }
        let every = max(1, (last - first + 7) / 8)
        let ticks = stride(from: first, through: last, by: 1).map { exponent -> Tick in
            let value = Double(UInt64(1) << UInt64(min(62, max(0, exponent))))
            return Tick(value: value, label: (exponent - first) % every == 0 ? label(value, unit: unit, decimals: 0) : "")
        }
        return ChartAxis(scale: .log2, unit: unit, lower: ticks.first!.value, upper: ticks.last!.value, ticks: ticks)
    }

    /// A 1, 2 or 5 × 10ⁿ step near `raw`.
    ///
    /// - Complexity: O(1).
    package static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let exponent = Int(Foundation.log10(raw).rounded(.down))
        let magnitude = power10(exponent)
        let fraction = raw / magnitude
        let nice: Double = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10
        return nice * magnitude
    }

    /// 10ⁿ, exact for the integers it can be.
    static func power10(_ exponent: Int) -> Double {
        exponent >= 0 ? (0..<exponent).reduce(1.0) { r, _ in r * 10 } : 1 / power10(-exponent)
    }

    // MARK: Labels

    /// The label of a tick at `value`.
    static func label(_ value: Double, unit: Unit, decimals: Int) -> String {
        switch unit {
        case .plain: SVGDocument.number(value, decimals: min(3, decimals))
        case .percent: SVGDocument.number(value * 100, decimals: max(0, min(3, decimals - 2))) + "%"
        case .time: time(value)
        case .bytes: bytes(value)
        }
    }

    /// Nanoseconds in the largest unit that keeps the number at least 1: `500 ns`, `1 µs`,
    /// `250 µs`, `1.5 ms`.
    package static func time(_ nanoseconds: Double) -> String {
        let units: [(Double, String)] = [(1e9, "s"), (1e6, "ms"), (1e3, "µs")]
        for (scale, name) in units where abs(nanoseconds) >= scale {
            return SVGDocument.number(nanoseconds / scale, decimals: 2) + " " + name
        }
        return SVGDocument.number(nanoseconds, decimals: 0) + " ns"
    }

    /// Bytes in the largest binary unit that keeps the number at least 1: `512 B`, `256 KiB`,
    /// `1.5 MiB`.
    package static func bytes(_ bytes: Double) -> String {
        let units: [(Double, String)] = [(1_073_741_824, "GiB"), (1_048_576, "MiB"), (1024, "KiB")]
        for (scale, name) in units where abs(bytes) >= scale {
            return SVGDocument.number(bytes / scale, decimals: 1) + " " + name
        }
        return SVGDocument.number(bytes, decimals: 0) + " B"
    }
}
