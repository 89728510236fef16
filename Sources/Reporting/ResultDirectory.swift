import Foundation
import Harness

/// Writes a run's folder: `samples.csv`, `summary.csv`, `report.md`, `run.json`. Every file
/// goes through a temporary file and a rename, so a reader never sees half a file.
public enum ResultDirectory {
    /// A run id from the date and time (`2026-11-23T09-41-07`), sortable and path-safe.
    public static func newID(date: Date = Date()) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH-mm-ss"
        return f.string(from: date)
    }

    /// Writes every file of `run` into `folder` (created if needed).
    ///
    /// - Throws: Foundation's error when a file cannot be written.
    public static func write(_ run: RunResult, id: String, to folder: String, charts: [String] = []) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try atomically(CSVReport.samples(run), to: folder + "/samples.csv")
        try atomically(CSVReport.summary(run), to: folder + "/summary.csv")
        try atomically(MarkdownReport.render(run, id: id, charts: charts), to: folder + "/report.md")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try atomically(String(decoding: try encoder.encode(run), as: UTF8.self), to: folder + "/run.json")
    }

    /// Reads a `run.json`.
    public static func read(_ path: String) throws -> RunResult {
        try JSONDecoder().decode(RunResult.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes `text` to `path` through a temporary file in the same folder and a rename.
    public static func atomically(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
            // rename(2) replaces an existing file atomically (Foundation's replaceItemAt does
            // not on Linux).
            guard rename(temporary.path, path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
