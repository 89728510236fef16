import Foundation
import Testing

/// Snapshot files under `Tests/ReportingTests/Snapshots/`: a mismatch fails with the first
/// differing line; `NIBBENCH_RECORD_SNAPSHOTS=1` rewrites them from the current output.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Compares `text` with the snapshot `name` (a path under `Snapshots/`).
    static func check(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["NIBBENCH_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("snapshot \(name) is missing (NIBBENCH_RECORD_SNAPSHOTS=1 to record it)", sourceLocation: sourceLocation)
            return
        }
        if text != expected {
            Issue.record("\(name) changed: \(difference(expected, text)) (NIBBENCH_RECORD_SNAPSHOTS=1 to re-record)", sourceLocation: sourceLocation)
        }
    }

    /// Where two texts first differ: line number, expected line, actual line.
    static func difference(_ expected: String, _ actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? String(e[i]) : "<end of file>", al = i < a.count ? String(a[i]) : "<end of file>"
            if el != al { return "first difference at line \(i + 1):\n  expected: \(el.prefix(300))\n  actual:   \(al.prefix(300))" }
        }
        return "same lines, different bytes"
    }
}
