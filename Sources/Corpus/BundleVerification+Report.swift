import Foundation
import Manifest
import NibArchive
import NibbenchSupport

extension BundleVerification {
    /// The report as text: what was followed, one line per scored nib (the lowest first), the
    /// nibs below `threshold`, then what could not be paired or scored, and the means.
    package func text(bundle: String, info: AppBundleInfo?, threshold: Double) -> String {
        var lines: [String] = []
        lines.append("verify \(bundle): compiled as \(target)" + (info.map { " (the bundle's Info.plist: \($0.summary))" } ?? ""))
        let width = max(3, scored.map(\.nib.count).max() ?? 0)
        lines.append("  " + "nib".padding(toLength: width, withPad: " ", startingAt: 0) + "  connections  classes  keys   values")
        for entry in scored.sorted(by: { ($0.lowest, $0.nib) < ($1.lowest, $1.nib) }) {
            let f = entry.fidelity
            let mark = entry.lowest < threshold ? "  < \(String(format: "%.2f", threshold))" : ""
            lines.append(
                "  " + entry.nib.padding(toLength: width, withPad: " ", startingAt: 0)
                    + String(format: "  %11.3f  %7.3f  %5.3f  %5.2f×", f.connections, f.classes, f.keys, f.values) + mark)
        }
        for failure in failures { lines.append("  not scored: \(failure.path): \(failure.message)") }
        for path in unpairedCompiled { lines.append("  no source: \(path) (no .xib or .storyboard of that name below the source folder)") }
        for path in unmatchedApple { lines.append("  no scene of ours: \(path)") }
        for path in unmatchedOurs { lines.append("  not in Apple's bundle: \(path)") }
        if !unpairedSources.isEmpty {
            lines.append(
                "  sources not built into this bundle (\(unpairedSources.count)): " + unpairedSources.prefix(10).joined(separator: ", ")
                    + (unpairedSources.count > 10 ? ", …" : ""))
        }
        let m = means
        lines.append(
            "\(MessageText.counted(scored.count, "nib")) scored"
                + String(format: ": mean connections %.3f, classes %.3f, keys %.3f, values %.2f×", m.connections, m.classes, m.keys, m.values)
                + "; \(below(threshold).count) below \(String(format: "%.2f", threshold))")
        return lines.joined(separator: "\n")
    }

    /// The report as one JSON document (schema 1, keys sorted): `bundle`, `info` (the bundle's
    /// Info.plist values), `followed` (`{xcode, deploymentTarget}`), `threshold`, `nibs`
    /// (`{nib, source, connections, classes, keys, values, lowest, below, missingConnections,
    /// extraConnections, keysOnlyInApple, keysOnlyInOurs}`, a key as `Class.key`), `means`, `below`, `unpairedCompiled`, `unpairedSources`,
    /// `unmatchedApple`, `unmatchedOurs`, `failures` (`{path, message}`).
    package func json(bundle: String, info: AppBundleInfo?, threshold: Double) throws -> Data {
        struct Document: Encodable {
            struct Followed: Encodable { var xcode: String, deploymentTarget: String? }
            struct Nib: Encodable {
                var nib: String, source: String, connections: Double, classes: Double, keys: Double, values: Double, lowest: Double
                var below: Bool, missingConnections: [String], extraConnections: [String]
                var keysOnlyInApple: [String], keysOnlyInOurs: [String]
            }
            struct Means: Encodable { var connections: Double, classes: Double, keys: Double, values: Double }
            struct FailureEntry: Encodable { var path: String, message: String }
            var schema = 1
            var bundle: String, info: AppBundleInfo?, followed: Followed, threshold: Double
            var nibs: [Nib], means: Means, below: Int
            var unpairedCompiled: [String], unpairedSources: [String], unmatchedApple: [String], unmatchedOurs: [String]
            var failures: [FailureEntry]
        }
        let m = means
        let document = Document(
            bundle: bundle, info: info, followed: .init(xcode: target.xcode.description, deploymentTarget: target.deploymentTarget?.description),
            threshold: threshold,
            nibs: scored.map {
                let f = $0.fidelity
                return .init(
                    nib: $0.nib, source: $0.source, connections: f.connections, classes: f.classes, keys: f.keys,
                    values: f.values.isFinite ? f.values : -1, lowest: $0.lowest, below: $0.lowest < threshold,
                    missingConnections: f.missingConnections, extraConnections: f.extraConnections,
                    keysOnlyInApple: f.apple.keys.subtracting(f.ours.keys).sorted().map { "\($0.className).\($0.key)" },
                    keysOnlyInOurs: f.ours.keys.subtracting(f.apple.keys).sorted().map { "\($0.className).\($0.key)" })
            },
            means: .init(connections: m.connections, classes: m.classes, keys: m.keys, values: m.values.isFinite ? m.values : -1),
            below: below(threshold).count, unpairedCompiled: unpairedCompiled, unpairedSources: unpairedSources,
            unmatchedApple: unmatchedApple, unmatchedOurs: unmatchedOurs, failures: failures.map { .init(path: $0.path, message: $0.message) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document)
    }
}
