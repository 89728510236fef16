import Foundation
import Records

extension SimulationReport {
    /// The accuracy of approximate curves against the full simulations, one line per policy:
    /// `lru      MAE 0.0031  max 0.0097  over 20 capacities  full 12.40 s  approximate 0.61 s (1/20.3)`,
    /// then the sampling time and the totals.
    package static func accuracy(_ entries: [MiniatureAccuracy], samplingSeconds: Double, rate: Double) -> String {
        var lines = ["approximate curves (miniature simulations, sampling rate \(rate)) against the full simulations:"]
        for e in entries {
            lines.append(
                "  " + e.policy.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + String(
                        format: "MAE %.4f  max %.4f  over %d capacities  full %.2f s  approximate %.2f s",
                        e.meanAbsoluteError, e.maximumError, e.capacities, e.fullSeconds, e.approximateSeconds))
        }
        let full = entries.reduce(0) { $0 + $1.fullSeconds }
        let approximate = entries.reduce(0) { $0 + $1.approximateSeconds } + samplingSeconds
        lines.append(
            String(
                format: "  total     full %.2f s  approximate %.2f s (sampling %.2f s included): %.1f%% of the full time",
                full, approximate, samplingSeconds, 100 * approximate / max(full, 1e-9)))
        return lines.joined(separator: "\n")
    }

    /// The approximate curves (`<policy>-approx` rows) as a hit-ratio chart (SVG), with the
    /// full simulations' points as the exact LRU reference when `lru` was simulated at them.
    /// Byte capacities are listed under the plot rather than drawn.
    package static func miniatureChart(_ rows: [SimulationRow], rate: Double) -> String {
        var series: [HitRatioChart.Series] = [], notShown: [String] = []
        var exactLRU: [(capacity: Int, hitRatio: Double)] = []
        for row in rows {
            guard row.capacity.hasPrefix("objects:"), let n = Int(row.capacity.dropFirst("objects:".count)) else {
                if row.policy.hasSuffix(SimulationRow.approximateSuffix) { notShown.append("\(row.policy) at \(row.capacity)") }
                continue
            }
            if row.policy == "lru" { exactLRU.append((n, 1 - row.missRatio)) }
            guard row.policy.hasSuffix(SimulationRow.approximateSuffix) else { continue }
            if let i = series.firstIndex(where: { $0.label == row.policy }) {
                series[i].points.append((n, 1 - row.missRatio))
            } else {
                series.append(HitRatioChart.Series(label: row.policy, style: .series(series.count), points: [(n, 1 - row.missRatio)]))
            }
        }
        var subtitle = "approximate hit ratio per policy (miniature simulations, sampling rate \(rate))"
        if !exactLRU.isEmpty { subtitle += "; grey: exact LRU (full simulation)" }
        return HitRatioChart(series: series, unbounded: [], lruCurve: exactLRU, notShown: notShown, subtitle: subtitle).render()
    }
}
