import Foundation
import NibArchive
import Harness
import NibArchive
import Workload

/// Writes a run's folder: `samples.csv`, `summary.csv`, `report.md`, `report.html`,
/// `charts/*.svg`, `run.json`. Every file goes through a temporary file and a rename, so a
/// reader never sees half a file.
public enum ResultDirectory {
    /// A run id from the date and time (`2026-11-23T09-41-07`), sortable and path-safe.
    public static func newID(date: Date = Date()) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH-mm-ss"
        return f.string(from: date)
    }

    /// Writes every file of `run` into `folder` (created if needed): the CSVs, the reports of
    /// ``renderReports(_:id:charts:)`` (charts under `charts/`, `report.md`, `report.html`),
    /// and `run.json`.
    ///
    /// - Parameter charts: Extra Markdown to embed after the generated charts.
    /// - Throws: Foundation's error when a file cannot be written.
    public static func write(_ run: RunResult, id: String, to folder: String, charts: [String] = []) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try atomically(CSVReport.samples(run), to: folder + "/samples.csv")
        try atomically(CSVReport.summary(run), to: folder + "/summary.csv")
        for (path, text) in renderReports(run, id: id, charts: charts) {
            let file = folder + "/" + path
            if path.contains("/") {
                try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            }
            try atomically(text, to: file)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try atomically(String(decoding: try encoder.encode(run), as: UTF8.self), to: folder + "/run.json")
    }

    /// The human-readable reports of `run`, by path relative to the run folder: every chart of
    /// ``ReportCharts`` (`charts/*.svg`), then `report.md` embedding them under "Charts", then
    /// `report.html` with them inlined.
    ///
    /// - Parameter charts: Extra Markdown to embed after the generated charts.
    public static func renderReports(_ run: RunResult, id: String, charts: [String] = []) -> [(path: String, text: String)] {
        let made = ReportCharts.make(run)
        let markdown = MarkdownReport.render(run, id: id, charts: (made.isEmpty ? [] : ["## Charts"] + made.map(\.markdown)) + charts)
        let svgs = Dictionary(made.map { ($0.path, $0.svg) }, uniquingKeysWith: { first, _ in first })
        let html = HTMLReport.render(markdown: markdown, title: "nibbench run \(id)", inline: svgs)
        return made.map { ($0.path, $0.svg) } + [("report.md", markdown), ("report.html", html)]
    }

    /// The `run.json` of `reference`: a results folder, the file itself, or the name of a
    /// baseline saved with `run --save-baseline` (`Results/baselines/NAME/run.json`).
    /// - Throws: ``ReportingError`` naming the reference and where it was looked for.
    public static func resolve(_ reference: String) throws -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: reference, isDirectory: &isFolder) {
            return isFolder.boolValue ? reference + "/run.json" : reference
        }
        let saved = "Results/baselines/\(reference)/run.json"
        guard FileManager.default.fileExists(atPath: saved) else {
            throw ReportingError(.io, "no such run folder, run.json or saved baseline (looked for \(saved))", file: reference)
        }
        return saved
    }

    /// Reads a `run.json`.
    ///
    /// - Throws: `WorkloadError` `io` naming `path` when it cannot be read; a `WorkloadError`
    ///   naming the file and the JSON path of a bad field, or the line and column where the
    ///   bytes stop being JSON (`invalid-json`); `unsupported-schema` for a schema version
    ///   other than ``RunResult/schemaVersion``.
    public static func read(_ path: String) throws -> RunResult {
        let data: Data
        do {
            data = Data(try FileBytes.read(path))
        } catch {
            throw WorkloadError(.io, error.message, file: path)
        }
        let result: RunResult
        do {
            result = try JSONDecoder().decode(RunResult.self, from: data)
        } catch {
            throw JSONErrors.error(error, bytes: [UInt8](data), file: path)
        }
        guard result.schemaVersion == RunResult.schemaVersion else {
            throw WorkloadError(.unsupportedSchema, "run.json schema \(result.schemaVersion); this nibbench reads schema \(RunResult.schemaVersion)",
                                file: path, jsonPath: "schemaVersion")
        }
        return result
    }

    /// Writes `text` to `path` through ``AtomicFileWriter`` (a temporary file in the same
    /// folder, `fsync`, `rename(2)`), which replaces an existing file atomically.
    ///
    /// - Throws: ``NibArchiveError`` `.io` naming `path`; an existing `path` is left as it was.
    public static func atomically(_ text: String, to path: String) throws {
        try AtomicFileWriter.write(text.utf8, to: path)
    }
}
